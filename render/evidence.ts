/**
 * Where a reference page's facts come from, as the page shows it: one quiet
 * line by the operation's title (published, derived from which version and
 * its page there, seen in client programs only, or not published with what
 * to do), then, once, the sum of its details: how many fields the
 * version's public pages show, and how many details carry a weaker mark, with
 * what to do about them (which details carry a mark: ./evidence-marks.ts).
 * The Markdown twin and the MCP server say the same words.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import type {Provenance} from '../api/lib/evidence/status';
import type {Locale} from '../api/lib/pages/site';
import {EVIDENCE_WORDS} from './evidence-ui-text';
import {SUMMARY_MIN, weakerTotal, type DetailCounts, type EvidenceSummary} from './evidence-marks';
import {fieldWords} from '../api/lib/browser-safe/field-words';
import {codeTranslate} from './code-translate';
import {jsxPhrasing, link, rich, text} from './mdast';

export const EVIDENCE_COMPONENT = 'ApiEvidence';

/** Fills `{key}` and turns `[label](link)` into a link node. */
function words(template: string, values: Record<string, string>): PhrasingContent[] {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return filled.split(/(\[[^\]]+\]\([^)]*\))/).flatMap((part): PhrasingContent[] => {
    const match = /^\[([^\]]+)\]\(([^)]*)\)$/.exec(part);
    return match ? [link(match[2]!, match[1]!)] : part ? rich(part) : [];
  });
}

/**
 * The line's sum of the operation's details, in words: the fields the version's public pages show where the
 * operation is not published, and, from SUMMARY_MIN on, the details marked below by source, with what to do.
 */
export function summaryText(locale: Locale, summary: EvidenceSummary, version: string): string {
  const w = EVIDENCE_WORDS[locale];
  const form = (forms: {one: string; many: string}, count: number) =>
    (count === 1 ? forms.one : forms.many).replace('{count}', String(count)).replace('{version}', version);
  const sentences: string[] = [];
  if (summary.published > 0) sentences.push(form(w.summaryPublished, summary.published));
  if (weakerTotal(summary) >= SUMMARY_MIN) {
    const parts = (['derived', 'clients', 'unpublished'] as const).flatMap((status) => {
      const counts = summary.weaker[status];
      if (!counts) return [];
      const nouns = (['fields', 'values', 'statuses'] as (keyof DetailCounts)[])
        .filter((key) => counts[key] > 0)
        .map((key) => form(w[`detail_${key}`], counts[key]));
      return [`${nouns.join(w.and)} ${w[`weaker_${status}`]}`];
    });
    sentences.push(w.summaryMarked.replace('{parts}', parts.join('; ')));
  }
  return sentences.join(' ');
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
  summary?: {counts: EvidenceSummary; version: string},
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
  const sum = summary ? summaryText(locale, summary.counts, summary.version) : '';
  const counts = sum ? [text(` ${sum}`)] : [];
  const about = links.sources ? [text(' '), link(links.sources, w.about)] : [];
  const element = jsxPhrasing(EVIDENCE_COMPONENT, [...content, ...counts, ...about]);
  element.attributes = [{type: 'mdxJsxAttribute', name: 'kind', value: evidence.status}];
  return element;
}

/** The line by an operation's title as plain text, without links (the MCP server's get_operation). */
export function operationMarkText(
  locale: Locale,
  evidence: Provenance,
  summary?: {counts: EvidenceSummary; version: string},
): string {
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
  const line = template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
  const sum = summary ? summaryText(locale, summary.counts, summary.version) : '';
  return sum ? `${line} ${sum}` : line;
}

/**
 * A field mark in words (a response's mark on the page and in its twin, the MCP server): the words of the field
 * lists' marks (api/lib/browser-safe/field-words.ts), said once for the page, the twin and the server.
 */
export function markWords(locale: Locale, code: string): string {
  return fieldWords(codeTranslate(locale)).mark(code);
}
