/**
 * Rehype plugin (runs after rehype-table-labels): a table that holds nothing
 * but text, inline markup and internal links becomes one `<StaticTable>`
 * element carrying its inner HTML as a string (src/components/StaticTable).
 *
 * A table written as JSX costs the browser three times: the page's code
 * compiles every cell's element (a what-changed page is hundreds of KB of
 * it, compiled in one piece when the page first renders), React builds a fiber
 * per element, and hydration walks them. As a string it costs none of that:
 * the browser keeps the server's cells, and a client-side navigation sets
 * them with innerHTML. The HTML is the same (search index, widths, twins
 * are made from other sources or read the same markup).
 *
 * A table is left as it is when it holds anything else: a JSX component,
 * an expression, an image, an element with an id (an anchor the broken-anchor
 * check must see), or a link that is not an internal path or a same-page hash.
 */
import type {Element, ElementContent, Root, RootContent, Properties} from 'hast';

/** Elements a static table may hold (no img, no JSX, no form control; wbr: the code breaks that rehype-table-labels adds). */
const ALLOWED = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'code',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'wbr',
  'span',
  'del',
  'sup',
  'sub',
  'kbd',
  'p',
  'ul',
  'ol',
  'li',
]);
const VOID = new Set(['br', 'wbr']);
/** End tags the HTML parser supplies (as the site's HTML minifier leaves them out). */
const OPTIONAL_END = new Set(['td', 'th', 'tr', 'thead', 'tbody', 'tfoot']);
/** Elements whose whitespace-only text children the table parser drops anyway. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** A link the static table keeps as a plain `<a>`: an internal path (client-side navigation added by the component) or a hash. */
const STATIC_HREF = /^(?:\/(?!\/)|#)/;

const ATTRIBUTE: Record<string, string> = {className: 'class', colSpan: 'colspan', rowSpan: 'rowspan'};

function attributeName(property: string): string {
  if (ATTRIBUTE[property]) return ATTRIBUTE[property]!;
  if (/^data[A-Z]/.test(property)) return `data${property.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return property.toLowerCase();
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The attributes as React wrote them: a cell's alignment as a `text-align` style, last. */
function attributes(properties: Properties | undefined): string {
  let out = '';
  let align = '';
  for (const [key, raw] of Object.entries(properties ?? {})) {
    if (raw === undefined || raw === null || raw === false) continue;
    if (key === 'align') {
      align = ` style="text-align:${escapeAttribute(String(raw))}"`;
      continue;
    }
    const value = Array.isArray(raw) ? raw.join(' ') : raw === true ? '' : String(raw);
    out += ` ${attributeName(key)}="${escapeAttribute(value)}"`;
  }
  return out + align;
}

/** Whether a subtree is plain enough to be served as HTML. */
function isStatic(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (!ALLOWED.has(node.tagName)) return false;
  const props = node.properties ?? {};
  if (props.id !== undefined || props.style !== undefined) return false;
  if (Object.keys(props).some((k) => /^on[A-Z]/.test(k))) return false;
  if (node.tagName === 'a' && !(typeof props.href === 'string' && STATIC_HREF.test(props.href))) return false;
  return node.children.every(isStatic);
}

function html(node: ElementContent): string {
  if (node.type === 'text') return escapeText(node.value);
  if (node.type !== 'element') return '';
  const open = `<${node.tagName}${attributes(node.properties)}>`;
  if (VOID.has(node.tagName)) return open;
  const children = TABLE_PARTS.has(node.tagName) ? node.children.filter((c) => !blank(c)) : node.children;
  return `${open}${children.map(html).join('')}${OPTIONAL_END.has(node.tagName) ? '' : `</${node.tagName}>`}`;
}

const blank = (node: ElementContent) => node.type === 'text' && !node.value.trim();

/** Table-level text nodes between rows ("\n") are dropped: the HTML parser drops them too. */
function innerHtml(table: Element): string {
  return table.children
    .filter((c) => !blank(c))
    .map(html)
    .join('');
}

function staticTable(table: Element): RootContent {
  const className = table.properties?.className;
  const attrs = [{type: 'mdxJsxAttribute', name: 'html', value: innerHtml(table)}];
  if (className) attrs.push({type: 'mdxJsxAttribute', name: 'className', value: [className].flat().join(' ')});
  return {type: 'mdxJsxFlowElement', name: 'StaticTable', attributes: attrs, children: []} as unknown as RootContent;
}

function visit(node: Root | Element | RootContent): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  children.forEach((child, i) => {
    if (child.type === 'element' && child.tagName === 'table' && isStatic(child)) children[i] = staticTable(child);
    else visit(child);
  });
}

export default function rehypeStaticTables(): (tree: Root) => void {
  return (tree) => visit(tree);
}
