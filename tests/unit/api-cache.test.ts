import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {localizedApi} from '../../api/lib/model/cache';
import {ApiSourceError} from '../../api/lib/model/problems';
import {copySite, edit, FIXTURE_VERSION} from '../support/api-fixture';

const WIDGET = `api/${FIXTURE_VERSION}/resources/widget.yaml`;

test('the merged document is loaded once, and again when a source file changes', () => {
  const site = copySite();
  const first = localizedApi(site, FIXTURE_VERSION, 'en');
  assert.equal(localizedApi(site, FIXTURE_VERSION, 'en'), first, 'cached');
  assert.equal(first.paths['/api/v1/widgets'].get.summary, 'List widgets');
  assert.equal(localizedApi(site, FIXTURE_VERSION, 'vi').paths['/api/v1/widgets'].get.summary, 'Danh sách linh kiện');
  edit(site, WIDGET, (t) => t.replace('summary: List widgets', 'summary: All widgets'));
  const file = path.join(site, WIDGET);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  assert.equal(localizedApi(site, FIXTURE_VERSION, 'en').paths['/api/v1/widgets'].get.summary, 'All widgets');
});

test('sources with problems make the build fail with every problem listed', () => {
  const site = copySite();
  edit(site, WIDGET, (t) => t.replace('  schemas:\n    Widget:', '  schemas:\n    Error: {type: object}\n    Widget:'));
  assert.throws(
    () => localizedApi(site, FIXTURE_VERSION, 'en'),
    (error: unknown) =>
      error instanceof ApiSourceError &&
      /api\/1\.0\/resources\/widget\.yaml:\d+ #\/components\/schemas\/Error: defined twice/.test(error.message),
  );
});

test('the cache outlives a fresh instance of the module (Docusaurus loads the config afresh for each locale)', async () => {
  const site = copySite();
  const first = localizedApi(site, FIXTURE_VERSION, 'en');
  // As Docusaurus loads the config of each locale: a new instance of every module, the Node require cache bypassed.
  const fresh = (await loadFreshModule(
    path.join(import.meta.dirname, '..', '..', 'api', 'lib', 'model', 'cache.ts'),
  )) as {
    localizedApi: typeof localizedApi;
  };
  assert.notEqual(fresh.localizedApi, localizedApi, 'another instance of the module');
  assert.equal(fresh.localizedApi(site, FIXTURE_VERSION, 'en'), first, 'the same document, not parsed again');
});
