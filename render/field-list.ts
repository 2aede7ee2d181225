/**
 * The parameters and response fields of an operation as a field list: one
 * entry per field (name, type, required mark, then its description, allowed
 * values, default and example), children nested under their object or array,
 * each with a stable ASCII anchor that is the same in every locale
 * (`body-account-account_code`). The page renders it with <ApiFields>
 * (src/components/ApiFields); the Markdown twin turns it back into the table
 * it always had (fieldListTable).
 */
import type {Table} from 'mdast';
import {isObject, type Json} from '../api/lib/json';
import type {FieldItem} from '../api/lib/field-item';
import {isNullable, typeName, type FieldRow} from '../api/lib/fields';
import type {OpenApiDocument, Schema} from '../api/lib/openapi';
import {code, jsx, rich, table, text} from './mdast';
import type {Ui} from './ui-text';

export const FIELDS_COMPONENT = 'ApiFields';

export type FieldList = {
  /** Whether the list marks required fields (parameters and bodies) or not (responses). */
  required: boolean;
  items: FieldItem[];
};

/** The type label: the type, its format and "nullable" (`string (date), nullable`). */
export function typeLabel(doc: OpenApiDocument, schema: Schema, ui: Ui): string {
  const label = typeName(doc, schema);
  return isNullable(schema) ? `${label}, ${ui.nullable}` : label;
}

/** A value as the description shows it: strings without quotes, the rest as JSON. */
export function shownValue(value: Json): string {
  return JSON.stringify(value).replace(/^"|"$/g, '');
}

/** `account.account_code` → `account-account_code`; `filtering[status:eq]` → `filtering-status-eq`. */
export function fieldSlug(name: string): string {
  return name
    .replace(/\[\]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function allowedValues(schema: Schema): Json[] | undefined {
  return schema.enum ?? (isObject(schema.items) ? (schema.items as Schema).enum : undefined);
}

function exampleOf(row: FieldRow): Json | undefined {
  return row.example ?? row.schema.example;
}

/** A field's evidence marks where they differ from its operation's (render/evidence.ts). */
export type FieldMarks = (name: string) => {s?: string; vs?: string};

function item(
  doc: OpenApiDocument,
  ui: Ui,
  row: FieldRow,
  id: string,
  name: string,
  required: boolean,
  marks?: FieldMarks,
): FieldItem {
  const {schema} = row;
  const description = row.description ?? schema.description;
  const values = allowedValues(schema);
  const example = exampleOf(row);
  return {
    id,
    n: name,
    p: row.name,
    t: typeLabel(doc, schema, ui),
    ...(required && row.required ? {r: 1 as const} : {}),
    ...(description ? {d: description} : {}),
    ...(values ? {v: values.map(shownValue)} : {}),
    ...(schema.default !== undefined ? {df: shownValue(schema.default)} : {}),
    ...(example !== undefined ? {e: shownValue(example)} : {}),
    ...marks?.(row.name),
  };
}

/**
 * The rows (parents before their children, full paths, as api/lib/fields.ts
 * writes them) as a tree. `prefix` starts every anchor (`body`, `query`,
 * `response-200`, with the operation's prefix on a several-operation page);
 * `taken` holds the page's ids so far, and a clash is an error that names both.
 */
export function fieldList(
  doc: OpenApiDocument,
  ui: Ui,
  rows: FieldRow[],
  opts: {prefix: string; required: boolean; taken: Set<string>; marks?: FieldMarks},
): FieldList {
  const items: FieldItem[] = [];
  const stack: {row: FieldRow; item: FieldItem}[] = [];
  for (const row of rows) {
    while (stack.length && !isChildOf(row.name, stack.at(-1)!.row.name)) stack.pop();
    const parent = stack.at(-1);
    const id = `${opts.prefix}-${fieldSlug(row.name)}`;
    if (opts.taken.has(id)) throw new Error(`the field ${row.name} would take the anchor #${id}, which is taken`);
    opts.taken.add(id);
    const name = parent ? row.name.slice(parent.row.name.length).replace(/^(\[\])?\./, '') : row.name;
    const entry = item(doc, ui, row, id, name, opts.required, opts.marks);
    if (parent) (parent.item.c ??= []).push(entry);
    else items.push(entry);
    stack.push({row, item: entry});
  }
  return {required: opts.required, items};
}

function isChildOf(name: string, parent: string): boolean {
  return name.startsWith(`${parent}.`) || name.startsWith(`${parent}[].`);
}

/** The <ApiFields> element of a list. */
export function fieldListElement(list: FieldList) {
  return jsx(FIELDS_COMPONENT, {fields: JSON.stringify(list.items), ...(list.required ? {required: true} : {})});
}

/** Every field of a list, depth first. */
export function flatten(items: FieldItem[]): FieldItem[] {
  return items.flatMap((i) => [i, ...flatten(i.c ?? [])]);
}

/** A field's description cell: the text, the allowed values and the default (the example stays on the page). */
function descriptionCell(field: FieldItem, ui: Ui, marks?: (code: string) => string) {
  const values = (list: string[]) => list.flatMap((v, i) => [...(i > 0 ? [text(', ')] : []), code(v)]);
  const parts = [
    field.s && marks ? [text(`(${marks(field.s)})`)] : [],
    field.d ? rich(field.d) : [],
    field.v
      ? [text(`${ui.allowedValues} `), ...values(field.v), text(field.vs && marks ? ` (${marks(field.vs)}).` : '.')]
      : [],
    field.df !== undefined ? [text(`${ui.defaultValue} `), ...values([field.df]), text('.')] : [],
  ].filter((part) => part.length > 0);
  return parts.flatMap((part, i) => [...(i > 0 ? [text(' ')] : []), ...part]);
}

/** The list as the four-column table the Markdown twin shows (three columns for response fields). */
export function fieldListTable(list: FieldList, ui: Ui, marks?: (code: string) => string): Table {
  const headers = list.required ? [ui.name, ui.type, ui.required, ui.description] : [ui.name, ui.type, ui.description];
  return table(
    headers,
    flatten(list.items).map((f) => [
      [code(f.p)],
      [text(f.t)],
      ...(list.required ? [[text(f.r ? ui.yes : ui.no)]] : []),
      descriptionCell(f, ui, marks),
    ]),
  );
}
