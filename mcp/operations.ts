/**
 * Operations of a version as the assistant needs them, read from the
 * version's OpenAPI download (in the requested locale) through the engine:
 * rows of parameters and body fields (api/lib/model/fields), the example request
 * and its cURL sample (api/lib/browser-safe/request + api/lib/browser-safe/samples, the serialiser of
 * the reference pages).
 */
import {fieldRows, isNullable, parameterRows, typeName, type FieldRow} from '../api/lib/model/fields';
import {isObject, type Json} from '../api/lib/browser-safe/json';
import {
  HTTP_METHODS,
  operations,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Tag,
} from '../api/lib/browser-safe/openapi';
import {deref} from '../api/lib/browser-safe/refs';
import {credentialsOf, exampleRequests} from '../api/lib/browser-safe/request';
import {curlSample, resolveSample} from '../api/lib/browser-safe/samples';
import {serverUrl} from '../render/operation';
import {markWords, operationMarkText} from '../render/evidence';
import {operationEvidence, relevantField, type ListMarks} from '../render/evidence-marks';
import type {ElementKind} from '../api/lib/evidence/elements';
import {fold} from '../config/search';
import type {Locale} from '../config/locales';
import {versionRoot} from '../config/versions';
import {localePrefix} from './source';
import {ToolError} from './errors';

export type Field = {
  name: string;
  type: string;
  required?: boolean;
  description?: string;
  enum?: Json[];
  default?: Json;
  /** Where the field comes from, in words, where the page marks it (render/evidence-marks.ts). */
  evidence?: string;
  /** Where its allowed values come from, in words, where the page marks them. */
  enumEvidence?: string;
};

type Marks = {locale: Locale; marks: ListMarks};

function field(doc: OpenApiDocument, row: FieldRow, withRequired: boolean, marks?: Marks): Field {
  const {schema} = row;
  const mark = marks?.marks({name: row.name, relevant: relevantField(schema, withRequired && row.required)});
  const values = schema.enum ?? (isObject(schema.items) ? (schema.items as {enum?: Json[]}).enum : undefined);
  return {
    name: row.name,
    type: `${typeName(doc, schema)}${isNullable(schema) ? ', nullable' : ''}`,
    ...(withRequired ? {required: row.required} : {}),
    ...((row.description ?? schema.description) ? {description: row.description ?? schema.description} : {}),
    ...(values ? {enum: values} : {}),
    ...(schema.default !== undefined ? {default: schema.default} : {}),
    ...(mark?.s && marks ? {evidence: markWords(marks.locale, mark.s)} : {}),
    ...(mark?.vs && marks ? {enumEvidence: markWords(marks.locale, mark.vs)} : {}),
  };
}

/** The page of an operation (its `x-doc`), as a site URL. */
export function operationPage(
  origin: string,
  version: string,
  locale: Locale,
  entry: OperationEntry,
): string | undefined {
  const docId = entry.operation['x-doc'];
  return docId ? `${origin}${localePrefix(locale)}${versionRoot(version)}/${docId}` : undefined;
}

export type OperationSummary = {
  operationId?: string;
  method: string;
  path: string;
  summary?: string;
  tag?: string;
  page?: string;
};

function summaryOf(origin: string, version: string, locale: Locale, entry: OperationEntry): OperationSummary {
  return {
    operationId: entry.operation.operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: entry.operation.summary,
    tag: entry.operation.tags?.[0],
    page: operationPage(origin, version, locale, entry),
  };
}

function tagMatches(tag: Tag, wanted: string): boolean {
  const key = fold(wanted.trim());
  return fold(tag.name) === key || fold(tag['x-displayName'] ?? '') === key;
}

export function listOperations(
  doc: OpenApiDocument,
  at: {origin: string; version: string; locale: Locale},
  tag?: string,
) {
  const tags = doc.tags ?? [];
  let entries = operations(doc);
  if (tag !== undefined && tag.trim() !== '') {
    const found = tags.find((t) => tagMatches(t, tag));
    if (!found) {
      const valid = tags.map((t) => (t['x-displayName'] ? `${t.name} (${t['x-displayName']})` : t.name)).join(', ');
      throw new ToolError(`API ${at.version} has no tag "${tag}". Valid tags: ${valid}.`);
    }
    entries = entries.filter((e) => e.operation.tags?.includes(found.name));
  }
  return {
    version: at.version,
    locale: at.locale,
    ...(tag ? {tag} : {tags: tags.map((t) => ({name: t.name, displayName: t['x-displayName']}))}),
    count: entries.length,
    operations: entries.map((e) => summaryOf(at.origin, at.version, at.locale, e)),
  };
}

/** A path template as a pattern: /api/v6/customers/{id} also matches /api/v6/customers/42. */
function pathPattern(template: string): RegExp {
  const segments = template
    .split('/')
    .map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/** Letter pairs of a text, for a typo-tolerant likeness (Dice coefficient). */
function pairs(text: string): string[] {
  const clean = fold(text).replace(/[^a-z0-9]+/g, ' ');
  return Array.from({length: Math.max(0, clean.length - 1)}, (_, i) => clean.slice(i, i + 2)).filter(
    (p) => !p.includes(' '),
  );
}

/** How much a wrong reference looks like an operation: its operationId, or its "METHOD /path". */
function likeness(ref: string, entry: OperationEntry): number {
  const mine = pairs(ref);
  const dice = (other: string) => {
    const theirs = pairs(other);
    const pool = [...theirs];
    const shared = mine.filter((p) => {
      const i = pool.indexOf(p);
      if (i >= 0) pool.splice(i, 1);
      return i >= 0;
    }).length;
    return mine.length + theirs.length > 0 ? (2 * shared) / (mine.length + theirs.length) : 0;
  };
  return Math.max(dice(entry.operation.operationId ?? ''), dice(`${entry.method} ${entry.path}`));
}

/** The operation `ref` names: an operationId, or "METHOD /path" (a template or a concrete path). */
export function findOperationByRef(doc: OpenApiDocument, version: string, ref: string): OperationEntry {
  const all = operations(doc);
  const text = ref.trim();
  const request = /^([A-Za-z]+)\s+(\S+)$/.exec(text);
  if (request && (HTTP_METHODS as readonly string[]).includes(request[1].toLowerCase())) {
    const method = request[1].toLowerCase();
    const path = request[2].replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    const onPath = all.filter((e) => e.path === path);
    const candidates = onPath.length > 0 ? onPath : all.filter((e) => pathPattern(e.path).test(path));
    const found = candidates.find((e) => e.method === method);
    if (found) return found;
    if (candidates.length > 0) {
      const methods = [...new Set(candidates.map((e) => `${e.method.toUpperCase()} ${e.path}`))].join(', ');
      throw new ToolError(`API ${version} has no ${method.toUpperCase()} ${path}. That path has: ${methods}.`);
    }
  } else {
    const found =
      all.find((e) => e.operation.operationId === text) ??
      all.find((e) => e.operation.operationId?.toLowerCase() === text.toLowerCase());
    if (found) return found;
  }
  const near = all
    .map((e) => ({e, score: likeness(text, e)}))
    .filter((x) => x.score > 0.3)
    .sort((a, b) => b.score - a.score)
    .slice(0, 6)
    .map(({e}) => `${e.operation.operationId} (${e.method.toUpperCase()} ${e.path})`);
  throw new ToolError(
    `API ${version} has no operation "${text}". Give an operationId or "METHOD /path", e.g. "${all[0] ? `${all[0].method.toUpperCase()} ${all[0].path}` : ''}".` +
      `${near.length ? ` Close matches: ${near.join(', ')}.` : ''} list_operations("${version}") lists all ${all.length}; search_docs finds them by words.`,
  );
}

/** One operation as compact JSON: parameters, body, success responses, errors, and its cURL sample. */
export function describeOperation(
  doc: OpenApiDocument,
  entry: OperationEntry,
  at: {origin: string; version: string; locale: Locale},
) {
  const {operation} = entry;
  const parameters = (operation.parameters ?? []).map((p) => deref(doc, p) as Parameter);
  const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
  const media = body?.content?.['application/json'];
  const responses = Object.entries(operation.responses ?? {}).map(([status, raw]) => ({
    status,
    response: deref(doc, raw),
  }));
  const exampleOf = (m: typeof media): Json | undefined =>
    m?.example !== undefined ? m.example : isObject(m?.examples) ? Object.values(m.examples)[0]?.value : undefined;
  const server = serverUrl(doc);
  const [request] = exampleRequests(doc, entry);
  const evidence = operationEvidence(doc, entry);
  const marks = (kinds: ElementKind[], context?: string): Marks => ({
    locale: at.locale,
    marks: evidence.listMarks(kinds, context),
  });
  const parameterMarks = marks(['parameter', 'filter']);
  const bodyMarks = marks(['body']);
  return {
    version: at.version,
    locale: at.locale,
    operationId: operation.operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    server,
    summary: operation.summary,
    description: operation.description,
    tags: operation.tags,
    page: operationPage(at.origin, at.version, at.locale, entry),
    ...(evidence.operation
      ? {
          evidence: {
            ...evidence.operation,
            says: operationMarkText(at.locale, evidence.operation, {counts: evidence.summary, version: at.version}),
          },
        }
      : {}),
    auth: credentialsOf(doc, entry).map((c) => ({in: c.in, name: c.name, value: c.placeholder})),
    parameters: parameters.flatMap((p) =>
      parameterRows(doc, p).map((row) => ({
        in: p.in,
        ...field(doc, row, true, parameterMarks),
        ...(p.example !== undefined ? {example: p.example} : {}),
      })),
    ),
    ...(media
      ? {
          body: {
            required: Boolean(body?.required),
            fields: fieldRows(doc, media.schema).map((row) => field(doc, row, true, bodyMarks)),
            example: exampleOf(media),
          },
        }
      : {}),
    responses: responses
      .filter(({status}) => /^[123]/.test(status))
      .map(({status, response}) => {
        const content = response.content?.['application/json'];
        // One list's marks, asked in the list's order: a mark on an object covers its fields.
        const responseMarks = marks(['response'], status);
        return {
          status,
          description: response.description,
          fields: fieldRows(doc, content?.schema).map((row) => field(doc, row, false, responseMarks)),
          example: exampleOf(content),
        };
      }),
    errors: responses
      .filter(({status}) => !/^[123]/.test(status))
      .map(({status, response}) => {
        const mark = evidence.errorMark(status);
        return {status, description: response.description, ...(mark ? {evidence: markWords(at.locale, mark)} : {})};
      }),
    curl: request ? curlSample(resolveSample(request, server)) : undefined,
  };
}
