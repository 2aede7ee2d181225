/**
 * Where a reference page's facts come from, as the page shows it: one quiet
 * line by the operation's title (published, derived from which version and
 * its page there, seen in client programs only, or not published with what
 * to do), and a short mark on each field, value list or error whose
 * evidence differs from its operation's (api/lib/evidence/). The Markdown
 * twin reads the same line and marks.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import type {OperationEntry, OpenApiDocument} from '../api/lib/openapi';
import {operationElements, type Element, type ElementKind} from '../api/lib/evidence/elements';
import {sameProvenance, type Provenance} from '../api/lib/evidence/status';
import type {Locale} from '../api/lib/site';
import {EVIDENCE_WORDS} from './evidence-ui-text';
import {fieldWords} from '../api/lib/field-words';
import {codeTranslate} from './code-translate';
import {jsxPhrasing, link, rich, text} from './mdast';

export const EVIDENCE_COMPONENT = 'ApiEvidence';

/** A field's mark as the field list stores it: `p`, `c`, `u` or `d:6.1`. */
export function markCode(provenance: Provenance): string {
  return provenance.status === 'derived' ? `d:${provenance.from}` : provenance.status[0]!;
}

export type OperationEvidence = {
  operation?: Provenance;
  /** The mark of a field, error or value list whose evidence differs from its operation's. */
  mark(kind: ElementKind, name: string, context?: string): string | undefined;
  /** The mark of an element's values where they differ from the element itself. */
  valuesMark(kind: ElementKind, name: string, context?: string): string | undefined;
};

const keyOf = (kind: string, name: string, context?: string) => `${kind}\0${context ?? ''}\0${name}`;

export function operationEvidence(doc: OpenApiDocument, entry: OperationEntry): OperationEvidence {
  const elements = operationElements(doc, entry);
  const operation = elements[0]?.effective;
  const byKey = new Map<string, Element>();
  const values = new Map<string, Provenance>();
  for (const element of elements) {
    if (element.kind === 'enum') {
      if (element.effective) values.set(keyOf('values', element.context ?? ''), element.effective);
    } else byKey.set(keyOf(element.kind, element.name, element.context), element);
  }
  const differs = (p: Provenance | undefined, than: Provenance | undefined) => p && (!than || !sameProvenance(p, than));
  return {
    operation,
    mark(kind, name, context) {
      const effective = byKey.get(keyOf(kind, name, context))?.effective;
      return differs(effective, operation) ? markCode(effective!) : undefined;
    },
    valuesMark(kind, name, context) {
      const own = byKey.get(keyOf(kind, name, context))?.effective ?? operation;
      const list = values.get(keyOf('values', name));
      return differs(list, own) ? markCode(list!) : undefined;
    },
  };
}

/** Fills `{key}` and turns `[label](link)` into a link node. */
function words(template: string, values: Record<string, string>): PhrasingContent[] {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return filled.split(/(\[[^\]]+\]\([^)]*\))/).flatMap((part): PhrasingContent[] => {
    const match = /^\[([^\]]+)\]\(([^)]*)\)$/.exec(part);
    return match ? [link(match[2]!, match[1]!)] : part ? rich(part) : [];
  });
}

export type EvidenceLinks = {
  /** The page's link to the version's sources page (`x-docs.sources`), if it has one. */
  sources?: string;
  /** The page's link to the operation's twin in another version, if that page exists. */
  twin?: (from: string, operationId: string) => string | undefined;
  /** How many distinct client programs made these calls. */
  clients?: (calls: readonly string[]) => number;
};

/** The line by an operation's title. */
export function operationMark(
  locale: Locale,
  evidence: Provenance,
  links: EvidenceLinks,
  operationId: string,
): RootContent {
  const w = EVIDENCE_WORDS[locale];
  let content: PhrasingContent[];
  switch (evidence.status) {
    case 'published':
      content = words(w.published, {});
      break;
    case 'derived': {
      const twin = links.twin?.(evidence.from, operationId);
      content = twin
        ? words(w.derived, {from: evidence.from, link: twin})
        : words(w.derivedNoLink, {from: evidence.from});
      break;
    }
    case 'clients': {
      const count = links.clients?.(evidence.calls) ?? evidence.calls.length;
      content = words(count === 1 ? w.clientsOne : w.clients, {count: String(count)});
      break;
    }
    case 'unpublished':
      content = words(w.unpublished, {advice: evidence.description ?? w.unpublishedAdvice});
      break;
  }
  const about = links.sources ? [text(' '), link(links.sources, w.about)] : [];
  const element = jsxPhrasing(EVIDENCE_COMPONENT, [...content, ...about]);
  element.attributes = [{type: 'mdxJsxAttribute', name: 'kind', value: evidence.status}];
  return element;
}

/** The line by an operation's title as plain text, without links (the MCP server's get_operation). */
export function operationMarkText(locale: Locale, evidence: Provenance): string {
  const w = EVIDENCE_WORDS[locale];
  const template = {
    published: w.published,
    derived: w.derivedNoLink,
    clients: w.clientsCalls,
    unpublished: w.unpublished,
  }[evidence.status];
  const values: Record<string, string> = {
    from: evidence.status === 'derived' ? evidence.from : '',
    calls: evidence.status === 'clients' ? evidence.calls.join(', ') : '',
    advice: (evidence.status === 'unpublished' && evidence.description) || w.unpublishedAdvice,
  };
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

/**
 * A field mark in words (a response's mark on the page and in its twin, the MCP server): the words of the field
 * lists' marks (api/lib/field-words.ts), said once for the page, the twin and the server.
 */
export function markWords(locale: Locale, code: string): string {
  return fieldWords(codeTranslate(locale)).mark(code);
}
