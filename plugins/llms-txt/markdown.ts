/**
 * A clean Markdown twin of a doc page, built from its MDX source the way the
 * site builds it: the same remark plugins expand <ApiOperation> (endpoint,
 * field lists, which become tables here, code samples, responses) and <ApiChanges>, then every
 * JSX element and directive becomes plain Markdown: tabs become labelled code
 * blocks, admonitions become quotes, file links become links to the other
 * pages' Markdown twins. No HTML is scraped.
 */
import path from 'node:path';
import type {
  BlockContent,
  Blockquote,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import {DOWNLOAD_FILES, downloadPath} from '../../config/downloads';
import type {Locale} from '../../config/locales';
import remarkApiConventions from '../../render/remark-api-conventions';
import remarkApiOperation from '../../render/remark-api-operation';
import remarkApiChanges from '../../render/remark-api-changes';
import {code, link, paragraph, strong, text} from '../../render/mdast';
import {fieldListMarkdown} from '../../render/field-list';
import type {FieldItem} from '../../api/lib/browser-safe/field-item';
import {partialNodes} from '../../render/partials';
import {words} from './words';
import {preprocessed, takeTree} from './kept-trees';
import {fieldChangesLists, isFieldChangesTable} from './changes-twin';

export type CardLink = {title: string; url: string; description?: string};

export type MarkdownContext = {
  siteDir: string;
  /** The page's MDX source file (absolute). */
  file: string;
  locale: Locale;
  /** The absolute URL of the Markdown twin of a doc source file (absolute path), if it is a doc. */
  twinOf: (file: string) => string | undefined;
  /** Absolute URL of a site path that starts with the locale's base URL, e.g. /en/docs → https://…/en/docs. */
  absolute: (sitePath: string) => string;
  /** The locale's base URL: / or /en/. */
  baseUrl: string;
  /** The pages a <DocCardList/> on this page stands for (the category's items). */
  cards: () => CardLink[];
};

type Node = Root | RootContent;
type Parent = {children: Node[]};
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The front matter of a source (between the leading --- lines), removed. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/**
 * An MDX page's tree as Docusaurus parses it, with the API tags expanded and
 * heading ids in data.id: the docs build's own tree when it kept one
 * (./kept-trees.ts), else parsed here the same way.
 */
export async function parsePage(source: string, file: string, siteDir: string): Promise<Root> {
  const {unified} = await import('unified');
  const vfile = new VFile({path: file, value: source});
  const built = takeTree(file, source);
  if (built) return (await unified().use(headings, {anchorsMaintainCase: false}).run(built, vfile)) as Root;
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkDirective} = await import('remark-directive');
  vfile.value = preprocessed(stripFrontMatter(source));
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkApiConventions, {siteDir})
    .use(remarkApiOperation, {siteDir})
    .use(remarkApiChanges, {siteDir})
    .use(headings, {anchorsMaintainCase: false});
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

function attributeOf(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function plainText(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Node[]).map(plainText).join('') : '';
}

/** A relative file link (./create.mdx#errors) → the absolute URL of that page's Markdown twin. */
function linkTarget(ctx: MarkdownContext, url: string): string {
  if (url.startsWith('pathname://')) return ctx.absolute(url.slice('pathname://'.length));
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('#')) return url;
  const [target, anchor] = url.split('#');
  if (url.startsWith('/'))
    return `${ctx.absolute(`${ctx.baseUrl.replace(/\/$/, '')}${target}`)}${anchor ? `#${anchor}` : ''}`;
  if (!/\.mdx?$/.test(target)) return url;
  const twin = ctx.twinOf(path.resolve(path.dirname(ctx.file), decodeURIComponent(target)));
  if (!twin) throw new Error(`${ctx.file}: link "${url}" names no doc page`);
  return anchor ? `${twin}#${anchor}` : twin;
}

function listOf(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

function endpointLine(node: JsxElement): Paragraph {
  const method = attributeOf(node, 'method') ?? '';
  return paragraph([
    strong(method),
    text(' '),
    code(`${attributeOf(node, 'server') ?? ''}${attributeOf(node, 'path') ?? ''}`),
  ]);
}

function downloads(ctx: MarkdownContext, node: JsxElement): List {
  const version = attributeOf(node, 'version') ?? '';
  const labels = words(ctx.locale).downloads;
  return listOf(
    (Object.keys(DOWNLOAD_FILES) as (keyof typeof DOWNLOAD_FILES)[]).map((key) => [
      link(ctx.absolute(`${ctx.baseUrl.replace(/\/$/, '')}${downloadPath(version, DOWNLOAD_FILES[key])}`), labels[key]),
    ]),
  );
}

function cardList(ctx: MarkdownContext): RootContent[] {
  const cards = ctx.cards();
  if (cards.length === 0) return [];
  return [
    listOf(
      cards.map((card) => [link(card.url, card.title), ...(card.description ? [text(`: ${card.description}`)] : [])]),
    ),
  ];
}

/** A field list → the same entries in the same words (render/field-list.ts). */
function fieldsList(ctx: MarkdownContext, node: JsxElement): Node {
  const items = JSON.parse(attributeOf(node, 'fields') ?? '[]') as FieldItem[];
  const required = node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'required');
  return fieldListMarkdown({items, required}, ctx.locale);
}

/** Tabs → each tab's label in bold, then its content. */
function tabs(ctx: MarkdownContext, node: JsxElement): Node[] {
  return (node.children as Node[]).flatMap((item) => {
    if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') return convert(ctx, item);
    const label = attributeOf(item, 'label') ?? attributeOf(item, 'value') ?? '';
    return [paragraph([strong(label)]), ...convertAll(ctx, item.children as Node[])];
  });
}

function jsxElement(ctx: MarkdownContext, node: JsxElement): Node[] {
  switch (node.name) {
    case 'ApiEndpoint':
      return [endpointLine(node)];
    case 'ApiDomainField':
    case 'ApiRequestBuilder':
      return [];
    case 'ApiDownloads':
      return [downloads(ctx, node)];
    case 'ApiFields':
      return [fieldsList(ctx, node)];
    case 'ApiEvidence':
      // The source line under the title: a paragraph of its words and links.
      return [paragraph(convertAll(ctx, node.children as Node[]) as PhrasingContent[])];
    case 'DocCardList':
      return cardList(ctx);
    case 'Tabs':
      return tabs(ctx, node);
    case 'summary':
      return [paragraph([strong(plainText(node))])];
    case 'details': {
      // A what-changed field table: as lists by change (./changes-twin.ts).
      const converted = convertAll(ctx, node.children as Node[]);
      const table = converted.find((child): child is Table => child.type === 'table');
      if (!table || !isFieldChangesTable(table, ctx.locale)) return converted;
      return converted.flatMap((child) => (child === table ? fieldChangesLists(table) : [child]));
    }
    default:
      // ApiTable, TabItem, any other details and any other wrapper: keep what it wraps.
      return convertAll(ctx, node.children as Node[]);
  }
}

type Directive = Parent & {type: string; name: string; data?: {directiveLabel?: boolean}};

/** :::tip[Title] … ::: → a quote starting with the title (or the kind's word) in bold. */
function admonition(ctx: MarkdownContext, node: Directive): Blockquote {
  const [first, ...rest] = node.children;
  const labelled =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title = labelled ? plainText(first) : (words(ctx.locale).admonitions[node.name] ?? node.name);
  const body = convertAll(ctx, labelled ? rest : node.children);
  return {type: 'blockquote', children: [paragraph([strong(title)]), ...(body as BlockContent[])]};
}

function convert(ctx: MarkdownContext, node: Node): Node[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(ctx, node);
    case 'containerDirective':
      return [admonition(ctx, node as unknown as Directive)];
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive the site uses (like "10:30"): Docusaurus shows it as text.
      const directive = node as unknown as Directive;
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const label = directive.children.length ? `[${plainText(node)}]` : '';
      const value = text(`${marker}${directive.name}${label}`);
      return [node.type === 'leafDirective' ? paragraph([value]) : value];
    }
    case 'link':
      return [{...node, url: linkTarget(ctx, node.url), children: convertAll(ctx, node.children) as PhrasingContent[]}];
    default:
      return 'children' in node ? [{...node, children: convertAll(ctx, node.children as Node[])} as Node] : [node];
  }
}

function convertAll(ctx: MarkdownContext, nodes: Node[]): Node[] {
  return nodes.flatMap((node) => convert(ctx, node));
}

type Stringifier = {stringify: (tree: Root) => unknown};
let stringifier: Promise<Stringifier> | undefined;

/** One processor for every twin of the process (made once: about a fifth of the stringify time went to making it). */
function markdownStringifier(): Promise<Stringifier> {
  stringifier ??= (async () => {
    const {unified} = await import('unified');
    const {default: remarkGfm} = await import('remark-gfm');
    const {default: remarkStringify} = await import('remark-stringify');
    return unified()
      .use(remarkGfm, {tablePipeAlign: false})
      .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'})
      .freeze();
  })();
  return stringifier;
}

async function stringify(plain: Root): Promise<string> {
  return String((await markdownStringifier()).stringify(plain)).trim();
}

/** The page body as plain Markdown (no front matter, no JSX). */
export async function pageMarkdown(source: string, ctx: MarkdownContext): Promise<{body: string; hasTitle: boolean}> {
  const tree = await parsePage(source, ctx.file, ctx.siteDir);
  const plain: Root = {type: 'root', children: convertAll(ctx, tree.children) as RootContent[]};
  const body = await stringify(plain);
  return {body, hasTitle: plain.children.some((n) => n.type === 'heading' && n.depth === 1)};
}

/** A prose partial (render/partials.ts) as the pages of `version` show it, in plain Markdown: the words an llms.txt summary shares with them. */
export async function partialMarkdown(siteDir: string, name: string, locale: Locale, version: string): Promise<string> {
  const nodes = await partialNodes(siteDir, name, locale, version);
  return stringify({type: 'root', children: nodes});
}
