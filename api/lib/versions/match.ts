/**
 * Which operation of one API version is which operation of another. Paths
 * differ between versions (/api/v3/account/{ID}, /api/v6/accounts/{id},
 * /api/v6.1/account), so operations are matched by a stable key: the
 * operationId first, then the page that shows them (`x-doc`), narrowed by
 * method and by the number of path parameters when a page shows several.
 * The what-changed pages and the version switch both use it; the version
 * switch adds a last level, by resource (`byResource`), for versions that
 * renamed both the operations and their pages (4.0 `list_orders` on
 * `order/list` is 6.0 `list_sale_orders`).
 */
import {operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';

export type OperationRef = {
  operationId: string;
  method: string;
  path: string;
  /** The doc id of the page that shows it (`x-doc`). */
  docId: string;
  summary: string;
  /** Its first tag: the resource it belongs to. */
  tag: string;
};

export type Side = {doc: OpenApiDocument; entry: OperationEntry; ref: OperationRef};

export function refOf(entry: OperationEntry): OperationRef {
  const {operation} = entry;
  return {
    operationId: operation.operationId ?? `${entry.method} ${entry.path}`,
    method: entry.method.toUpperCase(),
    path: entry.path,
    docId: operation['x-doc'] ?? '',
    summary: operation.summary ?? operation.operationId ?? entry.path,
    tag: operation.tags?.[0] ?? '',
  };
}

export function sides(doc: OpenApiDocument): Side[] {
  return operations(doc).map((entry) => ({doc, entry, ref: refOf(entry)}));
}

const pathParameterCount = (ref: OperationRef) => (ref.path.match(/\{[^}]+\}/g) ?? []).length;

/** Page keys, most specific first: a page showing several operations is narrowed by method, then by path shape. */
const PAGE_KEYS: ((ref: OperationRef) => string)[] = [
  (ref) => `${ref.docId} ${ref.method} ${pathParameterCount(ref)}`,
  (ref) => `${ref.docId} ${ref.method}`,
  (ref) => ref.docId,
];

export type Pair = {matchedBy: 'operationId' | 'page' | 'resource'; before: Side; after: Side};

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** One-to-one pairs of the free sides whose keys are equal (a key shared by several sides on either side pairs none). */
function pairByKey(
  before: readonly Side[],
  after: readonly Side[],
  taken: Set<Side>,
  matchedBy: Pair['matchedBy'],
  key: (side: Side) => string | undefined,
  afterKey = key,
): Pair[] {
  const grouped = (list: readonly Side[], keyOf: (side: Side) => string | undefined) =>
    groupBy(
      list.filter((side) => !taken.has(side) && keyOf(side) !== undefined),
      (side) => keyOf(side)!,
    );
  const older = grouped(before, key);
  const pairs: Pair[] = [];
  for (const [value, newer] of grouped(after, afterKey)) {
    const candidates = older.get(value) ?? [];
    if (candidates.length !== 1 || newer.length !== 1) continue;
    pairs.push({matchedBy, before: candidates[0], after: newer[0]});
    taken.add(candidates[0]).add(newer[0]);
  }
  return pairs;
}

/** The words of a name: `list_sale_orders` → list, sale, orders. */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A word and its English plurals: order → order, orders; category → categories. */
const forms = (word: string) => [
  word,
  `${word}s`,
  `${word}es`,
  ...(word.endsWith('y') ? [`${word.slice(0, -1)}ies`] : []),
];

/** What an operation does to its resource: its operationId without its tag's words (`list_sale_orders` in sale_order → `list`). */
export function actionOf(ref: OperationRef): string {
  const resource = new Set(wordsOf(ref.tag).flatMap(forms));
  return wordsOf(ref.operationId)
    .filter((word) => !resource.has(word))
    .join('_');
}

/**
 * The resource each tag of `before` became: the tag of `after` that holds most of its matched operations, when it
 * holds more than half of them and at least two (4.0 `order` → 6.0 `sale_order`: its detail and approval).
 */
export function resourceMap(pairs: readonly Pair[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const {before, after} of pairs) {
    const row = counts.get(before.ref.tag) ?? new Map<string, number>();
    row.set(after.ref.tag, (row.get(after.ref.tag) ?? 0) + 1);
    counts.set(before.ref.tag, row);
  }
  const map = new Map<string, string>();
  for (const [tag, row] of counts) {
    const total = [...row.values()].reduce((a, b) => a + b, 0);
    const [best, count] = [...row].sort((a, b) => b[1] - a[1])[0]!;
    if (count >= 2 && count * 2 > total) map.set(tag, best);
  }
  return map;
}

export type MatchOptions = {
  /**
   * After the operationId and the page: operations of resources that became each other (`resourceMap`) with the
   * same method and the same action (`actionOf`), one-to-one.
   */
  byResource?: boolean;
};

/** Pairs the operations of two versions: operationId first, then the page key levels, one-to-one only. */
export function matchOperations(before: readonly Side[], after: readonly Side[], options: MatchOptions = {}): Pair[] {
  const pairs: Pair[] = [];
  const taken = new Set<Side>();
  const afterById = new Map(after.map((side) => [side.ref.operationId, side]));
  for (const side of before) {
    const twin = afterById.get(side.ref.operationId);
    if (twin) {
      pairs.push({matchedBy: 'operationId', before: side, after: twin});
      taken.add(side).add(twin);
    }
  }
  for (const key of PAGE_KEYS) {
    pairs.push(...pairByKey(before, after, taken, 'page', (side) => (side.ref.docId ? key(side.ref) : undefined)));
  }
  if (options.byResource) {
    const resources = resourceMap(pairs);
    const keyIn = (tag: string | undefined, side: Side) =>
      tag === undefined ? undefined : `${tag} ${side.ref.method} ${actionOf(side.ref)}`;
    const newerTags = new Set(resources.values());
    pairs.push(
      ...pairByKey(
        before,
        after,
        taken,
        'resource',
        (side) => keyIn(resources.get(side.ref.tag), side),
        (side) => keyIn(newerTags.has(side.ref.tag) ? side.ref.tag : undefined, side),
      ),
    );
  }
  return pairs;
}
