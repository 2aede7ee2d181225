/**
 * A version's OpenAPI document as readers download it. In OpenAPI 3.1 a
 * Reference Object takes no extension (`redocly lint`'s spec-ref-siblings),
 * yet the sources may give a shared response its own `x-evidence` where an
 * operation uses it (`'401': {$ref: …, x-evidence: …}`): in the download such
 * a reference becomes the object it points at, with its extensions, so the
 * file is valid and keeps every fact. Everything else is the document as is.
 */
import {isObject, type Json, type JsonObject} from './json';
import type {OpenApiDocument} from './openapi';
import {deref} from './refs';

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

export function downloadDocument(doc: OpenApiDocument): OpenApiDocument {
  return {...doc, paths: inlineExtended(doc as Json, (doc.paths ?? {}) as Json)} as OpenApiDocument;
}
