/**
 * A version's OpenAPI document as readers download it. In OpenAPI 3.1 a
 * Reference Object takes no extension (`redocly lint`'s spec-ref-siblings),
 * yet the sources may give a shared response its own `x-evidence` where an
 * operation uses it (`'401': {$ref: …, x-evidence: …}`): in the download such
 * a reference becomes the object it points at, with its extensions, so the
 * file is valid and keeps every fact; a shared component that nothing uses
 * after that is left out. Everything else is the document as is.
 */
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import type {OpenApiDocument} from '../browser-safe/openapi';
import {deref} from '../browser-safe/refs';

/** Components whose Reference Objects may not carry extensions (schemas are JSON Schema, where siblings are allowed). */
const REFERENCE_OBJECTS = /^#\/components\/(responses|parameters|requestBodies|examples|headers|links|callbacks)\//;

function inlineExtended(root: Json, value: Json): Json {
  if (Array.isArray(value)) return value.map((item) => inlineExtended(root, item));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && REFERENCE_OBJECTS.test(ref) && Object.keys(value).some((k) => k.startsWith('x-'))) {
    return inlineExtended(root, deref(root, value));
  }
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = inlineExtended(root, item);
  return out;
}

/**
 * Drops the components of those kinds that nothing references any more (a shared response every
 * operation that uses it gives its own evidence is inlined everywhere it is used).
 */
function withoutOrphans(doc: JsonObject): JsonObject {
  const components = doc.components;
  if (!isObject(components)) return doc;
  const text = JSON.stringify(doc);
  const kept: JsonObject = {};
  for (const [kind, members] of Object.entries(components)) {
    const ref = `#/components/${kind}/`;
    if (!REFERENCE_OBJECTS.test(ref) || !isObject(members)) {
      kept[kind] = members;
      continue;
    }
    const used = Object.fromEntries(Object.entries(members).filter(([name]) => text.includes(`"${ref}${name}"`)));
    if (Object.keys(used).length) kept[kind] = used;
  }
  return {...doc, components: kept};
}

export function downloadDocument(doc: OpenApiDocument): OpenApiDocument {
  const inlined = {...doc, paths: inlineExtended(doc as Json, (doc.paths ?? {}) as Json)} as JsonObject;
  return withoutOrphans(inlined) as OpenApiDocument;
}
