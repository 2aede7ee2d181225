import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import rehypeTableLabels from '../../render/rehype-table-labels';

const el = (tagName: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const txt = (value: string): ElementContent => ({type: 'text', value});

function table(head: string[], rows: string[][]): Element {
  return el('table', [
    el('thead', [
      el(
        'tr',
        head.map((h) => el('th', [el('code', [txt(h)])])),
      ),
    ]),
    el(
      'tbody',
      rows.map((r) =>
        el(
          'tr',
          r.map((c) => el('td', [txt(c)])),
        ),
      ),
    ),
  ]);
}

const labels = (t: Element) =>
  (t.children[1] as Element).children.map((tr) =>
    (tr as Element).children.map((td) => (td as Element).properties.dataLabel ?? null),
  );

test('cells of a table with three or more columns carry their header text, nested markup included', () => {
  const wide = table(
    ['Operator', 'Meaning', 'Example'],
    [
      ['eq', 'equals', 'a:eq=1'],
      ['gt', 'greater', 'a:gt=1'],
    ],
  );
  const narrow = table(['Name', 'Value'], [['a', 'b']]);
  const tree: Root = {type: 'root', children: [el('div', [wide]), narrow]};
  rehypeTableLabels()(tree);
  assert.deepEqual(labels(wide), [
    ['Operator', 'Meaning', 'Example'],
    ['Operator', 'Meaning', 'Example'],
  ]);
  assert.deepEqual(labels(narrow), [[null, null]], 'two columns read well as a table on a phone');
});

test('a table without a head row is left as it is', () => {
  const headless = el('table', [el('tbody', [el('tr', [el('td', [txt('a')]), el('td'), el('td')])])]);
  rehypeTableLabels()({type: 'root', children: [headless]});
  assert.deepEqual(labels({...headless, children: [el('thead'), ...headless.children]}), [[null, null, null]]);
});

test('inline code in a table gets a <wbr> after each _ . / - and nowhere else; its text is unchanged', () => {
  const t = table(['Code', 'Status', 'Meaning'], [['a', 'b', 'c']]);
  const cell = ((t.children[1] as Element).children[0] as Element).children[0] as Element;
  cell.children = [el('code', [txt('validation_failed /api/v6.1/x-y_')])];
  const outside = el('p', [el('code', [txt('has_more')])]);
  const block = el('pre', [el('code', [txt('a_b')])]);
  cell.children.push(block);
  rehypeTableLabels()({type: 'root', children: [t, outside]});
  assert.equal((block.children[0] as Element).children.length, 1, 'a code block in a table is left alone');
  const code = cell.children[0] as Element;
  const shape = code.children.map((c) => (c.type === 'text' ? c.value : `<${(c as Element).tagName}>`)).join('');
  assert.equal(shape, 'validation_<wbr>failed /<wbr>api/<wbr>v6.<wbr>1/<wbr>x-<wbr>y_');
  assert.equal((outside.children[0] as Element).children.length, 1, 'code outside tables is left alone');
});
