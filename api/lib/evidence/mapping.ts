/**
 * Every name a public endpoint shows, mapped to the source. For each found
 * page of a version's facts and each endpoint of it that an operation's
 * `x-evidence` points at (by method and path, or its `as`), each name the
 * endpoint shows (./endpoint-names.ts) is one of:
 *
 * - `published`: an element of those operations at the same nesting
 *   (./nesting.ts) whose effective status is published;
 * - `exception`: listed in api/evidence/unmatched.yaml with its reason;
 * - `not-published`: such an element exists but is marked otherwise;
 * - `unmatched`: no element of those operations is that name at that level.
 *
 * The last two are mistakes of the source (tests/unit/evidence-mapping.test.ts).
 * A path parameter is shown by the page's path (`{SHEET_ID}`); a filter key
 * with an operator is its own name (`sheet_date:gte` is
 * `filtering[sheet_date:gte]`; `filtering[x]` is `x` with `eq`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isSeq, LineCounter, parseDocument} from 'yaml';
import {endpointOf, type Context} from './context';
import {documentElements, type Element} from './elements';
import type {EvidenceEndpoint} from './endpoint';
import type {ShownName} from './endpoint-names';
import type {EvidencePage} from './load';
import {answerLevels, nameIsElement, shownBy} from './nesting';
import type {Provenance} from './status';

export const EXCEPTIONS_FILE = 'api/evidence/unmatched.yaml';

export type MappingException = {
  version: string;
  page: string;
  endpoint: string;
  name: string;
  reason: string;
  line: number;
};

export type Outcome = 'published' | 'exception' | 'not-published' | 'unmatched';

export type MappedName = {
  page: string;
  /** `GET /api/v3/fund/sheet`, as the page writes it. */
  endpoint: string;
  shown: ShownName;
  /** `response:sheet_info.sheet_date`, `filter:sheet_date:gte`: how an exception names it. */
  name: string;
  outcome: Outcome;
  elements: Element[];
};

const FIELDS = ['version', 'page', 'endpoint', 'name', 'reason'] as const;

/** The exceptions list (each entry: version, page, endpoint, name, reason); a malformed entry names file and line. */
export function loadExceptions(siteDir: string, file = EXCEPTIONS_FILE): MappingException[] {
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) return [];
  const lines = new LineCounter();
  const doc = parseDocument(fs.readFileSync(absolute, 'utf8'), {lineCounter: lines});
  if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  if (doc.contents === null) return [];
  if (!isSeq(doc.contents)) throw new Error(`${file}: the exceptions are a list`);
  return doc.contents.items.map((item) => {
    const line = lines.linePos((item as {range?: number[]}).range?.[0] ?? 0).line;
    if (!isMap(item)) throw new Error(`${file}:${line}: an exception is a map of ${FIELDS.join(', ')}`);
    const entry = item.toJSON() as Record<string, unknown>;
    for (const field of FIELDS)
      if (typeof entry[field] !== 'string' || !String(entry[field]).trim())
        throw new Error(`${file}:${line}: the exception lacks ${field} (it needs ${FIELDS.join(', ')})`);
    const unknown = Object.keys(entry).filter((k) => !(FIELDS as readonly string[]).includes(k));
    if (unknown.length) throw new Error(`${file}:${line}: unknown key ${unknown.join(', ')}`);
    return {...(entry as Omit<MappingException, 'line'>), line};
  });
}

/** The operations whose published pointer names this endpoint of this page. */
function pointingAt(
  ctx: Context,
  operations: readonly Element[],
  page: EvidencePage,
  endpoint: EvidenceEndpoint,
): Element[] {
  return operations.filter((op) => {
    const pointer = op.own;
    return (
      pointer?.status === 'published' &&
      pointer.page === page.page &&
      endpointOf(page, op.entry, pointer as Provenance) === endpoint
    );
  });
}

/** The elements of the operations that are this shown name at its level. */
function elementsFor(shown: ShownName, endpoint: EvidenceEndpoint, names: ShownName[], elements: Element[]): Element[] {
  const levels = answerLevels(endpoint, names);
  if (shown.kind === 'query' && endpoint.path.includes(`{${shown.path}}`)) {
    return elements.filter((e) => e.kind === 'parameter' && e.entry.path.includes(`{${e.name}}`));
  }
  if (shown.kind === 'filter') {
    const [field, op] = shown.path.split(':');
    const keys = op && op !== 'eq' ? [`${field}:${op}`] : [`${field}:eq`, field];
    return elements.filter((e) => {
      const match = e.kind === 'filter' ? /\[([^\]]+)\]$/.exec(e.name) : null;
      return match !== null && keys.includes(match[1]!);
    });
  }
  return elements.filter((e) => nameIsElement(shown, e, levels));
}

/** Every name every pointed-at endpoint of a version shows, with its outcome. */
export function mapVersion(ctx: Context, exceptions: readonly MappingException[]): MappedName[] {
  const elements = documentElements(ctx.doc);
  const operations = elements.filter((e) => e.kind === 'operation');
  const pages = ctx.evidence.versions.get(ctx.version)?.pages.filter((p) => p.found) ?? [];
  const mine = exceptions.filter((x) => x.version === ctx.version);
  const result: MappedName[] = [];
  for (const page of pages) {
    for (const endpoint of page.endpoints) {
      const ops = pointingAt(ctx, operations, page, endpoint);
      if (ops.length === 0) continue;
      const own = elements.filter((e) => ops.some((op) => op.entry === e.entry));
      const names = shownBy(endpoint, page.endpoints);
      const label = `${endpoint.method} ${endpoint.path}`;
      for (const shown of names) {
        const name = `${shown.kind}:${shown.path}`;
        const found = elementsFor(shown, endpoint, names, own);
        const excepted = mine.some((x) => x.page === page.page && x.endpoint === label && x.name === name);
        const outcome: Outcome = found.some((e) => e.effective?.status === 'published')
          ? 'published'
          : excepted
            ? 'exception'
            : found.length > 0
              ? 'not-published'
              : 'unmatched';
        result.push({page: page.page, endpoint: label, shown, name, outcome, elements: found});
      }
    }
  }
  return result;
}

/** Exceptions of a version that name nothing shown, or a name now matched to a published element. */
export function staleExceptions(
  ctx: Context,
  mapped: readonly MappedName[],
  exceptions: readonly MappingException[],
): MappingException[] {
  return exceptions.filter(
    (x) =>
      x.version === ctx.version &&
      !mapped.some(
        (m) => m.page === x.page && m.endpoint === x.endpoint && m.name === x.name && m.outcome === 'exception',
      ),
  );
}

/** One line for a name that fails. */
export function describeMapped(version: string, m: MappedName): string {
  const where = `${version} ${m.page} ${m.endpoint}: ${m.name} (${m.shown.written}, in its ${m.shown.from})`;
  if (m.outcome === 'unmatched') return `${where}: no element of its operation at that level`;
  const marks = m.elements.map((e) => `${e.name} is ${e.effective?.status ?? 'without status'}`).join('; ');
  return `${where}: ${marks}`;
}

/** The counts of a version's mapping, per outcome. */
export function mappingFigures(mapped: readonly MappedName[]): Record<Outcome | 'shown', number> {
  const count = (o: Outcome) => mapped.filter((m) => m.outcome === o).length;
  return {
    shown: mapped.length,
    published: count('published'),
    exception: count('exception'),
    'not-published': count('not-published'),
    unmatched: count('unmatched'),
  };
}
