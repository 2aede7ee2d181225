/**
 * The request builder's state outside React: filter conditions ↔ the filter
 * parameter's value in each version's syntax, and the values ↔ the URL hash
 * that shares a composed request (`#request=<operationId>:<values as JSON>`).
 * Browser-safe (pure): no Node built-in, nothing outside the pure engine set.
 */
import {isObject, type Json, type JsonObject} from './json';
import type {BuilderValues, Filter} from './builder-model';

/** One condition of the filter builder; `operator` '' is a bare key (6.x `filtering[last_sync]=…`). */
export type Condition = {field: string; operator: string; value?: Json};

/** The filter parameter's value for these conditions (incomplete ones left out). */
export function filterValue(filter: Filter, conditions: readonly Condition[]): JsonObject | undefined {
  const out: JsonObject = {};
  for (const {field, operator, value} of conditions) {
    if (field === '' || value === undefined) continue;
    if (filter.syntax === 'key') out[operator ? `${field}:${operator}` : field] = value;
    else if (operator !== '') out[field] = `${operator}|${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The conditions a filter parameter's value holds (the reverse of filterValue). */
export function conditionsOf(filter: Filter, value: Json | undefined): Condition[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, item]): Condition => {
    if (filter.syntax === 'value') {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      const bar = text.indexOf('|');
      return bar < 0
        ? {field: key, operator: '', value: text}
        : {field: key, operator: text.slice(0, bar), value: text.slice(bar + 1)};
    }
    const colon = key.lastIndexOf(':');
    return colon < 0
      ? {field: key, operator: '', value: item}
      : {field: key.slice(0, colon), operator: key.slice(colon + 1), value: item};
  });
}

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
