/**
 * The docs as an MCP server (stdio): search, pages as Markdown, the
 * operations of each API version from its OpenAPI download, calls of those
 * operations on the mock or the reader's CRM, and the recipes as workflows.
 *
 *   npm run mcp                              reads build/ (run `npm run build` first)
 *   npm run mcp -- DIR | --build DIR         reads another build folder
 *   npm run mcp -- URL | --site URL          reads a deployed site (only *.md, llms.txt, openapi.json, /pagefind/)
 *   npm run mcp -- verify --api-base URL --version V   checks the docs against a CRM, read-only (mcp/verify/cli.ts)
 *   … --api-base URL [--allow-writes]        call_operation sends GET requests to URL (the mock, or a CRM
 *                                            with CRM_API_KEY in the environment); --allow-writes adds
 *                                            call_write_operation (POST, PUT, PATCH, DELETE)
 *
 * The same program is the npm package `crm-api-docs-mcp` (config/mcp.ts):
 * `npm run mcp:pack` bundles this file into its one `dist/cli.mjs`
 * (mcp/pack.ts), and `npx -y crm-api-docs-mcp --site URL` runs it anywhere.
 * The command line is mcp/args.ts.
 *
 * search_docs runs the site's own Pagefind index (mcp/pagefind.ts), which it
 * reads from the build's or the site's /pagefind/ folder.
 *
 * Tools, one module per family: mcp/tools-docs.ts (search_docs, get_page,
 * get_operation, list_operations), mcp/tools-call.ts (call_operation,
 * call_write_operation) and mcp/tools-workflows.ts (list_workflows,
 * get_workflow: the recipes' Arazzo workflows, mcp/workflows.ts). A bad input (unknown version or operation, a URL
 * outside the site, a missing page, a wrong value) is a tool error (isError)
 * that names what was wrong and what is valid (mcp/answer.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {mcpApi, mcpServer} from '../config/mcp';
import {VERSIONS} from '../config/versions';
import {DEFAULT_VERSION, Docs} from './docs';
import {ArgsError, callsFromArgs, HELP, parseArgs, sourceFromArgs, USAGE} from './args';
import {READ_TOOL, WRITE_TOOL, type Calls} from './call';
import {version as packageVersion} from './package.json';
import type {Source} from './source';
import {registerCallTools} from './tools-call';
import {registerDocTools} from './tools-docs';
import {registerWorkflowTools} from './tools-workflows';
import {registerVerifyTool, VERIFY_TOOL} from './tools-verify';
import {VERIFY_COMMAND, verifyMain} from './verify/cli';

const SERVER = {name: mcpServer.serverName, version: packageVersion};

const versions = VERSIONS.join(', ');

/** The server on a source; `calls` says where call_operation sends requests and whether writes are allowed. */
export function createMcpServer(source: Source, calls: Calls = {allowWrites: false}): McpServer {
  const docs = new Docs(source);
  const server = new McpServer(SERVER, {
    instructions:
      `Documentation of a CRM's REST integration API, versions ${versions} (default ${DEFAULT_VERSION}), in Vietnamese (vi, default) and English (en). ` +
      'Ask which version the CRM runs and pass it to every tool: the versions differ in paths, identifiers, pagination and filters. ' +
      'search_docs finds pages, get_page reads one as Markdown, list_operations and get_operation give exact parameters, bodies, responses and a cURL sample. ' +
      `${VERIFY_TOOL} sends one GET operation the same way and says where the answer differs from the documented response. ` +
      "list_workflows and get_workflow give a recipe's documented sequence of steps (operations, what each passes on, success criteria), to follow in order. " +
      `${READ_TOOL} sends a GET operation to the API address the server was started with (${mcpApi.baseOption}: the mock server or the reader's CRM, the key from the environment) and answers with its status, headers and body` +
      (calls.allowWrites
        ? `; ${WRITE_TOOL} sends the operations that write, so tell the user what a write will change before calling it.`
        : `; the server sends writes only when started with ${mcpApi.writesOption}.`),
  });
  registerDocTools(server, docs);
  registerCallTools(server, docs, calls);
  registerVerifyTool(server, docs, calls);
  registerWorkflowTools(server, source);
  return server;
}

/** Runs the server on stdio with the command line's source; --help and --version print and return. */
async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === VERIFY_COMMAND) {
    process.exitCode = await verifyMain(argv.slice(1));
    return;
  }
  const args = parseArgs(argv);
  if (args.kind === 'help' || args.kind === 'version') {
    console.log(args.kind === 'help' ? HELP : SERVER.version);
    return;
  }
  const source = sourceFromArgs(argv);
  const calls = callsFromArgs(argv);
  await createMcpServer(source, calls).connect(new StdioServerTransport());
  // stdout carries the protocol: the one line for a human goes to stderr (never a credential).
  const api = calls.target
    ? `; ${READ_TOOL} calls ${calls.target.origin}${calls.allowWrites ? `, writes allowed (${WRITE_TOOL})` : ', GET only'}${
        calls.target.local || process.env[mcpApi.keyEnv]
          ? ''
          : ` (no ${mcpApi.keyEnv} set: calls that need the key are refused)`
      }`
    : `; no API address (${mcpApi.baseOption}), so ${READ_TOOL} sends nothing`;
  console.error(`${SERVER.name}: MCP server on stdio, reading ${source.label}${api}`);
}

/** Run as a program (`tsx mcp/server.ts`, or the bundle through npx's bin link, hence the real path). */
const argv1 = process.argv[1];
if (argv1 && fs.existsSync(argv1) && fileURLToPath(import.meta.url) === fs.realpathSync(path.resolve(argv1))) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${mcpServer.packageName}: ${message}${error instanceof ArgsError ? ` (${USAGE}, or --help)` : ''}`);
    process.exit(error instanceof ArgsError ? 2 : 1);
  });
}
