/**
 * The Markdown twin of a page (plugins/llms-txt/markdown.ts): built from the
 * MDX source of the fixture site, with <ApiOperation> expanded and every JSX
 * element, directive and file link turned into plain Markdown.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageMarkdown, type MarkdownContext} from '../../plugins/llms-txt/markdown';
import {EN_DOCS, FIXTURE_SITE, VI_DOCS} from '../support/api-fixture';

function context(file: string, locale: 'vi' | 'en'): MarkdownContext {
  return {
    siteDir: FIXTURE_SITE,
    file: path.join(FIXTURE_SITE, file),
    locale,
    baseUrl: locale === 'en' ? '/en/' : '/',
    twinOf: (target) =>
      fs.existsSync(target)
        ? `https://docs.example/${path.relative(FIXTURE_SITE, target).replace(/\.mdx$/, '.md')}`
        : undefined,
    absolute: (sitePath) => `https://docs.example${sitePath}`,
    cards: () => [
      {title: 'Create a widget', url: 'https://docs.example/widget/create.md', description: 'Creates one.'},
    ],
  };
}

const render = (file: string, locale: 'vi' | 'en', source = fs.readFileSync(path.join(FIXTURE_SITE, file), 'utf8')) =>
  pageMarkdown(source, context(file, locale)).then((r) => r.body);

test('a reference page: endpoint line, field list, labelled samples, responses; no JSX, no domain field', async () => {
  const md = await render(`${EN_DOCS}/widget/create.mdx`, 'en');
  // Where the operation's facts come from, in words, before the page's own text (render/evidence.ts).
  assert.ok(md.startsWith('Source: not published. '), md.slice(0, 200));
  const body = md.slice(md.indexOf('\n\n') + 2);
  assert.ok(body.startsWith('Context.\n\n**POST** `https://{your-domain}/api/v1/widget`'), body.slice(0, 200));
  assert.match(md, /^## Parameters$/m);
  // The field list: the page's entries, a child nested under its parent's "N fields in X" line.
  assert.match(
    md,
    /^- `parts` object\\\[]\n\n {2}2 fields in parts\n {2}- `product_id` integer \*\*required\*\*\n {2}- `note` string \(date\), nullable$/m,
  );
  for (const label of ['HTTP', 'cURL', 'JavaScript', 'PHP', 'Python'])
    assert.match(md, new RegExp(`^\\*\\*${label}\\*\\*\\n\\n\`\`\``, 'm'));
  assert.match(md, /^## Responses$/m);
  assert.ok(!/<\w|ApiDomainField|\{#/.test(md.replace(/```[\s\S]*?```/g, '')), 'no JSX or heading-id syntax left');
});

test('file links become links to the Markdown twins, with their anchor', async () => {
  const md = await render(`${VI_DOCS}/widget/detail.mdx`, 'vi');
  assert.ok(md.includes('](https://docs.example/versioned_docs/version-1.0/guide.md#auth)'), md);
  assert.ok(md.includes('](https://docs.example/versioned_docs/version-1.0/guide.md#errors)'));
});

test('admonitions become quotes, tabs and cards become plain Markdown, imports and expressions go', async () => {
  const source = [
    "import DocCardList from '@theme/DocCardList';",
    '',
    '## Heading {#heading}',
    '',
    ':::tip[Keep it safe]',
    'Text of the tip at 10:30.',
    ':::',
    '',
    ':::warning',
    'Careful.',
    ':::',
    '',
    '<Tabs><TabItem value="a" label="First">',
    '',
    'One.',
    '',
    '</TabItem></Tabs>',
    '',
    '<DocCardList />',
    '',
    '{/* a comment */}',
    '',
    '[Guide](../guide.mdx) and [site](/docs/6.1) and [web](https://example.org).',
    '',
  ].join('\n');
  const md = await render(`${EN_DOCS}/widget/other.mdx`, 'en', source);
  assert.equal(
    md,
    [
      '## Heading',
      '',
      '> **Keep it safe**',
      '>',
      '> Text of the tip at 10:30.',
      '',
      '> **Warning**',
      '>',
      '> Careful.',
      '',
      '**First**',
      '',
      'One.',
      '',
      '- [Create a widget](https://docs.example/widget/create.md): Creates one.',
      '',
      '[Guide](https://docs.example/i18n/en/docusaurus-plugin-content-docs/version-1.0/guide.md) and [site](https://docs.example/en/docs/6.1) and [web](https://example.org).',
    ].join('\n'),
  );
});

test('a link to a file that is no doc page fails, naming the page', async () => {
  await assert.rejects(
    render(`${EN_DOCS}/widget/other.mdx`, 'en', '[x](./missing.mdx)\n').then(() => undefined),
    /names no doc page/,
  );
});

test('a what-changed field table becomes lists by change, one line a field; any other table in a <details> stays', async () => {
  const table = (header: string) =>
    [
      '<details>',
      '<summary>3 field changes</summary>',
      '',
      `| ${header} | 1.0 | 2.0 |`,
      '| - | - | - | - | - |',
      '| query | `q` | removed | `string` | — |',
      '| body | `count` | added | — | `integer`, required |',
      '| response | `data[].id` | type changed | `string` | `integer` |',
      '',
      '</details>',
      '',
    ].join('\n');
  const md = await render(`${EN_DOCS}/widget/other.mdx`, 'en', table('Where | Field | Change'));
  assert.equal(
    md,
    [
      '**3 field changes**',
      '',
      '**Removed:**',
      '',
      '- query `q`: `string`',
      '',
      '**Added:**',
      '',
      '- body `count`: `integer`, required',
      '',
      '**Type changed:**',
      '',
      '- response `data[].id`: `string` → `integer`',
    ].join('\n'),
  );
  const other = await render(`${EN_DOCS}/widget/other.mdx`, 'en', table('Name | Type | Note'));
  assert.match(other, /^\| query \| `q` \| removed \| `string` \| — \|$/m);
});
