/**
 * Where a search hit opens and what its excerpt shows, the same in the search
 * dialog (src/components/Search/engine.ts) and the MCP server's search_docs
 * (mcp/search.ts): the section whose heading names the query, and the excerpt
 * with its heading's first words put back. Browser-safe: no Node imports.
 */
import {fold, type PagefindData, type PagefindSubResult} from './search';

const marks = (excerpt: string) => excerpt.split('<mark>').length - 1;

/** Sections generated for every operation (tables, samples, responses): a hit there opens the page at its top. */
const REFERENCE_SECTION =
  /#(?:[a-z0-9-]+-)?(?:parameters|path-parameters|query-parameters|header-parameters|body-parameters|request-example|responses|response-\d+|errors)$/;

/**
 * Where a result opens: the section whose heading names the query's words;
 * otherwise the page's top when the match is there or in generated reference
 * tables (title and endpoint in view); otherwise the section that matches most.
 */
export function bestSection(d: PagefindData, title: string, query: string): PagefindSubResult | undefined {
  const words = fold(query)
    .split(/[^a-z0-9_]+/)
    .filter((w) => w.length > 1);
  const sections = (d.sub_results ?? []).filter((s) => s.title && s.title !== title && s.url !== d.url);
  const named = (s: PagefindSubResult) => words.filter((w) => fold(s.title).includes(w)).length;
  const byHeading = sections.reduce<PagefindSubResult | undefined>(
    (best, s) => (named(s) > (best ? named(best) : 0) ? s : best),
    undefined,
  );
  if (byHeading) return byHeading;
  const top = (d.sub_results ?? []).find((s) => s.url === d.url || !s.url.includes('#'));
  if (top && marks(top.excerpt) > 0) return undefined;
  const prose = sections.filter((s) => !REFERENCE_SECTION.test(s.url) && marks(s.excerpt) > 0);
  return prose.reduce<PagefindSubResult | undefined>(
    (best, s) => (!best || marks(s.excerpt) > marks(best.excerpt) ? s : best),
    undefined,
  );
}

/**
 * Pagefind starts a section's excerpt a few words into the section: its
 * heading loses its first words ("an order by code." of "Get an order by
 * code", "tìm khách hàng." of "Bước 1: tìm khách hàng"). When the excerpt
 * starts with the tail of its heading (`heading`: the section's, or the
 * page title for the page's top), the heading's missing words are put back;
 * otherwise an excerpt that starts inside a sentence (a lower-case word, a
 * separator) starts with "… ".
 */
export function trimExcerpt(excerpt: string, heading?: string): string {
  const text = excerpt.trim().replace(/^(?:[·,;:.)\]]\s*)+/, '');
  const bare = (w: string) => fold(w.replace(/<[^>]*>/g, '')).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const words = text.split(/\s+/).map(bare);
  const title = (heading ?? '')
    .replace(/[\u200B\uFEFF]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (title.length > 0 && words.slice(0, title.length).join(' ') === title.map(bare).join(' ')) return text;
  for (let missing = 1; missing < title.length; missing++) {
    const tail = title.slice(missing).map(bare);
    if (tail.every((w, i) => w === words[i])) return `${title.slice(0, missing).join(' ')} ${text}`;
  }
  return /^(?:<mark>)?[\p{Ll}\p{N}_]/u.test(text) ? `… ${text}` : text;
}
