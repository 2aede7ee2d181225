/**
 * Where the version dropdown takes a reader whose page has no twin (same doc
 * id) in the target version: the page of the matching operation there, else
 * the intro of the matching resource. Pages with a same-id twin are left to
 * Docusaurus, and pages with no match fall back to the target version's main
 * doc.
 *
 * An operation's counterpart in another version is the what-changed matching
 * (./match.ts) with its last level, by resource; where two versions do not
 * match directly (4.0 `list_orders` and 6.1 `list_sale_orders`), through the
 * versions between them, one step at a time (4.0 → 6.0 → 6.1). Every pair is
 * one-to-one, and a pair is computed once, from the older version, so a
 * switch and the switch back agree.
 */
import path from 'node:path';
import {localizedApi} from '../model/cache';
import {apiVersions} from '../model/load';
import {matchOperations, sides, type Side} from './match';
import {DEFAULT_LOCALE, localDocFile} from '../pages/site';

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

/** The operations of every version and their counterparts in every other one. */
export type Counterparts = {
  /** Oldest first. */
  versions: string[];
  sides: (version: string) => Side[];
  /** Each operation of `from` that has one → its counterpart in `to`. */
  between: (from: string, to: string) => Map<Side, Side>;
};

const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', {numeric: true});

export function counterparts(siteDir: string): Counterparts {
  const versions = apiVersions(siteDir).sort(byVersion);
  const all = new Map(versions.map((v) => [v, sides(localizedApi(siteDir, v, DEFAULT_LOCALE))]));
  const sidesOf = (version: string) => {
    const list = all.get(version);
    if (!list) throw new Error(`version switch: no API sources for version ${version} (api/${version}/)`);
    return list;
  };
  const memo = new Map<string, Map<Side, Side>>();
  const between = (from: string, to: string): Map<Side, Side> => {
    const key = `${from}→${to}`;
    const known = memo.get(key);
    if (known) return known;
    const [older, newer] = byVersion(from, to) < 0 ? [from, to] : [to, from];
    const result = new Map<Side, Side>();
    if (from === older) {
      for (const pair of matchOperations(sidesOf(older), sidesOf(newer), {byResource: true}))
        result.set(pair.before, pair.after);
      // Through the next version towards `to`, for operations the direct matching left alone on both sides.
      const middle = versions.slice(versions.indexOf(from) + 1, versions.indexOf(to));
      if (middle.length > 0) {
        const step = middle[0]!;
        const taken = new Set(result.values());
        const chained = new Map<Side, Side>();
        const targets = new Map<Side, number>();
        for (const [side, via] of between(from, step)) {
          const target = between(step, to).get(via);
          if (result.has(side) || !target || taken.has(target)) continue;
          chained.set(side, target);
          targets.set(target, (targets.get(target) ?? 0) + 1);
        }
        for (const [side, target] of chained) if (targets.get(target) === 1) result.set(side, target);
      }
    } else {
      for (const [side, target] of between(to, from)) result.set(target, side);
    }
    memo.set(key, result);
    return result;
  };
  return {versions, sides: sidesOf, between};
}

const isIntro = (docId: string) => docId === 'intro' || docId.endsWith('/intro');

/**
 * The doc ids of `from` that have no twin in `to`, with their target page: the page most of its operations' counterparts
 * are on; else, when none has one, the page its counterpart page in the next version towards `to` leads to there (6.1
 * `purchase-order/list` → 6.0 `order/list`, whose twin is 4.0 `order/list`), if it stays in the resource the page's
 * own resource became; else that resource's intro.
 */
export function switchTargets(
  siteDir: string,
  from: string,
  to: string,
  model: Counterparts = counterparts(siteDir),
): Record<string, string> {
  const exists = (version: string, docId: string) =>
    localDocFile(siteDir, version, DEFAULT_LOCALE, docId) !== undefined;
  const before = model.sides(from);
  const twin = model.between(from, to);
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
  const versions = model.versions;
  const step = versions[versions.indexOf(from) + Math.sign(versions.indexOf(to) - versions.indexOf(from))];
  if (step && step !== to) {
    const there = (version: string, docId: string, targets: Record<string, string>) =>
      exists(version, docId) ? docId : targets[docId];
    const toStep = switchTargets(siteDir, from, step, model);
    const fromStep = switchTargets(siteDir, step, to, model);
    const chained = new Map<string, string>();
    for (const docId of pages) {
      if (result[docId] || exists(to, docId)) continue;
      const middle = there(step, docId, toStep);
      const target = middle && !isIntro(middle) ? there(to, middle, fromStep) : undefined;
      const resource = folderTarget.get(folderOf(docId));
      if (target && !isIntro(target) && (resource === undefined || resource === folderOf(target)))
        chained.set(docId, target);
    }
    for (const [docId, target] of chained) result[docId] = target;
    // A resource none of whose operations has a counterpart follows its pages that found one.
    for (const folder of folders) {
      if (folderTarget.has(folder)) continue;
      const target = mostCommon([...chained].filter(([id]) => folderOf(id) === folder).map(([, t]) => folderOf(t)));
      if (target) folderTarget.set(folder, target);
    }
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
  const model = counterparts(siteDir);
  const map: VersionSwitchMap = {};
  for (const from of model.versions) {
    for (const to of model.versions.filter((v) => v !== from)) {
      for (const [docId, target] of Object.entries(switchTargets(siteDir, from, to, model))) {
        ((map[from] ??= {})[docId] ??= {})[to] = target;
      }
    }
  }
  return map;
}
