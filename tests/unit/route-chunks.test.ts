/**
 * The client manifest completed with each `import()` request
 * (plugins/route-chunks/manifest.ts): Docusaurus's SSG step, which asks it for
 * the chunks of the modules a page rendered, then finds them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {withImportOrigins, type ClientManifest} from '../../plugins/route-chunks/manifest';

const getBundles = createRequire(import.meta.url)('react-loadable-ssr-addon-v5-slorber').getBundles as (
  manifest: ClientManifest,
  modules: string[],
) => {js?: {file: string}[]};

const js = (file: string) => ({js: [{file}]});
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['4014', '1889'], '17896441': ['423', '7725']},
  assets: {
    '4014': js('assets/js/runtime~main.js'),
    '1889': js('assets/js/main.js'),
    '423': js('assets/js/423.js'),
    '7725': js('assets/js/17896441.js'),
    '266': js('assets/js/266.js'),
  },
};
const GROUPS = [
  {requests: ['@theme/DocItem'], chunkIds: ['423', '7725']},
  {requests: ['@generated/docs/p/docs-175.json'], chunkIds: ['266']},
];

test('a rendered module finds its chunks, after the entry point, as the SSG asks', () => {
  const manifest = withImportOrigins(MANIFEST, GROUPS);
  const files = (modules: string[]) => (getBundles(manifest, modules).js ?? []).map((b) => b.file);
  assert.deepEqual(files(['main', '@theme/DocItem', '@generated/docs/p/docs-175.json']), [
    'assets/js/runtime~main.js',
    'assets/js/main.js',
    'assets/js/423.js',
    'assets/js/17896441.js',
    'assets/js/266.js',
  ]);
  assert.deepEqual(
    (getBundles(MANIFEST, ['main', '@theme/DocItem']).js ?? []).map((b) => b.file),
    ['assets/js/runtime~main.js', 'assets/js/main.js'],
    'the manifest as the addon writes it finds no module',
  );
  assert.deepEqual(manifest.origins['17896441'], ['423', '7725'], 'the keys by chunk name stay');
});

test('a request that opens two groups gets the chunks of both, once each', () => {
  const manifest = withImportOrigins(MANIFEST, [
    {requests: ['@theme/DocItem'], chunkIds: ['423', '7725']},
    {requests: ['@theme/DocItem'], chunkIds: ['7725', '266']},
  ]);
  assert.deepEqual(manifest.origins['@theme/DocItem'], ['423', '7725', '266']);
});

test('a chunk the manifest does not list, or a request already named otherwise, stops the build', () => {
  assert.throws(
    () => withImportOrigins(MANIFEST, [{requests: ['@theme/X'], chunkIds: ['999']}]),
    /@theme\/X needs chunk 999/,
  );
  assert.throws(
    () => withImportOrigins(MANIFEST, [{requests: ['17896441'], chunkIds: ['266']}]),
    /already names 17896441 with chunks 423, 7725/,
  );
});
