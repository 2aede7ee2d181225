/**
 * A doc page as the prose check reads it: parsed the way Docusaurus parses
 * MDX (remark-mdx, remark-gfm, remark-directive; front matter and heading
 * ids `{#id}` blanked, so lines and columns stay exact), cut into units (a
 * paragraph, a list item, a table row, a heading, a code block) of pieces
 * (text, inline code, code, link URL) that keep their place in the source.
 * `<ForVersions>` keeps its content for the versions it names, as in
 * render/partials.ts. The generated tags (`<ApiOperation>`, `<ApiRequest>`,
 * `<ApiChanges>`, `<ApiConvention>`) are skipped: their content is checked
 * where it is generated.
 */
export const GENERATED_TAGS = ['ApiOperation', 'ApiRequest', 'ApiWorkflow', 'ApiChanges', 'ApiConvention'];
/** A partial's `<ForVersions only="6.0 6.1">…</ForVersions>`: its content is shown in those versions only. */
const FOR_VERSIONS_TAG = 'ForVersions';

export type PieceKind = 'text' | 'inline' | 'code' | 'url';
export type Piece = {kind: PieceKind; value: string; lang?: string; meta?: string; start: number; end: number};
/** A paragraph, list item, table row, heading or code block: what "the same sentence" means to the check. */
export type Unit = {pieces: Piece[]; /** A heading's level (`##` is 2). */ depth?: number};
export type TagUse = {name: string; attributes: Record<string, string>; line: number};

export type ProsePage = {
  /** The text the positions refer to (same lines as the file). */
  text: string;
  units: Unit[];
  /** The generated tags of the page, with their literal attributes. */
  tags: TagUse[];
  /** Set when the page does not parse. */
  error?: {line: number; message: string};
};

type Position = {start: {line: number; offset?: number}; end: {offset?: number}};
type Attribute = {type: string; name?: string; value?: unknown};
type Node = {
  type: string;
  children?: Node[];
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  attributes?: Attribute[];
  position?: Position;
  depth?: number;
};

/**
 * What the MDX parser gets, line for line and column for column: the front
 * matter as empty lines, and a heading's explicit id (`## Title {#id}`, which
 * Docusaurus escapes before MDX reads it as an expression) as spaces.
 */
function prepared(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n)/, (m) => m.replace(/[^\n]/g, ''))
    .replace(/^(#{1,6}(?!#).*?)(\{#[^}\n]*\})/gm, (_m, heading: string, id: string) => heading + blank(id));
}

const NEW_UNIT = new Set(['listItem', 'tableRow', 'heading', 'code']);
const SKIPPED = new Set(['yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

const attributesOf = (node: Node): Record<string, string> =>
  Object.fromEntries(
    (node.attributes ?? [])
      .filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
      .map((a) => [a.name ?? '', a.value as string]),
  );

function collect(page: ProsePage, node: Node, unit: Unit | undefined, version: string | undefined): void {
  if (SKIPPED.has(node.type)) return;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    if (GENERATED_TAGS.includes(node.name)) {
      page.tags.push({name: node.name, attributes: attributesOf(node), line: node.position?.start.line ?? 1});
      return;
    }
    const only = node.name === FOR_VERSIONS_TAG ? attributesOf(node).only : undefined;
    if (version && only !== undefined && !only.split(/\s+/).includes(version)) return;
  }
  let own = unit;
  if (NEW_UNIT.has(node.type) || (node.type === 'paragraph' && !unit)) {
    own = node.type === 'heading' ? {pieces: [], depth: node.depth} : {pieces: []};
    page.units.push(own);
  }
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  const piece = (kind: PieceKind, value: string, extra: Partial<Piece> = {}) =>
    own?.pieces.push({kind, value, start, end, ...extra});
  if (node.type === 'text') piece('text', node.value ?? '');
  else if (node.type === 'inlineCode') piece('inline', node.value ?? '');
  else if (node.type === 'code') piece('code', node.value ?? '', {lang: node.lang ?? '', meta: node.meta ?? ''});
  else if (node.type === 'link' && node.url) piece('url', node.url);
  for (const child of node.children ?? []) collect(page, child, own, version);
}

let parser: Promise<(text: string) => unknown> | undefined;

/** The MDX parser, made once (its modules are ESM, so they load asynchronously). */
async function makeParser(): Promise<(text: string) => unknown> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkDirective} = await import('remark-directive');
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();
  return (text) => processor.parse(text);
}

/** The units and generated tags of an MDX source, as a page of `version` shows it (`<ForVersions>` resolved). */
export async function parseProse(source: string, version?: string): Promise<ProsePage> {
  parser ??= makeParser();
  const parse = await parser;
  const text = prepared(source);
  const page: ProsePage = {text, units: [], tags: []};
  try {
    const tree = parse(text);
    collect(page, tree as Node, undefined, version);
  } catch (error) {
    const place = (error as {line?: number}).line;
    page.error = {line: typeof place === 'number' ? place : 1, message: (error as Error).message};
  }
  return page;
}

/** 1-based line and column of an offset of the page's text. */
export function lineColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return {line: before.split('\n').length, column: offset - lastBreak};
}

/**
 * Where a token found in a piece sits in the source: its first occurrence in
 * the piece's source text at or after `from` (an offset into that text), else
 * the piece's start. Returns the offset after it, for the next search.
 */
export function locateToken(
  page: ProsePage,
  piece: Piece,
  token: string,
  from = 0,
): {line: number; column: number; next: number} {
  const raw = page.text.slice(piece.start, piece.end);
  const at = raw.indexOf(token, from);
  const offset = piece.start + (at < 0 ? 0 : at);
  return {...lineColumn(page.text, offset), next: at < 0 ? from : at + token.length};
}

/** `key="value"` pairs of a code block's meta string. */
export function metaAttributes(meta: string): Record<string, string> {
  return Object.fromEntries([...meta.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]));
}
