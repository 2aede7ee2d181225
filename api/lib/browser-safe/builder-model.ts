/**
 * The request builder's model of one operation, and what turns a reader's
 * values into a request, filter conditions included (each version's syntax;
 * an incomplete condition is a gap, shown at its input and never sent).
 * Browser-safe: it imports only the pure engine modules (json, request),
 * never a Node built-in, so the reference pages' serialiser (request.ts +
 * samples.ts) writes the builder's samples in the browser too.
 * The build makes a model per operation (requests/builder.ts) and ships it as data.
 */
import {isObject, type Json, type JsonObject} from './json';
import {serializeQuery, type Credential, type ExampleRequest, type Pair} from './request';

/** A value input: a scalar, an object of named inputs, a list of rows, or a name → value map (custom fields). */
export type Input =
  | {
      kind: 'scalar';
      types: string[];
      format?: string;
      /** The schema's `pattern` (its words for the reader: patternShape). */
      pattern?: string;
      enum?: Json[];
      default?: Json;
      example?: Json;
    }
  | {kind: 'object'; properties: Property[]}
  /** A list; `minItems` = `maxItems` is a fixed number of values (a `between` range: exactly two). */
  | {kind: 'array'; items: Input; minItems?: number; maxItems?: number}
  | {kind: 'map'; values: Input};

export type Property = {name: string; required: boolean; input: Input};

/** One filter field of a `field:operator` filter (6.x): the operators it takes, each with its value input. */
export type FilterField = {name: string; operators: {operator: string; input: Input}[]};

/**
 * A list's filter parameter, in its version's syntax:
 * - `key`: each condition is a key `field:operator` (6.x `filtering[status:eq]=1`; operator '' is a bare key);
 * - `value`: each condition is a key `field` and a value `operator|value` (4.0 `custom_fields[code]==|vang`),
 *   the field being a code the reader types.
 */
export type Filter = {syntax: 'key'; fields: FilterField[]} | {syntax: 'value'; operators: string[]};

export type ParameterModel = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  style?: string;
  explode?: boolean;
  input: Input;
  /** List tools: a fields picker (the names), a filter builder, a sort-field select (the names). */
  role?: {kind: 'fields'; names: string[]} | {kind: 'filter'; filter: Filter} | {kind: 'sort'; names: string[]};
};

export type BuilderModel = {
  id: string;
  version: string;
  method: string;
  path: string;
  /** The server URL pattern, e.g. https://{your-domain}. */
  server: string;
  credentials: Credential[];
  parameters: ParameterModel[];
  body?: {required: boolean; input: Input};
  /** The values of the page's documented example: the form starts from them. */
  example?: BuilderValues;
};

/** What the reader entered: parameter values by location, and the body. */
export type BuilderValues = {path?: JsonObject; query?: JsonObject; headers?: JsonObject; body?: Json};

export const LOCATIONS = [
  {key: 'path', in: 'path'},
  {key: 'query', in: 'query'},
  {key: 'headers', in: 'header'},
] as const;

/** The typed value of a text input: '' is no value; numbers where the schema takes them; else the text. */
export function coerce(text: string, types: readonly string[]): Json | undefined {
  if (text === '') return undefined;
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text.trim())) return Number(text.trim());
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === 'null') return null;
  return text;
}

/** The value an empty form starts with: required objects exist (so their own required fields are checked). */
export function initialValue(input: Input, required: boolean): Json | undefined {
  if (!required) return undefined;
  if (input.kind === 'object') {
    const entries = input.properties.flatMap((p) => {
      const value = initialValue(p.input, p.required);
      return value === undefined ? [] : [[p.name, value] as const];
    });
    return Object.fromEntries(entries);
  }
  if (input.kind === 'array') return [];
  if (input.kind === 'map') return {};
  return undefined;
}

/**
 * The values the form starts from: the page's documented example when the
 * model has one (what the reference page shows), else an empty form whose
 * required body starts as its skeleton.
 */
export function initialValues(model: BuilderModel): BuilderValues {
  if (model.example) return model.example;
  const body = model.body ? initialValue(model.body.input, model.body.required) : undefined;
  return body === undefined ? {} : {body};
}

/**
 * The words of the value patterns the sources use, so neither a placeholder nor
 * an error shows a regular expression: the shape to write and an example.
 * tests/unit/request-builder.test.ts fails, naming it, on a pattern of a
 * version's source that is missing here.
 */
export const PATTERN_SHAPES: Readonly<Record<string, {shape: string; example: string}>> = {
  '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$': {shape: 'YYYY-MM-DD hh:mm:ss', example: '2025-03-01 08:30:00'},
  '^\\d{2}/\\d{2}/\\d{4}$': {shape: 'DD/MM/YYYY', example: '01/03/2025'},
  '^\\d+(,\\d+)*$': {shape: 'N,N,…', example: '2,5'},
  '^#[0-9A-Fa-f]{6}$': {shape: '#RRGGBB', example: '#1A73E8'},
  '^(>|>=|<|<=|like|=)\\|.*$': {shape: 'operator|value', example: '=|vang'},
};

/** The shape and example of a value pattern, if the builder knows its words. */
export function patternShape(pattern: string): {shape: string; example: string} | undefined {
  return PATTERN_SHAPES[pattern];
}

/** The value without what the reader left empty: unset optional objects, maps and lists drop out. */
export function prune(value: Json | undefined, input: Input, required: boolean): Json | undefined {
  if (value === undefined) return undefined;
  if (input.kind === 'object' && isObject(value)) {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const property = input.properties.find((p) => p.name === key);
      const kept = property ? prune(item, property.input, property.required) : item;
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length === 0 && !required ? undefined : out;
  }
  if (input.kind === 'array' && Array.isArray(value)) {
    const out = value.map((item) => prune(item, input.items, true)).filter((item): item is Json => item !== undefined);
    return out.length === 0 && !required ? undefined : out;
  }
  if (input.kind === 'map' && isObject(value)) {
    const out = Object.fromEntries(Object.entries(value).filter(([key, item]) => key !== '' && item !== undefined));
    return Object.keys(out).length === 0 && !required ? undefined : out;
  }
  return input.kind === 'scalar' && value === '' ? undefined : value;
}

/** The values as they are sent and checked: every empty part pruned, empty locations dropped. */
export function cleanValues(model: BuilderModel, values: BuilderValues): BuilderValues {
  const out: BuilderValues = {};
  for (const location of LOCATIONS) {
    const given = values[location.key] ?? {};
    const kept: JsonObject = {};
    for (const parameter of model.parameters.filter((p) => p.in === location.in)) {
      const value = prune(given[parameter.name], parameter.input, false);
      if (value !== undefined) kept[parameter.name] = value;
    }
    if (Object.keys(kept).length > 0) out[location.key] = kept;
  }
  if (model.body) {
    const body = prune(values.body, model.body.input, model.body.required);
    if (body !== undefined) out.body = body;
  }
  return out;
}

function scalar(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A parameter as the serialiser reads it (name, location, style, explode). */
type Serialisable = {name: string; in: string; style?: string; explode?: boolean};

/**
 * The request the values describe, query pairs in the operation's parameter
 * order, serialised by each parameter's style (request.ts). The build's
 * `<ApiRequest>` blocks and the builder in the browser both make requests here.
 */
export function composeRequest(
  operation: {method: string; path: string; parameters: readonly Serialisable[]; credentials: Credential[]},
  values: BuilderValues,
): ExampleRequest {
  const query = values.query ?? {};
  const headers: Pair[] = Object.entries(values.headers ?? {}).map(([k, v]) => [k, scalar(v)]);
  return {
    method: operation.method.toUpperCase(),
    path: operation.path,
    pathValues: Object.fromEntries(Object.entries(values.path ?? {}).map(([k, v]) => [k, scalar(v)])),
    query: operation.parameters
      .filter((p) => p.in === 'query' && p.name in query)
      .flatMap((p) => serializeQuery({...p, in: 'query'} as Parameters<typeof serializeQuery>[0], query[p.name])),
    headers: values.body === undefined ? headers : [...headers, ['Content-Type', 'application/json']],
    credentials: operation.credentials,
    ...(values.body === undefined ? {} : {body: values.body}),
  };
}

/** The builder's request: the cleaned values through composeRequest. */
export function builderRequest(model: BuilderModel, values: BuilderValues): ExampleRequest {
  return composeRequest(model, cleanValues(model, values));
}

/** One condition of the filter builder; `operator` '' is a bare key (6.x `filtering[last_sync]=…`). */
export type Condition = {field: string; operator: string; value?: Json};

const TEXT: Input = {kind: 'scalar', types: ['string']};

/** A fixed number of values (`between`: two), or undefined when the list takes any number. */
export function fixedLength(input: Input): number | undefined {
  return input.kind === 'array' && input.minItems !== undefined && input.minItems === input.maxItems
    ? input.minItems
    : undefined;
}

/** The operators a field takes, each with its value input (4.0: every operator, a text value). */
export function operatorsOf(filter: Filter, field: string): {operator: string; input: Input}[] {
  if (filter.syntax === 'value') return filter.operators.map((operator) => ({operator, input: TEXT}));
  return filter.fields.find((f) => f.name === field)?.operators ?? [];
}

/** The operator a condition uses: the one it names, else its field's first (what its select shows). */
export function chosenOperator(filter: Filter, condition: Condition): {operator: string; input: Input} | undefined {
  const operators = operatorsOf(filter, condition.field);
  return operators.find((o) => o.operator === condition.operator) ?? operators[0];
}

/**
 * What a condition lacks before it can be sent: a field, a value, or (a range,
 * `between`) exactly `count` values. A condition that lacks one is an error at
 * its input and is left out of the request, never silently dropped.
 */
export type ConditionGap = {kind: 'field'} | {kind: 'value'} | {kind: 'values'; count: number};

const filled = (value: Json | undefined) => value !== undefined && value !== null && value !== '';

export function conditionGap(filter: Filter, condition: Condition): ConditionGap | undefined {
  if (condition.field === '') return {kind: 'field'};
  const chosen = chosenOperator(filter, condition);
  const count = chosen ? fixedLength(chosen.input) : undefined;
  const values = Array.isArray(condition.value) ? condition.value.filter(filled).length : undefined;
  if (count !== undefined && values !== count) return {kind: 'values', count};
  if (values === 0 || (values === undefined && !filled(condition.value))) return {kind: 'value'};
  return undefined;
}

/** A scalar value as an input of other types takes it: kept when its type is one of them, else re-read from its text. */
function retyped(value: Json, input: Input): Json | undefined {
  if (input.kind !== 'scalar' || input.types.length === 0) return value;
  const type =
    typeof value === 'number' ? (Number.isInteger(value) ? ['integer', 'number'] : ['number']) : [typeof value];
  if (type.some((t) => input.types.includes(t))) return value;
  return coerce(typeof value === 'string' ? value : JSON.stringify(value), input.types);
}

/**
 * The value a condition keeps when its operator changes to one whose input is `to`: a single value becomes the first
 * item of a list (`gte` → `between`: the range's start; `eq` → `in`), a list gives its first item to a single value
 * (`between` → `gte`, `in` → `eq`), a list keeps its items (up to a range's two), each retyped where the new input
 * types it otherwise. Empty parts are left behind; nothing left is no value.
 */
export function carriedValue(value: Json | undefined, to: Input | undefined): Json | undefined {
  if (value === undefined || !to) return undefined;
  const items = (Array.isArray(value) ? value : [value]).filter(filled);
  if (items.length === 0) return undefined;
  if (to.kind === 'array') {
    const count = fixedLength(to);
    const kept = (count === undefined ? items : items.slice(0, count))
      .map((item) => retyped(item, to.items))
      .filter((item): item is Json => item !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  return to.kind === 'scalar' ? retyped(items[0]!, to) : undefined;
}

/** The filter parameter's value for these conditions (incomplete ones left out: see conditionGap). */
export function filterValue(filter: Filter, conditions: readonly Condition[]): JsonObject | undefined {
  const out: JsonObject = {};
  for (const condition of conditions) {
    const {field, operator, value} = condition;
    if (value === undefined || conditionGap(filter, condition)) continue;
    if (filter.syntax === 'key') out[operator ? `${field}:${operator}` : field] = value;
    else if (operator !== '') out[field] = `${operator}|${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The conditions a filter parameter's value holds (the reverse of filterValue). */
export function conditionsOf(filter: Filter, value: Json | undefined): Condition[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, item]): Condition => {
    if (filter.syntax === 'value') {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      const bar = text.indexOf('|');
      return bar < 0
        ? {field: key, operator: '', value: text}
        : {field: key, operator: text.slice(0, bar), value: text.slice(bar + 1)};
    }
    const colon = key.lastIndexOf(':');
    return colon < 0
      ? {field: key, operator: '', value: item}
      : {field: key.slice(0, colon), operator: key.slice(colon + 1), value: item};
  });
}
