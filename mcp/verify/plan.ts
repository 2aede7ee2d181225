/**
 * What the verifier sends for a version, and in which order: every GET of
 * the version's OpenAPI download, each as its page's own sample (the one
 * serialiser, api/lib/browser-safe/request.ts), lists first (no path parameter and no
 * required query parameter), then the reads that name a record, whose
 * identifying parameters (path parameters, required query parameters) take
 * a value from a record of a list of the same tag that carries a key of the
 * same name (`ID` → `id`, `ORDER_CODE` → `order_code`). A GET that does not
 * use the API key (the call centre's callbacks into the CRM, which record a
 * call) is never sent.
 *
 * The version probe is the one the conventions pages give (`#which-version`,
 * partials/<locale>/which-version.mdx; tests/unit/verify.test.ts holds the
 * two to the same paths).
 */
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {
  operations,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {
  credentialsOf,
  defaultCredentials,
  exampleRequests,
  type ExampleRequest,
} from '../../api/lib/browser-safe/request';

/** The light list call per version that tells whether a CRM serves it (the `#which-version` sections). */
export const VERSION_PROBES: Record<string, string> = {
  '4.0': '/api/v3/users?limit=1',
  '6.0': '/api/v6/users?fields=user_id&limit=1',
  '6.1': '/api/v6.1/users?fields=user_id&limit=1',
};

/** How the docs read a probe's status. */
export function probeReading(status: number): 'serves' | 'key refused' | 'not served' | 'no conclusion' {
  if (status === 200) return 'serves';
  if (status === 401) return 'key refused';
  if (status === 404) return 'not served';
  return 'no conclusion';
}

export type Planned = {
  entry: OperationEntry;
  request: ExampleRequest;
  /** The parameters whose value comes from a list answer, by name. */
  identifiers: {name: string; in: 'path' | 'query'}[];
  /** Why it is not sent at all. */
  skip?: string;
};

/** A required query parameter that names one record (`account_code`, `order_id`, `username`), not a list option. */
const NAMES_RECORD = /(?:^|_)(?:id|code)$|^username$/i;

function identifiersOf(doc: OpenApiDocument, entry: OperationEntry): Planned['identifiers'] {
  return (entry.operation.parameters ?? [])
    .map((p) => deref(doc, p) as Parameter)
    .filter((p) => p.in === 'path' || (p.in === 'query' && p.required === true && NAMES_RECORD.test(p.name)))
    .map((p) => ({name: p.name, in: p.in as 'path' | 'query'}));
}

/** Every GET of the version in the order it is sent. */
export function planVersion(doc: OpenApiDocument): Planned[] {
  const key = JSON.stringify(defaultCredentials(doc).map((c) => c.name));
  const planned = operations(doc)
    .filter((e) => e.method === 'get')
    .map((entry): Planned => {
      const [request] = exampleRequests(doc, entry);
      const identifiers = identifiersOf(doc, entry);
      const own = JSON.stringify(credentialsOf(doc, entry).map((c) => c.name));
      return {
        entry,
        request: request!,
        identifiers,
        ...(own !== key
          ? {
              skip: `it does not use the API key (${credentialsOf(doc, entry)
                .map((c) => c.name)
                .join(', ')}): the CRM is called this way by a call centre, and it may record a call`,
            }
          : {}),
      };
    });
  return [...planned.filter((p) => p.identifiers.length === 0), ...planned.filter((p) => p.identifiers.length > 0)];
}

/** The records of a list answer: the answer itself when it is an array, else the first array of objects within two levels. */
export function recordsOf(body: Json | undefined, depth = 0): Record<string, Json>[] {
  if (Array.isArray(body)) return body.filter(isObject) as Record<string, Json>[];
  if (!isObject(body) || depth > 2) return [];
  for (const value of Object.values(body)) {
    const found = recordsOf(value, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

/** List answers kept by tag: the records each list gave (never written anywhere). */
export type ListAnswers = Map<string, Record<string, Json>[]>;

export function keepListAnswer(lists: ListAnswers, entry: OperationEntry, body: Json | undefined): void {
  const tag = entry.operation.tags?.[0] ?? '';
  const records = recordsOf(body);
  if (records.length > 0) lists.set(tag, [...(lists.get(tag) ?? []), ...records]);
}

/**
 * The keys of a record that may give a parameter's value: its name, then (in its own tag) `id` for `…_id`,
 * `code` for `…_code`, and for a path's `{ID}` the record's name before it (`/account/{ID}` → `account_id`).
 */
function keysFor(name: string, sameTag: boolean, path = ''): string[] {
  const key = name.toLowerCase();
  const short = /_(id|code)$/.exec(key)?.[1];
  const before = new RegExp(`/([a-z_]+?)s?/\\{${name}\\}`).exec(path)?.[1];
  const named = before && /^(id|code)$/.test(key) ? [`${before}_${key}`] : [];
  return [...new Set([key, name, ...(sameTag ? [...named, ...(short ? [short] : [])] : [])])];
}

const usable = (v: Json | undefined) => (typeof v === 'string' ? v !== '' : typeof v === 'number');

/** The sample with each identifier's value taken from a list answer (its own tag first, then any), or why there is none. */
export function withIdentifiers(planned: Planned, lists: ListAnswers): {request: ExampleRequest} | {skip: string} {
  const tag = planned.entry.operation.tags?.[0] ?? '';
  const request: ExampleRequest = {...planned.request, pathValues: {...planned.request.pathValues}};
  const sources = [
    ...(lists.has(tag) ? [[tag, lists.get(tag)!] as const] : []),
    ...[...lists].filter(([t]) => t !== tag),
  ];
  for (const {name, in: where} of planned.identifiers) {
    let value: string | undefined;
    for (const [listTag, records] of sources) {
      for (const key of keysFor(name, listTag === tag, planned.entry.path)) {
        const record = records.find((r) => usable(r[key]));
        if (record) value = String(record[key]);
        if (value !== undefined) break;
      }
      if (value !== undefined) break;
    }
    if (value === undefined)
      return {
        skip: `it needs the ${where} parameter ${name}, and no list answered a record with a key ${keysFor(
          name,
          true,
          planned.entry.path,
        )
          .map((k) => `"${k}"`)
          .join(' or ')}`,
      };
    if (where === 'path') request.pathValues[name] = value;
    else {
      const had = request.query.some(([k]) => k === name);
      request.query = had
        ? request.query.map(([k, v]): [string, string] => [k, k === name ? value : v])
        : [...request.query, [name, value]];
    }
  }
  return {request};
}

/** The field names a request asks for with `fields=` (a record's other keys are not expected). */
export function selectedFields(request: ExampleRequest): string[] {
  return request.query.filter(([k]) => k === 'fields').flatMap(([, v]) => v.split(',').filter(Boolean));
}
