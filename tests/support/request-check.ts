/**
 * What a sample sent, checked twice: against what its page meant to send (the
 * example request the serialiser started from: method, path, query pairs,
 * headers, body; the first difference is named), and against the operation's
 * request schema with the request builder's own JSON Schema 2020-12 validator
 * (api/lib/requests/builder.ts), after reading the raw request back into typed values
 * (path, query, headers, body) by each parameter's style.
 */
import type {ValidateFunction} from 'ajv/dist/2020';
import {builderAjv, requestSchema} from '../../api/lib/requests/builder';
import {coerce} from '../../api/lib/browser-safe/builder-model';
import {normalize} from '../../api/lib/model/fields';
import {isObject, type Json, type JsonObject} from '../../api/lib/browser-safe/json';
import type {OpenApiDocument, OperationEntry, Parameter, Schema} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {fillPath, type ExampleRequest, type Pair} from '../../api/lib/browser-safe/request';
import type {Arrival} from './recorder';

/** What a request should look like on arrival, every part decoded. */
export type Expected = {method: string; path: string; query: Pair[]; headers: Pair[]; body?: Json};

export function expectedOf(request: ExampleRequest): Expected {
  return {
    method: request.method,
    path: decodeURIComponent(fillPath(request.path, request.pathValues)),
    query: [
      ...request.credentials.filter((c) => c.in === 'query').map((c): Pair => [c.name, c.placeholder]),
      ...request.query,
    ],
    headers: [
      ...request.credentials.filter((c) => c.in === 'header').map((c): Pair => [c.name, c.placeholder]),
      ...request.headers,
    ],
    ...(request.body === undefined ? {} : {body: request.body}),
  };
}

/** Percent-decoding; in a query (form encoding) `+` is a space too. */
function decode(text: string, form = true): string {
  try {
    return decodeURIComponent(form ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}

/** The path (decoded) and the query pairs (decoded, in order) of a request target. */
export function splitTarget(target: string): {path: string; query: Pair[]} {
  const at = target.indexOf('?');
  const rawPath = at < 0 ? target : target.slice(0, at);
  const search = at < 0 ? '' : target.slice(at + 1);
  const query = search
    .split('&')
    .filter((part) => part !== '')
    .map((part): Pair => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
  return {path: decode(rawPath, false), query};
}

function show(value: Json | undefined): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The first place where two JSON values differ, as a JSON pointer with both values. */
export function jsonDifference(expected: Json | undefined, actual: Json | undefined, at = ''): string | undefined {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
      const found = jsonDifference(expected[i], actual[i], `${at}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const found = jsonDifference(expected[key], actual[key], `${at}/${key}`);
      if (found) return found;
    }
    return undefined;
  }
  if (JSON.stringify(expected) === JSON.stringify(actual)) return undefined;
  return `${at || '/'}: expected ${show(expected)}, got ${show(actual)}`;
}

/** The first difference between what the page meant to send and what arrived (undefined when none). */
export function firstDifference(expected: Expected, arrival: Arrival): string | undefined {
  if (arrival.method !== expected.method) return `method: expected ${expected.method}, got ${arrival.method}`;
  const {path, query} = splitTarget(arrival.target);
  if (path !== expected.path) return `path: expected ${expected.path}, got ${path}`;
  for (let i = 0; i < Math.max(expected.query.length, query.length); i += 1) {
    const want = expected.query[i];
    const got = query[i];
    if (want && got && want[0] === got[0] && want[1] === got[1]) continue;
    const pair = (p: Pair | undefined) => (p ? `${p[0]}=${p[1]}` : 'nothing');
    return `query pair ${i + 1}: expected ${pair(want)}, got ${pair(got)}`;
  }
  for (const [name, value] of expected.headers) {
    const got = arrival.headers[name.toLowerCase()];
    if (got === undefined) return `header ${name}: expected "${value}", got none`;
    // A client may add parameters to Content-Type (charset); the media type must match.
    const same =
      name.toLowerCase() === 'content-type'
        ? got.split(';')[0].trim().toLowerCase() === value.toLowerCase()
        : got === value;
    if (!same) return `header ${name}: expected "${value}", got "${got}"`;
  }
  if (expected.body === undefined) {
    return arrival.body === '' ? undefined : `body: expected none, got ${arrival.body.slice(0, 80)}`;
  }
  let body: Json;
  try {
    body = JSON.parse(arrival.body) as Json;
  } catch {
    return `body: expected JSON, got ${arrival.body === '' ? 'no body' : JSON.stringify(arrival.body.slice(0, 80))}`;
  }
  const found = jsonDifference(expected.body, body);
  return found ? `body ${found}` : undefined;
}

function typesOf(schema: Json): string[] {
  if (!isObject(schema)) return [];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.enum))
    return [...new Set(schema.enum.map((v) => (typeof v === 'number' ? 'number' : 'string')))];
  return [];
}

/** A query or header text typed by its schema (numbers and booleans where the schema takes them). */
function typed(schema: Json, text: string): Json {
  const value = coerce(text, typesOf(schema));
  return value === undefined ? text : value;
}

function itemsOf(schema: Json): Json {
  return isObject(schema) && schema.items !== undefined ? schema.items : {};
}

function isArraySchema(schema: Json): boolean {
  return typesOf(schema).includes('array');
}

/** The schema of one key of a deepObject: its property, a matching pattern property, else additionalProperties. */
function memberSchema(schema: Json, key: string): Json {
  if (!isObject(schema)) return {};
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  if (isObject(schema.patternProperties)) {
    for (const [pattern, s] of Object.entries(schema.patternProperties))
      if (new RegExp(pattern, 'u').test(key)) return s;
  }
  return isObject(schema.additionalProperties) ? schema.additionalProperties : {};
}

function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  return (entry.operation.parameters ?? []).map((p) => deref(doc, p));
}

/** The values of an arrived request, read back by each parameter's style; names no parameter claims stay as text. */
export function valuesOf(
  doc: OpenApiDocument,
  entry: OperationEntry,
  arrival: Arrival,
  credentialQuery: readonly string[],
): {path: JsonObject; query: JsonObject; headers: JsonObject; body?: Json; problems: string[]} {
  const problems: string[] = [];
  const parameters = parametersOf(doc, entry);
  // Schemas with their $refs followed and allOf merged, at every level looked at.
  const flat = (s: Json): Json => normalize(doc, (isObject(s) ? s : {}) as Schema) as Json;
  const schemaOf = (p: Parameter): Json => flat(p.schema ?? {});
  const {path, query: pairs} = splitTarget(arrival.target);

  const pathValues: JsonObject = {};
  const names: string[] = [];
  const pattern = entry.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) problems.push(`path ${path} does not match ${entry.path}`);
  else
    names.forEach((name, i) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      pathValues[name] = parameter ? typed(schemaOf(parameter), match[i + 1]) : match[i + 1];
    });

  const query: JsonObject = {};
  const claimed = new Set<number>();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const schema = schemaOf(parameter);
    const style = parameter.style ?? 'form';
    const explode = parameter.explode ?? style === 'form';
    const mine = pairs.flatMap(([key, value], index) => {
      if (style === 'deepObject') {
        const member = key.startsWith(`${parameter.name}[`)
          ? /^\[([^\]]*)\](\[\])?$/.exec(key.slice(parameter.name.length))
          : null;
        return member ? [{index, key: member[1], list: Boolean(member[2]), value}] : [];
      }
      return key === parameter.name ? [{index, key: '', list: false, value}] : [];
    });
    if (mine.length === 0) continue;
    mine.forEach((m) => claimed.add(m.index));
    if (style === 'deepObject') {
      const object: JsonObject = {};
      for (const m of mine) {
        const member = flat(memberSchema(schema, m.key));
        if (m.list) {
          const list = Array.isArray(object[m.key]) ? (object[m.key] as Json[]) : [];
          list.push(typed(flat(itemsOf(member)), m.value));
          object[m.key] = list;
        } else object[m.key] = typed(member, m.value);
      }
      query[parameter.name] = object;
    } else if (isArraySchema(schema)) {
      const texts = explode ? mine.map((m) => m.value) : mine.flatMap((m) => m.value.split(','));
      query[parameter.name] = texts.map((t) => typed(flat(itemsOf(schema)), t));
    } else {
      if (mine.length > 1) problems.push(`query parameter ${parameter.name} arrived ${mine.length} times`);
      query[parameter.name] = typed(schema, mine[0].value);
    }
  }
  pairs.forEach(([key, value], index) => {
    if (claimed.has(index) || credentialQuery.includes(key)) return;
    query[key] = value;
  });

  const headers: JsonObject = {};
  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    const value = arrival.headers[parameter.name.toLowerCase()];
    if (value !== undefined) headers[parameter.name] = typed(schemaOf(parameter), value);
  }

  let body: Json | undefined;
  if (arrival.body !== '') {
    try {
      body = JSON.parse(arrival.body) as Json;
    } catch {
      problems.push('the body is not JSON');
    }
  }
  return {path: pathValues, query, headers, ...(body === undefined ? {} : {body}), problems};
}

/** The request builder's validator of one operation (JSON Schema 2020-12, ajv), compiled once per operation. */
export function requestValidator(): (doc: OpenApiDocument, entry: OperationEntry, values: JsonObject) => string[] {
  const ajv = builderAjv();
  const compiled = new Map<string, ValidateFunction>();
  return (doc, entry, values) => {
    const key = `${entry.method} ${entry.path}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(requestSchema(doc, entry));
      compiled.set(key, validate);
    }
    if (validate(values)) return [];
    return (validate.errors ?? []).map((e) => {
      const params = e.params as Record<string, unknown>;
      const extra = ['additionalProperty', 'unevaluatedProperty', 'missingProperty', 'allowedValues']
        .filter((k) => k in params)
        .map((k) => ` (${JSON.stringify(params[k])})`)
        .join('');
      return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${extra}`;
    });
  };
}
