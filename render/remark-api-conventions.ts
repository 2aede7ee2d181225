/**
 * Remark plugin: expands `<ApiConvention name="…"/>` at compile time, before
 * `<ApiOperation>` and Docusaurus's own plugins (so its headings reach the TOC,
 * the search index and the Markdown twins). A name is either a block generated
 * from the version's OpenAPI model (./conventions.ts: `operators`,
 * `filter-fields`, `fields-required`, `list-envelope`, `error-body`, `paths`)
 * or a prose partial, `partials/<locale>/<name>.mdx` (./partials.ts), which may
 * itself hold generated blocks.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {localizedApi} from '../api/lib/model/cache';
import {pageLocation, relativeDocLink, servedDocFile} from '../api/lib/pages/site';
import {findJsxElements, JsxTagError, literalAttribute} from './mdast';
import {GENERATED_CONVENTIONS} from './conventions';
import {conventionsUi} from './conventions-ui-text';
import {partialNodes} from './partials';

export const API_CONVENTION_TAG = 'ApiConvention';

/** How deep partials may include partials (a cycle fails instead of looping). */
const MAX_DEPTH = 4;

export type Options = {
  /** The site directory (default: the current directory). */
  siteDir?: string;
};

export default function remarkApiConventions(options: Options = {}) {
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  return async (tree: Root, vfile: VFile): Promise<void> => {
    let tags = findJsxElements(tree, API_CONVENTION_TAG);
    if (tags.length === 0) return;
    const file = path.resolve(vfile.path);
    const shown = path.relative(siteDir, file).split(path.sep).join('/');
    const page = pageLocation(siteDir, file);
    if (!page) throw new JsxTagError(API_CONVENTION_TAG, shown, tags[0].node, 'works only in versioned doc pages');
    const doc = localizedApi(siteDir, page.version, page.locale);
    const ui = conventionsUi(page.locale);
    const link = (docId: string) => {
      const target = servedDocFile(siteDir, page.version, page.locale, docId);
      return target ? relativeDocLink(file, target) : undefined;
    };
    for (let depth = 0; tags.length > 0; depth += 1) {
      if (depth >= MAX_DEPTH)
        throw new JsxTagError(API_CONVENTION_TAG, shown, tags[0].node, 'partials include each other in a cycle');
      for (const {parent, node} of tags) {
        const name = literalAttribute(node, 'name');
        if (!name)
          throw new JsxTagError(API_CONVENTION_TAG, shown, node, 'needs a literal name: <ApiConvention name="…"/>');
        const attributes = Object.fromEntries(
          node.attributes.flatMap((a) =>
            a.type === 'mdxJsxAttribute' && a.name !== 'name' && typeof a.value === 'string' ? [[a.name, a.value]] : [],
          ),
        );
        const generate = GENERATED_CONVENTIONS[name];
        let nodes;
        try {
          nodes = generate
            ? generate({doc, siteDir, version: page.version, locale: page.locale, ui, link, attributes})
            : await partialNodes(siteDir, name, page.locale, page.version);
        } catch (error) {
          throw new JsxTagError(API_CONVENTION_TAG, shown, node, `name="${name}": ${(error as Error).message}`);
        }
        parent.children.splice(parent.children.indexOf(node), 1, ...nodes);
      }
      tags = findJsxElements(tree, API_CONVENTION_TAG);
    }
  };
}
