/**
 * The command line of the MCP server, the same from a clone (`npm run mcp -- …`)
 * and from the package (`npx crm-api-docs-mcp …`): where it reads the docs
 * from, or `--help` / `--version`. A bad argument is an ArgsError whose
 * message is one line that says what was wrong.
 */
import path from 'node:path';
import {mcpServer} from '../config/mcp';
import {buildSource, siteSource, type Source} from './source';

export class ArgsError extends Error {}

export type Args =
  | {kind: 'help'}
  | {kind: 'version'}
  /** Read a build folder (`build` in the working folder when none is given). */
  | {kind: 'build'; dir: string}
  /** Read a deployed site. */
  | {kind: 'site'; url: string};

/** The folder read when no argument names a source. */
export const DEFAULT_BUILD = 'build';

const BIN = mcpServer.packageName;

export const USAGE = `usage: ${BIN} [--site URL | --build DIR | DIR | URL]`;

export const HELP = `${USAGE}

The API documentation as an MCP server on stdio (search_docs, get_page,
get_operation, list_operations, list_workflows, get_workflow), for an
assistant to start.

  --site URL    read a deployed site: its Markdown pages, llms.txt files,
                OpenAPI downloads and search index (/pagefind/)
  --build DIR   read a production build folder (npm run build), offline
  DIR, URL      the same, without the option: ${BIN} ./build
  -h, --help    this help
  -v, --version the version

With no argument it reads ./${DEFAULT_BUILD}.`;

/** An argument that names a site rather than a folder: it starts with a URL scheme and `//`. */
const looksLikeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

export function parseArgs(argv: readonly string[]): Args {
  const sources: Args[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return {kind: 'help'};
    if (arg === '-v' || arg === '--version') return {kind: 'version'};
    const option = /^(--site|--build)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? argv[++i];
      const wanted = option[1] === '--site' ? 'a URL' : 'a folder';
      if (value === undefined || value === '' || (option[2] === undefined && value.startsWith('-')))
        throw new ArgsError(`${option[1]} needs ${wanted}`);
      sources.push(option[1] === '--site' ? {kind: 'site', url: value} : {kind: 'build', dir: value});
    } else if (arg.startsWith('-')) {
      throw new ArgsError(`unknown option ${arg}`);
    } else {
      sources.push(looksLikeUrl(arg) ? {kind: 'site', url: arg} : {kind: 'build', dir: arg});
    }
  }
  if (sources.length > 1) throw new ArgsError(`give one site or one build folder, got ${sources.length}`);
  return sources[0] ?? {kind: 'build', dir: DEFAULT_BUILD};
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
