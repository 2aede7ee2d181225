/**
 * The other half of a published pointer: an element marked as not published
 * (or published only elsewhere) while its own operation's public endpoint
 * shows it at its level. A page that shows a field publishes it; the source
 * says so.
 */
import {isObject} from '../browser-safe/json';
import {describe, endpointOf, evidencePage, type Context} from './context';
import type {Element} from './elements';
import type {EvidenceEndpoint} from './endpoint';
import type {ShownName} from './endpoint-names';
import type {EvidencePage} from './load';
import {shownName} from './nesting';
import type {Provenance} from './status';

const FIELD_KINDS = new Set<Element['kind']>(['parameter', 'filter', 'body', 'response']);

/** The operation's own public endpoint (its published pointer's page, method and path or `as`). */
export function ownEndpoint(
  ctx: Context,
  element: Element,
): {page: EvidencePage; endpoint: EvidenceEndpoint} | undefined {
  const pointer = element.entry.operation['x-evidence'];
  if (!isObject(pointer) || pointer.status !== 'published' || typeof pointer.page !== 'string') return undefined;
  const page = evidencePage(ctx, pointer.page);
  if (!page?.found) return undefined;
  const endpoint = endpointOf(page, element.entry, pointer as Provenance);
  return endpoint ? {page, endpoint} : undefined;
}

/** The name by which the operation's own endpoint shows an element at its level, if it does. */
export function shownByOwnEndpoint(ctx: Context, element: Element): (ShownName & {page: string}) | undefined {
  if (!FIELD_KINDS.has(element.kind)) return undefined;
  const own = ownEndpoint(ctx, element);
  if (!own) return undefined;
  const name = shownName(own.endpoint, element, own.page.endpoints);
  return name ? {...name, page: own.page.page} : undefined;
}

/** The problem of an element marked unpublished that its own endpoint shows. */
export function shownOnOwnPage(ctx: Context, element: Element): string[] {
  const shown = shownByOwnEndpoint(ctx, element);
  if (!shown) return [];
  return [
    `${describe(element)}: marked ${element.effective?.status ?? 'without status'}, but page ${shown.page} shows it (${shown.written}, in its ${shown.from}): it is published there`,
  ];
}
