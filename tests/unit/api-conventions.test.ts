/**
 * `<ApiConvention>`: the generated blocks say what the OpenAPI model says (and
 * change when it does), partials are filled per version, errors name the file,
 * and the loader in front of the MDX loader declares the sources a page is made of.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {VFile} from 'vfile';
import remarkApiConventions from '../../render/remark-api-conventions';
import {localizedApi} from '../../api/lib/model/cache';
import {operatorUses, fieldsRequired} from '../../api/lib/model/conventions';
import {tempDir} from '../support/temp-dir';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {sourceDependencies} = require('../../plugins/source-deps/loader.cjs') as {
  sourceDependencies: (siteDir: string, file: string, source: string) => {files: string[]; folders: string[]};
};

const SITE = path.resolve(__dirname, '../..');
const EN_61 = 'i18n/en/docusaurus-plugin-content-docs/version-6.1';

type Node = Root | RootContent;
function text(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Node[]).map(text).join('\n') : '';
}

/** A scratch site: the real api/ and docs folders, and partials of its own. */
function scratchSite(partials: Record<string, string>): string {
  const dir = tempDir('conventions-');
  for (const name of ['api', 'versioned_docs', 'i18n']) fs.symlinkSync(path.join(SITE, name), path.join(dir, name));
  for (const [file, body] of Object.entries(partials)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'partials', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'partials', file), body);
  }
  return dir;
}

async function expand(siteDir: string, page: string, source: string): Promise<Root> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const vfile = new VFile({path: path.join(siteDir, page), value: source});
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiConventions, {siteDir});
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

test('operators: exactly the operators some endpoint of the version accepts', async () => {
  for (const version of ['6.0', '6.1']) {
    const page = `${EN_61.replace('6.1', version)}/intro.mdx`;
    const shown = text(await expand(SITE, page, '<ApiConvention name="operators" />\n'));
    const expected = operatorUses(localizedApi(SITE, version, 'en')).map((use) => use.operator);
    assert.ok(expected.length > 3, `${version} declares filter operators`);
    for (const operator of expected.filter(Boolean)) assert.match(shown, new RegExp(`(^|\\n)${operator}(\\n|$)`));
    for (const absent of ['gt', 'lt', 'not_between', 'empty', 'is', 'not_in'].filter((op) => !expected.includes(op)))
      assert.doesNotMatch(shown, new RegExp(`filtering\\[[a-z_]+:${absent}\\]`), `${version} never shows ${absent}`);
  }
});

test('fields-required lists every operation whose fields parameter is required, linked to its page', async () => {
  const tree = await expand(SITE, `${EN_61}/intro.mdx`, '<ApiConvention name="fields-required" />\n');
  const shown = text(tree);
  const entries = fieldsRequired(localizedApi(SITE, '6.1', 'en'));
  assert.ok(entries.some((entry) => entry.path.endsWith('/customer_portrait_pie')));
  for (const entry of entries) assert.ok(shown.includes(`${entry.method.toUpperCase()} ${entry.path}`), entry.path);
  assert.match(JSON.stringify(tree), /"url":"\.\/account\/list\.mdx"/);
});

test('error-body and list-envelope come from the shared schemas', async () => {
  const shown = text(
    await expand(
      SITE,
      `${EN_61}/intro.mdx`,
      '<ApiConvention name="error-body" />\n\n<ApiConvention name="list-envelope" />\n',
    ),
  );
  for (const name of ['message', 'error', 'errors', 'has_more', 'limited']) assert.ok(shown.includes(name), name);
  assert.doesNotMatch(shown, /validation_failed|invalid_api_key/, 'no version publishes error codes');
});

test('a partial is filled for the page’s version and keeps only its <ForVersions> parts', async () => {
  const site = scratchSite({
    'en/demo.mdx': [
      'Version {version} lives under `{prefix}/products`.',
      '',
      '<ForVersions only="6.1">',
      'Only six-one.',
      '</ForVersions>',
      '',
      '<ForVersions only="4.0 6.0">',
      'Not six-one.',
      '</ForVersions>',
      '',
      '```bash',
      'curl "https://{your-domain}{prefix}/products"',
      '```',
      '',
      '<ApiConvention name="list-envelope" />',
      '',
    ].join('\n'),
  });
  const shown = text(await expand(site, `${EN_61}/intro.mdx`, '<ApiConvention name="demo" />\n')).replace(/\n/g, '');
  assert.match(shown, /Version 6\.1 lives under \/api\/v6\.1\/products/);
  assert.match(shown, /Only six-one/);
  assert.doesNotMatch(shown, /Not six-one/);
  assert.match(shown, /curl "https:\/\/\{your-domain\}\/api\/v6\.1\/products"/, 'the reader’s placeholder stays');
  assert.match(shown, /has_more/, 'a partial may hold generated blocks');
  const six = text(
    await expand(
      site,
      'i18n/en/docusaurus-plugin-content-docs/version-6.0/intro.mdx',
      '<ApiConvention name="demo" />\n',
    ),
  );
  assert.match(six, /Not six-one/);
  assert.doesNotMatch(six, /Only six-one/);
});

test('bad input names the file: an unknown partial, a stray expression, an unknown version', async () => {
  const site = scratchSite({
    'en/expr.mdx': 'Text {1 + 1}.\n',
    'en/badversion.mdx': '<ForVersions only="9.9">\nx\n</ForVersions>\n',
  });
  const page = `${EN_61}/intro.mdx`;
  await assert.rejects(
    expand(site, page, '\n<ApiConvention name="nope" />\n'),
    /intro\.mdx:2: <ApiConvention> name="nope".*partials\/en\/nope\.mdx/,
  );
  await assert.rejects(expand(site, page, '<ApiConvention name="expr" />\n'), /partials\/en\/expr\.mdx:1: \{1 \+ 1\}/);
  await assert.rejects(
    expand(site, page, '<ApiConvention name="badversion" />\n'),
    /partials\/en\/badversion\.mdx:1:.*9\.9/,
  );
  await assert.rejects(expand(site, page, '<ApiConvention />\n'), /needs a literal name/);
});

test('a page depends on its version’s OpenAPI sources, the compared version’s and the partials it includes', () => {
  const account = sourceDependencies(
    SITE,
    path.join(SITE, EN_61, 'account/list.mdx'),
    '<ApiOperation id="list_accounts" />',
  );
  assert.ok(account.files.includes(path.join(SITE, 'api/6.1/resources/account.yaml')));
  assert.ok(account.files.includes(path.join(SITE, 'api/6.1/openapi.yaml')));
  assert.ok(!account.files.some((file) => file.includes(`${path.sep}6.0${path.sep}`)));
  assert.ok(!account.files.some((file) => file.includes(`${path.sep}partials${path.sep}`)));
  const changes = sourceDependencies(
    SITE,
    path.join(SITE, 'versioned_docs/version-6.1/changes.mdx'),
    '<ApiChanges from="6.0" />\n<ApiConvention name="operators" />',
  );
  assert.ok(changes.files.includes(path.join(SITE, 'api/6.0/openapi.yaml')));
  assert.ok(changes.folders.includes(path.join(SITE, 'api/6.1/resources')));
  const site = scratchSite({'vi/x.mdx': 'x\n'});
  const withPartial = sourceDependencies(
    site,
    path.join(site, 'versioned_docs/version-4.0/intro.mdx'),
    '<ApiConvention name="x" />',
  );
  assert.ok(withPartial.files.includes(path.join(site, 'partials/vi/x.mdx')));
  assert.deepEqual(sourceDependencies(SITE, path.join(SITE, 'src/pages/index.tsx'), ''), {files: [], folders: []});
});
