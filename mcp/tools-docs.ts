/**
 * The documentation tools: search_docs (the site's own search), get_page (a
 * page's Markdown twin), get_operation and list_operations (the OpenAPI
 * downloads through api/lib). They only read the docs (readOnlyHint), from
 * the build folder or the site the server was started on (openWorldHint
 * false: nothing beyond the docs).
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LOCALES} from '../config/locales';
import {VERSIONS} from '../config/versions';
import {answer} from './answer';
import {DEFAULT_VERSION, type Docs} from './docs';

const versions = VERSIONS.join(', ');
const locales = LOCALES.join(', ');

export function registerDocTools(server: McpServer, docs: Docs): void {
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
        "evidence.says is where its facts come from (the page's line, with its count of the weaker details); a field's evidence or enumEvidence and an error's evidence appear only where weaker than that. " +
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
}
