import {test} from 'node:test';
import assert from 'node:assert/strict';
import {downloadDocument} from '../../api/lib/downloads/download-document';
import type {OpenApiDocument} from '../../api/lib/browser-safe/openapi';

const doc = {
  openapi: '3.1.0',
  info: {title: 't', version: '1'},
  paths: {
    '/a': {
      get: {
        responses: {
          '200': {description: 'ok'},
          '401': {$ref: '#/components/responses/Unauthorized', 'x-evidence': {status: 'clients', calls: ['R1']}},
          '500': {$ref: '#/components/responses/ServerError'},
        },
        parameters: [{$ref: '#/components/parameters/limit'}],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/A', 'x-evidence': {}}}}},
      },
    },
  },
  components: {
    responses: {Unauthorized: {description: 'no key'}, ServerError: {description: 'boom'}},
    parameters: {limit: {name: 'limit', in: 'query'}},
    schemas: {A: {type: 'object'}},
  },
} as unknown as OpenApiDocument;

test('a reference object with an extension becomes its target with the extension; other references stay', () => {
  const out = downloadDocument(doc) as unknown as typeof doc;
  const get = (out.paths as Record<string, {get: Record<string, unknown>}>)['/a']!.get;
  const responses = get.responses as Record<string, unknown>;
  assert.deepEqual(responses['401'], {description: 'no key', 'x-evidence': {status: 'clients', calls: ['R1']}});
  assert.deepEqual(responses['500'], {$ref: '#/components/responses/ServerError'});
  assert.deepEqual(get.parameters, [{$ref: '#/components/parameters/limit'}]);
  // A schema's $ref may have siblings in OpenAPI 3.1 (JSON Schema): left as written.
  const body = get.requestBody as {content: {'application/json': {schema: unknown}}};
  assert.deepEqual(body.content['application/json'].schema, {$ref: '#/components/schemas/A', 'x-evidence': {}});
  // Unauthorized is used nowhere once inlined: the download leaves it out; the others stay.
  assert.deepEqual(out.components, {
    responses: {ServerError: {description: 'boom'}},
    parameters: {limit: {name: 'limit', in: 'query'}},
    schemas: {A: {type: 'object'}},
  });
});
