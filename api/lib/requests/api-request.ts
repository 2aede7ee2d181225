/**
 * `<ApiRequest id="operation_id">` blocks: one request of a guide or recipe,
 * written as values (path, query, headers, body) for an operation of the
 * page's version. The values are checked against the OpenAPI source and
 * become the same ExampleRequest the reference pages' samples are made from,
 * so a guide cannot send a path, parameter or field its version lacks.
 */
import type Ajv2020 from 'ajv/dist/2020';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import type {OpenApiDocument, OperationEntry, Parameter} from '../browser-safe/openapi';
import {deref, inlineRefs} from '../browser-safe/refs';
import {composeRequest} from '../browser-safe/builder-model';
import {credentialsOf, type ExampleRequest} from '../browser-safe/request';

export const API_REQUEST_TAG = 'ApiRequest';

export type RequestValues = {path?: JsonObject; query?: JsonObject; headers?: JsonObject; body?: Json};

const KEYS = ['path', 'query', 'headers', 'body'] as const;
const LOCATION = {path: 'path', query: 'query', headers: 'header'} as const;

/** The values of a block's JSON code, or the reason they cannot be read. */
export function parseValues(source: string): {values: RequestValues} | {problem: string} {
  let parsed: Json;
  try {
    parsed = JSON.parse(source) as Json;
  } catch (error) {
    return {problem: `its JSON does not parse: ${(error as Error).message}`};
  }
  if (!isObject(parsed)) return {problem: 'its JSON must be an object with path, query, headers and/or body'};
  const unknown = Object.keys(parsed).filter((key) => !(KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) return {problem: `unknown key(s) ${unknown.join(', ')}: use path, query, headers, body`};
  for (const key of ['path', 'query', 'headers'] as const) {
    if (key in parsed && !isObject(parsed[key])) return {problem: `"${key}" must be an object of parameter values`};
  }
  return {values: parsed as RequestValues};
}

/**
 * A copy of a schema in which every object that lists its properties and says
 * nothing of others accepts no others (`unevaluatedProperties: false`), so a
 * misspelt or missing body field is an error. Members of allOf/anyOf/oneOf are
 * left open: their parent closes the merged object.
 */
export function closeObjects(schema: Json, member = false): Json {
  if (Array.isArray(schema)) return schema.map((s) => closeObjects(s));
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, closeObjects(s)]));
    } else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
      copy[key] = value.map((s) => closeObjects(s, true));
    } else if (['items', 'additionalProperties', 'not'].includes(key)) {
      copy[key] = closeObjects(value);
    } else {
      copy[key] = value;
    }
  }
  const lists = isObject(schema.properties) || ['allOf', 'anyOf', 'oneOf'].some((k) => Array.isArray(schema[k]));
  const open = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'].some((k) => k in schema);
  if (!member && lists && !open) copy.unevaluatedProperties = false;
  return copy;
}

function schemaProblems(ajv: Ajv2020, schema: Json, value: Json, what: string): string[] {
  const validate = ajv.compile(schema as JsonObject);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra =
      isObject(e.params) && typeof e.params.unevaluatedProperty === 'string'
        ? ` (${e.params.unevaluatedProperty})`
        : '';
    return `${what}${e.instancePath} ${e.message ?? 'is invalid'}${extra}`;
  });
}

/** The record fields an operation answers with: items of `data` in a list, else the record (or its `data`). */
export function recordFields(doc: OpenApiDocument, entry: OperationEntry): Set<string> {
  const [, response] = Object.entries(entry.operation.responses ?? {}).find(([status]) => /^2/.test(status)) ?? [];
  const schema = response ? inlineRefs(doc, deref(doc, response).content?.['application/json']?.schema ?? null) : null;
  const propertiesOf = (s: Json): JsonObject => {
    if (!isObject(s)) return {};
    const parts = Array.isArray(s.allOf) ? s.allOf.map(propertiesOf) : [];
    return Object.assign({}, ...parts, isObject(s.properties) ? s.properties : {});
  };
  const top = propertiesOf(schema);
  const data = top.data;
  const record =
    isObject(data) && data.type === 'array'
      ? propertiesOf(data.items ?? null)
      : isObject(data)
        ? propertiesOf(data)
        : top;
  return new Set(Object.keys(record));
}

function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  return (entry.operation.parameters ?? []).map((p) => deref(doc, p));
}

/**
 * Where `fields` and `filtering` accept any name (no enum, no listed keys),
 * the names must be fields of the answered record; where the parameter lists
 * its names, its schema already decides.
 */
function fieldNameProblems(doc: OpenApiDocument, entry: OperationEntry, query: JsonObject): string[] {
  const fields = recordFields(doc, entry);
  if (fields.size === 0) return [];
  const schemaOf = (name: string) => {
    const parameter = parametersOf(doc, entry).find((p) => p.in === 'query' && p.name === name);
    return parameter?.schema ? inlineRefs(doc, parameter.schema) : null;
  };
  const fieldsSchema = schemaOf('fields');
  const filteringSchema = schemaOf('filtering');
  const openFields = !(
    isObject(fieldsSchema) &&
    isObject(fieldsSchema.items) &&
    Array.isArray(fieldsSchema.items.enum)
  );
  const openFiltering = !(isObject(filteringSchema) && isObject(filteringSchema.properties));
  const named = [
    ...(openFields && Array.isArray(query.fields) ? query.fields.map((f) => ['fields', String(f)]) : []),
    ...(openFiltering && isObject(query.filtering)
      ? Object.keys(query.filtering).map((k) => ['filtering', k.split(':')[0]])
      : []),
  ];
  return named
    .filter(([, name]) => !fields.has(name))
    .map(([where, name]) => `${where} names "${name}", which is not a field of the records this operation returns`);
}

/** Everything wrong with the values for this operation (empty when they make a valid request). */
export function checkRequest(
  ajv: Ajv2020,
  doc: OpenApiDocument,
  entry: OperationEntry,
  values: RequestValues,
): string[] {
  const parameters = parametersOf(doc, entry);
  const problems: string[] = [];
  for (const key of ['path', 'query', 'headers'] as const) {
    const given = values[key] ?? {};
    const declared = parameters.filter((p) => p.in === LOCATION[key]);
    for (const name of Object.keys(given)) {
      const parameter = declared.find((p) => p.name === name);
      if (!parameter) {
        problems.push(`${key} "${name}" is not a ${LOCATION[key]} parameter of this operation`);
      } else if (parameter.schema) {
        problems.push(
          ...schemaProblems(ajv, closeObjects(inlineRefs(doc, parameter.schema)), given[name], `${key} "${name}"`),
        );
      }
    }
    for (const p of declared) {
      if ((p.required || p.in === 'path') && !(p.name in given))
        problems.push(`the required ${LOCATION[key]} parameter "${p.name}" is missing`);
    }
  }
  problems.push(...fieldNameProblems(doc, entry, values.query ?? {}));
  const body = entry.operation.requestBody ? deref(doc, entry.operation.requestBody) : undefined;
  const schema = body?.content?.['application/json']?.schema;
  if (values.body === undefined) {
    if (body?.required) problems.push('the request body is required');
  } else if (!schema) {
    problems.push('this operation takes no JSON body');
  } else {
    problems.push(...schemaProblems(ajv, closeObjects(inlineRefs(doc, schema)), values.body, 'body'));
  }
  return problems;
}

/** The request the values describe (check them first with checkRequest); the builder composes the same way. */
export function requestOf(doc: OpenApiDocument, entry: OperationEntry, values: RequestValues): ExampleRequest {
  return composeRequest(
    {
      method: entry.method,
      path: entry.path,
      parameters: parametersOf(doc, entry),
      credentials: credentialsOf(doc, entry),
    },
    values,
  );
}
