/**
 * The calls of public client programs (api/evidence/client-calls.json): what
 * each sends and reads, with the kind of evidence each is and its authors'
 * comments (client-findings.json, ./findings.ts). A call shows how one client uses the API, not what
 * the platform promises.
 */
import {cleanName, endpointKey} from './endpoint';
import type {ClientFindings} from './findings';
import type {CallKind} from './rank';

export type ClientCall = {
  id: string;
  client: string;
  /** The docs version whose paths the call uses (`/api/v3` → 4.0, `/api/v6` → 6.0, `/api/v6.1` → 6.1). */
  version?: string;
  method: string;
  path: string;
  key: string;
  /** Query parameter names it sends (`fields`, `filtering[order_code:eq]`). */
  query: string[];
  /** Field names it asks for with `fields=`. */
  selected: string[];
  body: string[];
  /** Response field names it reads. */
  read: string[];
  pagination: string;
  errorHandling: string;
  /** What kind of evidence the call is (client-findings.json; `code` when the file does not list it). */
  kind: CallKind;
  /** What its authors wrote about what they tried (client-findings.json). */
  comments: string[];
  /** The call as written, for values the fields above do not keep. */
  raw: string;
};

const PREFIX_VERSION: [RegExp, string][] = [
  [/^\/?api\/v6\.1\//, '6.1'],
  [/^\/?api\/v6\//, '6.0'],
  [/^\/?api\/v3\//, '4.0'],
];
const API_VERSION: Record<string, string> = {'6.1': '6.1', '6': '6.0', '6.0': '6.0', '3': '4.0'};

function versionOf(path: string, apiVersion: unknown): string | undefined {
  const byPath = PREFIX_VERSION.find(([prefix]) => prefix.test(path));
  if (byPath) return byPath[1];
  return typeof apiVersion === 'string' ? API_VERSION[apiVersion] : undefined;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function names(entries: readonly string[]): string[] {
  return entries.flatMap((entry) =>
    entry.split(/\s+\/\s+|\s*;\s*/).flatMap((part) => {
      const name = cleanName(part);
      return name ? [name] : [];
    }),
  );
}

/**
 * The response fields a call reads: its notes also list alternatives (`message/msg`, `errors/message`)
 * and labelled lists (`on error: message, error`), so they split at slashes, commas and labels too.
 */
function readNames(entries: readonly string[]): string[] {
  return names(entries.flatMap((entry) => entry.split(/\s*\/\s*|,\s+|^[^:{]*:\s+|;\s*[^:{;]*:\s+/)));
}

/** `fields=a,b,c` → a, b, c. */
function selected(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const match = /^\s*fields=([A-Za-z0-9_,]+)/.exec(entry);
    return match ? match[1].split(',').filter(Boolean) : [];
  });
}

export function callsOf(raw: unknown, file: string, findings?: ClientFindings): ClientCall[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: the client calls are a list`);
  return raw.flatMap((item): ClientCall[] => {
    const call = item as Record<string, unknown>;
    if (typeof call.id !== 'string' || typeof call.method !== 'string' || typeof call.path !== 'string') return [];
    const query = strings(call.query_params);
    const found = findings?.calls.get(call.id);
    return [
      {
        id: call.id,
        client: String(call.client ?? ''),
        version: versionOf(call.path, call.api_version),
        method: call.method.toUpperCase(),
        path: call.path,
        key: endpointKey(call.method, call.path),
        query: names(query),
        selected: selected(query),
        body: names(strings(call.body_fields)),
        read: readNames(strings(call.response_fields_read)),
        pagination: String(call.pagination ?? ''),
        errorHandling: String(call.error_handling ?? ''),
        kind: found?.kind ?? 'code',
        comments: found?.comments ?? [],
        raw: JSON.stringify(call),
      },
    ];
  });
}
