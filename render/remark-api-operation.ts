/**
 * Remark plugin: expands `<ApiOperation id="…"/>` at compile time into static
 * Markdown/JSX built from the version's OpenAPI sources (api/<version>/), and
 * each `<ApiRequest>` (a request of a guide, see request-block.ts) and
 * `<ApiWorkflow>` (a recipe's workflow file, see workflow-block.ts). The
 * version and locale come from the page's path; the generated headings reach
 * the TOC and the HTML. No spec data ships to the browser.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {localizedApi} from '../api/lib/model/cache';
import type Ajv2020 from 'ajv/dist/2020';
import {API_REQUEST_TAG} from '../api/lib/requests/api-request';
import {createAjv} from '../api/lib/model/ajv';
import {API_OPERATION_TAG} from '../api/lib/pages/doc-files';
import {findOperation, type DocTargets, type OpenApiDocument} from '../api/lib/browser-safe/openapi';
import {pageLocation, parseDocTarget, relativeDocLink, servedDocFile, type PageLocation} from '../api/lib/pages/site';
import {findJsxElements, JsxTagError, literalAttribute} from './mdast';
import {renderOperation, requestExampleId} from './operation';
import {layoutPage} from './operation-layout';
import {renderRequestBlock} from './request-block';
import {renderWorkflowBlock} from './workflow-block';
import {loadWorkflows, WORKFLOW_TAG} from '../api/lib/workflows/arazzo';
import {uiText} from './ui-text';
import {evidenceLinks, placeEvidence} from './evidence-links';
import {markWords} from './evidence';

export type Options = {
  /** The site directory (default: the current directory). */
  siteDir?: string;
};

/** The page's relative links to the version's auth, errors and guide sections (`x-docs` of the head). */
function docLinks(siteDir: string, file: string, page: PageLocation, doc: OpenApiDocument): DocTargets {
  const targets = doc.info['x-docs'];
  if (!targets)
    throw new Error(`api/${page.version}/openapi.yaml: info.x-docs (auth and errors doc targets) is missing`);
  const resolve = (target: string) => {
    const {docId, anchor} = parseDocTarget(target);
    const targetFile = servedDocFile(siteDir, page.version, page.locale, docId);
    if (!targetFile)
      throw new Error(`api/${page.version}/openapi.yaml: info.x-docs names "${docId}", which has no page`);
    return relativeDocLink(file, targetFile, anchor);
  };
  const links = Object.entries(targets).map(([key, target]) => [key, resolve(String(target))]);
  return Object.fromEntries(links) as DocTargets;
}

/** 'create_ticket' → 'create-ticket' */
export function slugOf(operationId: string): string {
  return operationId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The last text of a heading (the `{#id}` of a written heading is text before the headings plugin runs). */
function lastText(node: RootContent): string {
  const last = 'children' in node ? node.children.at(-1) : undefined;
  return last?.type === 'text' ? last.value : '';
}

/** The explicit ids of the page's headings: the generated ones and the written `{#id}`s. */
function headingIds(tree: Root): string[] {
  const ids: string[] = [];
  const visit = (node: RootContent | Root) => {
    const id =
      node.type === 'heading'
        ? ((node.data as {id?: string} | undefined)?.id ?? /\{#([^}\s]+)\}\s*$/.exec(lastText(node))?.[1])
        : undefined;
    if (id) ids.push(id);
    if ('children' in node) node.children.forEach((child) => visit(child as RootContent));
  };
  visit(tree);
  return ids;
}

export default function remarkApiOperation(options: Options = {}) {
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  let ajv: Ajv2020 | undefined;
  return (tree: Root, vfile: VFile): void => {
    const tags = findJsxElements(tree, API_OPERATION_TAG);
    const requests = findJsxElements(tree, API_REQUEST_TAG);
    const workflowTags = findJsxElements(tree, WORKFLOW_TAG);
    if (tags.length === 0 && requests.length === 0 && workflowTags.length === 0) return;
    const file = path.resolve(vfile.path);
    const shown = path.relative(siteDir, file).split(path.sep).join('/');
    const page = pageLocation(siteDir, file);
    const first = (tags[0] ?? requests[0] ?? workflowTags[0]).node;
    const tag = tags.length > 0 ? API_OPERATION_TAG : requests.length > 0 ? API_REQUEST_TAG : WORKFLOW_TAG;
    if (!page)
      throw new JsxTagError(
        tag,
        shown,
        first,
        'works only in versioned doc pages (versioned_docs/ or i18n/<locale>/…/version-X/)',
      );
    const doc = localizedApi(siteDir, page.version, page.locale);
    const several = tags.length > 1;
    const anchors = new Set<string>();
    if (tags.length > 0) {
      const links = docLinks(siteDir, file, page, doc);
      for (const [index, {parent, node}] of tags.entries()) {
        const id = literalAttribute(node, 'id');
        if (!id)
          throw new JsxTagError(
            API_OPERATION_TAG,
            shown,
            node,
            'needs a literal id attribute: <ApiOperation id="operation_id"/>',
          );
        const entry = findOperation(doc, id);
        if (!entry)
          throw new JsxTagError(API_OPERATION_TAG, shown, node, `id="${id}" names no operation of API ${page.version}`);
        const ctx = {
          doc,
          ui: uiText(page.locale),
          locale: page.locale,
          markWords: (code: string) => markWords(page.locale, code),
          evidence: evidenceLinks(siteDir, file, page, links),
          links,
          depth: several ? 3 : 2,
          idPrefix: several ? slugOf(id) : '',
          domainField: index === 0,
          builder: {version: page.version, locale: page.locale},
          anchors,
        };
        parent.children.splice(parent.children.indexOf(node), 1, ...renderOperation(ctx, entry, several));
      }
      const clash = headingIds(tree).find((heading) => anchors.has(heading));
      if (clash) throw new Error(`${shown}: a field's anchor #${clash} is also a heading's id`);
      // The first request example at the top of a wide screen; on a phone, a link under the title to it.
      layoutPage(tree, requestExampleId(several ? slugOf(literalAttribute(tags[0].node, 'id') ?? '') : ''));
      if (!several) placeEvidence(tree);
    }
    const pageLink = (docId: string) => {
      const target = servedDocFile(siteDir, page.version, page.locale, docId);
      return target ? relativeDocLink(file, target) : undefined;
    };
    const workflows = {
      doc,
      version: page.version,
      locale: page.locale,
      files: loadWorkflows(siteDir, page.version),
      shown,
      pageLink,
    };
    if (requests.length > 0) {
      ajv ??= createAjv();
      const ctx = {doc, ajv, version: page.version, shown, pageLink, workflows};
      for (const {parent, node} of requests)
        parent.children.splice(parent.children.indexOf(node), 1, ...renderRequestBlock(ctx, node));
    }
    for (const {parent, node} of workflowTags)
      parent.children.splice(parent.children.indexOf(node), 1, ...renderWorkflowBlock(workflows, node));
  };
}
