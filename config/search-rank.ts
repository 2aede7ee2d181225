/**
 * How the search dialog (src/components/Search/engine.ts) and the MCP
 * server's search_docs (mcp/search.ts) rank a query's pages on Pagefind's own
 * script: the operation a `METHOD /path` query names, then the query in this
 * locale's words for the concepts it names (config/search.ts, CONCEPTS), then
 * the query as typed; a title that is the query first among the first hits;
 * with every version, the version being read first among equal hits.
 * Browser-safe: no Node imports.
 */
import {conceptVariant, dVariants, ENDPOINT_FILTER, fold, type Pagefind, type PagefindResult} from './search';

/** An operation's method and path, as a query may name it: `POST /api/v6.1/account`. */
type EndpointQuery = {method: string; path: string};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The method and path the query is, when it is nothing else ("post /api/v6.1/account", a trailing slash allowed). */
export function endpointQuery(query: string): EndpointQuery | undefined {
  const m = /^([A-Za-z]+)\s+(\/\S*?)\/?(?:\?\S*)?$/.exec(query.trim());
  const method = m?.[1]?.toUpperCase();
  return m && method && METHODS.includes(method) ? {method, path: m[2]!} : undefined;
}

/** Whether an endpoint of the index (`GET /api/v6/accounts/{id}`) is the one a query names (`/api/v6/accounts/42`). */
export function endpointMatches(endpoint: string, query: EndpointQuery): boolean {
  const [method, path] = endpoint.split(' ');
  if (method !== query.method || !path) return false;
  const want = query.path.split('/');
  const have = path.split('/');
  return want.length === have.length && have.every((part, i) => part === want[i] || /^\{[^}]+\}$/.test(part));
}

/** Scores within this share of each other are equal hits: with all versions, the one being read goes first. */
const EQUAL_HITS = 0.03;

type Ranked = {result: PagefindResult; rank: number};

/**
 * One reading of a query: the words as given, tone marks meant when there are any, else folded; in Vietnamese
 * the "đ" variants run too and each page keeps its best score.
 */
async function reading(
  pagefind: Pagefind,
  query: string,
  lang: string,
  filters: Record<string, string>,
): Promise<PagefindResult[]> {
  await pagefind.options({exactDiacritics: fold(query) !== query.toLowerCase()});
  const queries = lang.startsWith('vi') ? dVariants(query) : [query];
  const responses = await Promise.all(queries.map((q) => pagefind.search(q, {filters})));
  const best = new Map<string, PagefindResult>();
  for (const result of responses.flatMap((r) => r?.results ?? [])) {
    const seen = best.get(result.id);
    if (!seen || result.score > seen.score) best.set(result.id, result);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** The pages whose operation the query names (the endpoint filter, path parameters matching any value). */
async function endpointPages(
  pagefind: Pagefind,
  query: EndpointQuery,
  filters: Record<string, string>,
): Promise<PagefindResult[]> {
  const values = Object.keys((await pagefind.filters())[ENDPOINT_FILTER] ?? {});
  const named = values.filter((value) => endpointMatches(value, query));
  const responses = await Promise.all(
    named.map((value) => pagefind.search(null, {filters: {...filters, [ENDPOINT_FILTER]: value}})),
  );
  return responses.flatMap((r) => r?.results ?? []);
}

/**
 * The ranked results of a query in one version (every version when none),
 * the way the site runs it. Readings, in this order: the pages of the
 * operation a `METHOD /path` query names; the query in this locale's words
 * for the concepts it names (conceptVariant: "pagination" in Vietnamese is
 * "phân trang", "phan trang" is "phân trang"), which is what the reader
 * meant; the query as typed. Each page keeps its first place. With every
 * version, `prefer` (the version being read) goes first among equal hits.
 */
export async function rankResults(
  pagefind: Pagefind,
  query: string,
  version: string | undefined,
  lang: string,
  limit: number,
  prefer?: string,
): Promise<PagefindResult[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const endpoint = endpointQuery(trimmed);
  const meant = conceptVariant(trimmed, lang);
  const collect = async (filters: Record<string, string>) => {
    const readings = [
      endpoint ? await endpointPages(pagefind, endpoint, filters) : [],
      meant ? await reading(pagefind, meant, lang, filters) : [],
      await reading(pagefind, trimmed, lang, filters),
    ];
    const ranked = new Map<string, Ranked>();
    readings.forEach((results, rank) => {
      for (const result of results) if (!ranked.has(result.id)) ranked.set(result.id, {result, rank});
    });
    return ranked;
  };
  const ranked = await collect(version ? {version} : {});
  const preferred = !version && prefer ? await collect({version: prefer}) : new Map<string, Ranked>();
  const weight = ({result}: Ranked) => result.score * (preferred.has(result.id) ? 1 + EQUAL_HITS : 1);
  const sorted = [...ranked.values()].sort((a, b) => a.rank - b.rank || weight(b) - weight(a)).map((r) => r.result);
  // Among the first hits, a page whose title is the query (or what it means) opens the list.
  const head = sorted.slice(0, Math.max(limit, TITLE_WINDOW));
  const wanted = new Set([titleKey(trimmed), ...(meant ? [titleKey(meant)] : [])]);
  const titles = await Promise.all(
    head.slice(0, TITLE_WINDOW).map(async (r) => titleKey((await r.data()).meta.title ?? '')),
  );
  const exact = head.filter((_, i) => i < TITLE_WINDOW && wanted.has(titles[i]!));
  return [...exact, ...sorted.filter((r) => !exact.includes(r))].slice(0, limit);
}

/** How many of the first hits are read for a title that is the query: the dialog's first screen, whose titles it shows anyway. */
const TITLE_WINDOW = 5;

/** A title or query as compared: folded, without punctuation, English articles and plural "s" ("Create a customer" is "create customer"). */
export function titleKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}_\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !['a', 'an', 'the'].includes(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}
