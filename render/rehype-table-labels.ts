/**
 * Rehype plugin: gives each cell of a table with three or more columns the
 * text of its column's header as `data-label`. On a phone such a table does
 * not fit the width; src/css/custom.css then shows each row as a block of
 * labelled lines instead of letting the table scroll sideways. The HTML stays
 * a table (headers, cells, reading order), so screen readers and the search
 * index see what they saw before.
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

function visit(node: Root | Element | RootContent): void {
  if (node.type === 'element' && node.tagName === 'table') labelTable(node);
  if ('children' in node) for (const child of node.children) visit(child as RootContent);
}

export default function rehypeTableLabels(): (tree: Root) => void {
  return (tree) => visit(tree);
}
