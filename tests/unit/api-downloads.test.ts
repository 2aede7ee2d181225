import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {checkOpenApi} from '../../api/lib/checks/check-openapi';
import {apiVersions} from '../../api/lib/model/load';
import {operations, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import type {PostmanCollection} from '../../api/lib/downloads/postman';
import {writeDownloads} from '../../plugins/api-downloads';
import {FIXTURE_SITE} from '../support/api-fixture';
import {tempDir} from '../support/temp-dir';

type Written = {doc: OpenApiDocument; yamlDoc: unknown; collection: PostmanCollection; files: string[]};

function build(siteDir: string, locale: 'vi' | 'en', version: string): Written {
  const outDir = tempDir('api-downloads-');
  const files = writeDownloads(siteDir, outDir, locale).map((f) => path.relative(outDir, f));
  const read = (name: string) => fs.readFileSync(path.join(outDir, 'downloads/api', version, name), 'utf8');
  return {
    doc: JSON.parse(read('openapi.json')),
    yamlDoc: parse(read('openapi.yaml')),
    collection: JSON.parse(read('postman_collection.json')),
    files,
  };
}

const requests = (collection: PostmanCollection) => collection.item.flatMap((folder) => folder.item);

test('the downloads of each version are written under downloads/api/<version>/', () => {
  const {files} = build(FIXTURE_SITE, 'en', '1.0');
  assert.deepEqual(files.sort(), [
    'downloads/api/1.0/openapi.json',
    'downloads/api/1.0/openapi.mock.json',
    'downloads/api/1.0/openapi.yaml',
    'downloads/api/1.0/postman_collection.json',
  ]);
});

test('the OpenAPI download is valid, in the locale language, without x-en', async () => {
  for (const [locale, summary] of [
    ['en', 'List widgets'],
    ['vi', 'Danh sách linh kiện'],
  ] as const) {
    const {doc, yamlDoc} = build(FIXTURE_SITE, locale, '1.0');
    assert.deepEqual(await checkOpenApi(doc), []);
    assert.equal(doc.paths['/api/v1/widgets'].get.summary, summary);
    assert.ok(!JSON.stringify(doc).includes('"x-en"'), 'x-en is removed');
    assert.deepEqual(yamlDoc, doc, 'YAML and JSON hold the same document');
  }
});

test('the Postman collection: one request per operation, folders by tag, credentials as variables', () => {
  const {doc, collection} = build(FIXTURE_SITE, 'en', '1.0');
  assert.equal(collection.info.schema, 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  assert.equal(requests(collection).length, operations(doc).length);
  assert.deepEqual(
    collection.item.map((f) => f.name),
    ['widget'],
  );
  assert.deepEqual(collection.variable.map((v) => v.key).sort(), ['apiKey', 'baseUrl', 'callbackSecret']);
  const byName = Object.fromEntries(requests(collection).map((r) => [r.name, r.request]));
  assert.deepEqual(byName['List widgets'].header, [{key: 'X-API-KEY', value: '{{apiKey}}', type: 'text'}]);
  assert.equal(byName['Get a widget'].url.raw, '{{baseUrl}}/api/v1/widgets/:widget_id');
  assert.deepEqual(byName['Get a widget'].url.variable, [{key: 'widget_id', value: '7'}]);
  assert.deepEqual(byName.Callback.url.query, [{key: 'secret', value: '{{callbackSecret}}'}]);
  assert.deepEqual(byName.Callback.header, []);
  assert.deepEqual(JSON.parse(byName['Create a widget'].body!.raw), {
    name: "Bolt's head",
    parts: [{product_id: 3, note: null}],
  });
});

test('the real sources give valid downloads with one request per operation', async () => {
  for (const version of apiVersions(process.cwd())) {
    for (const locale of ['vi', 'en'] as const) {
      const {doc, collection} = build(process.cwd(), locale, version);
      assert.deepEqual(await checkOpenApi(doc), [], `${version} ${locale}`);
      assert.equal(requests(collection).length, operations(doc).length);
      // Credentials travel in the X-API-KEY header, or, for the call-centre callbacks, as `secret`: in the query
      // (incoming call) or in the JSON body (call-log push, whose platform page lists `secret` among the body fields).
      assert.ok(
        requests(collection).every(
          (r) =>
            r.request.header.some((h) => h.key === 'X-API-KEY') ||
            r.request.url.query?.some((q) => q.key === 'secret') ||
            (r.request.body?.raw !== undefined && 'secret' in (JSON.parse(r.request.body.raw) as object)),
        ),
      );
    }
  }
});
