/**
 * Which operation of one API version is which operation of another. Paths
 * differ between versions (/api/v3/account/{ID}, /api/v6/accounts/{id},
 * /api/v6.1/account), so operations are matched by a stable key: the
 * operationId first, then the page that shows them (`x-doc`), narrowed by
 * method and by the number of path parameters when a page shows several.
 * The what-changed pages and the version switch both use it.
 */
import {operations, type OpenApiDocument, type OperationEntry} from './openapi';

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

export type Pair = {matchedBy: 'operationId' | 'page'; before: Side; after: Side};

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Pairs the operations of two versions: operationId first, then the page key levels, one-to-one only. */
export function matchOperations(before: readonly Side[], after: readonly Side[]): Pair[] {
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
    const free = (list: readonly Side[]) => list.filter((side) => !taken.has(side) && side.ref.docId !== '');
    const older = groupBy(free(before), (side) => key(side.ref));
    for (const [value, newer] of groupBy(free(after), (side) => key(side.ref))) {
      const candidates = older.get(value) ?? [];
      if (candidates.length !== 1 || newer.length !== 1) continue;
      pairs.push({matchedBy: 'page', before: candidates[0], after: newer[0]});
      taken.add(candidates[0]).add(newer[0]);
    }
  }
  return pairs;
}
