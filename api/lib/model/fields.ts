/**
 * The fields of parameters and schemas as plain rows: nested objects are
 * flattened to full paths (`order_details[].product_id`), `allOf` is merged,
 * and a deepObject parameter's properties read `filtering[status:eq]`; a
 * parameter's example is the text the reader sends. The reference field lists (render/field-list.ts) and the diff between versions read them.
 */
import type {Json} from '../browser-safe/json';
import type {OpenApiDocument, Parameter, Schema} from '../browser-safe/openapi';
import {deref} from '../browser-safe/refs';
import {sentExample} from '../browser-safe/request';

export type FieldRow = {
  name: string;
  schema: Schema;
  required: boolean;
  description?: string;
  /** A parameter's example as the reader sends it (api/lib/browser-safe/request.ts, sentExample): `id,account_code`, never JSON. */
  example?: string;
};

/** The schema with `$ref`s followed and `allOf` parts merged (later properties win). */
export function normalize(doc: OpenApiDocument, raw: Schema | undefined): Schema {
  const schema = deref(doc, (raw ?? {}) as Schema);
  if (!Array.isArray(schema.allOf)) return schema;
  const {allOf, ...own} = schema;
  return [...allOf.map((part) => normalize(doc, part)), own as Schema].reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: {...merged.properties, ...part.properties},
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    }),
    {},
  );
}

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Child rows of an object (by property) or of an array of objects (with `[]`). */
export function fieldRows(doc: OpenApiDocument, raw: Schema | undefined, prefix = ''): FieldRow[] {
  const schema = normalize(doc, raw);
  if (types(schema).includes('array')) return fieldRows(doc, schema.items, `${prefix}[]`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, propertyRaw]) => {
    const property = normalize(doc, propertyRaw);
    const name = prefix ? `${prefix}.${key}` : key;
    return [{name, schema: property, required: required.has(key)}, ...fieldRows(doc, property, name)];
  });
}

/** Rows of one parameter: one row, or one per property of a deepObject. */
export function parameterRows(doc: OpenApiDocument, parameter: Parameter): FieldRow[] {
  const schema = normalize(doc, parameter.schema);
  if (parameter.style === 'deepObject' && schema.properties && Object.keys(schema.properties).length > 0) {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).map(([key, property]) => ({
      name: `${parameter.name}[${key}]`,
      schema: normalize(doc, property),
      required: Boolean(parameter.required) && required.has(key),
    }));
  }
  const example = parameter.example ?? schema.example;
  return [
    {
      name: parameter.name,
      schema,
      required: Boolean(parameter.required),
      description: parameter.description,
      ...(example !== undefined ? {example: sentExample(parameter, example as Json)} : {}),
    },
  ];
}

function baseType(doc: OpenApiDocument, schema: Schema): string {
  const named = types(schema).filter((t) => t !== 'null');
  if (named.length === 0) return 'any';
  return named.map((t) => (t === 'array' ? `${baseType(doc, normalize(doc, schema.items))}[]` : t)).join(' | ');
}

/** The type without nullability: `string (date)`, `object[]`, `integer | string`. */
export function typeName(doc: OpenApiDocument, schema: Schema): string {
  const detail = schema.format ?? (schema.contentMediaType === 'text/html' ? 'HTML' : undefined);
  return detail ? `${baseType(doc, schema)} (${detail})` : baseType(doc, schema);
}

export function isNullable(schema: Schema): boolean {
  return types(schema).includes('null');
}
