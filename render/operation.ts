/**
 * The mdast of one operation: endpoint, authentication, description,
 * parameters, request example tabs, responses and errors. Headings carry
 * ASCII ids that are the same in every locale.
 */
import {STATUS_CODES} from 'node:http';
import type {PhrasingContent, RootContent} from 'mdast';
import {isObject, type Json} from '../api/lib/browser-safe/json';
import type {
  DocTargets,
  Guide,
  OpenApiDocument,
  OperationEntry,
  Parameter,
  Response,
} from '../api/lib/browser-safe/openapi';
import {deref, inlineRefs} from '../api/lib/browser-safe/refs';
import {credentialsOf, exampleRequests, type ExampleRequest} from '../api/lib/browser-safe/request';
import {fieldRows, normalize, parameterRows, type FieldRow} from '../api/lib/model/fields';
import {fieldList, fieldListElement} from './field-list';
import {code, codeBlock, heading, jsx, link, paragraph, rich, strong, table, text} from './mdast';
import {curlSample, resolveSample, SAMPLE_LANGUAGES} from '../api/lib/browser-safe/samples';
import type {Ui} from './ui-text';
import type {Locale} from '../api/lib/pages/site';
import {builderElement} from './request-builder';
import {operationMark, type EvidenceLinks} from './evidence';
import {operationEvidence, type OperationEvidence} from './evidence-marks';
import {layoutRow} from './operation-layout';

export const ENDPOINT_COMPONENT = 'ApiEndpoint';
export const SAMPLE_GROUP = 'api-sample-lang';
export const TABLE_COMPONENT = 'ApiTable';
/** The reader's-domain field, shown at the head of each operation's request example. */
export const DOMAIN_FIELD_COMPONENT = 'ApiDomainField';

export type RenderContext = {
  doc: OpenApiDocument;
  ui: Ui;
  /** Relative .mdx links (with anchors) to the version's auth and errors sections. */
  links: DocTargets;
  /** Heading depth of the sections (2 on a one-operation page, 3 under an operation heading). */
  depth: number;
  /** Prefix of every heading id ('' on a one-operation page). */
  idPrefix: string;
  /** Whether the request example starts with the reader's-domain field (the page's first operation). */
  domainField: boolean;
  /** The page's API version and locale: the request example gets its "Build this request" button (render/request-builder.ts). */
  builder?: {version: string; locale: Locale};
  /** The field anchors of the page so far, shared by its operations (a clash fails the build). */
  anchors: Set<string>;
  locale: Locale;
  /** A field, value or status mark in words (render/evidence.ts). */
  markWords: (code: string) => string;
  /** The page's links for the evidence line (the sources page, the operation's page in another version). */
  evidence?: EvidenceLinks;
};

const LOCATIONS = [
  {in: 'path', key: 'pathParameters', id: 'path-parameters', anchor: 'path'},
  {in: 'query', key: 'queryParameters', id: 'query-parameters', anchor: 'query'},
  {in: 'header', key: 'headerParameters', id: 'header-parameters', anchor: 'header'},
  {in: 'cookie', key: 'cookieParameters', id: 'cookie-parameters', anchor: 'cookie'},
] as const;

function id(ctx: RenderContext, name: string): string {
  return ctx.idPrefix ? `${ctx.idPrefix}-${name}` : name;
}

/** The id of an operation's "Request example" heading (the phone's jump link leads there). */
export function requestExampleId(idPrefix: string): string {
  return idPrefix ? `${idPrefix}-request-example` : 'request-example';
}

function statusLabel(status: string): string {
  return `${status} ${STATUS_CODES[status] ?? ''}`.trim();
}

export function serverUrl(doc: OpenApiDocument): string {
  const url = doc.servers?.[0]?.url;
  if (!url) throw new Error('the document declares no server');
  return url;
}

/** The endpoint line, with the first example request as cURL for its "Copy as cURL" button. */
function endpoint(ctx: RenderContext, entry: OperationEntry): RootContent {
  const server = serverUrl(ctx.doc);
  const [request] = exampleRequests(ctx.doc, entry);
  return jsx(ENDPOINT_COMPONENT, {
    method: entry.method.toUpperCase(),
    path: entry.path,
    server,
    ...(request ? {curl: curlSample(resolveSample(request, server))} : {}),
  });
}

function authentication(ctx: RenderContext, entry: OperationEntry): RootContent[] {
  const credentials = credentialsOf(ctx.doc, entry);
  if (credentials.length === 0) return [];
  const where = credentials.flatMap((c, i): PhrasingContent[] => [
    ...(i > 0 ? [text(', ')] : []),
    text(`${ctx.ui[`authIn_${c.in}`]} `),
    code(c.name),
  ]);
  return [
    paragraph([
      strong(ctx.ui.authentication),
      text(' '),
      ...where,
      text(' ('),
      link(ctx.links.auth, ctx.ui.authLink),
      text(').'),
    ]),
  ];
}

/** A table inside the ApiTable wrapper (column widths for small screens). */
function wrappedTable(headers: string[], rows: PhrasingContent[][][]): RootContent {
  return jsx(TABLE_COMPONENT, {}, [table(headers, rows)]);
}

/** Which evidence elements a list's rows are: parameters (or filter keys), body fields, a response's fields. */
type RowKinds = {kinds: ('parameter' | 'filter' | 'body' | 'response')[]; context?: string};

/** A field list (render/field-list.ts) whose anchors start with `anchor` (`body`, `response-200`). */
function fields(
  ctx: RenderContext,
  rows: FieldRow[],
  anchor: string,
  required: boolean,
  evidence?: OperationEvidence,
  kinds?: RowKinds,
): RootContent {
  const marks = evidence && kinds ? evidence.listMarks(kinds.kinds, kinds.context) : undefined;
  return fieldListElement(
    fieldList(ctx.doc, ctx.ui, rows, {prefix: id(ctx, anchor), required, taken: ctx.anchors, marks}),
  );
}

function parameters(ctx: RenderContext, entry: OperationEntry, evidence: OperationEvidence): RootContent[] {
  const all = (entry.operation.parameters ?? []).map((p) => deref(ctx.doc, p) as Parameter);
  const groups: {key: keyof Ui; id: string; anchor: string; rows: FieldRow[]}[] = LOCATIONS.map((loc) => ({
    key: loc.key,
    id: loc.id,
    anchor: loc.anchor,
    rows: all.filter((p) => p.in === loc.in).flatMap((p) => parameterRows(ctx.doc, p)),
  }));
  if (entry.operation.requestBody) {
    const body = deref(ctx.doc, entry.operation.requestBody);
    groups.push({
      key: 'bodyParameters',
      id: 'body-parameters',
      anchor: 'body',
      rows: fieldRows(ctx.doc, body.content?.['application/json']?.schema),
    });
  }
  const present = groups.filter((g) => g.rows.length > 0);
  const content = present.length
    ? present.flatMap((g) => [
        heading(ctx.depth + 1, id(ctx, g.id), ctx.ui[g.key]),
        fields(ctx, g.rows, g.anchor, true, evidence, {
          kinds: g.anchor === 'body' ? ['body'] : ['parameter', 'filter'],
        }),
      ])
    : [paragraph([text(ctx.ui.noParameters)])];
  return [heading(ctx.depth, id(ctx, 'parameters'), ctx.ui.parameters), ...content, ...guides(ctx, entry)];
}

/** Which of the version's convention guides concern an operation (the guide exists when x-docs names it). */
export function guidesOf(doc: OpenApiDocument, entry: OperationEntry): Guide[] {
  const parameters = (entry.operation.parameters ?? []).map((p) => deref(doc, p) as Parameter);
  const query = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const body = entry.operation.requestBody
    ? JSON.stringify(inlineRefs(doc, deref(doc, entry.operation.requestBody)))
    : '';
  const byCode =
    parameters.some((p) => p.in === 'query' && p.required && p.name.endsWith('_code')) || body.includes('"current_');
  const applies: Record<Exclude<Guide, 'retries'>, boolean> = {
    identifiers: parameters.some((p) => p.in === 'path') || byCode,
    pagination: query.has('offset') || query.has('page'),
    fields: query.has('fields') || query.has('custom_field_list'),
    filtering: query.has('filtering') || query.has('custom_fields'),
    customFields: body.includes('"custom_fields"'),
    duplicates: entry.method === 'post' && /^create/.test(entry.operation.operationId ?? ''),
  };
  return (Object.keys(applies) as (keyof typeof applies)[]).filter((guide) => applies[guide]);
}

/** "Related guides:" the conventions this operation's reader trips over, linked to their sections. */
function guides(ctx: RenderContext, entry: OperationEntry): RootContent[] {
  const linked = guidesOf(ctx.doc, entry).flatMap((guide) => {
    const target = ctx.links[guide];
    return target ? [link(target, ctx.ui[`guide_${guide}`])] : [];
  });
  if (linked.length === 0) return [];
  return [paragraph([strong(ctx.ui.guides), text(' '), ...linked.flatMap((l, i) => (i > 0 ? [text(' · '), l] : [l]))])];
}

/**
 * One request in the five sample languages, as tabs that follow the reader's language choice. Lazy: the page
 * holds (and hydrates) only the tab shown; the others render when chosen.
 */
export function requestTabs(request: ExampleRequest, server: string): RootContent {
  const sample = resolveSample(request, server);
  return jsx(
    'Tabs',
    {groupId: SAMPLE_GROUP, queryString: false, lazy: true},
    SAMPLE_LANGUAGES.map((l) =>
      jsx('TabItem', {value: l.value, label: l.label}, [codeBlock(l.lang, l.render(sample))]),
    ),
  );
}

function sampleTabs(ctx: RenderContext, entry: OperationEntry): RootContent[] {
  const server = serverUrl(ctx.doc);
  const blocks = exampleRequests(ctx.doc, entry).flatMap((request) => {
    const tabs = requestTabs(request, server);
    return request.summary ? [paragraph(rich(request.summary)), tabs] : [tabs];
  });
  const operationId = entry.operation.operationId;
  const builder =
    ctx.builder && operationId ? [builderElement(ctx.builder.version, ctx.builder.locale, operationId)] : [];
  return [
    heading(ctx.depth, requestExampleId(ctx.idPrefix), ctx.ui.requestExample),
    ...(ctx.domainField ? [jsx(DOMAIN_FIELD_COMPONENT, {})] : []),
    ...builder,
    ...blocks,
  ];
}

function responseExample(response: Response): Json | undefined {
  const media = response.content?.['application/json'];
  if (!media) return undefined;
  if ('example' in media) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return isObject(first) ? first.value : undefined;
}

function statuses(ctx: RenderContext, entry: OperationEntry, success: boolean): [string, Response][] {
  return Object.entries(entry.operation.responses ?? {})
    .filter(([status]) => /^[23]/.test(status) === success)
    .map(([status, raw]) => [status, deref(ctx.doc, raw)]);
}

function responses(ctx: RenderContext, entry: OperationEntry, evidence: OperationEvidence): RootContent[] {
  const sections = statuses(ctx, entry, true).flatMap(([status, response]): RootContent[] => {
    const example = responseExample(response);
    const schema = response.content?.['application/json']?.schema;
    const rows = schema ? fieldRows(ctx.doc, normalize(ctx.doc, schema)) : [];
    // The response's fields, then (beside them on a wide screen: render/operation-layout.ts) its example.
    return layoutRow(
      [
        heading(ctx.depth + 1, id(ctx, `response-${status}`), statusLabel(status)),
        ...(response.description ? [paragraph(rich(response.description))] : []),
        ...(rows.length
          ? [
              paragraph([strong(ctx.ui.responseFields)]),
              fields(ctx, rows, `response-${status}`, false, evidence, {kinds: ['response'], context: status}),
            ]
          : []),
      ],
      example === undefined
        ? []
        : [paragraph([strong(ctx.ui.responseExample)]), codeBlock('json', JSON.stringify(example, null, 2))],
    );
  });
  return [heading(ctx.depth, id(ctx, 'responses'), ctx.ui.responses), ...sections];
}

function errors(ctx: RenderContext, entry: OperationEntry, evidence: OperationEvidence): RootContent[] {
  const failures = statuses(ctx, entry, false);
  const guide = ctx.links.retries ? [text(' '), link(ctx.links.retries, ctx.ui.guide_retries), text('.')] : [];
  if (failures.length === 0) {
    // No status with evidence: say so, and where the version's errors guide says what clients do.
    return [
      heading(ctx.depth, id(ctx, 'errors'), ctx.ui.errors),
      paragraph([text(ctx.ui.errorsNone), link(ctx.links.errors, ctx.ui.errorsLink), text('.'), ...guide]),
    ];
  }
  const rows = failures.map(([status, response]): PhrasingContent[][] => {
    // The mark sits by the status it is about, not after the description's last sentence.
    const mark = evidence.errorMark(status);
    return [
      [text(mark ? `${statusLabel(status)} (${ctx.markWords(mark)})` : statusLabel(status))],
      rich(response.description ?? ''),
    ];
  });
  return [
    heading(ctx.depth, id(ctx, 'errors'), ctx.ui.errors),
    paragraph([text(ctx.ui.errorsIntro), link(ctx.links.errors, ctx.ui.errorsLink), text('.'), ...guide]),
    wrappedTable([ctx.ui.status, ctx.ui.description], rows),
  ];
}

/**
 * The nodes that replace one <ApiOperation id="…"/>; `title` adds the operation heading (several per page).
 * What the operation takes (endpoint, authentication, description, parameters) and its request example form
 * a row (render/operation-layout.ts), so the example sits beside the parameters on a wide screen.
 */
export function renderOperation(ctx: RenderContext, entry: OperationEntry, title: boolean): RootContent[] {
  const {operation} = entry;
  const evidence = operationEvidence(ctx.doc, entry);
  // Under the operation's heading; on a page of one operation remark-api-operation moves it under the page title.
  const mark = evidence.operation
    ? [
        operationMark(ctx.locale, evidence.operation, ctx.evidence ?? {}, operation.operationId ?? '', {
          counts: evidence.summary,
          version: ctx.doc.info.version,
        }),
      ]
    : [];
  return [
    ...(title ? [heading(ctx.depth - 1, ctx.idPrefix, operation.summary ?? operation.operationId ?? '')] : []),
    ...mark,
    ...layoutRow(
      [
        endpoint(ctx, entry),
        ...authentication(ctx, entry),
        ...(operation.description ? [paragraph(rich(operation.description))] : []),
        ...parameters(ctx, entry, evidence),
      ],
      sampleTabs(ctx, entry),
    ),
    ...responses(ctx, entry, evidence),
    ...errors(ctx, entry, evidence),
  ];
}
