/**
 * The Type and Description cells of the reference tables: the type, its format
 * and "nullable"; the text, the allowed values and the default.
 */
import type {PhrasingContent} from 'mdast';
import {isNullable, typeName, type FieldRow} from '../api/lib/fields';
import {isObject, type Json} from '../api/lib/json';
import type {OpenApiDocument, Schema} from '../api/lib/openapi';
import {code, rich, text} from './mdast';
import type {Ui} from './ui-text';

export function typeLabel(doc: OpenApiDocument, schema: Schema, ui: Ui): string {
  const label = typeName(doc, schema);
  return isNullable(schema) ? `${label}, ${ui.nullable}` : label;
}

function valueList(values: Json[]): PhrasingContent[] {
  return values.flatMap((value, i) => [
    ...(i > 0 ? [text(', ')] : []),
    code(JSON.stringify(value).replace(/^"|"$/g, '')),
  ]);
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
