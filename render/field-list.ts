/**
 * The parameters and response fields of an operation as a field list: one
 * entry per field (name, type, required mark, then its description, allowed
 * values, default and example), children nested under their object or array,
 * each with a stable ASCII anchor that is the same in every locale
 * (`body-account-account_code`). The page renders it with <ApiFields>
 * (src/components/ApiFields); the Markdown twin shows the same entries in the
 * same words (fieldListMarkdown).
 */
import type {List, ListItem, PhrasingContent} from 'mdast';
import {isObject, type Json} from '../api/lib/browser-safe/json';
import type {FieldItem} from '../api/lib/browser-safe/field-item';
import {isNullable, typeName, type FieldRow} from '../api/lib/model/fields';
import type {OpenApiDocument, Schema} from '../api/lib/browser-safe/openapi';
import type {Locale} from '../config/locales';
import {fieldWords, type FieldWords} from '../api/lib/browser-safe/field-words';
import {code, jsx, paragraph, rich, strong, text} from './mdast';
import {codeTranslate, pluralForm} from './code-translate';
import type {Ui} from './ui-text';
import {relevantField, type ListMarks} from './evidence-marks';

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

/** A parameter's example as it is sent (the row has it as text), else the schema's example. */
function exampleOf(row: FieldRow): string | undefined {
  if (row.example !== undefined) return row.example;
  return row.schema.example === undefined ? undefined : shownValue(row.schema.example as Json);
}

function item(
  doc: OpenApiDocument,
  ui: Ui,
  row: FieldRow,
  id: string,
  name: string,
  required: boolean,
  marks?: ListMarks,
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
    ...(example !== undefined ? {e: example} : {}),
    ...marks?.({name: row.name, relevant: relevantField(schema, required && row.required)}),
  };
}

/**
 * The rows (parents before their children, full paths, as api/lib/model/fields.ts
 * writes them) as a tree. `prefix` starts every anchor (`body`, `query`,
 * `response-200`, with the operation's prefix on a several-operation page);
 * `taken` holds the page's ids so far, and a clash is an error that names both.
 */
export function fieldList(
  doc: OpenApiDocument,
  ui: Ui,
  rows: FieldRow[],
  opts: {prefix: string; required: boolean; taken: Set<string>; marks?: ListMarks},
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

/** A line break inside a list item: the page shows these parts on lines of their own. */
const BREAK: PhrasingContent = {type: 'break'};

const quiet = (value: string): PhrasingContent => ({type: 'emphasis', children: [text(value)]});

/** Values as inline code, apart by commas (`id`, `name`). */
function values(list: string[]): PhrasingContent[] {
  return list.flatMap((v, i) => [...(i > 0 ? [text(', ')] : []), code(v)]);
}

/** "Allowed values (not published): " with the mark quiet, as the page shows it. */
function valuesLabel(words: FieldWords, code: string): PhrasingContent[] {
  const mark = words.mark(code);
  const [before = '', after = ''] = words.allowedValuesMarked('\0').split('\0');
  return [text(before), quiet(mark), text(`${after} `)];
}

/**
 * One field as the twin's list item, line for line the page's entry (src/components/ApiFields) in the page's
 * words: name, type, required mark and source mark; the description, the allowed values (with their source
 * mark in its label), the default and the example; then "N fields in X" and its children, nested.
 */
function fieldEntry(field: FieldItem, required: boolean, words: FieldWords, locale: Locale): ListItem {
  const head: PhrasingContent[] = [
    code(field.n),
    text(` ${field.t}`),
    ...(required && field.r ? [text(' '), strong(words.required)] : []),
    ...(field.s ? [text(' '), quiet(words.mark(field.s))] : []),
  ];
  const lines = [
    head,
    field.d ? rich(field.d) : [],
    // A mark on the list sits in its label, before the values: it is about the whole list, not the last value.
    field.v
      ? [...(field.vs ? valuesLabel(words, field.vs) : [text(`${words.allowedValues} `)]), ...values(field.v)]
      : [],
    field.df !== undefined ? [text(`${words.defaultValue} `), ...values([field.df])] : [],
    field.e !== undefined ? [text(`${words.example} `), ...values([field.e])] : [],
  ].filter((line) => line.length > 0);
  const children = field.c ?? [];
  return {
    type: 'listItem',
    spread: false,
    children: [
      paragraph(lines.flatMap((line, i) => [...(i > 0 ? [BREAK] : []), ...line])),
      ...(children.length
        ? [
            paragraph([text(pluralForm(locale, children.length, words.children(children.length, field.n)))]),
            fieldEntries(children, required, words, locale),
          ]
        : []),
    ],
  };
}

function fieldEntries(items: FieldItem[], required: boolean, words: FieldWords, locale: Locale): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => fieldEntry(item, required, words, locale)),
  };
}

/**
 * The list as the Markdown twin shows it: the page's own entries and words (api/lib/browser-safe/field-words.ts, read in the
 * page's locale), so that an agent reading the twin reads what the page says.
 */
export function fieldListMarkdown(list: FieldList, locale: Locale): List {
  return fieldEntries(list.items, list.required, fieldWords(codeTranslate(locale)), locale);
}
