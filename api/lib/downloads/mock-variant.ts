/**
 * The document the mock page's Prism reads (`openapi.mock.json`, beside each
 * version's `openapi.json`): the download with the query parameters that
 * Prism 5 misreads rewritten into forms it reads as the API does. Nothing
 * else differs, so the mock answers every documented request with the
 * documented success example and still rejects what the API rejects.
 *
 * - **Lists inside a deepObject parameter** (`filtering[created_at:between][]=a&…`).
 *   Prism reads an array property of a deepObject only from numbered keys
 *   (`filtering[created_at:between][0]`) and makes an empty list of every
 *   array property the request does not send, so a `minItems` fails on every
 *   request to the list. Here each array property `p` is keyed `p][`, which
 *   Prism's deepObject reader resolves to the very key the API documents,
 *   `filtering[p][]`, and has no `type: array` at its top (Prism's reader
 *   would look for numbered keys again): its schema is
 *   `anyOf: [the array, one item]`, since a key sent once arrives as one
 *   value, and the one-item branch is left out where the list needs two or
 *   more (`between`), so a single value is still refused.
 * - **A bracketed query name** (`extension[]=100`). Prism's command line,
 *   listing the operations as it starts, rewrites the name of every
 *   `style: form` query parameter to `encodeURI(name)` in place, and then
 *   looks `extension[]` up as `extension%5B%5D`. An array parameter with
 *   `explode: true` is sent the same way in `pipeDelimited` style (OpenAPI
 *   3.1, "Style Examples"), which the listing leaves alone and Prism reads
 *   as a repeated key.
 */
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import {HTTP_METHODS, type OpenApiDocument} from '../browser-safe/openapi';
import {inlineRefs} from '../browser-safe/refs';

/** What the variant says about itself, at the top of the document. */
const NOTE =
  'Variant of openapi.json for Stoplight Prism 5 (the mock server page): array filters inside deepObject ' +
  'parameters are keyed "<name>][" and bracketed array query parameters use pipeDelimited style, the forms ' +
  'in which Prism reads the requests this API documents. Use openapi.json for anything else.';

/** An object schema whose array properties Prism reads from `p][` (allOf branches too). */
function rekeyLists(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {...schema};
  if (Array.isArray(copy.allOf)) copy.allOf = copy.allOf.map(rekeyLists);
  if (!isObject(copy.properties)) return copy;
  const properties: JsonObject = {};
  for (const [name, property] of Object.entries(copy.properties)) {
    if (!isObject(property) || property.type !== 'array') {
      properties[name] = property;
      continue;
    }
    const {description, ...list} = property;
    const single = typeof list.minItems === 'number' && list.minItems > 1 ? [] : [list.items ?? {}];
    properties[`${name}][`] = {...(description === undefined ? {} : {description}), anyOf: [list, ...single]};
  }
  copy.properties = properties;
  return copy;
}

/** One parameter object as Prism should read it (unchanged when Prism reads it right). */
function mockParameter(doc: OpenApiDocument, parameter: JsonObject): JsonObject {
  if (parameter.in !== 'query' || typeof parameter.name !== 'string') return parameter;
  if (parameter.style === 'deepObject' && parameter.schema !== undefined) {
    return {...parameter, schema: rekeyLists(inlineRefs(doc, parameter.schema))};
  }
  const form = parameter.style === undefined || parameter.style === 'form';
  const schema = parameter.schema === undefined ? undefined : inlineRefs(doc, parameter.schema);
  if (form && parameter.explode !== false && encodeURI(parameter.name) !== parameter.name) {
    if (isObject(schema) && schema.type === 'array') return {...parameter, style: 'pipeDelimited', explode: true};
  }
  return parameter;
}

function mockParameters(doc: OpenApiDocument, list: Json | undefined): Json | undefined {
  if (!Array.isArray(list)) return list;
  return list.map((p) => (isObject(p) && typeof p.$ref !== 'string' ? mockParameter(doc, p) : p));
}

/** The download as Prism 5 reads it right (a new document; `doc` is left as it is). */
export function prismMockDocument(doc: OpenApiDocument): OpenApiDocument {
  const paths: JsonObject = {};
  for (const [pathName, item] of Object.entries(doc.paths ?? {})) {
    if (!isObject(item)) {
      paths[pathName] = item;
      continue;
    }
    const copy: JsonObject = {...item};
    if (item.parameters !== undefined) copy.parameters = mockParameters(doc, item.parameters) ?? null;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation) && operation.parameters !== undefined) {
        copy[method] = {...operation, parameters: mockParameters(doc, operation.parameters) ?? null};
      }
    }
    paths[pathName] = copy;
  }
  const components: JsonObject = isObject(doc.components) ? {...doc.components} : {};
  if (isObject(components.parameters)) {
    const parameters: JsonObject = {};
    for (const [name, p] of Object.entries(components.parameters)) {
      parameters[name] = isObject(p) && typeof p.$ref !== 'string' ? mockParameter(doc, p) : p;
    }
    components.parameters = parameters;
  }
  return {
    ...doc,
    info: {...(isObject(doc.info) ? doc.info : {}), 'x-mock-variant': NOTE},
    paths,
    ...(isObject(doc.components) ? {components} : {}),
  } as OpenApiDocument;
}
