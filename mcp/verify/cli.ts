/**
 * `crm-api-docs-mcp verify`: the docs checked against the reader's own CRM,
 * read-only (a subcommand of the MCP server's one bin, so the same
 * `npx -y crm-api-docs-mcp` runs it; mcp/server.ts hands `verify …` here).
 *
 *   CRM_API_KEY=… npx -y crm-api-docs-mcp verify --api-base https://your-company.crm.example --version 6.1
 *       [--site URL | --build DIR] [--pace-ms 300] [--max-requests 200] [--timeout-ms 30000] [--out DIR]
 *
 * Progress goes to stderr, the summary table to stdout, the report to
 * `<out>/tenant-report-<version>-<date>.json` and `.md` (written after every
 * result, so a run that stops keeps what it had). Exit: 0 every operation
 * sent matches, 1 differences, 2 bad input (nothing sent), 3 the run stopped
 * (the report says why).
 */
import path from 'node:path';
import {mcpApi, mcpServer} from '../../config/mcp';
import {siteOrigin} from '../../config/site';
import {brand} from '../../config/brand';
import {LAST_VERSION, VERSIONS} from '../../config/versions';
import {DEFAULT_LOCALE} from '../../config/locales';
import {Docs} from '../docs';
import {buildSource, knownVersion, siteSource} from '../source';
import {ArgsError} from '../errors';
import {apiTarget} from '../target';
import {version as packageVersion} from '../package.json';
import {DEFAULT_MAX_REQUESTS, DEFAULT_PACE_MS, DEFAULT_TIMEOUT_MS} from './sender';
import {runVerifier} from './run';
import {countsOf, reportLink, summaryTable, writeReport} from './report';

export const VERIFY_COMMAND = 'verify';

export const VERIFY_USAGE = `usage: ${mcpServer.packageName} ${VERIFY_COMMAND} ${mcpApi.baseOption} URL --version V [--site URL | --build DIR] [--pace-ms N] [--max-requests N] [--timeout-ms N] [--out DIR]`;

export const VERIFY_HELP = `${VERIFY_USAGE}

Checks these docs against your own CRM, read-only: which API versions it
answers (the version probe of the docs), then every documented GET of the
version, sent as its page's sample, each answer compared with the documented
response (status, envelope, every documented key). It sends GET only.

  ${mcpApi.baseOption} URL   your CRM (${brand.apiHost.pattern}), or the mock; else $${mcpApi.baseEnv}
  --version V      the API version to check: ${VERSIONS.join(', ')} (default ${LAST_VERSION})
  --site URL       read the docs from a deployed site (default ${siteOrigin})
  --build DIR      read the docs from a production build folder
  --pace-ms N      at least N ms between requests (default ${DEFAULT_PACE_MS})
  --max-requests N at most N requests in the run (default ${DEFAULT_MAX_REQUESTS})
  --timeout-ms N   give up on an answer after N ms (default ${DEFAULT_TIMEOUT_MS})
  --out DIR        where the report is written (default: the current folder)

The API key comes from $${mcpApi.keyEnv} and is never printed or written. The
report holds key paths, JSON types, counts and statuses, never a value.`;

export type VerifyArgs = {
  apiBase?: string;
  version: string;
  site?: string;
  build?: string;
  paceMs: number;
  maxRequests: number;
  timeoutMs: number;
  out: string;
  help?: true;
};

function whole(option: string, value: string, min: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min)
    throw new ArgsError(`${option} needs a whole number of at least ${min}, got "${value}"`);
  return n;
}

export function parseVerifyArgs(argv: readonly string[]): VerifyArgs {
  const args: VerifyArgs = {
    version: LAST_VERSION,
    paceMs: DEFAULT_PACE_MS,
    maxRequests: DEFAULT_MAX_REQUESTS,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    out: '.',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return {...args, help: true};
    const match = /^(--[a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new ArgsError(`unexpected argument "${arg}"`);
    const option = match[1]!;
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') throw new ArgsError(`${option} needs a value`);
    if (option === mcpApi.baseOption) args.apiBase = value;
    else if (option === '--version') {
      const known = knownVersion(value);
      if (!known) throw new ArgsError(`--version must be one of ${VERSIONS.join(', ')}, got "${value}"`);
      args.version = known;
    } else if (option === '--site') args.site = value;
    else if (option === '--build') args.build = value;
    else if (option === '--pace-ms') args.paceMs = whole(option, value, 0);
    else if (option === '--max-requests') args.maxRequests = whole(option, value, 1);
    else if (option === '--timeout-ms') args.timeoutMs = whole(option, value, 1);
    else if (option === '--out') args.out = value;
    else throw new ArgsError(`unknown option ${option}`);
  }
  if (args.site && args.build) throw new ArgsError('give --site or --build, not both');
  return args;
}

/** Runs the subcommand; returns the exit code. Output goes to `out` (the summary) and `err` (progress, messages). */
export async function verifyMain(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: {out: (line: string) => void; err: (line: string) => void} = {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  },
): Promise<number> {
  const name = `${mcpServer.packageName} ${VERIFY_COMMAND}`;
  let args: VerifyArgs;
  let target;
  try {
    args = parseVerifyArgs(argv);
    if (args.help) {
      io.out(VERIFY_HELP);
      return 0;
    }
    const base = args.apiBase ?? env[mcpApi.baseEnv];
    if (!base) throw new ArgsError(`${mcpApi.baseOption} needs your CRM's address (${brand.apiHost.pattern})`);
    target = apiTarget(base, args.apiBase ? mcpApi.baseOption : mcpApi.baseEnv, env);
    if (!target.local && !env[mcpApi.keyEnv])
      throw new ArgsError(`no API key: set ${mcpApi.keyEnv} in the environment (it is never printed or written)`);
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    io.err(`${name}: ${error.message} (${VERIFY_USAGE}, or --help)`);
    return 2;
  }
  const redact = target.redact;
  const say = (line: string) => io.err(redact(line));
  let docsLabel: string;
  let docs: Docs;
  let doc;
  try {
    const source = args.build ? buildSource(path.resolve(args.build)) : siteSource(args.site ?? siteOrigin);
    docsLabel = args.build ? 'a local build of the docs' : source.label;
    docs = new Docs(source);
    doc = await docs.spec(args.version, DEFAULT_LOCALE);
  } catch (error) {
    say(`${name}: cannot read the docs: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  say(
    `${name}: API ${args.version} on ${target.origin}, GET only, ${args.paceMs} ms apart, at most ${args.maxRequests} requests`,
  );
  let files: {json: string; markdown: string} | undefined;
  const report = await runVerifier({
    doc,
    docText: JSON.stringify(doc),
    docsLabel,
    version: args.version,
    target,
    sender: {paceMs: args.paceMs, maxRequests: args.maxRequests, timeoutMs: args.timeoutMs},
    tool: `${mcpServer.packageName} ${VERIFY_COMMAND}`,
    siteVersion: packageVersion,
    progress: say,
    saved: (r) => {
      files = writeReport(r, args.out);
    },
  });
  files = writeReport(report, args.out);
  io.out(redact(summaryTable(report)));
  if (report.stopped) say(`${name}: stopped: ${report.stopped.reason}`);
  say(`Report: ${files.markdown} and ${files.json}`);
  say(`Send it to us: ${reportLink(report)} (attach both files)`);
  if (report.stopped) return 3;
  return countsOf(report).differences > 0 ? 1 : 0;
}
