/**
 * Where the version dropdown takes a reader whose page has no twin (same doc
 * id) in the target version: the page of the matching operation there (the
 * matching of the what-changed pages), else the intro of the matching
 * resource. Pages with a same-id twin are left to Docusaurus, and pages with
 * no match fall back to the target version's main doc.
 */
import path from 'node:path';
import {localizedApi} from './cache';
import {apiVersions} from './load';
import {matchOperations, sides, type Side} from './match';
import {DEFAULT_LOCALE, localDocFile} from './site';

/** from version → doc id → target version → doc id there. */
export type VersionSwitchMap = Record<string, Record<string, Record<string, string>>>;

const folderOf = (docId: string) => path.posix.dirname(docId);

/** The most frequent value; on a tie, the first one `preferred` accepts, else the first one seen. */
function mostCommon(
  values: readonly string[],
  preferred: (value: string) => boolean = () => false,
): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1 + (preferred(v) ? 0.5 : 0));
  return [...counts].reduce<[string, number] | undefined>(
    (best, c) => (!best || c[1] > best[1] ? c : best),
    undefined,
  )?.[0];
}

/** The doc ids of `from` that have no twin in `to`, with their target page. */
export function switchTargets(siteDir: string, from: string, to: string): Record<string, string> {
  const exists = (version: string, docId: string) =>
    localDocFile(siteDir, version, DEFAULT_LOCALE, docId) !== undefined;
  const before = sides(localizedApi(siteDir, from, DEFAULT_LOCALE));
  const after = sides(localizedApi(siteDir, to, DEFAULT_LOCALE));
  const twin = new Map<Side, Side>();
  for (const pair of matchOperations(before, after)) twin.set(pair.before, pair.after);
  const targetsOf = (match: (side: Side) => boolean) =>
    before.filter(match).flatMap((side) => {
      const other = twin.get(side)?.ref.docId;
      return other && exists(to, other) ? [other] : [];
    });
  const result: Record<string, string> = {};
  const pages = new Set(before.map((side) => side.ref.docId).filter(Boolean));
  const folders = new Set([...pages].map(folderOf).filter((f) => f !== '.'));
  // The resource each folder became: where most of its operations went.
  const folderTarget = new Map<string, string>();
  for (const folder of folders) {
    const target = mostCommon(targetsOf((side) => folderOf(side.ref.docId) === folder).map(folderOf));
    if (target) folderTarget.set(folder, target);
  }
  for (const docId of pages) {
    if (exists(to, docId)) continue;
    // A page showing several operations (6.0 orders: sale and purchase) follows its resource on a tie.
    const page = mostCommon(
      targetsOf((side) => side.ref.docId === docId),
      (id) => folderOf(id) === folderTarget.get(folderOf(docId)),
    );
    if (page) result[docId] = page;
  }
  // A resource's pages without a matching operation, and its intro, go to the matching resource's intro.
  for (const [folder, otherFolder] of folderTarget) {
    if (!exists(to, `${otherFolder}/intro`)) continue;
    for (const docId of [...pages, `${folder}/intro`].filter((id) => folderOf(id) === folder)) {
      if (!result[docId] && !exists(to, docId) && exists(from, docId)) result[docId] = `${otherFolder}/intro`;
    }
  }
  return result;
}

/** Every ordered pair of versions under api/. */
export function versionSwitchMap(siteDir: string): VersionSwitchMap {
  const versions = apiVersions(siteDir);
  const map: VersionSwitchMap = {};
  for (const from of versions) {
    for (const to of versions.filter((v) => v !== from)) {
      for (const [docId, target] of Object.entries(switchTargets(siteDir, from, to))) {
        ((map[from] ??= {})[docId] ??= {})[to] = target;
      }
    }
  }
  return map;
}
