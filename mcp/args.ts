/**
 * The command line of the MCP server, the same from a clone (`npm run mcp -- …`)
 * and from the package (`npx crm-api-docs-mcp …`): where it reads the docs
 * from, where call_operation sends requests (`--api-base URL`, else
 * $CRM_API_BASE) and whether it may write (`--allow-writes`), or `--help` /
 * `--version`. A bad argument is an ArgsError whose message is one line that
 * says what was wrong.
 */
import path from 'node:path';
import {siteOrigin} from '../config/site';
import {MOCK_ORIGIN} from '../config/mock';
import {brand} from '../config/brand';
import {mcpApi, mcpLaunch, mcpServer} from '../config/mcp';
import {buildSource, siteSource, type Source} from './source';
import {ArgsError} from './errors';
import {apiTarget} from './target';
import type {Calls} from './call';

export {ArgsError};

/** How the API is called: the address given with --api-base, and --allow-writes. */
export type ApiArgs = {apiBase?: string; allowWrites?: true};

export type Args =
  | {kind: 'help'}
  | {kind: 'version'}
  /** Read a build folder (`build` in the working folder when none is given). */
  | ({kind: 'build'; dir: string} & ApiArgs)
  /** Read a deployed site. */
  | ({kind: 'site'; url: string} & ApiArgs);

/** The folder read when no argument names a source. */
export const DEFAULT_BUILD = 'build';

const BIN = mcpServer.packageName;

export const USAGE = `usage: ${BIN} [--site URL | --build DIR | DIR | URL] [${mcpApi.baseOption} URL] [${mcpApi.writesOption}]`;

/** The options and environment variables of calling the API, in --help and the server card (mcp/card.ts). */
export const API_OPTIONS = [
  {
    name: mcpApi.baseOption,
    value: 'URL',
    description: `send call_operation's requests to URL: the mock server (${MOCK_ORIGIN}) or your CRM (${brand.apiHost.pattern}); no path, and http:// only for this computer`,
  },
  {
    name: mcpApi.writesOption,
    description:
      'also offer call_write_operation, which sends POST, PUT, PATCH and DELETE requests; without it nothing but GET is sent',
  },
] as const;

export const API_ENVIRONMENT = [
  {name: mcpApi.baseEnv, secret: false, description: `the API's address when ${mcpApi.baseOption} is not given`},
  {
    name: mcpApi.keyEnv,
    secret: true,
    description:
      "the API key, sent only where the operation's security scheme puts it (a header or a query parameter) and never shown; the mock takes any key, so it may be left unset there",
  },
  {
    name: 'CRM_<NAME>',
    secret: true,
    description: "another credential an operation takes, by its placeholder YOUR_<NAME> (get_operation's auth)",
  },
] as const;

/** How to start the server on the deployed site so that it calls the mock or a CRM: the arguments after the site, and the environment. */
export function apiExamples(): {title: string; args: string[]; env?: Record<string, string>}[] {
  const crm = [mcpApi.baseOption, brand.apiHost.pattern];
  const env = {[mcpApi.keyEnv]: 'YOUR_API_KEY'};
  return [
    {title: 'against the mock server', args: [mcpApi.baseOption, MOCK_ORIGIN]},
    {title: 'against your CRM, reads only', args: crm, env},
    {title: 'against your CRM, writes allowed', args: [...crm, mcpApi.writesOption], env},
  ];
}

const column = (name: string) => `  ${name.padEnd(17)}`;
const wrap = (text: string) =>
  text
    .split(' ')
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= 56) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
      return lines;
    }, [])
    .join(`\n${' '.repeat(19)}`);

export const HELP = `${USAGE}

The API documentation as an MCP server on stdio (search_docs, get_page,
get_operation, list_operations, call_operation, list_workflows,
get_workflow), for an assistant to start.

  --site URL       read a deployed site: its Markdown pages, llms.txt files,
                   OpenAPI downloads and search index (/pagefind/)
  --build DIR      read a production build folder (npm run build), offline
  DIR, URL         the same, without the option: ${BIN} ./build
  -h, --help       this help
  -v, --version    the version

With no argument it reads ./${DEFAULT_BUILD}.

  ${BIN} verify --api-base URL --version V
                   not a server: checks these docs against your CRM,
                   read-only (GET only), and writes a report; see
                   ${BIN} verify --help

Calling the API (call_operation sends GET requests only):

${API_OPTIONS.map((o) => `${column(`${o.name}${'value' in o ? ` ${o.value}` : ''}`)}${wrap(o.description)}`).join('\n')}

Environment:

${API_ENVIRONMENT.map((e) => `${column(e.name)}${wrap(e.description)}`).join('\n')}

Examples:

${apiExamples()
  .map((e) => {
    const {command, args} = mcpLaunch(siteOrigin, e.args);
    const env = Object.entries(e.env ?? {}).map(([k, v]) => `${k}=${v} `);
    return `  # ${e.title}\n  ${env.join('')}${command} ${args.join(' ')}`;
  })
  .join('\n')}`;

/** An argument that names a site rather than a folder: it starts with a URL scheme and `//`. */
const looksLikeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

export function parseArgs(argv: readonly string[]): Args {
  const sources: (({kind: 'build'; dir: string} | {kind: 'site'; url: string}) & ApiArgs)[] = [];
  const api: ApiArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return {kind: 'help'};
    if (arg === '-v' || arg === '--version') return {kind: 'version'};
    const option = new RegExp(`^(--site|--build|${mcpApi.baseOption})(?:=(.*))?$`).exec(arg);
    if (arg === mcpApi.writesOption) {
      api.allowWrites = true;
    } else if (option) {
      const value = option[2] ?? argv[++i];
      const wanted = option[1] === '--build' ? 'a folder' : 'a URL';
      if (value === undefined || value === '' || (option[2] === undefined && value.startsWith('-')))
        throw new ArgsError(`${option[1]} needs ${wanted}`);
      if (option[1] === mcpApi.baseOption) {
        if (api.apiBase !== undefined) throw new ArgsError(`give ${mcpApi.baseOption} once`);
        api.apiBase = value;
      } else sources.push(option[1] === '--site' ? {kind: 'site', url: value} : {kind: 'build', dir: value});
    } else if (arg.startsWith('-')) {
      throw new ArgsError(`unknown option ${arg}`);
    } else {
      sources.push(looksLikeUrl(arg) ? {kind: 'site', url: arg} : {kind: 'build', dir: arg});
    }
  }
  if (sources.length > 1) throw new ArgsError(`give one site or one build folder, got ${sources.length}`);
  return {...(sources[0] ?? {kind: 'build', dir: DEFAULT_BUILD}), ...api};
}

/**
 * The source the arguments name, relative paths resolved from `cwd`. Throws an
 * ArgsError for a bad argument (and for --help or --version, which start no server).
 */
export function sourceFromArgs(argv: readonly string[], cwd: string = process.cwd()): Source {
  const args = parseArgs(argv);
  if (args.kind === 'site') return siteSource(args.url);
  if (args.kind === 'build') return buildSource(path.resolve(cwd, args.dir));
  throw new ArgsError(`${args.kind} starts no server`);
}

/**
 * Where call_operation sends requests and whether it may write: --api-base,
 * else the environment's CRM_API_BASE (none: the tools answer how to set it),
 * and --allow-writes. Throws an ArgsError for a bad address, naming the
 * option or the variable.
 */
export function callsFromArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Calls {
  const args = parseArgs(argv);
  if (args.kind !== 'site' && args.kind !== 'build') throw new ArgsError(`${args.kind} starts no server`);
  const [base, from] =
    args.apiBase !== undefined ? [args.apiBase, mcpApi.baseOption] : [env[mcpApi.baseEnv] || undefined, mcpApi.baseEnv];
  return {
    ...(base === undefined ? {} : {target: apiTarget(base, from, env)}),
    allowWrites: args.allowWrites === true,
  };
}
