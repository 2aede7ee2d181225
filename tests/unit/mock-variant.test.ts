/**
 * api/lib/downloads/mock-variant.ts: the document the mock page's Prism reads
 * (`openapi.mock.json`). On a small document, each rewrite exactly; on every
 * version's real download (both locales), nothing but the query parameters
 * Prism misreads differs from `openapi.json`. That Prism then answers every
 * documented request with its success example is tests/samples'.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {localizedApi} from '../../api/lib/model/cache';
import {isObject, type Json, type JsonObject} from '../../api/lib/browser-safe/json';
import {apiVersions} from '../../api/lib/model/load';
import {HTTP_METHODS, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {prismMockDocument} from '../../api/lib/downloads/mock-variant';
import {inlineRefs} from '../../api/lib/browser-safe/refs';

const between = {type: 'array', minItems: 2, maxItems: 2, items: {type: 'integer'}, description: 'From, to.'};
const among = {type: 'array', items: {type: 'string'}};

function small(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {title: 'T', version: '1'},
    paths: {
      '/things': {
        get: {
          parameters: [
            {$ref: '#/components/parameters/Filtering'},
            {name: 'extension[]', in: 'query', required: true, style: 'form', explode: true, schema: among},
            {name: 'fields', in: 'query', style: 'form', explode: false, schema: among},
            {name: 'tag[]', in: 'query', schema: {type: 'string'}},
          ],
          responses: {'200': {description: 'OK'}},
        },
      },
    },
    components: {
      schemas: {Between: between},
      parameters: {
        Filtering: {
          name: 'filtering',
          in: 'query',
          style: 'deepObject',
          explode: true,
          schema: {
            type: 'object',
            additionalProperties: false,
            properties: {
              'created_at:between': {$ref: '#/components/schemas/Between'},
              'id:in': among,
              'id:eq': {type: 'integer'},
            },
          },
        },
      },
    },
  } as unknown as OpenApiDocument;
}

test('a list inside a deepObject parameter: keyed "<name>][", no type array at its top, one value allowed unless it needs two', () => {
  const doc = small();
  const before = JSON.stringify(doc);
  const mock = prismMockDocument(doc);
  assert.equal(JSON.stringify(doc), before, 'the download is left as it is');
  const filtering = (mock.components as JsonObject).parameters as JsonObject;
  assert.deepEqual((filtering.Filtering as JsonObject).schema, {
    type: 'object',
    additionalProperties: false,
    properties: {
      'created_at:between][': {
        description: 'From, to.',
        anyOf: [{type: 'array', minItems: 2, maxItems: 2, items: {type: 'integer'}}],
      },
      'id:in][': {anyOf: [among, {type: 'string'}]},
      'id:eq': {type: 'integer'},
    },
  });
});

test('an array query parameter whose name encodeURI changes: pipeDelimited, exploded; the others as they were', () => {
  const mock = prismMockDocument(small());
  const [filtering, extension, fields, tag] = (mock.paths['/things'] as JsonObject & {get: {parameters: Json[]}}).get
    .parameters;
  assert.deepEqual(filtering, {$ref: '#/components/parameters/Filtering'});
  assert.deepEqual(extension, {
    name: 'extension[]',
    in: 'query',
    required: true,
    style: 'pipeDelimited',
    explode: true,
    schema: among,
  });
  assert.deepEqual(fields, {name: 'fields', in: 'query', style: 'form', explode: false, schema: among});
  assert.deepEqual(
    tag,
    {name: 'tag[]', in: 'query', schema: {type: 'string'}},
    'not an array: pipeDelimited would not apply',
  );
  assert.match(String((mock.info as JsonObject)['x-mock-variant']), /Stoplight Prism/);
});

/** A document without its parameters and the variant's note: what the variant must leave as it is. */
function withoutParameters(doc: OpenApiDocument): Json {
  const copy = structuredClone(doc) as JsonObject & OpenApiDocument;
  delete (copy.info as JsonObject)['x-mock-variant'];
  delete (copy.components as JsonObject).parameters;
  for (const item of Object.values(copy.paths)) {
    if (!isObject(item)) continue;
    delete item.parameters;
    for (const method of HTTP_METHODS) if (isObject(item[method])) delete (item[method] as JsonObject).parameters;
  }
  return copy;
}

const isArray = (schema: Json | undefined) => isObject(schema) && schema.type === 'array';

/** The `properties` maps of an object schema and of its allOf branches. */
function propertyMaps(schema: Json | undefined): JsonObject[] {
  if (!isObject(schema)) return [];
  const own = isObject(schema.properties) ? [schema.properties] : [];
  return [...own, ...(Array.isArray(schema.allOf) ? schema.allOf.flatMap(propertyMaps) : [])];
}

/** Every query parameter of every operation, inlined, as `method path name`. */
function queryParameters(doc: OpenApiDocument): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(operation) || !Array.isArray(operation.parameters)) continue;
      for (const p of operation.parameters) {
        const parameter = inlineRefs(doc, p) as JsonObject;
        if (parameter.in === 'query') found.set(`${method} ${path} ${String(parameter.name)}`, parameter);
      }
    }
  }
  return found;
}

test('every version and locale: only the query parameters Prism misreads differ from openapi.json', () => {
  let lists = 0;
  let bracketed = 0;
  for (const version of apiVersions(process.cwd())) {
    for (const locale of ['vi', 'en'] as const) {
      const doc = localizedApi(process.cwd(), version, locale);
      const mock = prismMockDocument(doc);
      assert.deepEqual(withoutParameters(mock), withoutParameters(doc), `${version} ${locale}`);
      const [original, rewritten] = [queryParameters(doc), queryParameters(mock)];
      assert.deepEqual([...rewritten.keys()], [...original.keys()], 'the same parameters, in the same order');
      for (const [key, p] of original) {
        const m = rewritten.get(key)!;
        const [before, after] = [propertyMaps(p.schema), propertyMaps(m.schema)];
        const arrays = before.flatMap((map) => Object.keys(map).filter((name) => isArray(map[name])));
        if (p.style === 'deepObject' && arrays.length > 0) {
          lists++;
          assert.equal(after.length, before.length, key);
          before.forEach((map, i) => {
            const expected = Object.keys(map).map((name) => (isArray(map[name]) ? `${name}][` : name));
            assert.deepEqual(Object.keys(after[i]!), expected, key);
            for (const name of Object.keys(map)) if (!isArray(map[name])) assert.deepEqual(after[i]![name], map[name]);
          });
          assert.deepEqual({...m, schema: null}, {...p, schema: null}, key);
        } else if (m.style === 'pipeDelimited') {
          bracketed++;
          assert.deepEqual({...m, style: p.style ?? 'form'}, {...p, explode: true}, key);
        } else {
          assert.deepEqual(m, p, key);
        }
        const form = m.style === undefined || m.style === 'form';
        assert.ok(!form || encodeURI(String(m.name)) === m.name, `${key}: Prism would rename it (not an array)`);
      }
    }
  }
  assert.ok(lists > 0 && bracketed > 0, `rewrites seen: ${lists} list filters, ${bracketed} bracketed names`);
});
