/**
 * The anchors of a doc page, as the build writes them: the ids of the headings
 * written in its source (`## Phân trang {#pagination}`) and, for each
 * `<ApiOperation id="…"/>`, the ids of the sections and field anchors its
 * rendering gives (render/operation.ts, with the prefix a page of several
 * operations adds). Ids are the same in every locale (the i18n check), so the
 * default locale's source stands for both. Headings a partial or another
 * generated section adds are not counted: a missing anchor only means the
 * version switch drops that `#hash`, never that it keeps a wrong one.
 */
import fs from 'node:fs';
import type {Root, RootContent} from 'mdast';
import {localizedApi} from '../api/lib/model/cache';
import {findOperation, type OpenApiDocument} from '../api/lib/browser-safe/openapi';
import {processCache} from '../api/lib/model/process-cache';
import {DEFAULT_LOCALE, localDocFile} from '../api/lib/pages/site';
import {renderOperation} from './operation';
import {slugOf} from './remark-api-operation';
import {uiText} from './ui-text';

/** `## Title {#id}` at the start of a line, outside code fences. */
function writtenIds(source: string): string[] {
  const ids: string[] = [];
  let fence: string | undefined;
  for (const line of source.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    if (fence) continue;
    const id = /^#{1,6}\s.*\{#([^}\s]+)\}\s*$/.exec(line)?.[1];
    if (id) ids.push(id);
  }
  return ids;
}

function headingIds(nodes: readonly (Root | RootContent)[], into: Set<string>): void {
  for (const node of nodes) {
    const id = node.type === 'heading' ? (node.data as {id?: string} | undefined)?.id : undefined;
    if (id) into.add(id);
    if ('children' in node) headingIds(node.children as RootContent[], into);
  }
}

const OPERATION_TAG = /<ApiOperation\s+id="([^"]+)"\s*\/>/g;

/** A page's anchors, kept for the process (both locales' builds) while its source and its API document stay the same. */
const cache = processCache<string, {mtime: number; doc: OpenApiDocument; anchors: Set<string>}>('page-anchors');

/** Every anchor of the page `docId` of `version`; empty when the page does not exist. */
export function pageAnchors(siteDir: string, version: string, docId: string): Set<string> {
  const file = localDocFile(siteDir, version, DEFAULT_LOCALE, docId);
  if (!file) return new Set();
  const mtime = fs.statSync(file).mtimeMs;
  const doc = localizedApi(siteDir, version, DEFAULT_LOCALE);
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime && cached.doc === doc) return cached.anchors;
  const anchors = anchorsOf(fs.readFileSync(file, 'utf8'), doc);
  cache.set(file, {mtime, doc, anchors});
  return anchors;
}

function anchorsOf(source: string, doc: OpenApiDocument): Set<string> {
  const anchors = new Set(writtenIds(source));
  const ids = [...source.matchAll(OPERATION_TAG)].map((m) => m[1]!);
  const several = ids.length > 1;
  const links = {auth: '', errors: ''};
  const fields = new Set<string>();
  for (const [index, id] of ids.entries()) {
    const entry = findOperation(doc, id);
    if (!entry) continue;
    const ctx = {
      doc,
      ui: uiText(DEFAULT_LOCALE),
      locale: DEFAULT_LOCALE,
      // Marks add no heading or field id.
      markWords: () => '',
      links,
      depth: several ? 3 : 2,
      idPrefix: several ? slugOf(id) : '',
      domainField: index === 0,
      anchors: fields,
    };
    headingIds(renderOperation(ctx, entry, several), anchors);
  }
  for (const id of fields) anchors.add(id);
  return anchors;
}

/** from version → doc id → target version → the anchors of the page that its target page has too. */
export type KeptAnchors = Record<string, Record<string, Record<string, string[]>>>;

/** For each switch of the version switch map (api/lib/versions/version-switch.ts), the anchors both pages have, in page order. */
export function keptAnchors(siteDir: string, map: Record<string, Record<string, Record<string, string>>>): KeptAnchors {
  const kept: KeptAnchors = {};
  for (const [from, docs] of Object.entries(map)) {
    for (const [docId, targets] of Object.entries(docs)) {
      for (const [to, target] of Object.entries(targets)) {
        const there = pageAnchors(siteDir, to, target);
        const shared = [...pageAnchors(siteDir, from, docId)].filter((id) => there.has(id));
        if (shared.length > 0) ((kept[from] ??= {})[docId] ??= {})[to] = shared;
      }
    }
  }
  return kept;
}
