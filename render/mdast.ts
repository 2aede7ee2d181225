/** Small builders for the mdast (and MDX JSX) nodes the plugin emits. */
import type {
  Code,
  Heading,
  Link,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

export function code(value: string): PhrasingContent {
  return {type: 'inlineCode', value};
}

export function strong(value: string): PhrasingContent {
  return {type: 'strong', children: [text(value)]};
}

export function link(url: string, label: string): Link {
  return {type: 'link', url, children: [text(label)]};
}

/** Plain text where `backticks` mark inline code (the only markup the API texts use). */
export function rich(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') && part.endsWith('`') ? code(part.slice(1, -1)) : text(part)));
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

/** A heading with an explicit id (read by Docusaurus's headings and TOC plugins). */
export function heading(depth: number, id: string, label: string): Heading {
  return {
    type: 'heading',
    depth: Math.min(Math.max(depth, 1), 6) as Heading['depth'],
    children: [text(label)],
    data: {id, hProperties: {id}},
  } as Heading;
}

export function codeBlock(lang: string, value: string): Code {
  return {type: 'code', lang, value};
}

function cell(children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

function row(cells: PhrasingContent[][]): TableRow {
  return {type: 'tableRow', children: cells.map(cell)};
}

/** A GFM table: a header row of labels, then the body rows. */
export function table(headers: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: headers.map(() => null),
    children: [row(headers.map((h) => [text(h)])), ...rows.map(row)],
  };
}

type AttributeValue = string | boolean;

function attribute(name: string, value: AttributeValue): MdxJsxAttribute {
  if (typeof value === 'string') return {type: 'mdxJsxAttribute', name, value};
  // A boolean expression attribute, e.g. queryString={false}, with the estree MDX needs.
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: String(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value, raw: String(value)}}],
        },
      },
    },
  };
}

/** A JSX element such as <Tabs groupId="…"> with block children. */
export function jsx(
  name: string,
  attributes: Record<string, AttributeValue>,
  children: RootContent[] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => attribute(key, value)),
    children: children as MdxJsxFlowElement['children'],
  };
}

export type FoundElement = {parent: {children: RootContent[]}; node: MdxJsxFlowElement};

/** Every block-level JSX element with this name, with its parent, in document order. */
export function findJsxElements(tree: Root, name: string): FoundElement[] {
  const found: FoundElement[] = [];
  const visit = (parent: {children: RootContent[]}) => {
    for (const node of parent.children) {
      if (node.type === 'mdxJsxFlowElement' && node.name === name) found.push({parent, node});
      else if ('children' in node) visit(node as {children: RootContent[]});
    }
  };
  visit(tree);
  return found;
}

/** The value of a literal attribute (`id="create_ticket"`); undefined for a missing or expression attribute. */
export function literalAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** A block-level JSX element holding phrasing content, as MDX parses `<summary>Text</summary>` on one line. */
export function jsxPhrasing(name: string, children: PhrasingContent[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: [],
    children: children as unknown as MdxJsxFlowElement['children'],
  };
}

/** A build error at a JSX tag of an MDX page: names the file, the line and the tag. */
export class JsxTagError extends Error {
  constructor(tag: string, file: string, node: MdxJsxFlowElement, message: string) {
    const line = node.position?.start.line;
    super(`${file}${line ? `:${line}` : ''}: <${tag}> ${message}`);
    this.name = `${tag}Error`;
  }
}
