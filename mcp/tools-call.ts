/**
 * The API tools (mcp/call.ts does the work). One tool per kind of method,
 * because MCP's annotations describe a tool, not a call, and clients decide
 * by them (approve a read-only tool, ask before a destructive one):
 *
 *   call_operation        GET only; always offered. readOnlyHint: a GET
 *                         changes nothing; idempotentHint: the retries guide
 *                         calls a GET always safe to resend.
 *   call_write_operation  POST, PUT, PATCH, DELETE; offered only when the
 *                         server was started with --allow-writes. The worst
 *                         case of its methods, as the retries guide states
 *                         it: destructiveHint (a DELETE removes, a PUT
 *                         overwrites, a POST may cancel or approve), not
 *                         idempotentHint (a resent POST creates a second
 *                         record or payment, some PUTs approve or add items
 *                         again, a DELETE is safe to resend only for code that
 *                         treats the second 404 as done).
 *
 * Both have openWorldHint: they reach the reader's CRM (or the mock), outside
 * the docs.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {mcpApi} from '../config/mcp';
import {LOCALES} from '../config/locales';
import {VERSIONS} from '../config/versions';
import {answer} from './answer';
import {callOperation, READ_TOOL, WRITE_TOOL, type CallArgs, type Calls} from './call';
import type {Docs} from './docs';

export const READ_ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
} as const;

export const WRITE_ANNOTATIONS = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
} as const;

const values = z.record(z.string(), z.unknown());

function shape(withBody: boolean) {
  return z
    .object({
      version: z.string().describe(`API version: ${VERSIONS.join(', ')}`),
      operation: z
        .string()
        .describe(
          'operationId (list_accounts), or "METHOD /path" (GET /api/v6.1/accounts); a path with its values (GET /api/v6/accounts/42) gives them as path values',
        ),
      path: values.optional().describe('Path parameter values by name: {"id": 42}'),
      query: values
        .optional()
        .describe(
          'Query parameter values by name, typed as get_operation lists them: {"limit": 20, "fields": ["account_code", "account_name"], "filtering": {"updated_at:gte": "2024-06-01 00:00:00"}}; they are written in the operation\'s own style',
        ),
      headers: values
        .optional()
        .describe('Header parameter values by name; never the API key (the server sends it from its environment)'),
      ...(withBody ? {body: z.unknown().optional().describe('The JSON body, as get_operation lists its fields')} : {}),
      locale: z
        .string()
        .optional()
        .describe(
          `Language of the messages that name wrong values and of the retry advice: ${LOCALES.join(', ')} (default vi)`,
        ),
    })
    .strict();
}

const ANSWER =
  "Answers with the status, the useful headers, the body (cut with a note when long), the time in ms, the URL and the cURL command, each credential shown as its placeholder: the API key comes from the server's environment and is never shown. " +
  "The values are checked first with the docs' request builder: when one is wrong nothing is sent, and the error names each wrong value. " +
  "A 429 or 5xx answer carries what the docs' retry rules say (retry). Requests go only to the address the server was started with, and a redirect is not followed.";

export function registerCallTools(server: McpServer, docs: Docs, calls: Calls): void {
  const run = (args: CallArgs, mode: 'read' | 'write') =>
    answer(() => callOperation(docs, calls, args, mode), calls.target?.redact);

  server.registerTool(
    READ_TOOL,
    {
      title: 'Call an API operation that reads (GET)',
      description:
        `Sends one GET operation of an API version to the API this server was started with (${mcpApi.baseOption}: the mock server or the reader's CRM). ` +
        `${ANSWER} Only GET: an operation that writes is refused and nothing is sent${calls.allowWrites ? `; call it with ${WRITE_TOOL}` : ` (this server sends writes only when started with ${mcpApi.writesOption})`}.`,
      inputSchema: shape(false),
      annotations: READ_ANNOTATIONS,
    },
    async (args) => run(args as CallArgs, 'read'),
  );

  if (!calls.allowWrites) return;
  server.registerTool(
    WRITE_TOOL,
    {
      title: 'Call an API operation that writes (POST, PUT, PATCH, DELETE)',
      description:
        `Sends one POST, PUT, PATCH or DELETE operation of an API version to the API this server was started with: it creates, changes or deletes records in the reader's CRM (unless that address is the mock). ` +
        'Tell the user what it will change before calling it. Not every write is safe to send twice: the retry advice of a 429 or 5xx answer says which. ' +
        `${ANSWER} GET operations go through ${READ_TOOL}.`,
      inputSchema: shape(true),
      annotations: WRITE_ANNOTATIONS,
    },
    async (args) => run(args as CallArgs, 'write'),
  );
}
