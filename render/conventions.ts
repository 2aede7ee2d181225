/**
 * The generated convention blocks of `<ApiConvention name="…"/>`: tables and
 * lists read off the version's OpenAPI model (api/lib/model/conventions.ts), as
 * mdast, at build time. Every page that states one of these facts shows this
 * block, so no two pages (nor their Markdown twins) can disagree.
 */
import type {List, PhrasingContent, RootContent} from 'mdast';
import {
  declaredOperators,
  fieldsRequired,
  filterExample,
  operationFilters,
  recordLocator,
  sharedSchema,
  type OperationFilters,
} from '../api/lib/model/conventions';
import {operatorExamples} from '../api/lib/evidence/operator-examples';
import {fieldRows, isNullable, typeName} from '../api/lib/model/fields';
import {operations, type OpenApiDocument, type OperationEntry} from '../api/lib/browser-safe/openapi';
import {queryString, serializeQuery} from '../api/lib/browser-safe/request';
import type {ConventionsUi} from './conventions-ui-text';
import {evidenceCoverage} from './evidence-coverage';
import {evidenceRank} from './evidence-rank';
import type {Locale} from '../api/lib/pages/site';
import {code, link, paragraph, rich, table, text} from './mdast';

export type ConventionContext = {
  doc: OpenApiDocument;
  siteDir: string;
  version: string;
  locale: Locale;
  ui: ConventionsUi;
  /** The page's relative link to a doc of its version (an operation's `x-doc`), if that page exists. */
  link: (docId: string) => string | undefined;
  /** The tag's literal attributes other than `name`. */
  attributes: Record<string, string>;
};

type Generator = (ctx: ConventionContext) => RootContent[];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** `GET /api/v6.1/products`, linked to the operation's page when it has one. */
function endpoint(ctx: ConventionContext, entry: OperationEntry): PhrasingContent {
  const label = `${entry.method.toUpperCase()} ${entry.path}`;
  const docId = entry.operation['x-doc'];
  const url = typeof docId === 'string' ? ctx.link(docId) : undefined;
  return url ? {type: 'link', url, children: [code(label)]} : code(label);
}

function names(list: string[]): PhrasingContent[] {
  return list.flatMap((name, index) => (index === 0 ? [code(name)] : [text(', '), code(name)]));
}

/** `filtering[status:eq]=1`, written by the serialiser of the samples. */
function filterQuery(filters: OperationFilters, key: OperationFilters['keys'][number]): string {
  const name = key.operator ? `${key.field}:${key.operator}` : key.field;
  return queryString(serializeQuery(filters.parameter, {[name]: filterExample(key)}));
}

function selectedFilters(ctx: ConventionContext): OperationFilters[] {
  const only = ctx.attributes.operation;
  const all = operationFilters(ctx.doc);
  if (!only) return all;
  const one = all.filter((filters) => filters.entry.operation.operationId === only);
  if (one.length === 0) throw new Error(`operation="${only}" names no operation with filters`);
  return one;
}

const operators: Generator = (ctx) => {
  const uses = operatorExamples(ctx.doc);
  const declared = declaredOperators(ctx.doc)?.operators ?? {};
  const names = [...new Set([...Object.keys(declared), ...uses.map((use) => use.operator)])];
  if (names.length === 0) return [paragraph(rich(ctx.ui.noFilters))];
  const rows = names.map((operator) => {
    const use = uses.find((u) => u.operator === operator);
    const meaning =
      operator === ''
        ? ctx.ui.noOperatorMeaning
        : String((declared[operator] as {description?: string} | undefined)?.description ?? ctx.ui.unknownOperator);
    return [
      [code(operator || ctx.ui.noOperator)],
      rich(meaning),
      use
        ? [
            code(filterQuery(use.first.filters, use.first.key)),
            text(' '),
            endpoint(ctx, use.first.filters.entry),
            ...(use.status === 'unpublished' ? [text(` ${ctx.ui.unpublishedExample}`)] : []),
          ]
        : [text('—')],
      [
        text(
          !use
            ? ctx.ui.usedOnNone
            : use.endpoints === 1
              ? ctx.ui.usedOnOne
              : fill(ctx.ui.usedOn, {count: String(use.endpoints)}),
        ),
      ],
    ];
  });
  return [table([ctx.ui.operator, ctx.ui.meaning, ctx.ui.example, ctx.ui.acceptedBy], rows)];
};

const filterFields: Generator = (ctx) => {
  const selected = selectedFilters(ctx);
  if (selected.length === 0) return [paragraph(rich(ctx.ui.noFilters))];
  const rows = selected.flatMap((filters) => {
    const byField = new Map<string, string[]>();
    for (const key of filters.keys) byField.set(key.field, [...(byField.get(key.field) ?? []), key.operator]);
    const operatorList = (ops: string[]) =>
      ops.flatMap((op, index) => [...(index > 0 ? [text(', ')] : []), code(op || ctx.ui.noOperator)]);
    const rows = [...byField].map(([field, ops]) => [[endpoint(ctx, filters.entry)], [code(field)], operatorList(ops)]);
    if (filters.patternOperators.length > 0)
      rows.push([[endpoint(ctx, filters.entry)], rich(ctx.ui.anyField), operatorList(filters.patternOperators)]);
    return rows;
  });
  return [table([ctx.ui.endpoint, ctx.ui.field, ctx.ui.operators], rows)];
};

function bulletList(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

/** The endpoints that declare filter keys without an operator, with those keys as they are sent. */
const keysWithoutOperator: Generator = (ctx) => {
  const items = operationFilters(ctx.doc).flatMap((filters) => {
    const bare = filters.keys.filter((key) => key.operator === '');
    if (bare.length === 0) return [];
    const keys = bare.map((key) => `${filters.parameter.name}[${key.field}]`);
    return [[endpoint(ctx, filters.entry), text(': '), ...names(keys)]];
  });
  return items.length > 0 ? [bulletList(items)] : [paragraph(rich(ctx.ui.noBareKeys))];
};

const requiredFields: Generator = (ctx) => {
  const entries = fieldsRequired(ctx.doc);
  if (entries.length === 0) return [paragraph(rich(ctx.ui.noneRequired))];
  return [
    bulletList(entries.map((entry) => [endpoint(ctx, entry), text(`: ${String(entry.operation.summary ?? '')}`)])),
  ];
};

const listEnvelope: Generator = (ctx) => {
  const name = ctx.attributes.schema ?? 'ListEnvelope';
  const schema = sharedSchema(ctx.doc, name);
  if (!schema) throw new Error(`schema="${name}" is not a schema of components.schemas`);
  const rows = fieldRows(ctx.doc, schema)
    .filter((row) => !row.name.includes('.') && !row.name.includes('[]'))
    .map((row) => [
      [code(row.name)],
      [text(typeName(ctx.doc, row.schema) + (isNullable(row.schema) ? ', null' : ''))],
      [text(row.required ? ctx.ui.yes : ctx.ui.no)],
      rich(String(row.schema.description ?? '')),
    ]);
  return [table([ctx.ui.key, ctx.ui.type, ctx.ui.required, ctx.ui.meaning], rows)];
};

/** The keys of the error body (`Error`): what client programs read, since no version publishes one. */
const errorBody: Generator = (ctx) => {
  const schema = sharedSchema(ctx.doc, 'Error');
  if (!schema) throw new Error('the version has no components.schemas.Error');
  const fields = fieldRows(ctx.doc, schema)
    .filter((row) => !row.name.includes('.'))
    .map((row) => [
      [code(row.name)],
      [text(typeName(ctx.doc, row.schema))],
      [text(row.required ? ctx.ui.yes : ctx.ui.no)],
      rich(String(row.schema.description ?? '')),
    ]);
  return [table([ctx.ui.key, ctx.ui.type, ctx.ui.required, ctx.ui.meaning], fields)];
};

const paths: Generator = (ctx) => {
  const tags = ctx.attributes.tags?.split(/\s+/).filter(Boolean);
  const entries = operations(ctx.doc).filter(
    (entry) => !tags || tags.some((tag) => (entry.operation.tags ?? []).includes(tag)),
  );
  const rows = entries.map((entry) => {
    const locator = recordLocator(ctx.doc, entry);
    const docId = entry.operation['x-doc'];
    const url = typeof docId === 'string' ? ctx.link(docId) : undefined;
    const summary = String(entry.operation.summary ?? entry.operation.operationId ?? '');
    const where = locator
      ? fill(ctx.ui.locator[locator.kind], {names: locator.names.map((n) => `\`${n}\``).join(', ')})
      : ctx.ui.locator.none;
    return [
      [url ? link(url, summary) : text(summary)],
      [code(`${entry.method.toUpperCase()} ${entry.path}`)],
      rich(where),
    ];
  });
  return [table([ctx.ui.operation, ctx.ui.request, ctx.ui.identifiedBy], rows)];
};

/** The generated conventions by name; any other name is a prose partial (render/partials.ts). */
export const GENERATED_CONVENTIONS: Readonly<Record<string, Generator>> = {
  operators,
  'filter-fields': filterFields,
  'keys-without-operator': keysWithoutOperator,
  'fields-required': requiredFields,
  'list-envelope': listEnvelope,
  'error-body': errorBody,
  paths,
  'evidence-coverage': (ctx) => evidenceCoverage(ctx),
  'evidence-rank': (ctx) => evidenceRank(ctx),
};
