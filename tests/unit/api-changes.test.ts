/**
 * The "what changed" lists: the diff of two small fixture versions
 * (tests/fixtures/api/changes), its rendering, and the <ApiChanges> tag on
 * the site's own pages (same heading ids in both locales, in the TOC).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Link, Root, RootContent, Table} from 'mdast';
import {VFile} from 'vfile';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import toc from '@docusaurus/mdx-loader/lib/remark/toc';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {loadApi} from '../../api/lib/model/load';
import {diffApis, type ApiDiff} from '../../api/lib/versions/diff';
import {renderChanges, type ChangesContext} from '../../render/changes';
import {changesUi} from '../../render/changes-ui-text';
import remarkApiChanges from '../../render/remark-api-changes';
import {FIXTURES} from '../support/api-fixture';

const CHANGES_SITE = path.join(FIXTURES, 'changes');
const SITE = process.cwd();

function fixtureDiff(): ApiDiff {
  const [older, newer] = ['1.0', '2.0'].map((version) => {
    const api = loadApi(CHANGES_SITE, version);
    assert.deepEqual(api.problems, [], `fixture ${version} loads`);
    return api.document;
  });
  return diffApis(older, newer);
}

type Node = Root | RootContent;
const all = (node: Node): Node[] => [node, ...('children' in node ? (node.children as Node[]).flatMap(all) : [])];
const text = (node: Node): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? (node.children as Node[]).map(text).join('')
      : '';
const ofType = <T extends Node>(nodes: Node[], type: T['type']) =>
  nodes.flatMap(all).filter((n): n is T => n.type === type);
const headingsOf = (nodes: Node[]) =>
  ofType<Heading>(nodes, 'heading').map((h) => [h.depth, (h.data as {id?: string}).id, text(h)]);

test('operations are matched by operationId, then by page; the rest is added or removed', () => {
  const diff = fixtureDiff();
  assert.deepEqual(
    diff.added.map((r) => r.operationId),
    ['list_sale_orders', 'list_purchase_orders', 'list_gadgets'],
  );
  assert.deepEqual(
    diff.removed.map((r) => r.operationId),
    ['click_widget', 'list_orders'],
  );
  const pairs = (list: ApiDiff['changed']) =>
    list.map((m) => `${m.before.operationId}>${m.after.operationId}:${m.matchedBy}`);
  assert.deepEqual(pairs(diff.changed), [
    'list_widgets>list_widgets:operationId',
    'get_widget>get_widget:operationId',
    'create_widget>create_widget:operationId',
    'get_sheet>get_sheet_in:page',
  ]);
  assert.deepEqual(pairs(diff.moved), [
    'delete_widget>delete_widget:operationId',
    'old_receive>receive_callback:page',
    'get_sheet_by_code>get_sheet_in_by_code:page',
  ]);
  assert.deepEqual(diff.unchanged, []);
});

test('parameter and response-field changes: added, removed, type (nullability included) and required', () => {
  const diff = fixtureDiff();
  const changesOf = (id: string) =>
    diff.changed
      .find((m) => m.after.operationId === id)!
      .changes.map((c) => {
        const state = (s?: {type: string; nullable: boolean; required: boolean}) =>
          s ? `${s.type}${s.nullable ? '?' : ''}${s.required ? '!' : ''}` : '-';
        return `${c.change} ${c.location} ${c.name} ${state(c.before)} ${state(c.after)}`;
      });
  assert.deepEqual(changesOf('list_widgets'), [
    'removed query page integer -',
    'added query fields - string[]',
    'removed response records object[] -',
    'removed response records[].id integer -',
    'removed response records[].name string -',
    'removed response records[].price number -',
    'added response data - object[]!',
    'added response data[].id - integer',
    'added response data[].name - string?',
    'added response data[].price - string (decimal)',
    'added response has_more - boolean',
  ]);
  assert.deepEqual(changesOf('get_widget'), [
    'removed path ID integer! -',
    'added query widget_code - string!',
    'type response name string string?',
    'type response price number string (decimal)',
  ]);
  assert.deepEqual(changesOf('create_widget'), ['required body price number number!']);
});

function context(locale: 'vi' | 'en'): ChangesContext {
  return {
    from: '1.0',
    to: '2.0',
    ui: changesUi(locale),
    link: (version, docId) => `../version-${version}/${docId}.mdx`,
    tagLabel: (tag) => tag.toUpperCase(),
  };
}

test('the rendered list has the same ASCII heading ids in both locales, and links to both versions', () => {
  const diff = fixtureDiff();
  const vi = renderChanges(context('vi'), diff);
  const en = renderChanges(context('en'), diff);
  const ids = (nodes: RootContent[]) => headingsOf(nodes).map(([depth, id]) => [depth, id]);
  assert.deepEqual(ids(vi), ids(en));
  assert.deepEqual(ids(en), [
    [2, 'added'],
    [2, 'removed'],
    [2, 'changed'],
    [3, 'changed-widget'],
    [4, 'op-list-widgets'],
    [4, 'op-get-widget'],
    [4, 'op-create-widget'],
    [3, 'changed-sheet'],
    [4, 'op-get-sheet-in'],
    [2, 'moved'],
  ]);
  assert.deepEqual(headingsOf(vi)[0], [2, 'added', 'Thao tác mới']);
  assert.match(
    text(en[0]),
    /^Compared with 1\.0, version 2\.0 has 3 new operations, 2 operations no longer there, 4 operations/,
  );
  const [added] = ofType<Table>(en, 'table');
  assert.deepEqual(
    added.children.map((row) => row.children.map(text)),
    [
      ['Resource', 'Operation', 'Request (2.0)'],
      ['ORDER', 'List sale orders', 'GET /api/v2/sale_orders'],
      ['ORDER', 'List purchase orders', 'GET /api/v2/purchase_orders'],
      ['GADGET', 'List gadgets', 'GET /api/v2/gadgets'],
    ],
  );
  const links = ofType<Link>(en, 'link').map((l) => l.url);
  assert.ok(links.includes('../version-2.0/gadget/list.mdx'), 'added operations link to the newer page');
  assert.ok(links.includes('../version-1.0/widget/click.mdx'), 'removed operations link to the older page');
  assert.ok(
    links.includes('../version-1.0/widget/detail.mdx') && links.includes('../version-2.0/widget/detail.mdx'),
    'changed operations link to both',
  );
  assert.ok(
    links.includes('../version-1.0/callback.mdx') && links.includes('../version-2.0/callback.mdx'),
    'moved operations link to both',
  );
});

async function transform(file: string, source: string): Promise<Root> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const vfile = new VFile({path: path.join(SITE, file), value: escapeMarkdownHeadingIds(source)});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkApiChanges, {siteDir: SITE})
    .use(headings, {anchorsMaintainCase: false})
    .use(toc);
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

for (const version of ['6.0', '6.1']) {
  test(`the ${version} changes page: same generated heading ids in vi and en, in the TOC`, async () => {
    const files = [
      `versioned_docs/version-${version}/changes.mdx`,
      `i18n/en/docusaurus-plugin-content-docs/version-${version}/changes.mdx`,
    ];
    const trees = await Promise.all(
      files.map((file) =>
        transform(file, fs.readFileSync(path.join(SITE, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')),
      ),
    );
    const [vi, en] = trees.map((tree) => headingsOf(tree.children).map(([depth, id]) => `${depth} ${id}`));
    assert.deepEqual(vi, en);
    for (const id of ['2 added', '2 removed', '2 changed', '2 moved'])
      assert.ok(en.includes(id), `${id} in ${version}`);
    for (const id of en) assert.match(id, /^\d [a-z0-9][a-z0-9-]*$/);
  });
}

test('<ApiChanges> needs a from attribute naming another version', async () => {
  await assert.rejects(
    transform('versioned_docs/version-6.1/x.mdx', '<ApiChanges />\n'),
    /x\.mdx:1: <ApiChanges> needs a literal from/,
  );
  await assert.rejects(
    transform('versioned_docs/version-6.1/x.mdx', '<ApiChanges from="6.1" />\n'),
    /must name another version/,
  );
  await assert.rejects(
    transform('versioned_docs/version-6.1/x.mdx', '<ApiChanges from="9.9" />\n'),
    /must name another version/,
  );
});
