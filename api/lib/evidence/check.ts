/**
 * Holds a version's OpenAPI source to the evidence (api/evidence/): every
 * operation says where it comes from; a published pointer resolves to the
 * public page and agrees with it (method and path, the names of parameters
 * and fields, required flags, enum values, filter operators, the shape of
 * the answer, the statuses shown); a derived element has a published twin in
 * the version it names; a client-seen element is in the calls it names. Each
 * problem names the element and the evidence (or its absence).
 */
import {localizedApi} from '../model/cache';
import {isObject} from '../browser-safe/json';
import {normalize} from '../model/fields';
import {matchOperations, sides} from '../versions/match';
import type {OpenApiDocument, Schema} from '../browser-safe/openapi';
import {DEFAULT_LOCALE} from '../pages/site';
import {documentElements, type Element} from './elements';
import {endpointKey, type EvidenceEndpoint} from './endpoint';
import {loadEvidence, type EvidencePage} from './load';
import {notInFacts} from './near';
import {conventionsName, endpointShows, evidenceParam, leaf} from './match-names';
import {otherLevel} from './nesting';
import {shownOnOwnPage} from './shown-unpublished';
import {enumProblems, operatorProblems} from './agree';
import {sourceClaims} from './claims';
import {claimsModel} from './claims-model';
import {CONVENTIONS_PAGE, describe, endpointOf, evidencePage, type Context, type EvidenceProblem} from './context';
import type {Provenance} from './status';
import {checkClients} from './check-clients';

const where = (ctx: Context, page: EvidencePage) => `${ctx.evidence.versions.get(ctx.version)?.file} page ${page.page}`;

function checkPublished(
  ctx: Context,
  element: Element,
  pointer: Extract<Provenance, {status: 'published'}>,
  own: boolean,
): string[] {
  const conventions = ctx.evidence.versions.get(ctx.version)?.conventions;
  if (pointer.page === CONVENTIONS_PAGE) {
    if (!conventions) return [`${describe(element)}: no conventions in the evidence of ${ctx.version}`];
    if (element.kind === 'operation')
      return [`${describe(element)}: an operation is published on a page, not in the conventions`];
    if (element.kind === 'convention') return [];
    const name = element.kind === 'filter' ? element.name : leaf(element.name);
    return conventionsName(conventions, name)
      ? []
      : [
          `${describe(element)}: the conventions of ${ctx.version} (${ctx.evidence.versions.get(ctx.version)?.file}) do not name ${name}`,
        ];
  }
  const page = evidencePage(ctx, pointer.page);
  if (!page) return missingPage(ctx, element, pointer.page);
  if (!page.found)
    return writes(element, pointer.page)
      ? [
          `${describe(element)}: page ${pointer.page} was not found on the platform's site (${where(ctx, page)}): it publishes nothing`,
        ]
      : [];
  if (element.kind === 'operation') {
    return endpointOf(page, element.entry, pointer)
      ? []
      : [
          `${describe(element)}: ${where(ctx, page)} has no ${pointer.as ?? `${element.entry.method.toUpperCase()} ${element.entry.path}`} (it shows ${page.endpoints.map((e) => `${e.method} ${e.path}`).join(', ') || 'no endpoint'})`,
        ];
  }
  // Inherited from the operation: that endpoint; stated on the element: any endpoint of that page.
  // On the operation's own page, only its own endpoint counts (a sale order's field is not a purchase order's).
  const operationPointer = element.entry.operation['x-evidence'];
  const opPage =
    isObject(operationPointer) && typeof operationPointer.page === 'string' ? operationPointer.page : undefined;
  // A pointer that names its endpoint (`as`) is held to that endpoint only.
  const endpoints = pointer.as
    ? [endpointOf(page, element.entry, pointer)].filter((e): e is EvidenceEndpoint => !!e)
    : own && pointer.page !== opPage
      ? page.endpoints
      : [
          endpointOf(page, element.entry, (isObject(operationPointer) ? operationPointer : pointer) as Provenance),
        ].filter((e): e is EvidenceEndpoint => !!e);
  const shown = endpoints.filter((e) => endpointShows(e, element, page.endpoints));
  if (shown.length === 0) {
    const elsewhere = endpoints
      .map((e) => otherLevel(e, element, page.endpoints))
      .find((n): n is NonNullable<typeof n> => !!n);
    return [
      `${describe(element)}: ${where(ctx, page)} does not show it${
        elsewhere && (element.kind === 'body' || element.kind === 'response')
          ? ` at its level (the page shows ${elsewhere.path}, from its ${elsewhere.from})`
          : ''
      }${own ? '' : ' (inherited from its operation: give it an x-evidence of its own)'}`,
    ];
  }
  const problems: string[] = [];
  // Required flags: only the page's own endpoint for this method and path says them (create and update differ).
  const ownKey = endpointKey(element.entry.method, element.entry.path);
  const param = shown
    .filter((e) => e.key === ownKey)
    .map((e) => evidenceParam(e, element))
    .find((p) => p?.required !== undefined);
  if (param && (element.kind === 'parameter' || element.kind === 'body')) {
    const required = requiredOf(ctx.doc, element);
    if (own && pointer.required !== undefined) {
      if (required !== pointer.required)
        problems.push(
          `${describe(element)}: its x-evidence reads required as ${pointer.required}, the source says ${required}`,
        );
    } else if (required !== undefined && required !== param.required) {
      problems.push(
        `${describe(element)}: required is ${required} in the source, ${param.required} on ${where(ctx, page)}`,
      );
    }
  }
  return problems;
}

/** Whether an element writes a pointer to that page itself (else it inherits it and its writer reports the page). */
const writes = (element: Element, page: string) => element.own?.status === 'published' && element.own.page === page;

/**
 * A pointer to a page id the facts file lacks: said once, by the element that writes the pointer (its operation, or a
 * field with an x-evidence of its own), naming the facts file and the nearest page ids; elements that inherit it are
 * silent.
 */
function missingPage(ctx: Context, element: Element, id: string): string[] {
  if (!writes(element, id)) return [];
  return [`${describe(element)}: ${notInFacts(id, ctx.version, ctx.evidence.versions.get(ctx.version))}`];
}

/** Whether the source marks an element required (a parameter's flag, a body field's parent `required`). */
function requiredOf(doc: OpenApiDocument, element: Element): boolean | undefined {
  let node: unknown = doc;
  for (const s of element.segments) node = isObject(node) ? node[s] : undefined;
  if (element.kind === 'parameter') return isObject(node) ? Boolean(node.required) : undefined;
  // Read at its use, every allOf part of its object counted.
  if (element.required !== undefined) return element.required;
  const property = element.segments.at(-1);
  let parent: unknown = doc;
  // The parent may sit in an allOf part (`…/allOf/0/properties/x`).
  for (const s of element.segments.slice(0, -2))
    parent = isObject(parent) ? parent[s] : Array.isArray(parent) ? parent[Number(s)] : undefined;
  const list = isObject(parent) && Array.isArray(parent.required) ? parent.required : [];
  return property ? list.includes(property) : undefined;
}

function checkDerived(ctx: Context, element: Element, from: string): string[] {
  if (from === ctx.version) return [`${describe(element)}: derived from its own version ${from}`];
  if (!ctx.evidence.versions.has(from)) return [`${describe(element)}: derived from ${from}, which has no evidence`];
  const twins = ctx.twins.get(from)?.get(element.entry.operation.operationId ?? '');
  if (!twins)
    return [`${describe(element)}: derived from ${from}, where no operation matches it (the what-changed matching)`];
  const same = twins.filter(
    (t) =>
      t.kind === element.kind &&
      (element.kind === 'operation' ||
        element.kind === 'convention' ||
        t.name === element.name ||
        (element.kind !== 'enum' && leaf(t.name) === leaf(element.name))),
  );
  const twin = same.find((t) =>
    element.kind === 'enum' ? t.context && leaf(t.context) === leaf(element.context ?? '') : true,
  );
  if (!twin)
    return [
      `${describe(element)}: derived from ${from}, whose matching operation ${twins[0]?.name} has no such ${element.kind}`,
    ];
  if (twin.effective?.status !== 'published') {
    return [
      `${describe(element)}: derived from ${from}, where it is ${twin.effective?.status ?? 'without status'}, not published`,
    ];
  }
  return [];
}

export function checkElement(ctx: Context, element: Element): string[] {
  if (element.error) return [`${describe(element)}: ${element.error}`];
  if (element.kind === 'operation' && !element.own)
    return [`${describe(element)}: the operation has no x-evidence (published, derived, clients or unpublished)`];
  if (element.kind === 'convention' && !element.own)
    return [
      `${describe(element)}: a convention schema states its own x-evidence (published in the conventions, clients or unpublished)`,
    ];
  const pointer = element.effective;
  if (!pointer || element.kind === 'enum') return [];
  switch (pointer.status) {
    case 'published':
      return checkPublished(ctx, element, pointer, element.own !== undefined);
    case 'derived':
      return checkDerived(ctx, element, pointer.from);
    case 'clients':
      return checkClients(ctx, element, pointer);
    case 'unpublished':
      return shownOnOwnPage(ctx, element);
  }
}

/** The elements of the other versions, per operationId of this version's operation (the what-changed matching). */
function twinsOf(
  siteDir: string,
  version: string,
  doc: OpenApiDocument,
  versions: readonly string[],
): Context['twins'] {
  const result: Context['twins'] = new Map();
  for (const other of versions.filter((v) => v !== version)) {
    const otherDoc = localizedApi(siteDir, other, DEFAULT_LOCALE);
    const elements = documentElements(otherDoc);
    const byOperation = new Map<string, Element[]>();
    for (const element of elements) {
      const id = element.entry.operation.operationId ?? '';
      byOperation.set(id, [...(byOperation.get(id) ?? []), element]);
    }
    const map = new Map<string, Element[]>();
    for (const pair of matchOperations(sides(doc), sides(otherDoc))) {
      map.set(pair.before.ref.operationId, byOperation.get(pair.after.ref.operationId) ?? []);
    }
    // A convention schema's twin is the schema of the same name.
    for (const element of elements.filter((e) => e.entry.path.startsWith('#'))) {
      const name = element.entry.operation.operationId ?? '';
      map.set(name, [...(map.get(name) ?? []), element]);
    }
    result.set(other, map);
  }
  return result;
}

/** Response shape: a page that shows a bare JSON array where the source answers with an object. */
export function shapeProblems(ctx: Context, element: Element): string[] {
  if (element.kind !== 'operation' || element.effective?.status !== 'published') return [];
  const page = evidencePage(ctx, element.effective.page);
  const endpoint = page && endpointOf(page, element.entry, element.effective);
  if (!endpoint?.shape || !/bare array/i.test(endpoint.shape)) return [];
  return Object.entries(element.entry.operation.responses ?? {})
    .filter(([status]) => /^2/.test(status))
    .flatMap(([status, response]) => {
      const schema = normalize(
        ctx.doc,
        ((response as {content?: Record<string, {schema?: Schema}>}).content?.['application/json']?.schema ??
          {}) as Schema,
      );
      const type = Array.isArray(schema.type) ? schema.type : [schema.type];
      return type.includes('array') || (!schema.properties && !schema.allOf)
        ? []
        : [
            `${describe(element)}: response ${status} is an object (${Object.keys(schema.properties ?? {}).join(', ')}); ${where(ctx, page!)} shows a bare JSON array`,
          ];
    });
}

export type CheckInput = {siteDir: string; version: string; doc: OpenApiDocument; versions: readonly string[]};

/** The context of one version's check (undefined when the version has no evidence file). */
export function checkContext({siteDir, version, doc, versions}: CheckInput): Context | undefined {
  const evidence = loadEvidence(siteDir, versions);
  if (!evidence.versions.has(version)) return undefined;
  return {siteDir, version, doc, evidence, twins: twinsOf(siteDir, version, doc, versions)};
}

export function checkEvidence(input: CheckInput): EvidenceProblem[] {
  const ctx = checkContext(input);
  if (!ctx)
    return [
      {
        segments: [],
        message: `api/evidence has no api-facts-${input.version}.json: every version needs its evidence file`,
      },
    ];
  const elements = documentElements(input.doc);
  return [
    ...elements.flatMap((element) =>
      [...checkElement(ctx, element), ...shapeProblems(ctx, element)].map((message) => ({
        segments: element.segments,
        message,
      })),
    ),
    ...enumProblems(ctx, elements),
    ...sourceClaims(claimsModel(input.siteDir, input.version, input.doc, input.versions), input.doc, elements),
    ...operatorProblems(ctx, elements),
  ];
}
