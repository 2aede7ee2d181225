/**
 * `npm run evidence [-- --version 6.1]`: per version, how many operations,
 * fields (parameters, filter keys, request and response fields) and enum
 * values are published, derived, seen in clients only or not published, and
 * how many disagree with the evidence (api/evidence/, checked by
 * `npm run check`); with verifier reports in api/evidence/
 * (`tenant-report-*.json`), how many of them a tenant saw as documented
 * and how many it saw differ (api/lib/evidence/tenant-reports.ts).
 *
 * `npm run evidence -- suggest [--version 6.1] [--write]`: for every element
 * whose evidence is missing or does not hold, the strongest `x-evidence` the
 * evidence supports (api/lib/evidence/suggest.ts); `--write` adds them to the
 * sources (their own lines, nothing else touched) and repeats until none is
 * left.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {loadApi} from '../api/lib/model/load';
import {apiVersions} from '../api/lib/model/load';
import {toPointer} from '../api/lib/browser-safe/json';
import {checkContext, checkElement, checkEvidence} from '../api/lib/evidence/check';
import {documentElements, type Element} from '../api/lib/evidence/elements';
import {coverage} from '../api/lib/evidence/coverage';
import {coverageTable} from '../api/lib/evidence/coverage-table';
import {loadEvidence} from '../api/lib/evidence/load';
import {tenantCoverage} from '../api/lib/evidence/tenant-reports';
import {provenanceYaml, strongest, strongestValues} from '../api/lib/evidence/suggest';
import {ENUM_EVIDENCE_KEY, EVIDENCE_KEY, STATUSES, type Provenance} from '../api/lib/evidence/status';
import {setKey} from './evidence/insert';
import {printKeyWarnings} from './evidence/warnings';

const siteDir = process.cwd();
const {values, positionals} = parseArgs({
  options: {version: {type: 'string'}, write: {type: 'boolean'}},
  allowPositionals: true,
});
const versions = apiVersions(siteDir);
const selected = values.version ? [values.version] : versions;
for (const v of selected) if (!versions.includes(v)) throw new Error(`no API version ${v} (${versions.join(', ')})`);

/** One round of suggestions for a version; returns how many were written (or printed). */
/** Phases: published first (derived needs its twins published), then derived, then any. */
const ALLOWED: Provenance['status'][][] = [['published'], ['published', 'derived'], [...STATUSES]];

const same = (a: Provenance | undefined, b: Provenance) => JSON.stringify(a) === JSON.stringify(b);

/** What the last round wrote: a round that would write the same again stops (a detail for a person to mend). */
const lastRound = new Map<string, string>();

function suggestRound(version: string, write: boolean, allowed: readonly Provenance['status'][]): number {
  const api = loadApi(siteDir, version);
  const ctx = checkContext({siteDir, version, doc: api.document, versions});
  if (!ctx) throw new Error(`api/evidence has no evidence for ${version}`);
  const failing = documentElements(api.document).filter(
    (e) => checkElement(ctx, e).length > 0 || (e.kind === 'operation' && !e.own),
  );
  // One x-evidence per place: where several operations share it, the weakest of their suggestions.
  const byPlace = new Map<string, {element: Element; key: string; value: Provenance; why: string}>();
  const rank = (p: Provenance) => STATUSES.indexOf(p.status);
  for (const element of failing) {
    if (element.kind === 'enum') continue;
    const {value, why} = strongest(ctx, element, versions);
    // Its status holds but a detail disagrees (a required flag, a missing value): that is for a person to mend.
    if (!allowed.includes(value.status) || same(element.own, value)) continue;
    const place = element.segments.join('\0');
    const seen = byPlace.get(place);
    if (!seen || rank(value) > rank(seen.value)) byPlace.set(place, {element, key: EVIDENCE_KEY, value, why});
  }
  const enumGroups = new Map<string, Element[]>();
  for (const element of documentElements(api.document).filter((e) => e.kind === 'enum')) {
    const place = element.segments.slice(0, -1).join('\0');
    enumGroups.set(place, [...(enumGroups.get(place) ?? []), element]);
  }
  const enumProblemPlaces = new Set(
    checkEvidence({siteDir, version, doc: api.document, versions})
      .filter((p) => p.segments.at(-1) === 'enum')
      .map((p) => p.segments.slice(0, -1).join('\0')),
  );
  for (const place of enumProblemPlaces) {
    const group = enumGroups.get(place) ?? [];
    if (group.length === 0) continue;
    const {value, why} = strongestValues(ctx, group, versions);
    if (!allowed.includes(value.status) || same(group[0]!.own, value)) continue;
    byPlace.set(`enum\0${place}`, {
      element: {...group[0]!, segments: group[0]!.segments.slice(0, -1)},
      key: ENUM_EVIDENCE_KEY,
      value,
      why,
    });
  }
  const edits = new Map<string, {segments: string[]; key: string; value: string}[]>();
  for (const {element, key, value, why} of byPlace.values()) {
    const {file, line} = api.locate(toPointer(element.segments));
    console.log(`${file}:${line ?? '?'} ${key}: ${provenanceYaml(value)}  (${why})`);
    edits.set(file, [...(edits.get(file) ?? []), {segments: element.segments, key, value: provenanceYaml(value)}]);
  }
  const signature = JSON.stringify([...edits]);
  if (write && signature === lastRound.get(version)) return 0;
  lastRound.set(version, signature);
  if (write) {
    for (const [file, list] of edits) {
      const absolute = path.join(siteDir, file);
      let text = fs.readFileSync(absolute, 'utf8');
      for (const edit of list) text = setKey(text, edit.segments, edit.key, edit.value);
      fs.writeFileSync(absolute, text);
    }
  }
  return byPlace.size;
}

if (positionals[0] === 'suggest') {
  for (const [phase, allowed] of ALLOWED.entries()) {
    for (let round = 1; round <= 6; round++) {
      const written = selected.reduce((n, v) => n + suggestRound(v, Boolean(values.write), allowed), 0);
      if (!values.write || written === 0) break;
      console.log(`phase ${phase + 1} (${allowed.join(', ')}), round ${round}: ${written} written`);
    }
    if (!values.write) break;
  }
} else {
  printKeyWarnings(siteDir, selected);
  const {tenant} = loadEvidence(siteDir, versions);
  const rows = selected.map((version) => {
    const doc = loadApi(siteDir, version).document;
    const elements = documentElements(doc);
    return {
      version,
      coverage: coverage(elements),
      problems: checkEvidence({siteDir, version, doc, versions}).length,
      tenant: tenantCoverage(tenant, version, elements),
    };
  });
  for (const line of coverageTable(rows)) console.log(line);
}
