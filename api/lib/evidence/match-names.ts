/**
 * Whether a piece of evidence (a public page's endpoint, the version's
 * conventions, a client's call) shows an element, by name: the evidence
 * writes nested fields flat (`first_name` for `contacts[].first_name`) and
 * lists as `data[]`, so names are compared by their last segment.
 */
import type {ClientCall} from './clients';
import type {Element} from './elements';
import type {EvidenceEndpoint, EvidenceParam} from './endpoint';

/** `data[].account_code` → `account_code`; `contacts[]` → `contacts`; `filtering[a:eq]` stays. */
export function leaf(name: string): string {
  if (/^[a-z_]+\[[^\]]+\]$/i.test(name)) return name;
  return (name.split('.').pop() ?? name).replace(/\[\]$/g, '');
}

const has = (list: readonly {name: string}[] | readonly string[], name: string) =>
  list.some((item) => leaf(typeof item === 'string' ? item : item.name) === leaf(name));

/** `filtering[status:eq]` → {parameter: 'filtering', field: 'status', operator: 'eq'}. */
export function filterParts(name: string): {parameter: string; field: string; operator: string} | undefined {
  const match = /^([a-z_]+)\[([^\]:]+)(?::([a-z_]+))?\]$/i.exec(name);
  return match ? {parameter: match[1], field: match[2], operator: match[3] ?? ''} : undefined;
}

/** The evidence parameter of an endpoint that an element is (query or body), if the page lists it. */
export function evidenceParam(endpoint: EvidenceEndpoint, element: Element): EvidenceParam | undefined {
  const list = element.kind === 'body' ? endpoint.body : element.kind === 'parameter' ? endpoint.query : [];
  return list.find((p) => leaf(p.name) === leaf(element.name));
}

/** Whether a public endpoint lists an element. */
export function endpointShows(endpoint: EvidenceEndpoint, element: Element): boolean {
  switch (element.kind) {
    case 'operation':
    case 'example':
      return true;
    case 'convention':
      return false;
    case 'parameter': {
      if (has(endpoint.query, element.name)) return true;
      const raw = JSON.stringify(endpoint.raw);
      if (element.name === 'filtering' || element.name === 'filter')
        return endpoint.filters.length > 0 || raw.includes(`${element.name}[`);
      if (element.name === 'sort' || element.name === 'direction') return endpoint.sort.length > 0;
      if (element.entry.path.includes(`{${element.name}}`)) return true;
      return new RegExp(`\\b${element.name}\\b`).test(raw);
    }
    case 'filter': {
      const parts = filterParts(element.name);
      if (!parts) return false;
      const filter = endpoint.filters.find((f) => f.field === parts.field);
      if (filter) return parts.operator === '' || filter.operators.includes(parts.operator);
      return endpoint.query.some((p) => p.name === element.name);
    }
    case 'body':
      return has(endpoint.body, element.name);
    case 'response':
      return has(endpoint.response, element.name) || has(endpoint.selectable, element.name);
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
