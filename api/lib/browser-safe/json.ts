/** JSON values, JSON pointers (RFC 6901) and a walker over a parsed document. */

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = {[key: string]: Json};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** ['paths', '/a/b', 'get'] → '#/paths/~1a~1b/get' */
export function toPointer(segments: readonly (string | number)[]): string {
  return `#${segments.map((s) => `/${escapeSegment(s)}`).join('')}`;
}

/** '#/paths/~1a~1b/get' (or without '#') → ['paths', '/a/b', 'get'] */
export function fromPointer(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => unescapeSegment(decodeURIComponent(s)));
}

export function getAt(root: Json, segments: readonly string[]): Json | undefined {
  let node: Json | undefined = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Keys whose value is data (an example, a default…), not OpenAPI structure. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * Whether `key` under the object at `parent` holds data rather than OpenAPI
 * structure: schema/parameter `example`, schema `examples` (an array), `default`,
 * `enum`, `const`, and the `value` of an Example object. Keys of a `properties`
 * map are property names, never data keys.
 */
export function isDataKey(parent: readonly string[], key: string, value: Json): boolean {
  const last = parent.at(-1);
  if (last === 'properties' || last === 'patternProperties') return false;
  if (key === 'value') return parent.at(-2) === 'examples';
  if (key === 'examples') return Array.isArray(value);
  return DATA_KEYS.has(key);
}

export type Visitor = (node: JsonObject, path: readonly string[]) => void;

/** Calls `visit` on every object of the OpenAPI structure, skipping data (examples, defaults…). */
export function walkStructure(root: Json, visit: Visitor, path: readonly string[] = []): void {
  if (Array.isArray(root)) {
    root.forEach((item, index) => walkStructure(item, visit, [...path, String(index)]));
    return;
  }
  if (!isObject(root)) return;
  visit(root, path);
  for (const [key, value] of Object.entries(root)) {
    if (!isDataKey(path, key, value)) walkStructure(value, visit, [...path, key]);
  }
}

/** A structural deep copy where `edit` may rewrite each object (data positions are copied as is). */
export function mapStructure(root: Json, edit: (node: JsonObject) => JsonObject, path: readonly string[] = []): Json {
  if (Array.isArray(root)) return root.map((item, index) => mapStructure(item, edit, [...path, String(index)]));
  if (!isObject(root)) return root;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(edit(root))) {
    copy[key] = isDataKey(path, key, value) ? structuredClone(value) : mapStructure(value, edit, [...path, key]);
  }
  return copy;
}
