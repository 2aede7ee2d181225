/**
 * What the evidence checks share: the version being checked with its
 * evidence and the other versions' elements, how an element is named in a
 * problem, and how an operation finds its endpoint on a public page.
 */
import type {OpenApiDocument, OperationEntry} from '../browser-safe/openapi';
import type {Element} from './elements';
import {endpointKey, type EvidenceEndpoint} from './endpoint';
import type {Evidence, EvidencePage} from './load';
import type {Provenance} from './status';

export type EvidenceProblem = {segments: string[]; message: string};

export const CONVENTIONS_PAGE = 'conventions';

export type Context = {
  siteDir: string;
  version: string;
  doc: OpenApiDocument;
  evidence: Evidence;
  /** Other versions' elements by operationId of this version's operation. */
  twins: Map<string, Map<string, Element[]>>;
};

export function describe(element: Element): string {
  const op = element.entry.path.startsWith('#')
    ? `the ${element.entry.operation.operationId} schema`
    : `${element.entry.method.toUpperCase()} ${element.entry.path}`;
  switch (element.kind) {
    case 'operation':
      return `${element.name} (${op})`;
    case 'convention':
      return `the ${element.name} schema`;
    case 'enum':
      return `${op}: value ${element.name} of ${element.context}`;
    case 'response':
      return `${op}: response ${element.context} field ${element.name}`;
    case 'error':
      return `${op}: status ${element.name}`;
    default:
      return `${op}: ${element.kind} ${element.name}`;
  }
}

export function evidencePage(ctx: Context, page: string): EvidencePage | undefined {
  return ctx.evidence.versions.get(ctx.version)?.pages.find((p) => p.page === page);
}

const splitAs = (as: string): [string, string] => {
  const [method, ...rest] = as.trim().split(/\s+/);
  return [method ?? '', rest.join(' ')];
};

/** The endpoint of a page that an operation is: by its method and path, or the `as` the pointer gives. */
export function endpointOf(
  page: EvidencePage,
  entry: OperationEntry,
  pointer: Provenance,
): EvidenceEndpoint | undefined {
  const key =
    pointer.status === 'published' && pointer.as
      ? endpointKey(...splitAs(pointer.as))
      : endpointKey(entry.method, entry.path);
  return page.endpoints.find((e) => e.key === key);
}
