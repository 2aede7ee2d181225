/**
 * Remark plugin: expands `<ApiChanges from="6.0" />` at compile time into the
 * list of what changed between that version and the page's own version,
 * computed from both versions' OpenAPI sources (./diff.ts). Like
 * `<ApiOperation>`, the generated headings reach the TOC and the search index.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {localizedApi} from '../api/lib/model/cache';
import {apiVersions} from '../api/lib/model/load';
import type {OpenApiDocument} from '../api/lib/browser-safe/openapi';
import {pageLocation, relativeDocLink, servedDocFile, type PageLocation} from '../api/lib/pages/site';
import {findJsxElements, JsxTagError, literalAttribute} from './mdast';
import {diffApis} from '../api/lib/versions/diff';
import {renderChanges, type ChangesContext} from './changes';
import {changesUi} from './changes-ui-text';

export const API_CHANGES_TAG = 'ApiChanges';

export type Options = {
  /** The site directory (default: the current directory). */
  siteDir?: string;
};

/** Display names of the tags of both documents (the newer one wins). */
function tagLabels(...docs: OpenApiDocument[]): (tag: string) => string {
  const labels = new Map(
    docs.flatMap((doc) => (doc.tags ?? []).map((tag) => [tag.name, tag['x-displayName'] ?? tag.name] as const)),
  );
  return (tag) => labels.get(tag) ?? tag;
}

/** Relative links from the page's file to the page of a doc in any version, in the page's locale. */
function docLinker(siteDir: string, file: string, page: PageLocation): ChangesContext['link'] {
  return (version, docId) => {
    const target = servedDocFile(siteDir, version, page.locale, docId);
    if (!target) throw new Error(`api/${version}: x-doc "${docId}" has no page`);
    return relativeDocLink(file, target);
  };
}

export default function remarkApiChanges(options: Options = {}) {
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  return (tree: Root, vfile: VFile): void => {
    const tags = findJsxElements(tree, API_CHANGES_TAG);
    if (tags.length === 0) return;
    const file = path.resolve(vfile.path);
    const shown = path.relative(siteDir, file).split(path.sep).join('/');
    const page = pageLocation(siteDir, file);
    if (!page) throw new JsxTagError(API_CHANGES_TAG, shown, tags[0].node, 'works only in versioned doc pages');
    for (const {parent, node} of tags) {
      const from = literalAttribute(node, 'from');
      if (!from)
        throw new JsxTagError(API_CHANGES_TAG, shown, node, 'needs a literal from attribute: <ApiChanges from="6.0"/>');
      if (from === page.version || !apiVersions(siteDir).includes(from)) {
        throw new JsxTagError(
          API_CHANGES_TAG,
          shown,
          node,
          `from="${from}" must name another version under api/ (this page is ${page.version})`,
        );
      }
      const before = localizedApi(siteDir, from, page.locale);
      const after = localizedApi(siteDir, page.version, page.locale);
      const ctx: ChangesContext = {
        from,
        to: page.version,
        ui: changesUi(page.locale),
        link: docLinker(siteDir, file, page),
        tagLabel: tagLabels(before, after),
      };
      parent.children.splice(parent.children.indexOf(node), 1, ...renderChanges(ctx, diffApis(before, after)));
    }
  };
}
