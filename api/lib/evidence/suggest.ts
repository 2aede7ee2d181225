/**
 * The strongest evidence each unsupported element has, as the `x-evidence`
 * it should state: for an operation, the public page that shows its method
 * and path, else its twin's version when that twin is published ("derived"),
 * else the client calls that make it, else none; for a parameter, field,
 * enum or status that its operation's evidence does not show, another public
 * page of the same resource or the conventions, else a published twin, else
 * the calls, else "unpublished". `npm run evidence -- suggest` prints them
 * (and `--write` writes them into the sources, scripts/evidence.ts).
 */
import path from 'node:path';
import {CONVENTIONS_PAGE, type Context} from './context';
import type {Element} from './elements';
import {endpointKey} from './endpoint';
import {callShows, conventionsName, endpointShows, leaf} from './match-names';
import {valuesOnPage} from './agree';
import {shownByOwnEndpoint} from './shown-unpublished';
import type {Provenance} from './status';

/** Nearest versions first (the evidence README: 6.0 <-> 6.1 <-> 4.0). */
export function nearest(version: string, versions: readonly string[]): string[] {
  const order = [...versions].sort((a, b) => Number(a) - Number(b));
  const at = order.indexOf(version);
  return order
    .filter((v) => v !== version)
    .sort((a, b) => Math.abs(order.indexOf(a) - at) - Math.abs(order.indexOf(b) - at) || Number(b) - Number(a));
}

const folderOf = (docId: string) => path.posix.dirname(docId);

function publishedOperation(ctx: Context, element: Element): Provenance | undefined {
  const key = endpointKey(element.entry.method, element.entry.path);
  const pages =
    ctx.evidence.versions.get(ctx.version)?.pages.filter((p) => p.found && p.endpoints.some((e) => e.key === key)) ??
    [];
  const page = pages.find((p) => p.page === element.entry.operation['x-doc']) ?? pages[0];
  return page ? {status: 'published', page: page.page} : undefined;
}

function publishedElsewhere(ctx: Context, element: Element): Provenance | undefined {
  // Its own operation's endpoint shows it at its level: it inherits the operation's page.
  const own = shownByOwnEndpoint(ctx, element);
  if (own) return {status: 'published', page: own.page};
  const docId = String(element.entry.operation['x-doc'] ?? '');
  const pages = ctx.evidence.versions.get(ctx.version)?.pages.filter((p) => p.found) ?? [];
  // Another page of the same resource; the operation's own page only counts through its own endpoint.
  const opPointer = element.entry.operation['x-evidence'] as {page?: unknown} | undefined;
  const opPage = typeof opPointer?.page === 'string' ? opPointer.page : docId;
  const resource = pages.filter(
    (p) => p.page !== opPage && folderOf(p.page) === folderOf(docId) && folderOf(docId) !== '.',
  );
  for (const page of resource) {
    if (page.endpoints.some((e) => endpointShows(e, element, page.endpoints)))
      return {status: 'published', page: page.page};
  }
  const conventions = ctx.evidence.versions.get(ctx.version)?.conventions;
  const name = element.kind === 'filter' ? element.name : leaf(element.name);
  const topLevel = element.kind === 'parameter' || !/[.[]/.test(element.name);
  if (
    conventions &&
    ['parameter', 'response'].includes(element.kind) &&
    topLevel &&
    conventionsName(conventions, name)
  ) {
    return {status: 'published', page: CONVENTIONS_PAGE};
  }
  return undefined;
}

/** A page of the operation's resource (or the conventions) that lists every value of an enum. */
function publishedValues(ctx: Context, element: Element, values: readonly string[]): Provenance | undefined {
  const docId = String(element.entry.operation['x-doc'] ?? '');
  const pages = ctx.evidence.versions.get(ctx.version)?.pages.filter((p) => p.found) ?? [];
  const ordered = [
    ...pages.filter((p) => p.page === docId),
    ...pages.filter((p) => p.page !== docId && folderOf(p.page) === folderOf(docId) && folderOf(docId) !== '.'),
  ];
  for (const page of ordered) {
    const listed = valuesOnPage(page, element);
    if (listed && values.every((v) => listed.includes(v))) return {status: 'published', page: page.page};
  }
  const conventions = ctx.evidence.versions.get(ctx.version)?.conventions;
  if (conventions && values.every((v) => conventionsName(conventions, v)))
    return {status: 'published', page: CONVENTIONS_PAGE};
  return undefined;
}

function derived(ctx: Context, element: Element, versions: readonly string[]): Provenance | undefined {
  for (const from of nearest(ctx.version, versions)) {
    const twins = ctx.twins.get(from)?.get(element.entry.operation.operationId ?? '');
    if (!twins) continue;
    const twin =
      element.kind === 'operation'
        ? twins.find((t) => t.kind === 'operation')
        : element.kind === 'convention'
          ? twins.find((t) => t.kind === 'convention')
          : element.kind === 'enum'
            ? twins.find(
                (t) =>
                  t.kind === 'enum' && t.name === element.name && leaf(t.context ?? '') === leaf(element.context ?? ''),
              )
            : twins.find(
                (t) => t.kind === element.kind && (t.name === element.name || leaf(t.name) === leaf(element.name)),
              );
    if (twin?.effective?.status === 'published') return {status: 'derived', from};
  }
  return undefined;
}

function seenInClients(ctx: Context, element: Element): Provenance | undefined {
  const key = endpointKey(element.entry.method, element.entry.path);
  // A convention schema's fields may be seen in any call of the version; an operation's, in its own calls.
  const anyCall = element.entry.path.startsWith('#');
  const calls = ctx.evidence.calls.filter(
    (c) =>
      c.version === ctx.version &&
      (anyCall || c.key === key) &&
      (element.kind === 'enum'
        ? c.raw.includes(element.name)
        : element.kind === 'convention'
          ? false
          : callShows(c, element)),
  );
  return calls.length > 0 ? {status: 'clients', calls: calls.map((c) => c.id)} : undefined;
}

/** The strongest provenance the evidence supports for an element, and why. */
export function strongest(
  ctx: Context,
  element: Element,
  versions: readonly string[],
): {value: Provenance; why: string} {
  const published =
    element.kind === 'convention'
      ? undefined
      : element.kind === 'operation'
        ? publishedOperation(ctx, element)
        : element.kind === 'enum'
          ? publishedValues(ctx, element, [element.name])
          : publishedElsewhere(ctx, element);
  if (published) return {value: published, why: `shown on ${published.status === 'published' ? published.page : ''}`};
  const twin = derived(ctx, element, versions);
  if (twin) return {value: twin, why: `its twin is published in ${twin.status === 'derived' ? twin.from : ''}`};
  const calls = seenInClients(ctx, element);
  if (calls) return {value: calls, why: 'seen in client calls'};
  return {value: {status: 'unpublished'}, why: 'no evidence'};
}

/** The strongest provenance that holds for every value of an enum (its elements, one per value). */
export function strongestValues(
  ctx: Context,
  group: readonly Element[],
  versions: readonly string[],
): {value: Provenance; why: string} {
  const values = group.map((e) => e.name);
  const published = publishedValues(ctx, group[0]!, values);
  if (published) return {value: published, why: 'every value is listed there'};
  for (const from of nearest(ctx.version, versions)) {
    if (group.every((e) => derived(ctx, e, [ctx.version, from])?.status === 'derived'))
      return {value: {status: 'derived', from}, why: `every value is published in ${from}`};
  }
  const key = endpointKey(group[0]!.entry.method, group[0]!.entry.path);
  const calls = ctx.evidence.calls.filter(
    (c) => c.version === ctx.version && c.key === key && values.every((v) => c.raw.includes(v)),
  );
  if (calls.length > 0) return {value: {status: 'clients', calls: calls.map((c) => c.id)}, why: 'seen in client calls'};
  return {value: {status: 'unpublished'}, why: 'no evidence for every value'};
}

/** A provenance as the YAML flow map the sources write. */
export function provenanceYaml(value: Provenance): string {
  switch (value.status) {
    case 'published':
      return `{status: published, page: ${value.page}}`;
    case 'derived':
      return `{status: derived, from: '${value.from}'}`;
    case 'clients':
      return `{status: clients, calls: [${value.calls.join(', ')}]}`;
    case 'unpublished':
      return '{status: unpublished}';
  }
}
