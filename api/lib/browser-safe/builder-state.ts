/**
 * The request builder's URL state: the values ↔ the URL hash that shares a
 * composed request (`#request=<key>:<values as JSON>`, the key being the
 * operationId, or `workflow.step` for a recipe step's builder). Browser-safe
 * (pure): no Node built-in, nothing outside the pure engine set. The builder's
 * button (in every reference page's first load) reads the hash through this
 * module, so it stays this small and imports only types from builder-model.
 */
import {isObject} from './json';
import type {BuilderValues} from './builder-model';

export const HASH_PREFIX = '#request=';

/** The hash that reopens an operation's builder with these values (never a credential: values hold none). */
export function stateHash(operationId: string, values: BuilderValues): string {
  return `${HASH_PREFIX}${encodeURIComponent(operationId)}:${encodeURIComponent(JSON.stringify(values))}`;
}

const LOCATION_KEYS = ['path', 'query', 'headers'];

/** The values a hash holds for this operation, or undefined (another operation, no state, or junk). */
export function valuesFromHash(hash: string, operationId: string): BuilderValues | undefined {
  const prefix = `${HASH_PREFIX}${encodeURIComponent(operationId)}:`;
  if (!hash.startsWith(prefix)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(hash.slice(prefix.length)));
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  const values: BuilderValues = {};
  for (const [key, item] of Object.entries(parsed)) {
    if (LOCATION_KEYS.includes(key) && isObject(item)) values[key as 'path' | 'query' | 'headers'] = item;
    else if (key === 'body') values.body = item;
    else return undefined;
  }
  return values;
}

/** Whether the hash names this operation's builder (the page then opens it). */
export function hashNames(hash: string, operationId: string): boolean {
  return hash.startsWith(`${HASH_PREFIX}${encodeURIComponent(operationId)}:`);
}
