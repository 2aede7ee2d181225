/**
 * What the prose of one API version may name, read off its OpenAPI model
 * once: its path templates and their methods, its operationIds, every
 * parameter, property, enum value, security scheme and response header name,
 * and the `filtering` keys each list operation accepts. The prose check
 * (check-prose.ts) compares pages with it.
 */
import {VERSION_INFO} from '../../../config/version-info';
import {FILTER_PARAMETERS, operationParameters, splitFilterKey} from '../model/conventions';
import {normalize} from '../model/fields';
import {isObject, walkStructure} from '../browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';
import type {Piece} from '../pages/prose-parse';
import type {ClaimsModel} from '../evidence/claims-model';

export type PathTemplate = {path: string; segments: string[]; methods: Map<string, OperationEntry>};

/** The `filtering` parameter of one operation: its declared keys (`field:op`, or a bare `field`), or its key pattern. */
export type FilterSet = {entry: OperationEntry; keys: {field: string; operator: string}[]; pattern?: RegExp};

export type ProseModel = {
  version: string;
  /** `/api/v6.1`: every path of the version starts with it. */
  prefix: string;
  doc: OpenApiDocument;
  paths: PathTemplate[];
  operationIds: Map<string, OperationEntry>;
  /** Parameter, property, enum value, operationId, security scheme, response header and filter operator names, and path segments. */
  names: Set<string>;
  filters: FilterSet[];
  /** What the evidence backs (statuses, filter comparisons, fields with no evidence), when the check has it. */
  claims?: ClaimsModel;
};

/** The filter operators the API versions use (a key pattern is tried with these). */
export const OPERATORS = [
  'eq',
  'is',
  'in',
  'not_in',
  'contains',
  'between',
  'not_between',
  'gt',
  'gte',
  'lt',
  'lte',
  'empty',
];

/** '/api/v6.1/accounts/{id}' → ['api', 'v6.1', 'accounts', '{id}'] */
export const pathSegments = (path: string) => path.split('/').filter((s) => s !== '');

const isTemplateParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** A written segment that stands for a value: `{id}`, `${id}`, `<id>`, `:id`, `$id`, `…`. */
export const isPlaceholder = (segment: string) =>
  /^(\$?\{[^}]*\}|<[^>]*>|:[A-Za-z_]+|\$[A-Za-z_]+|\.\.\.|…|\*)$/.test(segment);

function segmentMatches(template: string, written: string): boolean {
  if (isTemplateParameter(template)) return true;
  return !isPlaceholder(written) && template === written;
}

/** The templates a written path matches; with `prefixOnly`, those it is the start of. */
export function matchingPaths(model: ProseModel, written: string[], prefixOnly = false): PathTemplate[] {
  return model.paths.filter(
    (t) =>
      (prefixOnly ? t.segments.length >= written.length : t.segments.length === written.length) &&
      written.every((segment, i) => segmentMatches(t.segments[i], segment)),
  );
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The `count` candidates closest to `word` (edit distance, then shared `_`/`/` parts, then name order). */
export function closest(word: string, candidates: Iterable<string>, count = 3): string[] {
  const parts = new Set(word.split(/[_/.[\]{}]+/).filter(Boolean));
  const scored = [...new Set(candidates)]
    .filter((c) => c !== word)
    .map((c) => {
      const shared = c.split(/[_/.[\]{}]+/).filter((p) => parts.has(p)).length;
      return {c, score: distance(word, c) - shared};
    });
  scored.sort((x, y) => x.score - y.score || x.c.localeCompare(y.c));
  return scored.slice(0, count).map((s) => s.c);
}

function collectNames(doc: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const add = (name: string) => {
    names.add(name);
    if (name.includes(':')) names.add(splitFilterKey(name).field);
  };
  walkStructure(doc, (node, at) => {
    if (isObject(node.properties)) Object.keys(node.properties).forEach(add);
    if (Array.isArray(node.enum)) node.enum.filter((v) => typeof v === 'string').forEach((v) => names.add(v));
    if (typeof node.name === 'string' && typeof node.in === 'string') names.add(node.name);
    if (typeof node.operationId === 'string') names.add(node.operationId);
    if (isObject(node.headers) && at.includes('responses')) Object.keys(node.headers).forEach(add);
  });
  Object.keys(doc.components?.securitySchemes ?? {}).forEach(add);
  return names;
}

/** The filter sets of the parameters of these names (`filtering[…]` expressions are checked against `filtering`'s). */
function filterSets(doc: OpenApiDocument, parameterNames: readonly string[] = ['filtering']): FilterSet[] {
  return operations(doc).flatMap((entry) =>
    operationParameters(doc, entry)
      .filter((p) => p.in === 'query' && parameterNames.includes(p.name))
      .map((parameter): FilterSet => {
        const schema = normalize(doc, parameter.schema);
        const names = isObject(schema.propertyNames) ? schema.propertyNames : {};
        return {
          entry,
          keys: Object.keys(schema.properties ?? {}).map(splitFilterKey),
          ...(typeof names.pattern === 'string' ? {pattern: new RegExp(names.pattern)} : {}),
        };
      }),
  );
}

const models = new WeakMap<OpenApiDocument, ProseModel>();

/** The model of a version's (merged) document, built once per document. */
export function proseModel(version: string, doc: OpenApiDocument): ProseModel {
  const cached = models.get(doc);
  if (cached) return cached;
  const entries = operations(doc);
  const paths = new Map<string, PathTemplate>();
  for (const entry of entries) {
    const template = paths.get(entry.path) ?? {
      path: entry.path,
      segments: pathSegments(entry.path),
      methods: new Map(),
    };
    template.methods.set(entry.method.toUpperCase(), entry);
    paths.set(entry.path, template);
  }
  const names = collectNames(doc);
  const filters = filterSets(doc);
  for (const template of paths.values())
    template.segments.filter((s) => !isTemplateParameter(s)).forEach((s) => names.add(s));
  // An operator is a name of the version when any filter parameter (`filtering`, the 6.1 task list's `filter`) takes it.
  for (const set of filterSets(doc, FILTER_PARAMETERS)) filterOperatorsOf(set, names).forEach((o) => names.add(o));
  const model: ProseModel = {
    version,
    prefix: (VERSION_INFO as Record<string, {apiPrefix: string} | undefined>)[version]?.apiPrefix ?? '',
    doc,
    paths: [...paths.values()],
    operationIds: new Map(entries.flatMap((e) => (e.operation.operationId ? [[e.operation.operationId, e]] : []))),
    names,
    filters,
  };
  models.set(doc, model);
  return model;
}

/** How an operation's filter reads one key: `field` '' is any field, `operator` undefined is any operator. */
export function filterAccepts(
  set: FilterSet,
  field: string,
  operator: string | undefined,
  names: Set<string>,
): boolean {
  const declared = set.keys.some(
    (k) => (field === '' || k.field === field) && (operator === undefined || k.operator === operator),
  );
  if (declared || !set.pattern) return declared;
  const memo = patternMemo.get(set) ?? new Map<string, boolean>();
  patternMemo.set(set, memo);
  const key = `${field}:${operator ?? '*'}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const pattern = set.pattern;
  const fields = field === '' ? [...names] : [field];
  const operators = operator === undefined ? OPERATORS : [operator];
  const accepted = fields.some((f) => operators.some((o) => pattern.test(o === '' ? f : `${f}:${o}`)));
  memo.set(key, accepted);
  return accepted;
}

/** Answers of filterAccepts for key patterns, which may try every name of the version. */
const patternMemo = new WeakMap<FilterSet, Map<string, boolean>>();

/** The fields a filter set names (declared keys, or the names its pattern accepts). */
export function filterFields(set: FilterSet, names: Set<string>): string[] {
  if (set.keys.length > 0) return [...new Set(set.keys.map((k) => k.field))];
  return [...names].filter((n) => /^[a-z0-9_]+$/.test(n) && filterAccepts(set, n, undefined, names));
}

/** Every operator a filter set accepts, on any field. */
function filterOperatorsOf(set: FilterSet, names: Set<string>): string[] {
  const declared = set.keys.map((k) => k.operator).filter(Boolean);
  return set.pattern ? [...declared, ...OPERATORS.filter((o) => filterAccepts(set, '', o, names))] : declared;
}

/** The operators a filter set accepts on a field ('' for a bare key). */
export function filterOperators(set: FilterSet, field: string, names: Set<string>): string[] {
  const declared = set.keys.filter((k) => k.field === field).map((k) => k.operator);
  if (declared.length > 0 || !set.pattern) return declared;
  return ['', ...OPERATORS].filter((o) => filterAccepts(set, field, o, names));
}

/** `list_accounts (GET /api/v6/accounts)` */
export const describeOperation = (entry: OperationEntry) =>
  `${entry.operation.operationId ?? ''} (${entry.method.toUpperCase()} ${entry.path})`.trim();

export type ProseKind = 'page' | 'path' | 'filter' | 'name' | 'json' | 'claim' | 'glossary' | 'allowlist';

/** One problem of the prose check: where, the token as written, what is wrong, what the version has instead. */
export type ProseProblem = {
  file: string;
  line: number;
  column?: number;
  token: string;
  message: string;
  suggestions: string[];
  kind: ProseKind;
  /** The API version the page (or the partial, as included) was checked against. */
  version?: string;
};

/** A problem found in a piece, before it is placed: `at` is the text to place it at when it is not the token. */
export type Found = {piece: Piece; token: string; message: string; suggestions: string[]; kind: ProseKind; at?: string};
