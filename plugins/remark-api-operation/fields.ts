/**
 * Rows of the parameter and field tables. Nested objects are flattened to full
 * paths (`order_details[].product_id`), `allOf` is merged, and a deepObject
 * parameter's properties read `filtering[status:eq]`. The Type cell holds the
 * type, its format and "nullable"; the Description cell holds the text, the
 * allowed values and the default.
 */
import type {PhrasingContent} from 'mdast';
import {isObject, type Json} from '../../api/lib/json';
import type {OpenApiDocument, Parameter, Schema} from '../../api/lib/openapi';
import {deref} from '../../api/lib/refs';
import {code, rich, text} from './mdast';
import type {Ui} from './ui-text';

export type FieldRow = {name: string; schema: Schema; required: boolean; description?: string};

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
  return [{name: parameter.name, schema, required: Boolean(parameter.required), description: parameter.description}];
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

export function typeLabel(doc: OpenApiDocument, schema: Schema, ui: Ui): string {
  const label = typeName(doc, schema);
  return isNullable(schema) ? `${label}, ${ui.nullable}` : label;
}

function valueList(values: Json[]): PhrasingContent[] {
  return values.flatMap((value, i) => [...(i > 0 ? [text(', ')] : []), code(JSON.stringify(value).replace(/^"|"$/g, ''))]);
}

export function descriptionCell(row: FieldRow, ui: Ui): PhrasingContent[] {
  const {schema} = row;
  const description = row.description ?? schema.description;
  const allowed = schema.enum ?? (isObject(schema.items) ? (schema.items as Schema).enum : undefined);
  const parts: PhrasingContent[][] = [
    description ? rich(description) : [],
    allowed ? [text(`${ui.allowedValues} `), ...valueList(allowed), text('.')] : [],
    schema.default !== undefined ? [text(`${ui.defaultValue} `), ...valueList([schema.default]), text('.')] : [],
  ].filter((part) => part.length > 0);
  return parts.flatMap((part, i) => [...(i > 0 ? [text(' ')] : []), ...part]);
}
