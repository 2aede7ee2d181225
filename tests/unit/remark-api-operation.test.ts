import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, List, Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import toc from '@docusaurus/mdx-loader/lib/remark/toc';
import remarkApiOperation from '../../render/remark-api-operation';
import {fieldListMarkdown} from '../../render/field-list';
import type {FieldItem} from '../../api/lib/browser-safe/field-item';
import {EN_DOCS, FIXTURE_SITE, VI_DOCS} from '../support/api-fixture';

type Node = Root | RootContent;

function all(node: Node): Node[] {
  return [node, ...('children' in node ? (node.children as Node[]).flatMap(all) : [])];
}

function text(node: Node): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  return 'children' in node ? (node.children as Node[]).map(text).join('') : '';
}

const ofType = <T extends Node>(tree: Root, type: T['type']) => all(tree).filter((n): n is T => n.type === type);
const jsxNamed = (tree: Root, name: string) =>
  ofType<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement').filter((n) => n.name === name);
const attr = (node: MdxJsxFlowElement, name: string) =>
  node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
const headingsOf = (tree: Root) =>
  ofType<Heading>(tree, 'heading').map((h) => ({depth: h.depth, id: (h.data as {id?: string}).id, text: text(h)}));
const tableRows = (table: Table) => table.children.map((row) => row.children.map((cell) => text(cell)));
const fieldItems = (node: MdxJsxFlowElement) => JSON.parse(String(attr(node, 'fields'))) as FieldItem[];
/** A paragraph's text, its lines (hard breaks) apart by " | ". */
const lineText = (node: Node): string =>
  node.type === 'break' ? ' | ' : 'children' in node ? (node.children as Node[]).map(lineText).join('') : text(node);
/** A twin's field list as lines: one per paragraph (a field's entry, or "N fields in X"), indented by depth. */
const entryLines = (list: List, depth = 0): string[] =>
  list.children.flatMap((item) =>
    item.children.flatMap((child) =>
      child.type === 'list' ? entryLines(child, depth + 1) : [`${'  '.repeat(depth)}${lineText(child)}`],
    ),
  );
/** The field lists of a page as its Markdown twin shows them. */
const fieldEntries = (tree: Root, locale: 'vi' | 'en') =>
  jsxNamed(tree, 'ApiFields').map((node) =>
    entryLines(fieldListMarkdown({items: fieldItems(node), required: attr(node, 'required') !== undefined}, locale)),
  );

function body(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Parses an MDX page of the fixture site and runs the plugin, then Docusaurus's headings plugin. */
async function transform(file: string, source?: string): Promise<Root> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const absolute = path.join(FIXTURE_SITE, file);
  const vfile = new VFile({path: absolute, value: body(source ?? fs.readFileSync(absolute, 'utf8'))});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkApiOperation, {siteDir: FIXTURE_SITE})
    .use(headings, {anchorsMaintainCase: false});
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

/** Compiles an MDX page to JS with the plugin and Docusaurus's headings + TOC plugins. */
async function compilePage(file: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const absolute = path.join(FIXTURE_SITE, file);
  const vfile = new VFile({path: absolute, value: body(fs.readFileSync(absolute, 'utf8'))});
  const remarkPlugins = [[remarkApiOperation, {siteDir: FIXTURE_SITE}], [headings, {anchorsMaintainCase: false}], toc];
  return String(await compile(vfile, {remarkPlugins: remarkPlugins as never}));
}

test('a one-operation page gets H2 sections with plain ASCII ids, the same in both locales', async () => {
  const vi = headingsOf(await transform(`${VI_DOCS}/widget/create.mdx`));
  const en = headingsOf(await transform(`${EN_DOCS}/widget/create.mdx`));
  const expected = [
    [2, 'parameters'],
    [3, 'body-parameters'],
    [2, 'request-example'],
    [2, 'responses'],
    [3, 'response-200'],
    [2, 'errors'],
  ];
  assert.deepEqual(
    vi.map((h) => [h.depth, h.id]),
    expected,
  );
  assert.deepEqual(
    en.map((h) => [h.depth, h.id]),
    expected,
  );
  assert.deepEqual(vi.map((h) => h.text).slice(0, 2), ['Tham số', 'Tham số body (JSON)']);
  assert.deepEqual(en.map((h) => h.text).slice(0, 2), ['Parameters', 'Body parameters (JSON)']);
});

test('the generated headings reach the TOC export and the HTML ids', async () => {
  const js = await compilePage(`${EN_DOCS}/widget/create.mdx`);
  const tocExport = /export const toc = (\[[\s\S]*?\]);/.exec(js);
  assert.ok(tocExport, 'no toc export');
  const items = JSON.parse(tocExport[1]) as {id: string; level: number; value: string}[];
  assert.deepEqual(
    items.map((i) => i.id),
    ['parameters', 'body-parameters', 'request-example', 'responses', 'response-200', 'errors'],
  );
  assert.match(js, /_components\.h2, \{\s*id: "request-example"/);
});

test("the twin's body fields: the page's entries in its words, children nested; the type holds format and nullable", async () => {
  const tree = await transform(`${EN_DOCS}/widget/create.mdx`);
  const [body] = fieldEntries(tree, 'en');
  assert.deepEqual(body, [
    'name string required | The name.',
    'parts object[]',
    '2 fields in parts',
    '  product_id integer required',
    '  note string (date), nullable',
  ]);
});

test('fields nest under their object or array, each with an ASCII anchor from its full path', async () => {
  const tree = await transform(`${EN_DOCS}/widget/create.mdx`);
  const [body] = jsxNamed(tree, 'ApiFields');
  assert.equal(attr(body, 'required') !== undefined, true, 'a body list marks required fields');
  const shape = (items: FieldItem[]): unknown[] =>
    items.map((f) => ({id: f.id, n: f.n, r: f.r ?? 0, ...(f.c ? {c: shape(f.c)} : {})}));
  assert.deepEqual(shape(fieldItems(body)), [
    {id: 'body-name', n: 'name', r: 1},
    {
      id: 'body-parts',
      n: 'parts',
      r: 0,
      c: [
        {id: 'body-parts-product_id', n: 'product_id', r: 1},
        {id: 'body-parts-note', n: 'note', r: 0},
      ],
    },
  ]);
  const vi = await transform(`${VI_DOCS}/widget/create.mdx`);
  const ids = (t: Root) =>
    jsxNamed(t, 'ApiFields').flatMap((n) => JSON.stringify(fieldItems(n)).match(/"id":"[^"]+"/g));
  assert.deepEqual(ids(vi), ids(tree), 'the same anchors in both locales');
  const response = jsxNamed(tree, 'ApiFields').at(-1)!;
  assert.equal(attr(response, 'required'), undefined, 'response fields have no required mark');
  assert.match(fieldItems(response)[0].id, /^response-20\d-/);
});

test("a field anchor that is also a heading's id fails the build, naming the page", async () => {
  const source = '---\ntitle: create\n---\n\n## Notes \\{#body-name}\n\n<ApiOperation id="create_widget" />\n';
  await assert.rejects(
    transform(`${EN_DOCS}/widget/create.mdx`, source),
    /widget\/create\.mdx: a field's anchor #body-name is also a heading's id/,
  );
});

test('deepObject filters read filtering[field:operator]; allowed values and the example each on a line of their own', async () => {
  const tree = await transform(`${VI_DOCS}/widget/list.mdx`);
  const [query, response] = fieldEntries(tree, 'vi');
  assert.deepEqual(query, [
    'filtering[status:eq] integer | Trạng thái. | Giá trị cho phép: 1, 2',
    'filtering[name:contains] string',
    'fields string[] | Ví dụ: id,name',
  ]);
  assert.deepEqual(response, [
    'data object[]',
    '3 trường trong data',
    '  id integer',
    '  name string',
    '  status integer',
  ]);
});

test('the request example has five tabs in one remembered group, with the brand host and placeholders', async () => {
  const tree = await transform(`${EN_DOCS}/widget/list.mdx`);
  const [tabs] = jsxNamed(tree, 'Tabs');
  assert.equal(attr(tabs, 'groupId'), 'api-sample-lang');
  assert.equal((attr(tabs, 'queryString') as {value: string}).value, 'false');
  const items = tabs.children as MdxJsxFlowElement[];
  assert.deepEqual(
    items.map((i) => attr(i, 'value')),
    ['http', 'curl', 'javascript', 'php', 'python'],
  );
  type Code = {lang: string; value: string};
  const code: Record<string, Code> = Object.fromEntries(
    items.map((i) => [String(attr(i, 'value')), i.children[0] as Code]),
  );
  assert.deepEqual(
    Object.values(code).map((c) => c.lang),
    ['http', 'bash', 'javascript', 'php', 'python'],
  );
  const query = 'filtering[status:eq]=1&filtering[name:contains]=bolt&fields=id,name';
  assert.match(
    code.http.value,
    new RegExp(`^GET /api/v1/widgets\\?${query.replace(/[[\]]/g, '\\$&')} HTTP/1\\.1\\nHost: \\{your-domain\\}`),
  );
  assert.ok(code.curl.value.startsWith(`curl --globoff --request GET 'https://{your-domain}/api/v1/widgets?${query}'`));
  for (const c of Object.values(code))
    assert.ok(c.value.includes('YOUR_API_KEY'), `${c.lang} sample lacks YOUR_API_KEY`);
  for (const c of Object.values(code).slice(1))
    assert.ok(c.value.includes('https://{your-domain}/api/v1/widgets'), c.lang);
});

test('a body sample is valid JSON in every language that quotes it', async () => {
  const tree = await transform(`${EN_DOCS}/widget/create.mdx`);
  const items = jsxNamed(tree, 'Tabs')[0].children as MdxJsxFlowElement[];
  const code = Object.fromEntries(items.map((i) => [attr(i, 'value'), (i.children[0] as {value: string}).value]));
  assert.ok(code.curl.includes(`"name": "Bolt'\\''s head"`), 'shell quote escaped');
  assert.ok(code.python.includes('"note": None'));
  assert.ok(code.php.includes("<<<'JSON'"));
  assert.deepEqual(JSON.parse(code.http.split('\n\n')[1]), {name: "Bolt's head", parts: [{product_id: 3, note: null}]});
});

test('endpoint, authentication link and errors table', async () => {
  const tree = await transform(`${VI_DOCS}/widget/detail.mdx`);
  const [endpoint] = jsxNamed(tree, 'ApiEndpoint');
  assert.deepEqual(endpoint.attributes.map((a) => [(a as {name: string}).name, a.value]).slice(0, 3), [
    ['method', 'GET'],
    ['path', '/api/v1/widgets/{widget_id}'],
    ['server', 'https://{your-domain}'],
  ]);
  const curl = String(attr(endpoint, 'curl'));
  const [tabs] = jsxNamed(tree, 'Tabs');
  const curlTab = (tabs.children as MdxJsxFlowElement[]).find((item) => attr(item, 'value') === 'curl')!;
  assert.equal(curl, (curlTab.children[0] as {value: string}).value, '"Copy as cURL" copies the cURL sample');
  assert.ok(curl.startsWith("curl --globoff --request GET 'https://{your-domain}/api/v1/widgets/"), curl);
  const links = ofType<{type: 'link'; url: string} & RootContent>(tree, 'link').map((l) => l.url);
  assert.deepEqual(links, [
    '../guide.mdx#auth',
    '../guide.mdx#identifiers',
    '../guide.mdx#errors',
    '../guide.mdx#retries',
  ]);
  const tables = ofType<Table>(tree, 'table');
  assert.equal(jsxNamed(tree, 'ApiTable').length, tables.length, 'every table sits in an ApiTable wrapper');
  assert.deepEqual(tableRows(tables.at(-1)!), [
    ['Mã trạng thái', 'Mô tả'],
    ['401 Unauthorized', 'Khóa sai.'],
  ]);
  assert.deepEqual(fieldEntries(tree, 'vi')[0], ['widget_id integer bắt buộc | Ví dụ: 7']);
});

test('the guides of the conventions that concern an operation are linked after its parameters', async () => {
  const guideLine = (tree: Root) =>
    ofType<{type: 'paragraph'} & RootContent>(tree, 'paragraph')
      .map((p) => ({
        text: text(p),
        links: ofType<{type: 'link'; url: string} & RootContent>(p as unknown as Root, 'link').map((l) => l.url),
      }))
      .find((p) => /^(Hướng dẫn liên quan|Related guides):/.test(p.text));
  const list = guideLine(await transform(`${EN_DOCS}/widget/list.mdx`));
  assert.deepEqual(list, {
    text: 'Related guides: Choosing fields · Filter syntax',
    links: ['../guide.mdx#fields', '../guide.mdx#filtering'],
  });
  const create = guideLine(await transform(`${VI_DOCS}/widget/create.mdx`));
  assert.deepEqual(create, {
    text: 'Hướng dẫn liên quan: Mã trùng và bản ghi đã xóa',
    links: ['../guide.mdx#duplicates'],
  });
  const detail = guideLine(await transform(`${EN_DOCS}/widget/detail.mdx`));
  assert.deepEqual(
    detail,
    {text: 'Related guides: Identifiers', links: ['../guide.mdx#identifiers']},
    'a record addressed by its id',
  );
  assert.equal(guideLine(await transform(`${VI_DOCS}/widget/callback.mdx`)), undefined, 'no guide concerns a callback');
});

test('an operation authenticated by a query secret puts the secret in the samples', async () => {
  const tree = await transform(`${EN_DOCS}/widget/callback.mdx`);
  const items = jsxNamed(tree, 'Tabs')[0].children as MdxJsxFlowElement[];
  const curl = (items[1].children[0] as {value: string}).value;
  assert.ok(curl.includes('/api/v1/callback?secret=YOUR_SECRET'));
  assert.ok(!curl.includes('X-API-KEY'));
  const auth = ofType<RootContent>(tree, 'paragraph')
    .map(text)
    .find((t) => t.startsWith('Authentication:'));
  assert.equal(auth, 'Authentication: query parameter secret (how to get and send credentials).');
});

test('the request example of the first operation on a page starts with the domain field, once per page', async () => {
  const one = await transform(`${EN_DOCS}/widget/list.mdx`);
  const [field] = jsxNamed(one, 'ApiDomainField');
  assert.ok(field, 'the field is there');
  // The heading's siblings: the example's part of its row (render/operation-layout.ts).
  const isExampleHeading = (n: Node) => n.type === 'heading' && (n.data as {id?: string}).id === 'request-example';
  const column = all(one).find((n) => 'children' in n && (n.children as Node[]).some(isExampleHeading));
  const children = (column as {children: RootContent[]}).children;
  const heading = children.findIndex(isExampleHeading);
  assert.equal(children[heading + 1], field, 'right under the Request example heading');
  const two = await transform(
    `${EN_DOCS}/widget/all.mdx`,
    '<ApiOperation id="list_widgets" />\n\n<ApiOperation id="get_widget" />\n',
  );
  assert.equal(jsxNamed(two, 'ApiDomainField').length, 1);
});

test('several operations on one page: summary H2, H3 sections, ids prefixed and unique', async () => {
  const source = '<ApiOperation id="list_widgets" />\n\n<ApiOperation id="get_widget" />\n';
  const found = headingsOf(await transform(`${EN_DOCS}/widget/all.mdx`, source));
  const ids = found.map((h) => h.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  assert.deepEqual(
    found.slice(0, 3).map((h) => [h.depth, h.id, h.text]),
    [
      [2, 'list-widgets', 'List widgets'],
      [3, 'list-widgets-parameters', 'Parameters'],
      [4, 'list-widgets-query-parameters', 'Query parameters'],
    ],
  );
  assert.ok(ids.includes('get-widget-response-200'));
  assert.ok(ids.includes('get-widget-errors'));
});

test('an unknown id fails the compilation, naming the MDX file, the line and the id', async () => {
  const file = `${VI_DOCS}/widget/broken.mdx`;
  await assert.rejects(
    transform(file, 'Text.\n\n<ApiOperation id="no_such_operation" />\n'),
    /versioned_docs\/version-1\.0\/widget\/broken\.mdx:3: <ApiOperation> id="no_such_operation" names no operation of API 1\.0/,
  );
});

test('a page outside the versioned docs cannot use the tag', async () => {
  await assert.rejects(
    transform('src/pages/x.mdx', '<ApiOperation id="list_widgets" />\n'),
    /works only in versioned doc pages/,
  );
});
