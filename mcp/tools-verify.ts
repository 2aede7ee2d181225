/**
 * verify_operation: the verifier's comparison (mcp/verify/compare.ts) for one
 * GET operation, for an assistant. It sends the operation as call_operation
 * does (the same checks, serialiser, origin, redaction and no redirect;
 * GET only), then compares the answer with the documented response and says
 * what differed: status, envelope, missing required keys, keys the docs do
 * not have, other JSON types, null where not nullable, values outside the
 * enum, each with the element's source mark. The answer carries no body,
 * only key paths, JSON types and counts. `npx crm-api-docs-mcp verify`
 * (mcp/verify/cli.ts) does it for every GET of a version.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {mcpApi} from '../config/mcp';
import {VERSIONS} from '../config/versions';
import {isObject, type Json} from '../api/lib/browser-safe/json';
import {findOperation} from '../api/lib/browser-safe/openapi';
import {answer} from './answer';
import {callOperation, type Calls} from './call';
import {checkLocale, checkVersion, type Docs} from './docs';
import {READ_ANNOTATIONS} from './tools-call';
import {compareAnswer, documentedSuccess} from './verify/compare';

export const VERIFY_TOOL = 'verify_operation';

type VerifyArgs = {version: string; operation: string; path?: Record<string, Json>; query?: Record<string, Json>};

/** The names a `fields` value asks for, as an array or as the comma list it is sent as. */
function selected(query: VerifyArgs['query']): string[] {
  const fields = query?.fields;
  if (Array.isArray(fields)) return fields.map(String);
  return typeof fields === 'string' ? fields.split(',').filter(Boolean) : [];
}

export async function verifyOperation(docs: Docs, calls: Calls, args: VerifyArgs): Promise<Record<string, unknown>> {
  const called = await callOperation(
    docs,
    calls,
    {version: args.version, operation: args.operation, path: args.path, query: args.query},
    'read',
    Number.MAX_SAFE_INTEGER,
  );
  const version = checkVersion(args.version);
  const doc = await docs.spec(version, checkLocale(undefined));
  const entry = findOperation(doc, String(called.operationId));
  if (!entry) throw new Error(`API ${version} has no operation ${String(called.operationId)}`);
  const status = Number(called.status);
  const body = called.body as Json | string;
  const json =
    typeof body === 'string' && !/json/i.test(String((called.headers as Record<string, string>)['content-type'] ?? ''))
      ? undefined
      : (body as Json);
  const comparison = compareAnswer(doc, entry, {status, body: json}, selected(args.query));
  const c = comparison.differences.length;
  return {
    version,
    operationId: called.operationId,
    method: 'GET',
    url: called.url,
    status,
    documentedStatus: documentedSuccess(doc, entry).status,
    result: c === 0 ? 'match' : 'differs',
    says:
      c === 0
        ? `The answer matches the documented response (${comparison.confirmed.length} documented keys as documented).`
        : `${c} difference${c === 1 ? '' : 's'} from the documented response; each names the key, what the docs give, what came back (a JSON type, never a value) and the element's source mark (published, derived, clients, unpublished, or undocumented for a key the docs do not have).`,
    differences: comparison.differences,
    confirmed: comparison.confirmed.length,
    notSeen: comparison.notSeen,
    ...(isObject(called.retry as Json) ? {retry: called.retry} : {}),
    ...(called.redirect ? {redirect: called.redirect} : {}),
  };
}

export function registerVerifyTool(server: McpServer, docs: Docs, calls: Calls): void {
  server.registerTool(
    VERIFY_TOOL,
    {
      title: "Check one GET operation's answer against the docs",
      description:
        `Sends one GET operation to the API this server was started with (${mcpApi.baseOption}: the mock server or the reader's CRM), as call_operation does, then compares the answer with the documented response and says what differed: ` +
        'the status, the envelope, every documented key (a required one missing, one the docs do not have, another JSON type, null where not nullable, a value outside the documented values), each with the source mark of the element. ' +
        'The answer holds key paths, JSON types and counts, never the body or a credential. GET only: an operation that writes is refused and nothing is sent.',
      inputSchema: z
        .object({
          version: z.string().describe(`API version: ${VERSIONS.join(', ')}`),
          operation: z.string().describe('operationId (get_account), or "METHOD /path" (GET /api/v6.1/accounts)'),
          path: z.record(z.string(), z.unknown()).optional().describe('Path parameter values by name: {"id": 42}'),
          query: z
            .record(z.string(), z.unknown())
            .optional()
            .describe(
              'Query parameter values by name, as call_operation takes them; a record\'s keys that "fields" does not ask for are not counted as missing',
            ),
        })
        .strict(),
      annotations: READ_ANNOTATIONS,
    },
    async (args) => answer(() => verifyOperation(docs, calls, args as VerifyArgs), calls.target?.redact),
  );
}
