/**
 * The request builder's model of one operation, and what turns a reader's
 * values into a request. Browser-safe: it imports only the pure engine modules
 * (json, request), never a Node built-in, so the reference pages' serialiser
 * (request.ts + samples.ts) writes the builder's samples in the browser too.
 * The build makes a model per operation (builder.ts) and ships it as data.
 */
import {isObject, type Json, type JsonObject} from './json';
import {serializeQuery, type Credential, type ExampleRequest, type Pair} from './request';

/** A value input: a scalar, an object of named inputs, a list of rows, or a name → value map (custom fields). */
export type Input =
  | {kind: 'scalar'; types: string[]; format?: string; enum?: Json[]; default?: Json; example?: Json}
  | {kind: 'object'; properties: Property[]}
  | {kind: 'array'; items: Input}
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

/** The values of an empty form: the required body starts as its skeleton. */
export function initialValues(model: BuilderModel): BuilderValues {
  const body = model.body ? initialValue(model.body.input, model.body.required) : undefined;
  return body === undefined ? {} : {body};
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
