/** The llms.txt texts (plugins/llms-txt/llms.ts): the llmstxt.org layout, in both locales. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  rootLlmsTxt,
  twinText,
  versionLlmsFullTxt,
  versionLlmsTxt,
  type VersionIndex,
} from '../../plugins/llms-txt/llms';
import {twinPath, versionFile} from '../../config/llms';

const site = 'https://docs.example';
const page = (id: string, title: string) => ({
  title,
  description: `About ${title.toLowerCase()}.\nSecond line.`,
  url: `${site}/docs/2.0/${id}`,
  twin: `${site}/docs/2.0/${id}.md`,
  markdown: twinText(title, `About ${title.toLowerCase()}.`, `Body of ${id}.`, false),
});
const index: VersionIndex = {
  version: '2.0',
  isDefault: false,
  summary: 'Version 2.0 of the API.',
  sections: [
    {title: 'Overview', pages: [page('intro', 'Introduction')]},
    {title: 'Widgets [beta]', pages: [page('widget/create', 'Create a [widget]')]},
    {title: 'Other pages', pages: []},
  ],
  indexUrl: `${site}/docs/2.0/llms.txt`,
  fullUrl: `${site}/docs/2.0/llms-full.txt`,
  openapiUrl: `${site}/downloads/api/2.0/openapi.json`,
};

test('paths: a twin sits next to the page, a version index under the version path', () => {
  assert.equal(twinPath('/en/docs/6.1/ticket/create'), '/en/docs/6.1/ticket/create.md');
  assert.equal(twinPath('/docs'), '/docs.md');
  assert.equal(versionFile('/en/docs/6.0', 'llms.txt'), '/en/docs/6.0/llms.txt');
});

test('a version llms.txt: # title, > summary, a paragraph, ## sections of "- [title](url): description", Optional last', () => {
  const text = versionLlmsTxt('en', 'Docs', index);
  const blocks = text.trimEnd().split('\n\n');
  assert.equal(blocks[0], '# Docs — API 2.0');
  assert.equal(blocks[1], '> Version 2.0 of the API.');
  assert.match(blocks[2], /llms-full\.txt\]\(https:\/\/docs\.example\/docs\/2\.0\/llms-full\.txt\)/);
  assert.deepEqual(
    blocks.filter((b) => b.startsWith('## ')),
    ['## Overview', '## Widgets [beta]', '## Optional'],
    'empty sections are left out',
  );
  assert.ok(
    text.includes(
      '- [Create a widget](https://docs.example/docs/2.0/widget/create.md): About create a [widget]. Second line.\n',
    ),
  );
  assert.ok(
    text.endsWith(`- [OpenAPI 3.1 (JSON)](${index.openapiUrl}): The OpenAPI 3.1 description of API 2.0, as JSON.\n`),
  );
});

test('llms-full.txt holds every page with its source URL; the root llms.txt lists versions and the other locale', () => {
  const full = versionLlmsFullTxt('vi', 'Tài liệu', index);
  assert.ok(
    full.startsWith(
      '# Tài liệu — API 2.0\n\n> Version 2.0 of the API.\n\n---\n\n# Introduction\n\nNguồn: https://docs.example/docs/2.0/intro\n',
    ),
  );
  assert.ok(
    full.includes(
      '# Create a [widget]\n\nNguồn: https://docs.example/docs/2.0/widget/create\n\n> About create a [widget].\n\nBody of widget/create.\n',
    ),
  );
  const root = rootLlmsTxt('vi', {title: 'Tài liệu', tagline: 'Kết nối.', otherLocaleUrl: `${site}/en/llms.txt`}, [
    {...index, isDefault: true},
  ]);
  assert.ok(root.startsWith('# Tài liệu\n\n> Kết nối.\n\n'));
  assert.ok(root.includes(`- [API 2.0 (mặc định)](${index.indexUrl}): `));
  assert.ok(root.includes(`- [Toàn văn API 2.0](${index.fullUrl}): `));
  assert.ok(root.includes(`- [English](${site}/en/llms.txt): `));
});
