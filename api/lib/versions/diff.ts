/**
 * What changed between two versions of the API, computed from their merged
 * OpenAPI documents. Paths differ between versions (/api/v3/account/{ID},
 * /api/v6/accounts/{id}, /api/v6.1/account), so operations are matched by a
 * stable key: the operationId first, then the page that shows them (`x-doc`),
 * narrowed by method and by the number of path parameters when a page shows
 * several. What stays unmatched is added or removed.
 *
 * For a matched pair, the parameters (path, query, header, cookie, body
 * fields) and the success-response fields are compared by full name: added,
 * removed, type changed (nullability included) or required changed.
 */
import type {OpenApiDocument, OperationEntry, Parameter, Response} from '../browser-safe/openapi';
import {matchOperations, sides, type OperationRef, type Pair} from './match';
import {deref} from '../browser-safe/refs';
import {fieldRows, isNullable, normalize, parameterRows, typeName, type FieldRow} from '../model/fields';

export type {OperationRef};

export const FIELD_LOCATIONS = ['path', 'query', 'header', 'cookie', 'body', 'response'] as const;
export type FieldLocation = (typeof FIELD_LOCATIONS)[number];

export type FieldState = {type: string; nullable: boolean; required: boolean};

export type FieldChangeKind = 'added' | 'removed' | 'type' | 'required';

export type FieldChange = {
  location: FieldLocation;
  name: string;
  change: FieldChangeKind;
  before?: FieldState;
  after?: FieldState;
};

export type MatchedOperation = {
  matchedBy: Pair['matchedBy'];
  before: OperationRef;
  after: OperationRef;
  changes: FieldChange[];
};

export type ApiDiff = {
  /** In the newer version only (its document order). */
  added: OperationRef[];
  /** In the older version only (its document order). */
  removed: OperationRef[];
  /** In both, with parameter or response-field changes. */
  changed: MatchedOperation[];
  /** In both, same fields, but another method or path. */
  moved: MatchedOperation[];
  /** In both, same method, path and fields. */
  unchanged: MatchedOperation[];
};

type FieldMap = Map<string, {location: FieldLocation; name: string; state: FieldState}>;

function addRows(map: FieldMap, doc: OpenApiDocument, location: FieldLocation, rows: FieldRow[]): void {
  for (const row of rows) {
    const key = `${location}\0${row.name}`;
    if (map.has(key)) continue;
    map.set(key, {
      location,
      name: row.name,
      state: {type: typeName(doc, row.schema), nullable: isNullable(row.schema), required: row.required},
    });
  }
}

/** Every parameter, body field and success-response field of an operation, by location and full name. */
export function operationFields({doc, entry}: {doc: OpenApiDocument; entry: OperationEntry}): FieldMap {
  const map: FieldMap = new Map();
  for (const raw of entry.operation.parameters ?? []) {
    const parameter = deref(doc, raw) as Parameter;
    addRows(map, doc, parameter.in, parameterRows(doc, parameter));
  }
  if (entry.operation.requestBody) {
    const body = deref(doc, entry.operation.requestBody);
    addRows(map, doc, 'body', fieldRows(doc, body.content?.['application/json']?.schema));
  }
  for (const [status, raw] of Object.entries(entry.operation.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const schema = (deref(doc, raw) as Response).content?.['application/json']?.schema;
    if (schema) addRows(map, doc, 'response', fieldRows(doc, normalize(doc, schema)));
  }
  return map;
}

function sameType(a: FieldState, b: FieldState): boolean {
  return a.type === b.type && a.nullable === b.nullable;
}

/** The field changes from one operation to its twin, grouped by location (path … response), in the twins' order. */
export function compareFields(before: FieldMap, after: FieldMap): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, field] of before) {
    const twin = after.get(key);
    const base = {location: field.location, name: field.name, before: field.state};
    if (!twin) changes.push({...base, change: 'removed'});
    else if (!sameType(field.state, twin.state)) changes.push({...base, change: 'type', after: twin.state});
    else if (field.state.required !== twin.state.required)
      changes.push({...base, change: 'required', after: twin.state});
  }
  for (const [key, field] of after) {
    if (!before.has(key))
      changes.push({location: field.location, name: field.name, change: 'added', after: field.state});
  }
  const rank = (c: FieldChange) => FIELD_LOCATIONS.indexOf(c.location);
  return changes
    .map((c, i) => ({c, i}))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({c}) => c);
}

/** The changes from `before` (the older version) to `after` (the newer one). */
export function diffApis(before: OpenApiDocument, after: OpenApiDocument): ApiDiff {
  const older = sides(before);
  const newer = sides(after);
  const pairs = matchOperations(older, newer);
  const pairOf = new Map(pairs.map((pair) => [pair.after, pair]));
  const matchedOlder = new Set(pairs.map((pair) => pair.before));
  const diff: ApiDiff = {
    added: newer.filter((side) => !pairOf.has(side)).map((side) => side.ref),
    removed: older.filter((side) => !matchedOlder.has(side)).map((side) => side.ref),
    changed: [],
    moved: [],
    unchanged: [],
  };
  for (const side of newer) {
    const pair = pairOf.get(side);
    if (!pair) continue;
    const changes = compareFields(operationFields(pair.before), operationFields(pair.after));
    const matched: MatchedOperation = {
      matchedBy: pair.matchedBy,
      before: pair.before.ref,
      after: pair.after.ref,
      changes,
    };
    const samePlace = matched.before.method === matched.after.method && matched.before.path === matched.after.path;
    (changes.length > 0 ? diff.changed : samePlace ? diff.unchanged : diff.moved).push(matched);
  }
  return diff;
}
