/**
 * Prose partials: a convention written once, in `partials/<locale>/<name>.mdx`,
 * and included by `<ApiConvention name="<name>"/>` in every page (of every
 * version) that states it. The partial is parsed as Docusaurus parses a page
 * and spliced into the page's tree at build time, so the page, its Markdown
 * twin, the search index and the MCP server read the same words.
 *
 * In a partial, the MDX expressions `{version}` and `{prefix}` become the
 * including page's version and API path prefix (`6.1`, `/api/v6.1`), and so
 * does the literal text `{version}` / `{prefix}` in code and in a link's URL;
 * `<ForVersions only="6.0 6.1">…</ForVersions>` keeps its content for those
 * versions only. The site's own names fill the same way (config/brand.ts,
 * config/mcp.ts, config/mock.ts): `{site}`, `{mcpPackage}`, `{mcpServer}`, `{mcpCard}`,
 * `{mcpBaseEnv}`, `{mcpKeyEnv}` and `{mockOrigin}`.
 * The placeholders and their values are api/lib/pages/partial-values.ts's, which
 * the prose check reads partials with too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {VERSION_INFO} from '../config/version-info';
import type {Locale} from '../api/lib/pages/site';
import {
  PARTIALS_DIR,
  PLACEHOLDERS,
  fillPlaceholders,
  isPlaceholder,
  partialFile,
  partialValues,
  type PartialValues,
} from '../api/lib/pages/partial-values';

export {fillPlaceholders, partialFile, partialValues};

export const FOR_VERSIONS_TAG = 'ForVersions';

/** Docusaurus's admonition keywords (as its MDX loader reads them). */
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

type Node = Root | RootContent;
type Parser = (source: string, file: string) => Root;

let parser: Parser | undefined;

/** A parser like the docs' MDX loader's (MDX, GFM, directives); loaded once, since its modules are ESM. */
export async function partialParser(): Promise<Parser> {
  if (parser) return parser;
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkDirective} = await import('remark-directive');
  const {VFile} = await import('vfile');
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  parser = (source, file) => {
    const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITIONS);
    return processor.parse(new VFile({path: file, value: text}));
  };
  return parser;
}

/** Every partial's name (the files of the default locale's folder). */
export function partialNames(siteDir: string, locale: Locale): string[] {
  const dir = path.join(siteDir, PARTIALS_DIR, locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.slice(0, -'.mdx'.length))
    .sort();
}

class PartialError extends Error {}

function fail(file: string, node: Node, message: string): never {
  const line = node.position?.start.line;
  throw new PartialError(`${file}${line ? `:${line}` : ''}: ${message}`);
}

function keepsFor(file: string, node: MdxJsxFlowElement | MdxJsxTextElement, version: string): boolean {
  const only = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'only');
  if (!only || typeof only.value !== 'string' || only.value.trim() === '')
    fail(file, node, `<${FOR_VERSIONS_TAG}> needs only="6.0 6.1" (a literal list of versions)`);
  const versions = only.value.split(/\s+/).filter(Boolean);
  const unknown = versions.find((v) => !(v in VERSION_INFO));
  if (unknown) fail(file, node, `<${FOR_VERSIONS_TAG} only="${only.value}"> names ${unknown}, which is no version`);
  return versions.includes(version);
}

/** The nodes a partial's node becomes for a version: placeholders filled, `<ForVersions>` resolved. */
function resolveNode(file: string, node: RootContent, values: PartialValues): RootContent[] {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const key = node.value.trim();
    if (!isPlaceholder(key))
      fail(file, node, `{${key}}: a partial's expressions are only ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`);
    return [{type: 'text', value: values[key]}];
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === FOR_VERSIONS_TAG) {
    return keepsFor(file, node, values.version)
      ? node.children.flatMap((child) => resolveNode(file, child as RootContent, values))
      : [];
  }
  if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'text')
    return [{...node, value: fillPlaceholders(node.value, values)}];
  if (node.type === 'mdxjsEsm') fail(file, node, 'a partial cannot import or export');
  if ('children' in node) {
    const children = (node.children as RootContent[]).flatMap((child) => resolveNode(file, child, values));
    const url = node.type === 'link' ? {url: fillPlaceholders(node.url, values)} : {};
    return [{...node, ...url, children} as RootContent];
  }
  return [node];
}

/** A partial's nodes for a page of `version` in `locale`; an error names the file and line. */
export async function partialNodes(
  siteDir: string,
  name: string,
  locale: Locale,
  version: string,
): Promise<RootContent[]> {
  const file = partialFile(siteDir, locale, name);
  const shown = path.relative(siteDir, file).split(path.sep).join('/');
  if (!fs.existsSync(file)) throw new PartialError(`${shown}: no such partial (name="${name}", locale ${locale})`);
  const parse = await partialParser();
  const tree = parse(fs.readFileSync(file, 'utf8'), file);
  const values = partialValues(version);
  return tree.children.flatMap((node) => resolveNode(shown, node, values));
}
