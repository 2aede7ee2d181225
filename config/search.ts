/**
 * What the site's search and the MCP server's search share (browser-safe: no
 * Node imports): the weights of a page's parts, Pagefind's ranking and how a
 * query and a text are compared. scripts/search-index.ts writes the weights
 * into the Pagefind index; the search dialog (src/components/Search) and the
 * MCP server's search_docs (mcp/search.ts) run the same Pagefind script on
 * that index with the options and query handling below.
 */

/**
 * Weights of a doc page's parts: the title and the lead say what a page is
 * about; an operation's path names it; the h2 sections name its topics (6,
 * Pagefind's default for h2) and their subsections (h3, h4) are details;
 * tables list many words that belong to fields; other text counts 1.
 */
export const WEIGHTS = {title: 10, lead: 4, endpoint: 10, section: 6, subheading: 3, table: 0.5, body: 1} as const;

/** Pagefind's ranking: term frequency counts less and long pages pay more than by default, so a page about X outranks a long table that mentions X often. */
export const RANKING = {
  termFrequency: 0.1,
  pageLength: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
  diacriticSimilarity: 0.8,
  // Pagefind searches metadata too: a reference page's "endpoint" (its method and path, shown in results) is
  // already in the page's text with the endpoint weight, and must not count twice.
  metaWeights: {endpoint: 0},
} as const;

/** Lower case, without tone marks, đ as d: how a reader's words and a heading are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/*
 * Running a query on Pagefind's own `pagefind.js`, the same in the search
 * dialog (src/components/Search/engine.ts, in the browser) and in the MCP
 * server's search_docs (mcp/pagefind.ts, under Node): same options, same
 * scope, same folding, same merge of the "đ" variants, same section choice.
 */

/** Pagefind's options: excerpts of 24 words and the ranking above. */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: RANKING} as const;

export type PagefindSubResult = {title: string; url: string; excerpt: string};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};
/** What both sides use of a Pagefind instance (the module itself or `createInstance()`'s value). */
export type Pagefind = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, opts?: {filters?: Record<string, string>}) => Promise<{results: PagefindResult[]} | null>;
};

/**
 * Pagefind folds Vietnamese tone marks but keeps "đ" apart from "d", while
 * readers who type without marks write "d" for both. The query is also run
 * with "đ" in place of "d", word by word (at most 8 variants).
 */
export function dVariants(query: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  let variants = [''];
  for (const word of words) {
    const alternatives =
      /d/i.test(word) && variants.length < 8 ? [word, word.replace(/d/g, 'đ').replace(/D/g, 'Đ')] : [word];
    variants = variants.flatMap((v) => alternatives.map((w) => (v ? `${v} ${w}` : w)));
  }
  return variants;
}

/**
 * A version the query names as a word of its own ("create sale order 6.1",
 * "v6.1"): that version is searched, and the word leaves the query unless it
 * is all the query is. A version inside a path (/api/v6.1/…) is no such word.
 */
export function versionInQuery(
  query: string,
  versions: readonly string[],
): {query: string; version: string | undefined} {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const named = (w: string) => {
    // "v6", "v6.1" or "6.1"; a bare "6" (or "401") is no version.
    const match = /^(?:v(\d+(?:\.\d+)?)|(\d+\.\d+))$/i.exec(w);
    const v = match?.[1] ?? match?.[2];
    if (!v) return undefined;
    return versions.find((known) => known === v || known === `${v}.0`);
  };
  const index = words.findIndex((w) => named(w) !== undefined);
  if (index < 0) return {query: query.trim(), version: undefined};
  const version = named(words[index]);
  // "version 6.1", "api 6.1", "phiên bản 6.1": the words that announce the number go too.
  let start = index;
  if (start > 0 && /^(?:version|api)$/i.test(words[start - 1])) start -= 1;
  else if (start > 1 && /^(?:bản|ban)$/i.test(words[start - 1]) && /^(?:phiên|phien)$/i.test(words[start - 2]))
    start -= 2;
  const rest = [...words.slice(0, start), ...words.slice(index + 1)];
  return {query: rest.length > 0 ? rest.join(' ') : query.trim(), version};
}

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

/**
 * The ranked results of a query in one version (every version when none),
 * the way the site runs it: tone marks typed are meant (`exactDiacritics`),
 * else folded; in Vietnamese the "đ" variants run too and each page keeps its
 * best score.
 */
export async function rankResults(
  pagefind: Pagefind,
  query: string,
  version: string | undefined,
  lang: string,
  limit: number,
): Promise<PagefindResult[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  await pagefind.options({exactDiacritics: fold(trimmed) !== trimmed.toLowerCase()});
  const queries = lang.startsWith('vi') ? dVariants(trimmed) : [trimmed];
  const responses = await Promise.all(queries.map((q) => pagefind.search(q, version ? {filters: {version}} : {})));
  const best = new Map<string, PagefindResult>();
  for (const result of responses.flatMap((r) => r?.results ?? [])) {
    const seen = best.get(result.id);
    if (!seen || result.score > seen.score) best.set(result.id, result);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
