/**
 * `npm run check`: every static check, without building. Each step runs even
 * when an earlier one failed; the last line says how many passed and failed,
 * and the exit code is 1 when any failed. `npm test` runs it first.
 */
import {spawnSync} from 'node:child_process';
import {versionProblems} from './check-versions';

type Step = {name: string; run: () => boolean};

function command(name: string, argv: string[]): Step {
  return {
    name,
    run: () => spawnSync(argv[0], argv.slice(1), {stdio: 'inherit', shell: process.platform === 'win32'}).status === 0,
  };
}

const tsx = (script: string, ...args: string[]) => ['npx', 'tsx', script, ...args];

const STEPS: Step[] = [
  command('types (tsc)', ['npx', 'tsc', '--noEmit']),
  command('lint (eslint)', ['npx', 'eslint', '.', '--max-warnings=0']),
  {
    name: 'versions (versions.json and every per-version folder agree)',
    run: () => {
      const problems = versionProblems(process.cwd());
      for (const problem of problems) console.error(problem);
      return problems.length === 0;
    },
  },
  command('layers (dependency-cruiser, .dependency-cruiser.cjs)', [
    'npx',
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'docusaurus.config.ts',
    'config',
    'api',
    'render',
    'plugins',
    'src',
    'scripts',
    'mcp',
  ]),
  command('i18n parity', tsx('scripts/check-i18n.ts')),
  command('OpenAPI sources, pages and <ApiRequest> blocks', tsx('scripts/check-api.ts')),
];

function main(): number {
  let passed = 0;
  let failed = 0;
  for (const step of STEPS) {
    const start = Date.now();
    console.log(`▶ ${step.name}`);
    const ok = step.run();
    const seconds = ((Date.now() - start) / 1000).toFixed(1);
    console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds} s)`);
    if (ok) passed += 1;
    else failed += 1;
  }
  console.log(`check: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exit(main());
