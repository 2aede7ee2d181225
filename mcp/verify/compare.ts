/**
 * One answer compared with the documented response of its operation: the
 * status, the envelope (the answer's top-level JSON type), then every
 * documented key, walked with the schema (`$ref`s followed, `allOf` parts
 * merged, array items each checked): a required key missing, a key the docs
 * do not have, another JSON type, `null` where the schema is not nullable,
 * a value outside the documented enum. Each difference carries the key as
 * the evidence elements name it (`data[].account_code`, api/lib/evidence/
 * elements.ts) and that element's provenance mark; no difference carries a
 * value of the answer, only JSON types and counts.
 */
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import type {OpenApiDocument, OperationEntry, Schema} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {operationElements} from '../../api/lib/evidence/elements';

export type DifferenceKind = 'status' | 'envelope' | 'missing' | 'extra' | 'type' | 'null' | 'enum' | 'not-json';

/** A provenance status (api/lib/evidence/status.ts), or a key the docs do not have. */
export type Mark = 'published' | 'derived' | 'clients' | 'unpublished' | 'undocumented';

export type Difference = {
  kind: DifferenceKind;
  /** The key path as the evidence names it (`data[].id`); '' for the answer itself. */
  key: string;
  /** What the docs give: a status, JSON types (`integer`, `object`), `an enum of 3 values`, `required`. */
  documented: string;
  /** What came back: a status or a JSON type, never a value. */
  got: string;
  /** In how many places of the answer (array items) it was seen. */
  count: number;
  mark: Mark;
};

export type Comparison = {
  differences: Difference[];
  /** Documented keys the answer carried and that matched, as the evidence names them (`data[].id`). */
  confirmed: string[];
  /** Optional documented keys the answer did not carry (not a difference: lists return the fields asked for). */
  notSeen: string[];
};

type Resolved = {
  types: string[];
  properties: Record<string, Schema>;
  required: Set<string>;
  items?: Schema;
  enum?: Json[];
  additional?: Schema | boolean;
};

/** A schema with its `$ref`s followed and its `allOf` parts merged. */
function resolve(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): Resolved {
  const schema = raw ? deref(doc, raw) : {};
  const out: Resolved = {
    types: Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [],
    properties: {...(schema.properties ?? {})},
    required: new Set(schema.required ?? []),
    ...(schema.items ? {items: schema.items} : {}),
    ...(schema.enum ? {enum: schema.enum} : {}),
    ...(schema.additionalProperties !== undefined ? {additional: schema.additionalProperties} : {}),
  };
  if ((schema as {nullable?: boolean}).nullable === true) out.types.push('null');
  if (depth > 12) return out;
  for (const part of schema.allOf ?? []) {
    const merged = resolve(doc, part, depth + 1);
    if (out.types.length === 0) out.types = merged.types;
    Object.assign(out.properties, merged.properties);
    merged.required.forEach((r) => out.required.add(r));
    out.items ??= merged.items;
    out.enum ??= merged.enum;
    out.additional ??= merged.additional;
  }
  if (out.types.length === 0 && Object.keys(out.properties).length > 0) out.types = ['object'];
  if (out.types.length === 0 && out.items) out.types = ['array'];
  return out;
}

/** The JSON type of a value, integers told apart from other numbers. */
export function jsonType(value: Json | undefined): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const childKey = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

type Walk = {
  doc: OpenApiDocument;
  /** Field names asked for with `fields=`: a record's unasked keys are not missing. */
  selected: Set<string>;
  found: Map<string, Omit<Difference, 'mark'>>;
  matched: Set<string>;
  seen: Set<string>;
  optional: Set<string>;
};

function note(walk: Walk, d: Omit<Difference, 'mark' | 'count'>): void {
  const id = `${d.kind}\0${d.key}`;
  const had = walk.found.get(id);
  if (had) had.count += 1;
  else walk.found.set(id, {...d, count: 1});
}

/** A key asked away by `fields=`: inside a record (not the envelope), and none of its names was asked for. */
function excused(walk: Walk, key: string): boolean {
  if (walk.selected.size === 0) return false;
  const names = key.split(/\.|\[\]/).filter(Boolean);
  return names.length > 1 && !names.some((n) => walk.selected.has(n));
}

function check(walk: Walk, raw: Schema | undefined, value: Json, key: string): void {
  const schema = resolve(walk.doc, raw);
  const type = jsonType(value);
  const {types} = schema;
  if (value === null) {
    if (types.length > 0 && !types.includes('null'))
      note(walk, {kind: 'null', key, documented: types.join(' | '), got: 'null'});
    else walk.matched.add(key);
    return;
  }
  const typed = types.length === 0 || types.includes(type) || (type === 'integer' && types.includes('number'));
  if (!typed) {
    note(walk, {kind: key === '' ? 'envelope' : 'type', key, documented: types.join(' | '), got: type});
    return;
  }
  if (schema.enum && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(value)))
    note(walk, {kind: 'enum', key, documented: `one of ${schema.enum.length} documented values`, got: type});
  else if (key !== '') walk.matched.add(key);
  if (Array.isArray(value)) {
    for (const item of value) check(walk, schema.items, item, `${key}[]`);
    return;
  }
  if (!isObject(value)) return;
  const documented = Object.keys(schema.properties);
  for (const name of documented) {
    const at = childKey(key, name);
    if (name in value) {
      walk.seen.add(at);
      check(walk, schema.properties[name], value[name]!, at);
    } else if (schema.required.has(name) && !excused(walk, at)) {
      note(walk, {kind: 'missing', key: at, documented: 'required', got: 'absent'});
    } else walk.optional.add(at);
  }
  const extra = isObject(schema.additional) ? schema.additional : undefined;
  for (const name of Object.keys(value)) {
    if (documented.includes(name)) continue;
    if (extra) check(walk, extra, value[name]!, childKey(key, '*'));
    else if (documented.length > 0 && schema.additional !== true)
      note(walk, {kind: 'extra', key: childKey(key, name), documented: 'not documented', got: jsonType(value[name])});
  }
}

/** The documented success status and its JSON schema (the first 2xx with a JSON body, else the first 2xx). */
export function documentedSuccess(doc: OpenApiDocument, entry: OperationEntry): {status: string; schema?: Schema} {
  const success = Object.entries(entry.operation.responses ?? {}).filter(([s]) => /^2\d\d$/.test(s));
  const withJson = success.find(([, r]) => deref(doc, r).content?.['application/json']);
  const [status, raw] = withJson ?? success[0] ?? ['200', undefined];
  return {status, schema: raw ? deref(doc, raw).content?.['application/json']?.schema : undefined};
}

/** The mark of an element by key (its nearest documented parent's, else the operation's); `undocumented` for an extra key. */
function marker(doc: OpenApiDocument, entry: OperationEntry, status: string): (d: Omit<Difference, 'mark'>) => Mark {
  const elements = operationElements(doc, entry);
  const top = (elements[0]?.effective?.status ?? 'unpublished') as Mark;
  const byName = new Map(
    elements
      .filter((e) => e.kind === 'response' && e.context === status)
      .map((e) => [e.name, (e.effective?.status ?? top) as Mark]),
  );
  return (d) => {
    if (d.kind === 'extra') return 'undocumented';
    for (let key = d.key; key; key = key.replace(/(\.[^.[\]]+|\[\]|^[^.[\]]+)$/, '')) {
      const mark = byName.get(key);
      if (mark) return mark;
    }
    return top;
  };
}

/** Compares one answer (status, parsed JSON or undefined when it was not JSON) with the docs. */
export function compareAnswer(
  doc: OpenApiDocument,
  entry: OperationEntry,
  answer: {status: number; body: Json | undefined},
  selected: readonly string[] = [],
): Comparison {
  const success = documentedSuccess(doc, entry);
  const mark = marker(doc, entry, success.status);
  const walk: Walk = {
    doc,
    selected: new Set(selected),
    found: new Map(),
    matched: new Set(),
    seen: new Set(),
    optional: new Set(),
  };
  if (String(answer.status) !== success.status) {
    note(walk, {kind: 'status', key: '', documented: success.status, got: String(answer.status)});
  } else if (answer.body === undefined && success.schema) {
    note(walk, {kind: 'not-json', key: '', documented: 'JSON', got: 'not JSON'});
  } else if (success.schema && answer.body !== undefined) {
    check(walk, success.schema, answer.body, '');
  }
  const differences = [...walk.found.values()].map((d) => ({...d, mark: mark(d)}));
  const differing = new Set(differences.map((d) => d.key));
  return {
    differences,
    confirmed: [...walk.matched].filter((k) => !differing.has(k)).sort(),
    notSeen: [...walk.optional].filter((k) => !walk.seen.has(k)).sort(),
  };
}
