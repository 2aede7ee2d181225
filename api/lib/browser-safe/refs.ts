/** Local `$ref` resolution (`#/components/...`) inside one merged document. */
import {fromPointer, getAt, isObject, type Json, type JsonObject} from './json';

export class RefError extends Error {}

/** The target of a local `$ref`; throws RefError when it does not exist. */
export function resolveRef(root: Json, ref: string): Json {
  if (!ref.startsWith('#')) throw new RefError(`$ref "${ref}" is not a local reference`);
  const target = getAt(root, fromPointer(ref));
  if (target === undefined) throw new RefError(`$ref "${ref}" points to nothing`);
  return target;
}

/** Follows `$ref` chains at the top of `value`; siblings of `$ref` override the target's keys. */
export function deref<T extends Json>(root: Json, value: T, seen: readonly string[] = []): T {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const ref = value.$ref;
  if (seen.includes(ref)) throw new RefError(`$ref cycle: ${[...seen, ref].join(' → ')}`);
  const {$ref: _ignored, ...siblings} = value as JsonObject;
  void _ignored;
  const target = deref(root, resolveRef(root, ref), [...seen, ref]);
  return (isObject(target) ? {...target, ...siblings} : target) as T;
}

/** A deep copy of `value` with every `$ref` replaced by its target (for ajv, and for rendering). */
export function inlineRefs(root: Json, value: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(root, item, seen));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (seen.includes(ref)) throw new RefError(`$ref cycle: ${[...seen, ref].join(' → ')}`);
    return inlineRefs(root, deref(root, value), [...seen, ref]);
  }
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) copy[key] = inlineRefs(root, item, seen);
  return copy;
}
