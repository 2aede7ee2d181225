/**
 * The Markdown twins reuse the docs build's own trees (plugins/llms-txt/kept-trees.ts):
 * Docusaurus's MDX compiler (the docs build's, with our remark plugins in
 * their place) keeps each page's tree, and the twin made from it is the twin
 * made by parsing the page afresh; a source changed since the compile is
 * parsed afresh.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import remarkApiOperation from '../../render/remark-api-operation';
import remarkApiChanges from '../../render/remark-api-changes';
import type {Root} from 'mdast';
import remarkKeepTree, {takeTree} from '../../plugins/llms-txt/kept-trees';
import {processCache} from '../../api/lib/model/process-cache';
import {pageMarkdown, type MarkdownContext} from '../../plugins/llms-txt/markdown';
import {EN_DOCS, FIXTURE_SITE, VI_DOCS} from '../support/api-fixture';

process.env.NODE_ENV = 'production';

/** Compiles a page as the docs build does, which keeps its tree. */
async function compile(file: string, source: string): Promise<void> {
  await compileToJSX({
    filePath: file,
    fileContent: source,
    frontMatter: {},
    compilerName: 'server',
    options: {
      siteDir: FIXTURE_SITE,
      staticDirs: [],
      admonitions: true,
      markdownConfig: {
        ...DEFAULT_MARKDOWN_CONFIG,
        mdx1Compat: {comments: true, admonitions: true, headingIds: true},
        anchors: {maintainCase: false},
        hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
      },
      beforeDefaultRemarkPlugins: [
        [remarkApiOperation, {siteDir: FIXTURE_SITE}],
        [remarkApiChanges, {siteDir: FIXTURE_SITE}],
        remarkKeepTree,
      ],
    },
  });
}

function context(file: string, locale: 'vi' | 'en'): MarkdownContext {
  return {
    siteDir: FIXTURE_SITE,
    file,
    locale,
    baseUrl: locale === 'en' ? '/en/' : '/',
    twinOf: (target) => `https://docs.example/${path.relative(FIXTURE_SITE, target).replace(/\.mdx$/, '.md')}`,
    absolute: (sitePath) => `https://docs.example${sitePath}`,
    cards: () => [],
  };
}

const PAGES = [
  ...['guide', 'widget/create', 'widget/detail', 'widget/list', 'widget/callback'].map(
    (p) => [`${EN_DOCS}/${p}.mdx`, 'en'] as const,
  ),
  ...['guide', 'widget/create'].map((p) => [`${VI_DOCS}/${p}.mdx`, 'vi'] as const),
];

test('a twin made from the compiled tree is the twin made by parsing the page afresh', async () => {
  for (const [rel, locale] of PAGES) {
    const file = path.join(FIXTURE_SITE, rel);
    const source = fs.readFileSync(file, 'utf8');
    await compile(file, source);
    const kept = takeTree(file, source);
    assert.ok(kept, `${rel}: the compile kept its tree`);
    assert.ok(!JSON.stringify(kept).includes('"position"'), `${rel}: no positions kept`);
    assert.ok(!kept.children.some((n) => (n.type as string) === 'yaml'), `${rel}: no front matter node`);
    await compile(file, source);
    const fromBuild = await pageMarkdown(source, context(file, locale));
    assert.equal(takeTree(file, source), undefined, `${rel}: the twin took the kept tree`);
    const fresh = await pageMarkdown(source, context(file, locale));
    assert.deepEqual(fromBuild, fresh, rel);
  }
});

test('a twin uses the kept tree only while the source is the text that was compiled', async () => {
  const file = path.join(FIXTURE_SITE, `${EN_DOCS}/guide.mdx`);
  const source = fs.readFileSync(file, 'utf8');
  /** Compiles the page, then marks its kept tree with a paragraph the source does not have. */
  const compileAndMark = async () => {
    await compile(file, source);
    const entry = processCache<string, {tree: Root}>('twin-trees').get(file);
    assert.ok(entry, 'the compile kept its tree');
    entry.tree.children.push({type: 'paragraph', children: [{type: 'text', value: 'Marker in the kept tree.'}]});
  };
  await compileAndMark();
  const used = await pageMarkdown(source, context(file, 'en'));
  assert.match(used.body, /Marker in the kept tree\./, 'the twin is made from the kept tree');
  await compileAndMark();
  const changed = await pageMarkdown(`${source}\nA line added since.\n`, context(file, 'en'));
  assert.doesNotMatch(changed.body, /Marker in the kept tree/, 'a changed source is parsed afresh');
  assert.match(changed.body, /A line added since\./);
});
