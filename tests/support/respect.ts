/**
 * `redocly respect` (@redocly/cli, a devDependency) as the recipe pages tell
 * readers to run it: the page's command, with the site's URL and the mock's
 * origin pointed at local servers. Its JSON report (`--json-output`) and its
 * own pre-run lint (printed as `at #/workflows/N/steps/M`) become one message
 * per failure that names the workflow and the step.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {RESPECT} from '../../config/mock';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {tempDir} from './temp-dir';

/** No telemetry, no update check, no colours: the run stays on this machine and its output is plain. */
const ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  NO_PROXY: '127.0.0.1,localhost',
  no_proxy: '127.0.0.1,localhost',
};

const require = createRequire(import.meta.url);

/** The redocly program of node_modules (@redocly/cli's `bin`): what `npx @redocly/cli` runs in this repository. */
function respectBin(): string {
  const manifest = require.resolve('@redocly/cli/package.json');
  const {bin} = require(manifest) as {bin: Record<string, string>};
  return path.join(path.dirname(manifest), bin.redocly);
}

export type RespectStep = {workflowId: string; stepId: string; status: string; failed: string[]};
export type RespectRun = {
  status: number | null;
  output: string;
  /** Every step that ran, in order (steps of a nested workflow included). */
  steps: RespectStep[];
  /** One line per failure: `workflow W, step S: what failed`. */
  failures: string[];
};

/** The bash command of a recipe page's Markdown twin that runs its workflow (`npx @redocly/cli respect …`). */
export function respectCommand(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```bash\n([\s\S]*?)^```/gm)].map((m) => m[1].replace(/\\\n\s*/g, '').trim());
  const commands = blocks.filter((b) => / respect /.test(b));
  if (commands.length !== 1) throw new Error(`expected one respect command, found ${commands.length}`);
  return commands[0].split(/\s+/);
}

type Report = {files?: Record<string, {executedWorkflows?: Json[]}>};

function stepsOf(workflows: Json[] | undefined): RespectStep[] {
  return (workflows ?? []).filter(isObject).flatMap((workflow) =>
    (Array.isArray(workflow.executedSteps) ? workflow.executedSteps : []).filter(isObject).flatMap((step) => {
      const checks = (Array.isArray(step.checks) ? step.checks : []).filter(isObject);
      const failed = checks
        .filter((c) => c.passed === false)
        .map((c) => `${String(c.name)}: ${String(c.message ?? '').split('\n')[0]}`);
      const own: RespectStep = {
        workflowId: String(step.workflowId ?? workflow.workflowId),
        stepId: String(step.stepId),
        status: String(step.status),
        failed,
      };
      // A step that runs another workflow reports that workflow's steps inside it.
      const nested = Array.isArray(step.executedSteps) ? stepsOf([step]) : [];
      return [own, ...nested.filter((n) => n.stepId !== own.stepId)];
    }),
  );
}

/** `at #/workflows/1/steps/3/…` lines of Respect's own lint, named by the document's ids. */
function lintFailures(output: string, document: Json): string[] {
  const workflows = isObject(document) && Array.isArray(document.workflows) ? document.workflows : [];
  return [...output.matchAll(/at #\/workflows\/(\d+)(?:\/steps\/(\d+))?[^\n]*\n([^\n]+)/g)].map((m) => {
    const workflow = workflows[Number(m[1])];
    const steps = isObject(workflow) && Array.isArray(workflow.steps) ? workflow.steps : [];
    const step = m[2] !== undefined ? steps[Number(m[2])] : undefined;
    const id = isObject(workflow) ? String(workflow.workflowId) : `#${m[1]}`;
    const where = isObject(step) ? `workflow ${id}, step ${String(step.stepId)}` : `workflow ${id}`;
    return `${where}: ${m[3].trim()}`;
  });
}

/**
 * Runs `command` (argv from `respectCommand`, `npx` first) with a JSON report; `document` is the workflow
 * file the command names, parsed, to name the workflow and step of Respect's lint messages.
 */
export async function runRespect(command: string[], document: Json, timeoutMs = 300_000): Promise<RespectRun> {
  const report = path.join(tempDir('respect-'), 'report.json');
  // `npx @redocly/cli …` runs the devDependency's own program, as npx does in this repository.
  const [program, ...args] =
    command[0] === 'npx' && command[1] === RESPECT.package
      ? [process.execPath, respectBin(), ...command.slice(2)]
      : command;
  const outcome = await new Promise<{status: number | null; output: string}>((resolve, reject) => {
    const child = spawn(program, [...args, '--json-output', report], {env: ENV, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({status, output});
    });
  });
  const parsed = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as Report) : {};
  const steps = Object.values(parsed.files ?? {}).flatMap((file) => stepsOf(file.executedWorkflows));
  const failures = [
    ...lintFailures(outcome.output, document),
    ...steps
      .filter((s) => s.status !== 'success')
      .map((s) => `workflow ${s.workflowId}, step ${s.stepId}: ${s.failed.join('; ') || s.status}`),
  ];
  if (outcome.status !== 0 && failures.length === 0)
    failures.push(`respect exited with ${outcome.status}: ${outcome.output.slice(-1500)}`);
  return {...outcome, steps, failures};
}
