/**
 * call_operation and call_write_operation: one operation of a version, named
 * by operationId or "METHOD /path", with its values in the shape of
 * `<ApiRequest>` ({path, query, headers, body}), checked with the request
 * builder's validator and named in its words (api/lib/requests/builder,
 * api/lib/browser-safe/builder-messages), made into a request by the one serialiser
 * (api/lib/browser-safe/builder-model's composeRequest, api/lib/browser-safe/samples), and sent to the
 * one origin given at start (mcp/target.ts). Nothing is sent when a check
 * fails. The answer: status, the useful headers, the body (cut with a note
 * when long), the time, the request's URL and its cURL command with each
 * credential as its placeholder; a 429 or 5xx answer carries what the site's
 * retry rules say (mcp/retry-policy.ts).
 */
import type {ValidateFunction} from 'ajv/dist/2020';
import {mcpApi, credentialEnv} from '../config/mcp';
import {brand} from '../config/brand';
import {MOCK_ORIGIN, mockCommand} from '../config/mock';
import {DOWNLOAD_FILES, downloadPath} from '../config/downloads';
import {builderAjv, requestSchema} from '../api/lib/requests/builder';
import {coerce, composeRequest, type BuilderValues} from '../api/lib/browser-safe/builder-model';
import {problemsOf, type SchemaError} from '../api/lib/browser-safe/builder-messages';
import {fromPointer, getAt, type Json, type JsonObject} from '../api/lib/browser-safe/json';
import type {OpenApiDocument, OperationEntry, Parameter} from '../api/lib/browser-safe/openapi';
import {deref} from '../api/lib/browser-safe/refs';
import {credentialsOf, fillPath, type Credential} from '../api/lib/browser-safe/request';
import {curlSample, resolveSample} from '../api/lib/browser-safe/samples';
import {builderTranslate} from './builder-words';
import {checkLocale, checkVersion, type Docs} from './docs';
import {ToolError} from './errors';
import {findOperationByRef} from './operations';
import {retryAdvice} from './retry-policy';
import type {ApiTarget} from './target';
import {fetchAnswer, SEND_TIMEOUT_MS} from './send';

export const READ_TOOL = 'call_operation';
export const WRITE_TOOL = 'call_write_operation';

/** What the assistant gives: the version, the operation, and its values as `<ApiRequest>` takes them. */
export type CallArgs = {
  version: string;
  operation: string;
  path?: JsonObject;
  query?: JsonObject;
  headers?: JsonObject;
  body?: Json;
  locale?: string;
};

/** The read tool sends GET only; the write tool (with --allow-writes) every other method. */
export type Mode = 'read' | 'write';

/** How the server calls the API: where (none: the tools say how to set it) and whether writes are allowed. */
export type Calls = {target?: ApiTarget; allowWrites: boolean};

/** A longer body is cut (the cURL command gets all of it). */
export const MAX_BODY_CHARS = 20_000;

const validators = new Map<string, ValidateFunction>();
let ajv: ReturnType<typeof builderAjv> | undefined;

/** The builder's validator of an operation's request (compiled once per schema). */
function validatorOf(doc: OpenApiDocument, entry: OperationEntry): ValidateFunction {
  const schema = requestSchema(doc, entry);
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    ajv ??= builderAjv();
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** `/body/contacts/0/phone` → `body.contacts[0].phone`; `/query/filtering/status:eq` → `query.filtering[status:eq]`. */
export function fieldName(pointer: string): string {
  return fromPointer(pointer)
    .map((s, i) => (i === 0 ? s : /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_]\w*$/.test(s) ? `.${s}` : `[${s}]`))
    .join('');
}

const label = (entry: OperationEntry) =>
  `${entry.operation.operationId ?? ''} (${entry.method.toUpperCase()} ${entry.path})`.trim();

/** The path values a concrete path gives ("GET /api/v6/accounts/42" → {id: 42}), typed as their schemas. */
function valuesInPath(doc: OpenApiDocument, entry: OperationEntry, ref: string): JsonObject {
  const given = /^\S+\s+(\S+)$/.exec(ref)?.[1]?.replace(/(.)\/$/, '$1');
  if (!given || given === entry.path) return {};
  const names: string[] = [];
  const pattern = entry.path
    .split('/')
    .map((s) => {
      const name = /^\{([^}]+)\}$/.exec(s)?.[1];
      if (name) names.push(name);
      return name ? '([^/]+)' : s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${pattern}$`).exec(given);
  if (!match) return {};
  const parameters = (entry.operation.parameters ?? []).map((p) => deref(doc, p) as Parameter);
  const out: JsonObject = {};
  names.forEach((name, i) => {
    const text = decodeURIComponent(match[i + 1]!);
    if (/^\{.*\}$/.test(text)) return;
    const schema = deref(doc, parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {});
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string'];
    out[name] = coerce(text, types) ?? text;
  });
  return out;
}

/** The operation a reference names, refused when it names a host or carries a query string. */
function operationOf(doc: OpenApiDocument, version: string, ref: string, tool: string, target?: ApiTarget) {
  const text = ref.trim();
  if (/[a-z][a-z0-9+.-]*:\/\/|^\S+\s+\/\//i.test(text))
    throw new ToolError(
      `"${text}" names a host. ${tool} sends requests only to ${target ? target.origin : 'the address the server was started with'}, never elsewhere: name the operation by its operationId or as "METHOD /path".`,
    );
  if (text.includes('?'))
    throw new ToolError(
      `"${text}" carries a query string: give the operation alone ("METHOD /path" or its operationId) and its query parameters in "query".`,
    );
  return findOperationByRef(doc, version, text);
}

function checkMode(entry: OperationEntry, mode: Mode, allowWrites: boolean): void {
  const method = entry.method.toUpperCase();
  if (mode === 'write' && method === 'GET')
    throw new ToolError(`${label(entry)} only reads: call it with ${READ_TOOL}.`);
  if (mode === 'read' && method !== 'GET') {
    const how = allowWrites
      ? `Call it with ${WRITE_TOOL}, which sends writes.`
      : `This server was started without ${mcpApi.writesOption}, so it sends no write; to allow writes, restart it with ${mcpApi.writesOption} (it then offers ${WRITE_TOOL}).`;
    throw new ToolError(
      `Nothing was sent: ${label(entry)} changes data in the CRM, and ${READ_TOOL} sends GET requests only. ${how}`,
    );
  }
}

/** The command that starts the mock on a version's download from the docs being read. */
const mockFor = (docs: Docs, version: string) =>
  mockCommand(`${docs.source.origin}${downloadPath(version, DOWNLOAD_FILES.openapiJson)}`);

function needTarget(target: ApiTarget | undefined, docs: Docs, version: string): ApiTarget {
  if (target) return target;
  throw new ToolError(
    `Nothing was sent: this server has no API address. Start it with ${mcpApi.baseOption} and the address, or set ${mcpApi.baseEnv}: ` +
      `the mock server (start it with "${mockFor(docs, version)}", then ${mcpApi.baseOption} ${MOCK_ORIGIN}) ` +
      `or your CRM (${mcpApi.baseOption} ${brand.apiHost.pattern}, with the API key in ${mcpApi.keyEnv}).`,
  );
}

/** The values to check and send; a credential, a body the operation does not take or a path value that leaves its segment is refused. */
function valuesOf(doc: OpenApiDocument, entry: OperationEntry, args: CallArgs, ref: string): BuilderValues {
  const inPath = valuesInPath(doc, entry, ref);
  for (const [name, value] of Object.entries(inPath)) {
    if (args.path && name in args.path && JSON.stringify(args.path[name]) !== JSON.stringify(value))
      throw new ToolError(
        `"${ref}" gives ${name} = ${JSON.stringify(value)}, and "path" gives ${JSON.stringify(args.path[name])}: give one.`,
      );
  }
  const path = {...inPath, ...(args.path ?? {})};
  const credentials = credentialsOf(doc, entry);
  for (const [key, where] of [
    ['query', 'query'],
    ['headers', 'header'],
  ] as const) {
    for (const name of Object.keys(args[key] ?? {})) {
      const credential = credentials.find((c) => c.in === where && c.name.toLowerCase() === name.toLowerCase());
      if (credential)
        throw new ToolError(
          `Nothing was sent: ${name} is a credential. The server sends it from its environment (${credentialEnv(credential.placeholder)}); leave it out of "${key}".`,
        );
    }
  }
  if (args.body !== undefined && !entry.operation.requestBody)
    throw new ToolError(
      `Nothing was sent: ${label(entry)} takes no body; give its values in "path", "query" and "headers".`,
    );
  for (const [name, value] of Object.entries(path)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text === '.' || text === '..' || /[a-z][a-z0-9+.-]*:\/\//i.test(text))
      throw new ToolError(
        `Nothing was sent: the path value ${name} = ${JSON.stringify(value)} would leave the operation's path (${entry.path}); it names one record, such as its id or code.`,
      );
  }
  return {
    ...(Object.keys(path).length ? {path} : {}),
    ...(args.query ? {query: args.query} : {}),
    ...(args.headers ? {headers: args.headers} : {}),
    ...(args.body !== undefined ? {body: args.body} : {}),
  };
}

/** The credentials with their values from the environment (a local target sends a missing one as its placeholder). */
function credentialValues(credentials: Credential[], target: ApiTarget, entry: OperationEntry): Credential[] {
  return credentials.map((c) => {
    const value = target.credential(c.placeholder);
    if (value) return {...c, placeholder: value};
    if (target.local) return c;
    throw new ToolError(
      `Nothing was sent: ${label(entry)} needs the ${c.in} ${c.name} (${c.placeholder} in the docs). Set ${credentialEnv(c.placeholder)} in the server's environment ("env" in the assistant's MCP configuration).`,
    );
  });
}

/** Validates, sends and answers one call (the body cut past `maxChars`: verify_operation reads it whole). */
export async function callOperation(
  docs: Docs,
  calls: Calls,
  args: CallArgs,
  mode: Mode,
  maxChars: number = MAX_BODY_CHARS,
): Promise<Record<string, unknown>> {
  const {target} = calls;
  const tool = mode === 'read' ? READ_TOOL : WRITE_TOOL;
  const version = checkVersion(args.version);
  const locale = checkLocale(args.locale);
  const doc = await docs.spec(version, locale);
  const entry = operationOf(doc, version, args.operation, tool, target);
  checkMode(entry, mode, calls.allowWrites);
  const api = needTarget(target, docs, version);
  const values = valuesOf(doc, entry, args, args.operation.trim());

  const data = {path: {}, query: {}, headers: {}, ...values} as JsonObject;
  const validate = validatorOf(doc, entry);
  if (!validate(data)) {
    const problems = problemsOf(
      (validate.errors ?? []) as SchemaError[],
      (pointer) => getAt(data, fromPointer(pointer)),
      builderTranslate(locale),
    );
    throw new ToolError(
      [
        `Nothing was sent: ${problems.length === 1 ? 'a value does' : `${problems.length} values do`} not pass the request builder's checks for API ${version} ${label(entry)}:`,
        ...problems.map((p) => `- ${fieldName(p.pointer) || 'the request'}: ${p.text}`),
        `get_operation("${version}", "${entry.operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`}") lists its parameters and body.`,
      ].join('\n'),
    );
  }

  const parameters = (entry.operation.parameters ?? []).map((p) => deref(doc, p) as Parameter);
  const operation = {method: entry.method, path: entry.path, parameters, credentials: credentialsOf(doc, entry)};
  const request = composeRequest(operation, values);
  const shown = resolveSample(request, api.origin);
  const sent = resolveSample({...request, credentials: credentialValues(request.credentials, api, entry)}, api.origin);
  const url = new URL(sent.url);
  const expected = fillPath(request.path, request.pathValues);
  if (url.origin !== api.origin || url.pathname !== expected)
    throw new ToolError(`Nothing was sent: the request would go to ${shown.url}, not to ${api.origin}${expected}.`);

  const base = {
    version,
    operationId: entry.operation.operationId,
    method: shown.method,
    url: shown.url,
  };
  const curl = curlSample(shown);
  const result = await fetchAnswer(sent, SEND_TIMEOUT_MS, maxChars);
  if (result.kind === 'failed') {
    const advice = await retryAdvice(docs, doc, {version, locale}, undefined, shown.method);
    throw new ToolError(
      [
        `No answer from ${api.origin}: ${result.reason} (after ${result.ms} ms). The request may or may not have reached the CRM.`,
        ...(advice?.rule ? [`The docs' retry rules: ${advice.rule}`] : []),
        ...(advice?.resend ?? []).map((r) => `- ${r}`),
        ...(advice ? [`See ${advice.guide}.`] : []),
        ...(api.local ? [`Is the mock server running? Start it with "${mockFor(docs, version)}".`] : []),
        `The request: ${curl}`,
      ].join('\n'),
    );
  }
  const {status} = result;
  const redirect =
    status >= 300 && status < 400 && result.headers.location
      ? {
          redirect: `Not followed: the server answered ${status} toward ${result.headers.location}; ${tool} sends requests only to ${api.origin}. If the CRM has moved, restart the server with its new address (${mcpApi.baseOption}).`,
        }
      : {};
  const retry =
    status === 429 || status >= 500 ? await retryAdvice(docs, doc, {version, locale}, status, shown.method) : undefined;
  return {
    ...base,
    status,
    statusText: result.statusText,
    ms: result.ms,
    headers: result.headers,
    body: result.body,
    ...(result.note ? {bodyNote: result.note} : {}),
    ...redirect,
    ...(retry ? {retry} : {}),
    curl,
  };
}
