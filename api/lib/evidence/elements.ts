/**
 * The elements of an operation that can carry evidence: the operation, its
 * parameters and filter keys, its request and response fields (nested, by
 * full path), their enum values, its examples and its error responses. Each
 * element knows where it is written (JSON pointer segments, for file and
 * line), the provenance it states itself, and the one it has in effect (its
 * own, else its parent's, else its operation's). A use of a shared schema
 * (an `items` or `allOf` part written as `{$ref, x-evidence}`) states the
 * evidence its fields inherit there: a schema shared by a list, a detail and
 * a body is published at one use and not at another.
 */
import {isObject, type Json} from '../browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry, type Schema} from '../browser-safe/openapi';
import {fromPointer} from '../browser-safe/json';
import {ENUM_EVIDENCE_KEY, EVIDENCE_KEY, parseProvenance, type Provenance} from './provenance';

export type ElementKind =
  'operation' | 'convention' | 'parameter' | 'filter' | 'body' | 'response' | 'enum' | 'example' | 'error';

export type Element = {
  kind: ElementKind;
  entry: OperationEntry;
  /** `fields`, `filtering[status:eq]`, `contacts[].first_name`, `data[].id`, an enum value, a status. */
  name: string;
  /** For response fields and examples: the status (`200`); for enum values: the element they belong to. */
  context?: string;
  /** Where the element (or the object that carries its evidence) is written. */
  segments: string[];
  own?: Provenance;
  /** A malformed `x-evidence`. */
  error?: string;
  effective?: Provenance;
  /**
   * For body and response fields: whether the object that holds it requires it at this use, every `required` list
   * of the object's `allOf` parts counted (a create body requires in one part what a shared input schema lists).
   */
  required?: boolean;
};

const SUCCESS = /^2\d\d$/;

function readOwn(node: Json | undefined, key = EVIDENCE_KEY): Pick<Element, 'own' | 'error'> {
  if (!isObject(node)) return {};
  const parsed = parseProvenance(node[key]);
  if (!parsed) return {};
  return 'error' in parsed ? {error: `${key}: ${parsed.error}`} : {own: parsed};
}

type Located = {node: Json; segments: string[]};

/** Follows `$ref`s from a located node, keeping the segments of the node reached. */
function follow(doc: OpenApiDocument, located: Located, seen: string[] = []): Located {
  const {node} = located;
  if (!isObject(node) || typeof node.$ref !== 'string' || seen.includes(node.$ref)) return located;
  const segments = fromPointer(node.$ref);
  // A pointer may pass through an array (`…/allOf/0/properties/x`).
  const target = segments.reduce<Json | undefined>(
    (n, s) => (isObject(n) ? n[s] : Array.isArray(n) ? n[Number(s)] : undefined),
    doc as Json,
  );
  return follow(doc, {node: target ?? {}, segments}, [...seen, node.$ref]);
}

type Visit = (
  name: string,
  located: Located,
  inherited: Provenance | undefined,
  required: boolean,
) => Provenance | undefined;

/** The `required` names of a schema and of every `allOf` part that composes the same object. */
function requiredNames(doc: OpenApiDocument, node: Json | undefined, depth = 0): string[] {
  const schema = follow(doc, {node: node ?? {}, segments: []}).node as Schema;
  if (!isObject(schema) || depth > 12) return [];
  const own = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  return [...own, ...(schema.allOf ?? []).flatMap((part) => requiredNames(doc, part as Json, depth + 1))];
}

/** The property names a schema defines, its `allOf` parts' included. */
function propertyNames(doc: OpenApiDocument, node: Json | undefined, depth = 0): string[] {
  const schema = follow(doc, {node: node ?? {}, segments: []}).node as Schema;
  if (!isObject(schema) || depth > 12) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...(schema.allOf ?? []).flatMap((part) => propertyNames(doc, part as Json, depth + 1)),
  ];
}

/**
 * Walks the properties of a schema (allOf parts, array items) with the segments of each property. As the pages
 * merge `allOf` (`api/lib/model/fields.ts`: later parts win), a property that a later part or the schema itself defines
 * again is that definition's: a create body can restate one field of a shared input with its own evidence.
 */
function walkSchema(
  doc: OpenApiDocument,
  start: Located,
  prefix: string,
  inherited: Provenance | undefined,
  visit: Visit,
  depth = 0,
  /** The names required by the other `allOf` parts of the same object. */
  composed: readonly string[] = [],
  /** The names a later `allOf` part of the same object defines again. */
  shadowed: readonly string[] = [],
): void {
  if (depth > 12) return;
  // A use of a shared schema may state the evidence of all it brings (`items: {$ref: …, x-evidence: …}`).
  const stated = readOwn(start.node).own;
  if (stated) inherited = stated;
  const located = follow(doc, start);
  const schema = located.node as Schema;
  if (!isObject(schema)) return;
  const required = [...composed, ...requiredNames(doc, schema as Json)];
  const parts = (schema.allOf ?? []) as Json[];
  const later = (i: number) => [
    ...shadowed,
    ...Object.keys(schema.properties ?? {}),
    ...parts.slice(i + 1).flatMap((part) => propertyNames(doc, part)),
  ];
  parts.forEach((_, i) =>
    walkSchema(
      doc,
      {node: schema.allOf![i] as Json, segments: [...located.segments, 'allOf', String(i)]},
      prefix,
      inherited,
      visit,
      depth + 1,
      required,
      later(i),
    ),
  );
  if (schema.items) {
    walkSchema(
      doc,
      {node: schema.items as Json, segments: [...located.segments, 'items']},
      `${prefix}[]`,
      inherited,
      visit,
      depth + 1,
    );
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (shadowed.includes(key)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const at: Located = {node: property as Json, segments: [...located.segments, 'properties', key]};
    const effective = visit(name, at, inherited, required.includes(key));
    walkSchema(doc, at, name, effective, visit, depth + 1);
  }
}

function enumElements(
  entry: OperationEntry,
  owner: string,
  located: Located,
  inherited: Provenance | undefined,
  doc: OpenApiDocument,
): Element[] {
  const reached = follow(doc, located);
  const schema = reached.node as Schema;
  const target =
    isObject(schema) && Array.isArray(schema.enum)
      ? reached
      : follow(doc, {node: (schema as Schema)?.items as Json, segments: [...reached.segments, 'items']});
  const values =
    isObject(target.node) && Array.isArray((target.node as Schema).enum) ? (target.node as Schema).enum! : [];
  if (values.length === 0) return [];
  const own = readOwn(target.node, ENUM_EVIDENCE_KEY);
  return values.map((value) => ({
    kind: 'enum' as const,
    entry,
    name: String(value),
    context: owner,
    segments: [...target.segments, 'enum'],
    ...own,
    effective: own.own ?? inherited,
  }));
}

/** Every element of one operation, the operation first. */
export function operationElements(doc: OpenApiDocument, entry: OperationEntry): Element[] {
  const op = readOwn(entry.operation as Json);
  const top: Element = {
    kind: 'operation',
    entry,
    name: entry.operation.operationId ?? entry.path,
    segments: entry.segments,
    ...op,
    effective: op.own,
  };
  const elements: Element[] = [top];
  const base = top.effective;
  const add = (element: Omit<Element, 'effective'>, inherited: Provenance | undefined): Provenance | undefined => {
    const effective = element.own ?? inherited;
    elements.push({...element, effective});
    return effective;
  };

  const parameters = ((entry.operation.parameters ?? []) as Json[]).map((p, i) =>
    follow(doc, {node: p, segments: [...entry.segments, 'parameters', String(i)]}),
  );
  for (const located of parameters) {
    const parameter = located.node as {name?: string; style?: string; schema?: Schema};
    if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
    const effective = add(
      {kind: 'parameter', entry, name: parameter.name, segments: located.segments, ...readOwn(located.node)},
      base,
    );
    const schemaAt = follow(doc, {node: parameter.schema as Json, segments: [...located.segments, 'schema']});
    elements.push(...enumElements(entry, parameter.name, schemaAt, effective, doc));
    if (parameter.style === 'deepObject') {
      const schema = schemaAt.node as Schema;
      for (const [key, property] of Object.entries(isObject(schema) ? (schema.properties ?? {}) : {})) {
        const at: Located = {node: property as Json, segments: [...schemaAt.segments, 'properties', key]};
        const name = `${parameter.name}[${key}]`;
        const keyEffective = add(
          {kind: 'filter', entry, name, segments: at.segments, ...readOwn(follow(doc, at).node)},
          effective,
        );
        elements.push(...enumElements(entry, name, at, keyEffective, doc));
      }
    }
  }

  const fields = (kind: 'body' | 'response', start: Located, context?: string) =>
    walkSchema(doc, start, '', base, (name, at, inherited, required) => {
      const reached = follow(doc, at);
      const written = readOwn(at.node);
      const own = written.own || written.error ? written : readOwn(reached.node);
      const effective = add(
        {kind, entry, name, ...(context ? {context} : {}), segments: at.segments, ...own, required},
        inherited,
      );
      elements.push(...enumElements(entry, name, at, effective, doc));
      return effective;
    });

  const body = follow(doc, {node: entry.operation.requestBody as Json, segments: [...entry.segments, 'requestBody']});
  const media = isObject(body.node)
    ? (body.node.content as Record<string, Json> | undefined)?.['application/json']
    : undefined;
  if (isObject(media)) {
    const mediaSegments = [...body.segments, 'content', 'application/json'];
    fields('body', {node: media.schema ?? {}, segments: [...mediaSegments, 'schema']});
    for (const name of Object.keys(isObject(media.examples) ? media.examples : {})) {
      const at = follow(doc, {
        node: (media.examples as Record<string, Json>)[name],
        segments: [...mediaSegments, 'examples', name],
      });
      add({kind: 'example', entry, name, context: 'request', segments: at.segments, ...readOwn(at.node)}, base);
    }
  }

  for (const [status, raw] of Object.entries(entry.operation.responses ?? {})) {
    const segments = [...entry.segments, 'responses', status];
    const response = follow(doc, {node: raw as Json, segments});
    if (!SUCCESS.test(status)) {
      const own = readOwn(raw as Json);
      add(
        {kind: 'error', entry, name: status, segments, ...(own.own || own.error ? own : readOwn(response.node))},
        base,
      );
      continue;
    }
    const content = isObject(response.node)
      ? (response.node.content as Record<string, Json> | undefined)?.['application/json']
      : undefined;
    if (!isObject(content)) continue;
    const mediaSegments = [...response.segments, 'content', 'application/json'];
    fields('response', {node: content.schema ?? {}, segments: [...mediaSegments, 'schema']}, status);
  }
  return elements;
}

/** The shared schemas that the generated conventions show (the list envelope, the error body). */
export const CONVENTION_SCHEMAS = ['ListEnvelope', 'Error'];

/**
 * The elements of a convention schema: the schema itself (it states its own evidence, there is no operation
 * to inherit from), its fields and their values. Its `entry` stands for the schema.
 */
export function conventionElements(doc: OpenApiDocument): Element[] {
  return CONVENTION_SCHEMAS.flatMap((name): Element[] => {
    const schema = doc.components?.schemas?.[name];
    if (!isObject(schema)) return [];
    const segments = ['components', 'schemas', name];
    const entry: OperationEntry = {
      path: `#/components/schemas/${name}`,
      method: 'get',
      operation: {operationId: name},
      segments,
    };
    const own = readOwn(schema as Json);
    const top: Element = {kind: 'convention', entry, name, segments, ...own, effective: own.own};
    const elements: Element[] = [top];
    walkSchema(doc, {node: schema as Json, segments}, '', top.effective, (field, at, inherited) => {
      const written = readOwn(at.node);
      const effective = written.own ?? inherited;
      elements.push({
        kind: 'response',
        entry,
        name: field,
        context: name,
        segments: at.segments,
        ...written,
        effective,
      });
      elements.push(...enumElements(entry, field, at, effective, doc));
      return effective;
    });
    return elements;
  });
}

/** Every element of every operation of the document, then those of the convention schemas. */
export function documentElements(doc: OpenApiDocument): Element[] {
  return [...operations(doc).flatMap((entry) => operationElements(doc, entry)), ...conventionElements(doc)];
}
