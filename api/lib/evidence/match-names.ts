/**
 * Whether a piece of evidence (a public page's endpoint, the version's
 * conventions, a client's call) shows an element, by name. A public
 * endpoint shows it only at the element's own nesting (./nesting.ts: a list
 * envelope, the selectable fields); the client calls and the conventions
 * write names loosely (`first_name` for `contacts[].first_name`), so they are
 * compared by the last segment.
 */
import type {ClientCall} from './clients';
import type {Element} from './elements';
import type {EvidenceEndpoint, EvidenceParam} from './endpoint';
import {shownName} from './nesting';

/** `data[].account_code` → `account_code`; `contacts[]` → `contacts`; `filtering[a:eq]` stays. */
export function leaf(name: string): string {
  if (/^[a-z_]+\[[^\]]+\]$/i.test(name)) return name;
  return (name.split('.').pop() ?? name).replace(/\[\]$/g, '');
}

const has = (list: readonly {name: string}[] | readonly string[], name: string) =>
  list.some((item) => leaf(typeof item === 'string' ? item : item.name) === leaf(name));

/** The evidence parameter of an endpoint that an element is (query or body), if the page lists it. */
export function evidenceParam(endpoint: EvidenceEndpoint, element: Element): EvidenceParam | undefined {
  const list = element.kind === 'body' ? endpoint.body : element.kind === 'parameter' ? endpoint.query : [];
  return list.find((p) => leaf(p.name) === leaf(element.name));
}

/** Whether a public endpoint lists an element (the other endpoints of its page: for a "same response"). */
export function endpointShows(
  endpoint: EvidenceEndpoint,
  element: Element,
  siblings: readonly EvidenceEndpoint[] = [],
): boolean {
  switch (element.kind) {
    case 'operation':
    case 'example':
      return true;
    case 'convention':
      return false;
    case 'parameter': {
      if (has(endpoint.query, element.name) || shownName(endpoint, element)) return true;
      const raw = JSON.stringify(endpoint.raw);
      if (element.name === 'filtering' || element.name === 'filter')
        return endpoint.filters.length > 0 || raw.includes(`${element.name}[`);
      if (element.name === 'sort' || element.name === 'direction') return endpoint.sort.length > 0;
      if (element.entry.path.includes(`{${element.name}}`)) return true;
      return new RegExp(`\\b${element.name}\\b`).test(raw);
    }
    case 'filter':
      return !!shownName(endpoint, element) || endpoint.query.some((p) => p.name === element.name);
    case 'body':
    case 'response':
      return !!shownName(endpoint, element, siblings);
    case 'enum':
      return false;
    case 'error':
      return endpoint.statusCodes.includes(Number(element.name));
  }
}

/** Whether a client's call shows an element (sends or reads it). */
export function callShows(call: ClientCall, element: Element): boolean {
  switch (element.kind) {
    case 'operation':
    case 'example':
      return true;
    case 'convention':
      return false;
    case 'parameter':
      return call.query.some((q) => q === element.name || q.startsWith(`${element.name}[`));
    case 'filter':
      return call.query.includes(element.name);
    case 'body':
      return has(call.body, element.name);
    case 'response':
      return has(call.read, element.name) || has(call.selected, element.name);
    case 'enum':
      return false;
    case 'error':
      return new RegExp(`\\b${element.name}\\b`).test(call.errorHandling);
  }
}

/** Whether the version's conventions (an object of loose text) name something, as a word. */
export function conventionsName(conventions: Record<string, unknown>, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}([^A-Za-z0-9_]|$)`).test(JSON.stringify(conventions));
}
