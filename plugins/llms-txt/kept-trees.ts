/**
 * The docs build's own syntax trees, kept for the Markdown twins.
 *
 * The docs build parses every page once (its MDX loader), and `<ApiOperation>`
 * and `<ApiChanges>` expand there before Docusaurus's own remark plugins. A
 * twin needs exactly that tree. Parsing and expanding every page a second time
 * after the build took about 0.7 s of each locale's build, so `remarkKeepTree`,
 * the last of the docs' `beforeDefaultRemarkPlugins`, keeps a copy of each
 * page's tree, without positions or ESTree, which a twin never reads. The twin
 * takes that copy when the page's source is still the text the build compiled.
 * Otherwise it parses the file itself, as it would anyway for a dev server, a
 * bundler cache that skipped the loader, or a unit test.
 *
 * Copies are kept only by a production build (the only one that writes twins),
 * per process (Docusaurus loads the config again for each locale), and each
 * is dropped once taken.
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {processCache} from '../../api/lib/model/process-cache';

/** Docusaurus's admonition keywords. */
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

type Kept = {text: string; tree: Root};

const kept = processCache<string, Kept>('twin-trees');

/** A source file's text as Docusaurus's MDX loader hands it to the parser (front matter included). */
export function preprocessed(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITIONS);
}

/** A deep copy of a tree without what a twin never reads: positions and ESTree. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'position' && key !== 'estree') out[key] = copy(item);
  }
  return out as T;
}

/** Remark plugin for the docs build: keeps a copy of each page's tree as it stands here. */
export default function remarkKeepTree() {
  const keep = process.env.NODE_ENV === 'production';
  return (tree: Root, file: VFile) => {
    if (keep && file.path) kept.set(file.path, {text: String(file.value), tree: copy(tree)});
  };
}

/**
 * The tree the docs build parsed from `file`, when `source` is still the text
 * it compiled, without its front matter node; undefined otherwise. Taken once.
 */
export function takeTree(file: string, source: string): Root | undefined {
  const entry = kept.get(file);
  kept.delete(file);
  if (!entry || entry.text !== preprocessed(source)) return undefined;
  return {...entry.tree, children: entry.tree.children.filter((node) => (node.type as string) !== 'yaml')};
}
