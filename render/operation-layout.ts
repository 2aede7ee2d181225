/**
 * The reference layout of an operation (issue 27): each section whose example
 * goes with it is a row of two parts, the fields and then the example (the
 * endpoint and parameters with the request example; a success response's
 * fields with its JSON). On a wide screen `src/css/custom.css` ("Reference
 * layout") shows the row as two columns, the example in a column that sticks
 * beside the fields; below the breakpoint the row is one column in the order
 * the tree reads: fields, then example. That is also the order of the
 * Markdown twin (which keeps what a wrapper holds) and of a screen reader:
 * what to send, then how it looks sent. The structure is the build's, not a
 * script's: no layout shift, nothing to hydrate.
 *
 * On the page, the prose written before the first operation (after its lead
 * paragraph) joins the first row's fields, so the first request example
 * starts at the top of the page, beside that prose, however long it is. The
 * page also opens with a link to that example (`<ApiJumpToExample>`,
 * src/components/ApiOperationLayout), shown where the example is far down:
 * below the breakpoint.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {jsx, literalAttribute} from './mdast';

/** The class names the rows carry (global: the build writes them into the page). */
export const LAYOUT_CLASSES = {row: 'api-op-row', fields: 'api-op-fields', samples: 'api-op-samples'} as const;

/** The link to the first request example. */
export const JUMP_COMPONENT = 'ApiJumpToExample';

/** A row of fields and their example; without an example, the fields alone. */
export function layoutRow(fields: RootContent[], samples: RootContent[]): RootContent[] {
  if (samples.length === 0) return fields;
  return [
    jsx('div', {className: LAYOUT_CLASSES.row}, [
      jsx('div', {className: LAYOUT_CLASSES.fields}, fields),
      jsx('div', {className: LAYOUT_CLASSES.samples}, samples),
    ]),
  ];
}

type Parent = {children: RootContent[]};

const isRow = (node: RootContent): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' &&
  node.name === 'div' &&
  literalAttribute(node, 'className') === LAYOUT_CLASSES.row;

/** The page's first row, with the node that holds it. */
function firstRow(parent: Parent): {parent: Parent; row: MdxJsxFlowElement} | undefined {
  for (const node of parent.children) {
    if (isRow(node)) return {parent, row: node};
    const inner = 'children' in node && !isRow(node) ? firstRow(node as Parent) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Front matter and imports: they stay where they are. */
const isMeta = (node: RootContent): boolean => node.type === 'yaml' || node.type === 'mdxjsEsm';

/** Front matter, imports, and the page's own title (an H1 that opens it) stay before the jump link. */
function opensPage(node: RootContent): boolean {
  return isMeta(node) || (node.type === 'heading' && node.depth === 1);
}

/**
 * Lays out a page whose operations are rendered: the link to `#jumpTarget` (the first request example's
 * heading) right under the title, then the lead paragraph, full width (the search index weighs the page's
 * first paragraph: scripts/search-index.ts); whatever follows it up to the first row moves to the head of
 * that row's fields, in order (front matter and imports stay where they are).
 */
export function layoutPage(tree: Root, jumpTarget: string): void {
  let at = 0;
  while (at < tree.children.length && opensPage(tree.children[at])) at += 1;
  tree.children.splice(at, 0, jsx(JUMP_COMPONENT, {to: jumpTarget}));
  const found = firstRow(tree);
  if (!found) return;
  const {parent, row} = found;
  let start = 0;
  if (parent === tree) {
    start = at + 1;
    if (tree.children[start]?.type === 'paragraph') start += 1;
  }
  const end = parent.children.indexOf(row);
  if (end <= start) return;
  const lead = parent.children.slice(start, end);
  const kept = lead.filter(isMeta);
  parent.children.splice(start, end - start, ...kept);
  const fields = row.children[0] as MdxJsxFlowElement;
  fields.children.unshift(...(lead.filter((node) => !isMeta(node)) as MdxJsxFlowElement['children']));
}
