/**
 * Rehype plugin: gives each cell of a table with three or more columns the
 * text of its column's header as `data-label`. On a phone such a table does
 * not fit the width; src/css/custom.css then shows each row as a block of
 * labelled lines instead of letting the table scroll sideways. The HTML stays
 * a table (headers, cells, reading order), so screen readers and the search
 * index see what they saw before.
 *
 * It also gives the inline code of every table a break opportunity (`<wbr>`)
 * after each `_`, `.`, `/` and `-` (and, for the query strings and JSON of
 * some cells, after `?`, `&`, `=`, `,` and `:`), so an identifier such as
 * `validation_failed` wraps where a reader expects (`validation_` /
 * `failed`), never inside a word; src/css/custom.css no longer lets table
 * code break anywhere. The text stays the same (a `<wbr>` has none).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** Tables narrower than this read well as tables on a phone. */
const MIN_COLUMNS = 3;

function text(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(text).join('');
  return '';
}

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);
}

/** The header texts of a table's first head row, or [] when it has no head. */
function headers(table: Element): string[] {
  const head = childElements(table, 'thead')[0];
  const row = head ? childElements(head, 'tr')[0] : undefined;
  return row ? childElements(row, 'th').map((th) => text(th).replace(/\s+/g, ' ').trim()) : [];
}

export function labelTable(table: Element): void {
  const labels = headers(table);
  if (labels.length < MIN_COLUMNS) return;
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      childElements(row, 'td').forEach((cell, i) => {
        if (labels[i]) cell.properties = {...cell.properties, dataLabel: labels[i]};
      });
    }
  }
}

/** After these characters code may wrap: identifiers after `_ . / -`, query strings and JSON after `? & = , :`. */
const BREAK_AFTER = /(?<=[_./\-?&=,:])(?=.)/u;

const wbr = (): Element => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

/** Splits the text of a code element after each `_ . / -`, with a `<wbr>` between the parts. */
export function breakCode(code: Element): void {
  code.children = code.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      breakCode(child);
      return [child];
    }
    if (child.type !== 'text') return [child];
    const parts = child.value.split(BREAK_AFTER);
    return parts.flatMap((value, i) => (i === 0 ? [{type: 'text', value}] : [wbr(), {type: 'text', value}]));
  });
}

function breakTableCode(node: Element): void {
  for (const child of node.children) {
    // A code block (pre > code) keeps its text as it is.
    if (child.type !== 'element' || child.tagName === 'pre') continue;
    if (child.tagName === 'code') breakCode(child);
    else breakTableCode(child);
  }
}

function visit(node: Root | Element | RootContent): void {
  if (node.type === 'element' && node.tagName === 'table') {
    labelTable(node);
    breakTableCode(node);
  }
  if ('children' in node) for (const child of node.children) visit(child as RootContent);
}

export default function rehypeTableLabels(): (tree: Root) => void {
  return (tree) => visit(tree);
}
