/**
 * Claims in words that the evidence must back: a sentence of a page, a
 * partial or a description in the sources that states
 * - an HTTP error status (`400`): the status must be published, or seen in
 *   client programs, for the endpoint the sentence names (any endpoint of the
 *   version when it names none);
 * - how a filter key compares ("since `filtering[last_sync]`", "like `eq`"):
 *   the comparison must be the key's operator, or one the public page lists
 *   for its field;
 * - a value, format or limit of a field that nothing public shows (a
 *   backticked name all of whose elements are "unpublished", with a number or
 *   a literal beside it);
 * unless the same sentence says that the platform does not document it.
 */
import {FILTER_PARAMETERS, splitFilterKey} from '../conventions';
import {loadEvidence} from './load';
import {documentElements, type Element} from './elements';
import type {OpenApiDocument} from '../openapi';
import {leaf} from './match-names';

/** Words that say a sentence's claim is not documented (each locale's ways of saying it). */
export const NOT_DOCUMENTED: readonly RegExp[] = [
  /\b(?:not|never|no(?:thing)?)\b[^.;:]{0,60}\b(?:document(?:ed|s)?|publish(?:ed|es)?|say|says|state[sd]?|show[sn]?|list(?:ed|s)?)\b/i,
  /\bundocumented\b|\bunpublished\b|\bnot published\b/i,
  /\b(?:does|do|did)\s+not\s+(?:say|document|publish|state|give|list|show)\b/i,
  /không\s+(?:được\s+)?(?:công bố|ghi|nói|nêu|mô tả|liệt kê|cho biết)/i,
  /chưa\s+(?:được\s+)?(?:công bố|ghi|nói|nêu)/i,
  /không\s+(?:\S+\s+){0,4}(?:công bố|nói rõ|nêu rõ|cho biết)/i,
];

export const saysNotDocumented = (text: string) => NOT_DOCUMENTED.some((re) => re.test(text));

export type ClaimsModel = {
  version: string;
  /** Error statuses with evidence (published or seen in clients), per operationId and for the whole version. */
  statuses: Map<string, Set<number>>;
  allStatuses: Set<number>;
  /** Per operationId and field of its filter parameter: the operators of its keys, and those its public page lists. */
  filterOperators: Map<string, Map<string, Set<string>>>;
  /** Backticked names whose every element in the version has no evidence. */
  unpublishedNames: Set<string>;
};

const SUPPORTED = new Set(['published', 'clients', 'derived']);

export function claimsModel(
  siteDir: string,
  version: string,
  doc: OpenApiDocument,
  versions: readonly string[],
): ClaimsModel {
  const elements = documentElements(doc);
  const evidence = loadEvidence(siteDir, versions).versions.get(version);
  const statuses = new Map<string, Set<number>>();
  const allStatuses = new Set<number>();
  const filterOperators = new Map<string, Map<string, Set<string>>>();
  const byName = new Map<string, Set<string>>();
  for (const element of elements) {
    const id = element.entry.operation.operationId ?? '';
    const status = element.effective?.status ?? 'unpublished';
    if (element.kind === 'error' && SUPPORTED.has(status)) {
      const code = Number(element.name);
      if (!statuses.has(id)) statuses.set(id, new Set());
      statuses.get(id)!.add(code);
      allStatuses.add(code);
    }
    if (element.kind === 'filter') {
      const match = /^([a-z_]+)\[([^\]]+)\]$/.exec(element.name);
      if (match && FILTER_PARAMETERS.includes(match[1]!)) {
        const {field, operator} = splitFilterKey(match[2]!);
        const fields = filterOperators.get(id) ?? new Map<string, Set<string>>();
        filterOperators.set(id, fields);
        const set = fields.get(field) ?? new Set<string>();
        fields.set(field, set);
        if (operator) set.add(operator);
        pageOperators(element, evidence?.pages ?? [], field).forEach((op) => set.add(op));
      }
    }
    if (['parameter', 'body', 'response', 'filter'].includes(element.kind)) {
      const name = leaf(element.name);
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name)!.add(status);
    }
  }
  const unpublishedNames = new Set([...byName].filter(([, s]) => s.size === 1 && s.has('unpublished')).map(([n]) => n));
  // A status some client program of the version handles is evidence for a sentence that names no endpoint.
  for (const call of loadEvidence(siteDir, versions).calls.filter((c) => c.version === version)) {
    for (const match of call.errorHandling.matchAll(/\b[45]\d\d\b/g)) allStatuses.add(Number(match[0]));
  }
  return {version, statuses, allStatuses, filterOperators, unpublishedNames};
}

/** The operators the operation's public page lists for a filter field. */
function pageOperators(
  element: Element,
  pages: readonly {page: string; endpoints: {key: string; filters: {field: string; operators: string[]}[]}[]}[],
  field: string,
): string[] {
  const pointer = element.effective;
  if (pointer?.status !== 'published') return [];
  const page = pages.find((p) => p.page === pointer.page);
  return page?.endpoints.flatMap((e) => e.filters.filter((f) => f.field === field).flatMap((f) => f.operators)) ?? [];
}

export type Claim = {token: string; message: string};

/** Comparison words and the operators that say the same. */
const COMPARISONS: {words: RegExp; operators: string[]; says: string}[] = [
  {
    words: /\b(?:since|changed after|later than)\b|kể từ|sau thời điểm|từ thời điểm/i,
    operators: ['gte', 'gt', 'between'],
    says: '"since"',
  },
  {
    words: /\b(?:until|earlier than)\b|trước thời điểm|đến thời điểm/i,
    operators: ['lte', 'lt', 'between'],
    says: '"until"',
  },
  {
    words: /\b(?:same as|like|equals?)\s+`?eq`?|(?:như|giống|bằng)\s+`eq`/i,
    operators: ['eq', 'is'],
    says: '"like `eq`"',
  },
];

/** The text around a position: a comparison word counts only near the key it is about. */
const around = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 48), index + length + 48);

/** A unit's sentences (a value claim is judged per sentence). */
const sentences = (text: string) => text.split(/(?<=[.;!?])\s+(?=[A-ZÀ-Ỹ`(])/u);

const FILTER_KEY = /\b(filtering|filter)\[([a-z0-9_]+)(?::([a-z_]+))?\]/g;
const STATUS = /`([45]\d\d)`|\bHTTP\s+([45]\d\d)\b/g;

/**
 * The claims of one unit of text (a paragraph, list item, table row or description) that no evidence backs.
 * `operations`: the operationIds the unit names (or the one it describes); `names`: its backticked names.
 */
export function unitClaims(
  model: ClaimsModel,
  text: string,
  operations: readonly string[],
  names: readonly string[],
): Claim[] {
  if (saysNotDocumented(text)) return [];
  const claims: Claim[] = [];
  const known =
    operations.length > 0 ? operations.map((id) => model.statuses.get(id) ?? new Set<number>()) : [model.allStatuses];
  for (const match of text.matchAll(STATUS)) {
    const code = Number(match[1] ?? match[2]);
    if (!known.some((set) => set.has(code))) {
      claims.push({
        token: String(code),
        message: `states status ${code}, which no public page or client program shows for ${operations.length ? operations.join(', ') : `API ${model.version}`}; say that the platform does not document it, or remove it`,
      });
    }
  }
  for (const match of text.matchAll(FILTER_KEY)) {
    const [token, , field, operator] = match;
    const near = around(text, match.index ?? 0, token!.length);
    const said = COMPARISONS.find((c) => c.words.test(near));
    if (!said || !field) continue;
    const lists = (operations.length ? operations : [...model.filterOperators.keys()])
      .map((id) => model.filterOperators.get(id)?.get(field))
      .filter((s): s is Set<string> => !!s);
    const allowed = operator ? new Set([operator]) : new Set(lists.flatMap((s) => [...s]));
    if (allowed.size > 0 && !said.operators.some((op) => allowed.has(op))) {
      claims.push({
        token: token!,
        message: `says ${token} compares ${said.says}, but its operator${allowed.size > 1 ? 's are' : ' is'} ${[...allowed].join(', ')} (the public page's); say that the platform does not document the comparison, or state the operator`,
      });
    }
  }
  for (const sentence of sentences(text)) {
    if (saysNotDocumented(sentence)) continue;
    const inline = [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()).filter((n) => names.includes(n));
    const specific =
      /\d/.test(sentence.replace(/`[^`]*`/g, '').replace(/\b(?:v?\d+\.\d+)\b/g, '')) ||
      inline.some((n) => !/^[a-z_][a-z0-9_.[\]:]*$/i.test(n));
    const silent = inline.filter((n) => model.unpublishedNames.has(leaf(n)));
    if (specific && silent.length > 0) {
      claims.push({
        token: silent[0]!,
        message: `states a value or limit of ${silent.join(', ')}, which no public page or client program shows; say that the platform does not document it`,
      });
    }
  }
  const seen = new Set<string>();
  return claims.filter((c) => !seen.has(c.token + c.message) && Boolean(seen.add(c.token + c.message)));
}

/** The claims of the descriptions in the sources (both languages), each at the element it describes. */
export function sourceClaims(
  model: ClaimsModel,
  doc: OpenApiDocument,
  elements: readonly Element[],
): {segments: string[]; message: string}[] {
  const seen = new Set<string>();
  const problems: {segments: string[]; message: string}[] = [];
  for (const element of elements) {
    if (element.kind === 'enum' || element.kind === 'example') continue;
    const key = element.segments.join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    let node: unknown = doc;
    for (const segment of element.segments)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    if (!node || typeof node !== 'object') continue;
    const record = node as {
      description?: unknown;
      summary?: unknown;
      'x-en'?: {description?: unknown; summary?: unknown};
    };
    const texts = [record.summary, record.description, record['x-en']?.summary, record['x-en']?.description].filter(
      (t): t is string => typeof t === 'string',
    );
    const own = leaf(element.name);
    // A mapping of values nothing public shows (`1` is female): the description must say it is not documented.
    const silentValues = new Set(
      elements
        .filter(
          (e) =>
            e.kind === 'enum' &&
            e.entry === element.entry &&
            e.context === element.name &&
            e.effective?.status === 'unpublished',
        )
        .map((e) => e.name),
    );
    for (const text of texts) {
      const mapped = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((v) => silentValues.has(v));
      if (mapped.length > 0 && !saysNotDocumented(text)) {
        problems.push({
          segments: element.segments,
          message: `${mapped[0]}: the description gives the meaning of ${mapped.join(', ')}, values of ${element.name} that no public page or client program shows; say that the platform does not document them`,
        });
      }
      const names = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
      const ids = [element.entry.operation.operationId ?? ''].filter(Boolean);
      for (const claim of unitClaims(
        {...model, unpublishedNames: new Set([...model.unpublishedNames].filter((n) => n !== own))},
        text,
        ids,
        names,
      )) {
        problems.push({segments: element.segments, message: `${claim.token}: the description ${claim.message}`});
      }
    }
  }
  return problems;
}
