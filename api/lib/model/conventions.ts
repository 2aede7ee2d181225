/**
 * The conventions that several pages state, read off a version's OpenAPI
 * model as plain data: which filter operators each list accepts on which
 * fields, where `fields` is required, the list envelope, the error body, and
 * how each operation finds its record. `<ApiConvention>`
 * (render/remark-api-conventions.ts) renders them, so an intro, a conventions
 * page, a what-changed page and their Markdown twins cannot disagree.
 */
import {isObject, type Json} from '../browser-safe/json';
import {
  operations,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Schema,
} from '../browser-safe/openapi';
import {normalize} from './fields';
import {deref} from '../browser-safe/refs';

/** The parameters of an operation with `$ref`s followed (path-level ones first). */
export function operationParameters(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  const item = (doc.paths?.[entry.path] ?? {}) as {parameters?: Parameter[]};
  const all = [...(item.parameters ?? []), ...((entry.operation.parameters as Parameter[] | undefined) ?? [])];
  return all.map((parameter) => deref(doc, parameter));
}

export type FilterKey = {field: string; operator: string; schema: Schema};
export type OperationFilters = {
  entry: OperationEntry;
  parameter: Parameter;
  /** The keys the parameter declares one by one (`properties`). */
  keys: FilterKey[];
  /** The operators of a parameter that takes any `field:operator` key its `propertyNames.pattern` allows. */
  patternOperators: string[];
};

/** 'status:eq' → {field: 'status', operator: 'eq'}; a key without an operator has operator ''. */
export function splitFilterKey(key: string): {field: string; operator: string} {
  const colon = key.lastIndexOf(':');
  return colon < 0 ? {field: key, operator: ''} : {field: key.slice(0, colon), operator: key.slice(colon + 1)};
}

/** The operators a `propertyNames.pattern` such as `^[a-z0-9_]+:(eq|in|gte)$` allows. */
function patternOperators(schema: Schema): string[] {
  const pattern = (schema.propertyNames as Schema | undefined)?.pattern;
  const group = typeof pattern === 'string' ? /:\(([a-z_|]+)\)\$?$/.exec(pattern) : null;
  return group ? group[1].split('|') : [];
}

/** The names a list's filter parameter has: `filtering`, and `filter` on the 6.1 task list. */
export const FILTER_PARAMETERS = ['filtering', 'filter'];

/** Every operation with a filter parameter (`filtering`, `filter`), with the `field:operator` keys it declares. */
export function operationFilters(doc: OpenApiDocument): OperationFilters[] {
  return operations(doc).flatMap((entry) =>
    operationParameters(doc, entry)
      .filter((parameter) => parameter.in === 'query' && FILTER_PARAMETERS.includes(parameter.name))
      .map((parameter) => {
        const schema = normalize(doc, parameter.schema);
        const keys = Object.entries(schema.properties ?? {}).map(([key, property]) => ({
          ...splitFilterKey(key),
          schema: normalize(doc, property),
        }));
        return {entry, parameter, keys, patternOperators: patternOperators(schema)};
      })
      .filter((filters) => filters.keys.length > 0 || filters.patternOperators.length > 0),
  );
}

/** A key for an operator a pattern allows: the field of the parameter's example (else `id`), its value when the operator matches. */
function patternKey(filters: OperationFilters, operator: string): FilterKey {
  const example = isObject(filters.parameter.example) ? Object.entries(filters.parameter.example) : [];
  const same = example.find(([key]) => splitFilterKey(key).operator === operator);
  const field = example.length > 0 ? splitFilterKey(example[0][0]).field : 'id';
  if (same) return {field, operator, schema: {example: same[1]} as Schema};
  const list = ['in', 'not_in', 'between', 'not_between'].includes(operator);
  const type = example.length > 0 && typeof example[0][1] === 'string' ? 'string' : 'integer';
  return {field, operator, schema: (list ? {type: 'array', items: {type}} : {type}) as Schema};
}

export type OperatorUse = {
  operator: string;
  /** How many endpoints accept it. */
  endpoints: number;
  first: {filters: OperationFilters; key: FilterKey};
};

/**
 * The operators the version accepts, each with how many endpoints accept it and its first use (document order;
 * with `rank`, the first of the lowest rank: the example a table shows).
 */
export function operatorUses(
  doc: OpenApiDocument,
  rank: (filters: OperationFilters, key: FilterKey) => number = () => 0,
): OperatorUse[] {
  const uses = new Map<string, OperatorUse>();
  for (const filters of operationFilters(doc)) {
    const declared = filters.keys.map((key) => key.operator);
    for (const operator of new Set([...declared, ...filters.patternOperators])) {
      const use = uses.get(operator);
      const key = filters.keys.find((k) => k.operator === operator) ?? patternKey(filters, operator);
      if (!use) uses.set(operator, {operator, endpoints: 1, first: {filters, key}});
      else {
        use.endpoints += 1;
        if (rank(filters, key) < rank(use.first.filters, use.first.key)) use.first = {filters, key};
      }
    }
  }
  return [...uses.values()];
}

/** 2024-06-01 00:00 and 2024-06-30 23:59:59 (UTC+7), as text and as Unix seconds. */
const DAY_START = {text: '2024-06-01 00:00:00', unix: 1717174800};
const DAY_END = {text: '2024-06-30 23:59:59', unix: 1719766799};
const DATE_LIKE = /_at$|date|birthday|_time$|_sync$/;

/** An example value for a filter key: its example, its first enum value, or one by type and name (two for a list). */
export function filterExample(key: FilterKey): Json {
  const schema = key.schema;
  if (schema.example !== undefined) return schema.example as Json;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Json;
  const dated = DATE_LIKE.test(key.field);
  const one = (item: Schema, end = false): Json => {
    if (Array.isArray(item.enum) && item.enum.length > 0) return item.enum[0] as Json;
    const type = Array.isArray(item.type) ? item.type.find((t) => t !== 'null') : item.type;
    const moment = end ? DAY_END : DAY_START;
    if (type === 'integer' || type === 'number') return dated ? moment.unix : 1;
    if (type === 'boolean') return true;
    if (item.format === 'date') return moment.text.slice(0, 10);
    if (item.format === 'date-time' || dated) return moment.text;
    return 'text';
  };
  if (schema.type === 'array' || schema.items) {
    const item = (schema.items ?? {}) as Schema;
    if (key.operator.includes('between')) return [one(item), one(item, true)];
    const first = one(item);
    const count = Math.max(2, Number(schema.minItems ?? 0));
    return Array.from({length: count}, (_, i) => (typeof first === 'number' && !dated ? first + i : first));
  }
  return one(schema);
}

/** The version's filter operators with their meanings: the head's root `x-operators`. */
export function declaredOperators(
  doc: OpenApiDocument,
): {segments: string[]; operators: Record<string, Json>} | undefined {
  const operators = (doc as {'x-operators'?: Json})['x-operators'];
  if (!isObject(operators)) return undefined;
  return {segments: ['x-operators'], operators};
}

/** The operations whose `fields` parameter is required. */
export function fieldsRequired(doc: OpenApiDocument): OperationEntry[] {
  return operations(doc).filter((entry) =>
    operationParameters(doc, entry).some((p) => p.in === 'query' && p.name === 'fields' && p.required === true),
  );
}

/** A named shared schema (`components.schemas.<name>`), normalized; undefined when the version has none. */
export function sharedSchema(doc: OpenApiDocument, name: string): Schema | undefined {
  const raw = (doc.components as {schemas?: Record<string, Schema>} | undefined)?.schemas?.[name];
  return raw ? normalize(doc, raw) : undefined;
}

export type Locator = {kind: 'path' | 'query' | 'body'; names: string[]};

/**
 * How an operation finds its record: path parameters; else required `…_code`/`…_id` query parameters
 * (or, on a one-record read, the optional ones, one of which is needed); else its `current_…` body
 * fields, or a required `…_code` body field of an operation that is no create.
 */
export function recordLocator(doc: OpenApiDocument, entry: OperationEntry): Locator | undefined {
  const parameters = operationParameters(doc, entry);
  const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (inPath.length > 0) return {kind: 'path', names: inPath};
  const codes = parameters.filter((p) => p.in === 'query' && /_(code|id)$|^id$/.test(p.name));
  const required = codes.filter((p) => p.required === true).map((p) => p.name);
  if (required.length > 0) return {kind: 'query', names: required};
  const lists = parameters.some((p) => p.name === 'limit' || FILTER_PARAMETERS.includes(p.name));
  if (entry.method === 'get' && !lists && codes.length > 0) return {kind: 'query', names: codes.map((p) => p.name)};
  const body = requestSchema(doc, entry);
  const requiredBody = new Set(body?.required ?? []);
  const properties = Object.keys(body?.properties ?? {});
  const current = properties.filter((name) => name.startsWith('current_'));
  if (current.length > 0) return {kind: 'body', names: current};
  const inBody = properties.filter((name) => requiredBody.has(name) && /_code$/.test(name) && !creates(entry));
  return inBody.length > 0 ? {kind: 'body', names: inBody} : undefined;
}

/** A create operation names the new record's code in its body; it finds no existing record. */
function creates(entry: OperationEntry): boolean {
  return /^create/.test(String(entry.operation.operationId ?? ''));
}

function requestSchema(doc: OpenApiDocument, entry: OperationEntry): Schema | undefined {
  const body = entry.operation.requestBody ? deref(doc, entry.operation.requestBody as Json) : undefined;
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const media = body.content['application/json'];
  return isObject(media) && media.schema ? normalize(doc, media.schema as Schema) : undefined;
}
