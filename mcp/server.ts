/**
 * The docs as an MCP server (stdio): search, pages as Markdown, and the
 * operations of each API version from its OpenAPI download.
 *
 *   npm run mcp                              reads build/ (run `npm run build` first)
 *   npm run mcp -- DIR | --build DIR         reads another build folder
 *   npm run mcp -- URL | --site URL          reads a deployed site (only *.md, llms.txt, openapi.json, /pagefind/)
 *
 * The same program is the npm package `crm-api-docs-mcp` (config/mcp.ts):
 * `npm run mcp:pack` bundles this file into its one `dist/cli.mjs`
 * (mcp/pack.ts), and `npx -y crm-api-docs-mcp --site URL` runs it anywhere.
 * The command line is mcp/args.ts.
 *
 * search_docs runs the site's own Pagefind index (mcp/pagefind.ts), which it
 * reads from the build's or the site's /pagefind/ folder.
 *
 * Tools: search_docs, get_page, get_operation, list_operations, and the
 * recipes' workflows, list_workflows and get_workflow (mcp/workflows.ts). A bad input
 * (unknown version or operation, a URL outside the site, a missing page) is a
 * tool error (isError) that names what was wrong and what is valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {LOCALES} from '../config/locales';
import {mcpServer} from '../config/mcp';
import {VERSIONS} from '../config/versions';
import {DEFAULT_VERSION, Docs} from './docs';
import {ToolError} from './errors';
import {ArgsError, HELP, parseArgs, sourceFromArgs, USAGE} from './args';
import {version as packageVersion} from './package.json';
import type {Source} from './source';
import {Workflows} from './workflows';

const SERVER = {name: mcpServer.serverName, version: packageVersion};

const versions = VERSIONS.join(', ');
const locales = LOCALES.join(', ');

type Result = {content: {type: 'text'; text: string}[]; isError?: boolean};

/** Runs a tool: its value as compact JSON (a string as it is), a ToolError or any other failure as an error result. */
async function answer(run: () => Promise<unknown>): Promise<Result> {
  try {
    const value = await run();
    return {content: [{type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value)}]};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      isError: true,
      content: [{type: 'text', text: error instanceof ToolError ? message : `Could not answer: ${message}`}],
    };
  }
}

export function createMcpServer(source: Source): McpServer {
  const docs = new Docs(source);
  const server = new McpServer(SERVER, {
    instructions:
      `Documentation of a CRM's REST integration API, versions ${versions} (default ${DEFAULT_VERSION}), in Vietnamese (vi, default) and English (en). ` +
      'Ask which version the CRM runs and pass it to every tool: the versions differ in paths, identifiers, pagination and filters. ' +
      'search_docs finds pages, get_page reads one as Markdown, list_operations and get_operation give exact parameters, bodies, responses and a cURL sample.',
  });
  const version = z.string().describe(`API version: ${versions}`);
  const locale = z.string().optional().describe(`Language of the answer: ${locales} (default vi)`);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Searches one API version's pages in one language with the site's own search (its index, its ranking). Vietnamese words match with or without tone marks ("khach hang" finds "khách hàng"). ` +
        'Without a version, a version named in the query ("create sale order 6.1") is searched, else the default. ' +
        'Returns ranked hits: title, page URL, Markdown URL, the matching section, the operation of a reference page (POST /api/v6.1/sale_order) and a short excerpt.',
      inputSchema: {
        query: z.string().describe('Words, a field name (account_code) or a path (/api/v6.1/accounts)'),
        version: z.string().optional().describe(`API version: ${versions} (default ${DEFAULT_VERSION})`),
        locale,
        limit: z.number().int().min(1).max(20).optional().describe('Number of hits (default 8)'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => docs.search(args.query, args.version, args.locale, args.limit ?? 8)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        'Returns the Markdown version of a doc page. Accepts a path (/docs/6.1/account/list, /en/docs/6.0/needed_info) or a full URL of the site, with or without .md, a trailing slash or a #section.',
      inputSchema: {url_or_path: z.string().describe('Path or URL of a doc page')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(async () => (await docs.page(args.url_or_path)).markdown),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'One API operation',
      description:
        'One operation of an API version as compact JSON: parameters, request body fields, success responses, errors and a cURL sample. ' +
        'Name it by operationId (create_account) or as "METHOD /path" (POST /api/v6.1/account).',
      inputSchema: {
        version,
        operation: z.string().describe('operationId, or "METHOD /path"'),
        locale,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => docs.operation(args.version, args.operation, args.locale)),
  );

  server.registerTool(
    'list_operations',
    {
      title: 'List API operations',
      description:
        "Lists an API version's operations (operationId, method, path, summary, tag, page), optionally only one tag's.",
      inputSchema: {
        version,
        tag: z.string().optional().describe('A tag name or its display name, e.g. account'),
        locale,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => docs.operations(args.version, args.tag, args.locale)),
  );

  const workflows = new Workflows(source);
  server.registerTool(
    'list_workflows',
    {
      title: 'List the recipes as workflows',
      description:
        "Lists an API version's recipes as Arazzo 1.0 workflows (sync customers, upsert a customer, create a sales order, handle a webhook…): workflowId, summary, step ids, the recipe's page and the workflow file.",
      inputSchema: {version, locale},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => workflows.list(args.version, args.locale)),
  );

  server.registerTool(
    'get_workflow',
    {
      title: 'One workflow, step by step',
      description:
        'One recipe as its documented sequence of steps, to follow in order: per step the operation (operationId, method, path, page), the parameters and body it sends (runtime expressions such as $inputs.x and $steps.s.outputs.o kept, the example value beside them), its success criteria, where it goes next (onSuccess / onFailure), and what it passes on to which later steps; plus the inputs and the recipe page.',
      inputSchema: {
        version,
        workflow: z.string().describe('A workflowId from list_workflows, e.g. upsert-customer'),
        locale,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => workflows.get(args.version, args.workflow, args.locale)),
  );
  return server;
}

/** Runs the server on stdio with the command line's source; --help and --version print and return. */
async function main(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv);
  if (args.kind === 'help' || args.kind === 'version') {
    console.log(args.kind === 'help' ? HELP : SERVER.version);
    return;
  }
  const source = sourceFromArgs(argv);
  await createMcpServer(source).connect(new StdioServerTransport());
  // stdout carries the protocol: the one line for a human goes to stderr.
  console.error(`${SERVER.name}: MCP server on stdio, reading ${source.label}`);
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
