/**
 * What the evidence line of a reference page links to (render/evidence.ts):
 * the version's sources page, and, for an operation derived from another
 * version, its page in that version (the what-changed matching); and where
 * the line goes on a page of one operation: under the title.
 */
import type {Root} from 'mdast';
import {localizedApi} from '../api/lib/model/cache';
import {loadEvidence} from '../api/lib/evidence/load';
import {apiVersions} from '../api/lib/model/load';
import {matchOperations, sides} from '../api/lib/versions/match';
import type {DocTargets} from '../api/lib/browser-safe/openapi';
import {processCache} from '../api/lib/model/process-cache';
import {relativeDocLink, servedDocFile, type PageLocation} from '../api/lib/pages/site';
import {EVIDENCE_COMPONENT, type EvidenceLinks} from './evidence';
import {JUMP_COMPONENT} from './operation-layout';
import {findJsxElements} from './mdast';

/** version → other version → operationId → the doc id of its twin there. */
const twins = processCache<string, Map<string, string>>('evidence-twins');

function twinDocId(siteDir: string, page: PageLocation, from: string, operationId: string): string | undefined {
  const key = `${siteDir}\0${page.version}\0${from}\0${page.locale}`;
  let map = twins.get(key);
  if (!map) {
    map = new Map();
    const mine = sides(localizedApi(siteDir, page.version, page.locale));
    const theirs = sides(localizedApi(siteDir, from, page.locale));
    for (const pair of matchOperations(mine, theirs)) map.set(pair.before.ref.operationId, pair.after.ref.docId);
    twins.set(key, map);
  }
  return map.get(operationId);
}

export function evidenceLinks(siteDir: string, file: string, page: PageLocation, links: DocTargets): EvidenceLinks {
  return {
    ...(links.sources ? {sources: links.sources} : {}),
    twin(from, operationId) {
      const docId = twinDocId(siteDir, page, from, operationId);
      const target = docId ? servedDocFile(siteDir, from, page.locale, docId) : undefined;
      return target ? relativeDocLink(file, target) : undefined;
    },
    clients(calls) {
      const all = loadEvidence(siteDir, apiVersions(siteDir)).calls;
      return new Set(all.filter((c) => calls.includes(c.id)).map((c) => c.client)).size;
    },
  };
}

/** Moves the evidence line renderOperation wrote on a one-operation page under its title (after the jump link). */
export function placeEvidence(tree: Root): void {
  const [found] = findJsxElements(tree, EVIDENCE_COMPONENT);
  if (!found) return;
  found.parent.children.splice(found.parent.children.indexOf(found.node), 1);
  const jump = tree.children.findIndex((n) => n.type === 'mdxJsxFlowElement' && n.name === JUMP_COMPONENT);
  tree.children.splice(jump + 1, 0, found.node);
}
