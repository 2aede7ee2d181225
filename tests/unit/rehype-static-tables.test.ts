import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {createElement, type ReactElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import type {Element, Root} from 'hast';
import rehypeTableLabels from '../../render/rehype-table-labels';
import rehypeStaticTables from '../../render/rehype-static-tables';

const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

/** What src/components/StaticTable renders, without its link handling. */
function StaticTable({html, className}: {html: string; className?: string}): ReactNode {
  return createElement('table', {className, dangerouslySetInnerHTML: {__html: html}});
}

async function render(mdx: string, staticTables: boolean): Promise<string> {
  // ESM-only packages: imported as the other MDX tests import them.
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: Content} = await evaluate(mdx, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: staticTables ? [rehypeTableLabels, rehypeStaticTables] : [rehypeTableLabels],
  });
  return renderToStaticMarkup(createElement(Content, {components: {StaticTable}}));
}

/** The markup as an HTML parser reads it (optional end tags and quoting normalised). */
async function parsed(html: string): Promise<string> {
  const {parseFragment, serialize} = await import('parse5');
  return serialize(parseFragment(html)).replace(/>\s+</g, '><');
}

const TABLE = `
| Field | Type | Note |
|---|:---:|---|
| \`account_code\` | string | See [the list](/docs/6.1/account/list#query-fields) & **&lt;note&gt;** "q" |
| \`id\` | integer | [Here](#paths), *twice* ~~old~~ |
`;

test('a plain table becomes one StaticTable whose HTML is what React drew before, labels included', async () => {
  const before = await render(TABLE, false);
  const after = await render(TABLE, true);
  assert.match(before, /data-label="Field"/);
  assert.equal(await parsed(after), await parsed(before));
  // The page's code holds one string, not an element per cell.
  const {compile} = await import('@mdx-js/mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const code = String(
    await compile(TABLE, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableLabels, rehypeStaticTables]}),
  );
  assert.match(code, /StaticTable/);
  assert.doesNotMatch(code, /_components\.(td|tr|a|code)\b/);
});

test('the HTML leaves out the end tags the parser supplies and the whitespace between rows', async () => {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'table',
        properties: {},
        children: [
          {type: 'text', value: '\n'},
          {
            type: 'element',
            tagName: 'tbody',
            properties: {},
            children: [
              {
                type: 'element',
                tagName: 'tr',
                properties: {},
                children: [
                  {
                    type: 'element',
                    tagName: 'td',
                    properties: {dataLabel: 'A "b"'},
                    children: [{type: 'text', value: '<x> & y'}],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  rehypeStaticTables()(tree);
  const attrs = (tree.children[0] as unknown as {attributes: {name: string; value: string}[]}).attributes;
  assert.deepEqual(attrs, [
    {type: 'mdxJsxAttribute', name: 'html', value: '<tbody><tr><td data-label="A &quot;b&quot;">&lt;x&gt; &amp; y'},
  ]);
});

function tableWith(cell: Element['children'][number]): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'table',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'tbody',
            properties: {},
            children: [
              {
                type: 'element',
                tagName: 'tr',
                properties: {},
                children: [{type: 'element', tagName: 'td', properties: {}, children: [cell]}],
              },
            ],
          },
        ],
      },
    ],
  };
}

for (const [what, cell] of [
  ['an external link', {type: 'element', tagName: 'a', properties: {href: 'https://example.com'}, children: []}],
  ['a relative link', {type: 'element', tagName: 'a', properties: {href: 'create'}, children: []}],
  ['an image', {type: 'element', tagName: 'img', properties: {src: '/img/x.png'}, children: []}],
  ['an element with an id (an anchor)', {type: 'element', tagName: 'span', properties: {id: 'x'}, children: []}],
  ['a JSX element', {type: 'mdxJsxTextElement', name: 'ApiEndpoint', attributes: [], children: []}],
  ['an expression', {type: 'mdxTextExpression', value: 'version'}],
] as [string, Element['children'][number]][]) {
  test(`a table holding ${what} stays JSX`, () => {
    const tree = tableWith(cell);
    rehypeStaticTables()(tree);
    assert.equal((tree.children[0] as Element).tagName, 'table');
  });
}

test('a table nested in a JSX element (a <details>) is found', () => {
  const tree = tableWith({type: 'text', value: 'x'});
  const details = {type: 'mdxJsxFlowElement', name: 'details', attributes: [], children: tree.children};
  const root = {type: 'root', children: [details]} as unknown as Root;
  rehypeStaticTables()(root);
  assert.equal((details.children[0] as unknown as {name: string}).name, 'StaticTable');
});
