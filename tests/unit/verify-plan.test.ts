/**
 * The verifier's fixed points (mcp/verify/): its version probe is the one the
 * conventions pages give (partials/<locale>/which-version.mdx, both locales),
 * it has one way to the network and that way sends GET only (one `fetch`, in
 * sender.ts, written with the literal method 'GET' and no body; a request of
 * another method or to another origin is refused before it is sent), and the
 * comparison reports each kind of difference on its key with no value.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES} from '../../config/locales';
import {partialFile} from '../../api/lib/pages/partial-values';
import type {Json} from '../../api/lib/browser-safe/json';
import type {OpenApiDocument, OperationEntry} from '../../api/lib/browser-safe/openapi';
import {VERSION_PROBES} from '../../mcp/verify/plan';
import {Sender, StopRun, type GetRequest} from '../../mcp/verify/sender';
import {compareAnswer} from '../../mcp/verify/compare';

test("the version probe is the conventions pages' one, in both locales", () => {
  for (const locale of LOCALES) {
    const text = fs.readFileSync(partialFile(path.resolve('.'), locale, 'which-version'), 'utf8');
    const paths = [...text.matchAll(/"(\/api\/[^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(paths, Object.values(VERSION_PROBES), `partials/${locale}/which-version.mdx`);
  }
});

test('one fetch in the verifier, GET only; another method or origin is refused before sending', async () => {
  const dir = path.resolve('mcp/verify');
  const fetches = fs
    .readdirSync(dir)
    .flatMap((f) =>
      [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\bfetch\(([^)]*)\)/g)].map((m) => [f, m[1]]),
    );
  assert.deepEqual(fetches, [
    ['sender.ts', "request.url, {method: 'GET', headers: request.headers, redirect: 'manual', signal}"],
  ]);
  const sender = new Sender({origin: 'http://127.0.0.1:9', paceMs: 0, maxRequests: 5, timeoutMs: 100});
  const post = {method: 'POST', url: 'http://127.0.0.1:9/api/v6.1/account', headers: []} as unknown as GetRequest;
  await assert.rejects(sender.get(post), (e: unknown) => e instanceof StopRun && /GET only/.test(e.message));
  const elsewhere: GetRequest = {method: 'GET', url: 'https://elsewhere.example/api/v6.1/users', headers: []};
  await assert.rejects(sender.get(elsewhere), (e: unknown) => e instanceof StopRun && e.code === 'refused');
  assert.equal(sender.sent, 0);
});

test('each kind of difference on its key, with its mark, and no value', () => {
  const doc = {
    openapi: '3.1.0',
    info: {title: 't', version: '1'},
    paths: {},
    components: {
      schemas: {
        Item: {
          type: 'object',
          required: ['id', 'code'],
          properties: {
            id: {type: 'integer'},
            code: {type: 'string'},
            status: {type: 'integer', enum: [0, 1]},
            note: {type: 'string', 'x-evidence': {status: 'clients', calls: ['R1']}},
          },
        },
      },
    },
  } as unknown as OpenApiDocument;
  const entry = {
    path: '/items',
    method: 'get',
    segments: ['paths', '/items', 'get'],
    operation: {
      operationId: 'list_items',
      'x-evidence': {status: 'unpublished'},
      responses: {
        '200': {
          description: 'ok',
          content: {
            'application/json': {
              schema: {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Item'}}}},
            },
          },
        },
      },
    },
  } as unknown as OperationEntry;
  const body: {data: Json[]} = {
    data: [
      {id: 1, code: 'SECRET-VALUE', status: 1, note: 'n'},
      {id: '2', status: 7, note: null, extra: true},
    ],
  };
  const {differences, confirmed} = compareAnswer(doc, entry, {status: 200, body});
  assert.deepEqual(
    differences.map((d) => [d.kind, d.key, d.documented, d.got, d.count, d.mark]),
    [
      ['type', 'data[].id', 'integer', 'string', 1, 'unpublished'],
      ['missing', 'data[].code', 'required', 'absent', 1, 'unpublished'],
      ['enum', 'data[].status', 'one of 2 documented values', 'integer', 1, 'unpublished'],
      ['null', 'data[].note', 'string', 'null', 1, 'clients'],
      ['extra', 'data[].extra', 'not documented', 'boolean', 1, 'undocumented'],
    ],
  );
  assert.deepEqual(confirmed, ['data', 'data[]']);
  assert.ok(!JSON.stringify(differences).includes('SECRET-VALUE'));
  assert.deepEqual(
    compareAnswer(doc, entry, {status: 200, body: body.data}).differences.map((d) => [d.kind, d.key, d.got]),
    [['envelope', '', 'array']],
  );
  assert.deepEqual(
    compareAnswer(doc, entry, {status: 404, body: {}}).differences.map((d) => [d.kind, d.documented, d.got]),
    [['status', '200', '404']],
  );
});
