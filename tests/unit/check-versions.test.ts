import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {VERSION_INFO, type VersionInfo} from '../../config/version-info';
import {versionProblems} from '../../scripts/check-versions';
import {tempDir} from '../support/temp-dir';

/** config/version-info.ts entries for a scratch tree's versions. */
const infoFor = (versions: string[]): Record<string, VersionInfo> =>
  Object.fromEntries(
    versions.map((v) => [
      v,
      {
        apiPrefix: `/api/v${v}`,
        purpose: {vi: v, en: v},
        changes: {vi: v, en: v},
        pagination: {vi: v, en: v},
        filtering: {vi: v, en: v},
        firstRequest: {path: '/accounts', query: 'limit=20', page: 'intro', authentication: 'intro'},
      },
    ]),
  );

/** A site tree with every place of each version present. */
function tree(versions: string[]): string {
  const dir = tempDir('versions-');
  const touch = (rel: string, text = '{}') => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  touch('versions.json', JSON.stringify(versions));
  for (const v of versions) {
    touch(`api/${v}/openapi.yaml`, 'openapi: 3.1.0');
    touch(`versioned_docs/version-${v}/intro.mdx`, '# Intro');
    touch(`versioned_sidebars/version-${v}-sidebars.json`);
    touch(`i18n/en/docusaurus-plugin-content-docs/version-${v}/intro.mdx`, '# Intro');
    touch(`i18n/en/docusaurus-plugin-content-docs/version-${v}.json`);
  }
  touch('api/lib/model/load.ts', '');
  return dir;
}

test('the real site: versions.json and every per-version folder agree', () => {
  assert.deepEqual(versionProblems(path.resolve(__dirname, '../..')), []);
});

test('a version listed without its OpenAPI folder fails, naming the folder', () => {
  const dir = tree(['2.0', '1.0']);
  fs.rmSync(path.join(dir, 'api/2.0'), {recursive: true});
  assert.deepEqual(versionProblems(dir, infoFor(['2.0', '1.0'])), [
    'versions.json lists 2.0, but the folder api/2.0/ is missing',
  ]);
});

test('a missing sidebar or English twin is named; a folder of an unlisted version is named too', () => {
  const dir = tree(['1.0']);
  fs.rmSync(path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json'));
  fs.rmSync(path.join(dir, 'i18n/en/docusaurus-plugin-content-docs/version-1.0'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'versioned_docs/version-3.0'));
  assert.deepEqual(versionProblems(dir, infoFor(['1.0'])), [
    'versioned_docs/version-3.0/ belongs to version 3.0, which versions.json does not list',
    'versions.json lists 1.0, but the file versioned_sidebars/version-1.0-sidebars.json is missing',
    'versions.json lists 1.0, but the folder i18n/en/docusaurus-plugin-content-docs/version-1.0/ is missing',
  ]);
});

test("a version's first request (the landing quick start) must be a GET of its source, its pages must exist", () => {
  const root = path.resolve(__dirname, '../..');
  const info = {
    ...VERSION_INFO,
    '6.1': {
      ...VERSION_INFO['6.1'],
      firstRequest: {path: '/nothing', query: '', page: 'account/none', authentication: 'intro'},
    },
  };
  assert.deepEqual(
    versionProblems(root, info).filter((p) => p.includes('first request')),
    [
      'config/version-info.ts: the first request of 6.1, GET /api/v6.1/nothing, is not an operation of api/6.1/',
      'config/version-info.ts: the first request of 6.1 names the page account/none, which version 6.1 lacks',
    ],
  );
});
