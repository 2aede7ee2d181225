/**
 * The client side of the offline search: loads Pagefind's own script from
 * /pagefind/ on first use (never before), and turns its results into plain
 * data the UI renders as text.
 */
import {bestSection, trimExcerpt} from '../../../config/search-excerpts';
import {rankResults} from '../../../config/search-rank';
import {
  PAGEFIND_OPTIONS,
  versionInQuery,
  type Pagefind,
  type PagefindData,
  type PagefindResult,
} from '../../../config/search';
import {VERSIONS} from '../../../config/versions';

export {dVariants} from '../../../config/search';

export type ExcerptPart = {text: string; mark: boolean};

export type SearchHit = {
  id: string;
  url: string;
  title: string;
  section?: string;
  version?: string;
  /** A reference page's operation, e.g. "POST /api/v6.1/sale_order". */
  endpoint?: string;
  excerpt: ExcerptPart[];
};

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once. Its files live at the site root and hold every locale's index. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({basePath: '/pagefind/', ...PAGEFIND_OPTIONS});
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Emoji (the doc cards' 📄️ and 🗃️) and their variation selectors: many fonts show them as boxes. */
const PICTOGRAPHS = /[\p{Extended_Pictographic}\uFE0F]/gu;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Splits Pagefind's excerpt into text parts and highlighted parts. Any tag
 * other than <mark> is dropped, and the parts are rendered as text, so a
 * page's content can never inject markup.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const piece of excerpt.split(/(<mark>[\s\S]*?<\/mark>)/)) {
    if (!piece) continue;
    const mark = piece.startsWith('<mark>');
    const text = decodeEntities(piece.replace(/<[^>]*>/g, '')).replace(PICTOGRAPHS, '');
    if (text) parts.push({text, mark});
  }
  return parts;
}

/** The docs version named by a Docusaurus search tag such as "docs-default-6.1". */
export function versionFromTag(tag: string | undefined): string | undefined {
  return /^docs-[^-]+-(.+)$/.exec(tag ?? '')?.[1];
}

/**
 * The first hits, with their excerpts, of `total`; `rest` loads the others (none when all are there);
 * `version`: the version searched (the one the query names, else the one asked for; none: all).
 */
export type SearchResults = {
  hits: SearchHit[];
  total: number;
  version?: string;
  rest?: () => Promise<SearchHit[]>;
};

function toHit(result: PagefindResult, d: PagefindData, query: string): SearchHit {
  const title = d.meta.title ?? d.url;
  const sub = bestSection(d, title, query);
  return {
    id: result.id,
    url: sub?.url ?? d.url,
    title,
    section: sub?.title,
    version: d.meta.version,
    endpoint: d.meta.endpoint,
    excerpt: parseExcerpt(trimExcerpt(sub?.excerpt ?? d.excerpt, sub?.title ?? title)),
  };
}

const withData = (results: PagefindResult[], query: string) =>
  Promise.all(results.map(async (r) => toHit(r, await r.data(), query)));

/**
 * Ranks up to `limit` results in `version` (all when none, the version the
 * query names when it names one; `reading`, the version being read, first
 * among equal hits); loads the title, section and excerpt (one
 * fragment file each) of the first `first` only. The rest load when the
 * reader scrolls to them (`rest`): a query costs the fragments it shows.
 */
export async function search(
  query: string,
  version: string | undefined,
  limit = 8,
  first = limit,
  lang: string = typeof document === 'undefined' ? 'en' : document.documentElement.lang,
  reading?: string,
): Promise<SearchResults> {
  // A version the query names ("create sale order 6.1", "v6.1") is the one searched.
  const named = versionInQuery(query, VERSIONS);
  const scope = named.version ?? version;
  const trimmed = named.query;
  if (!trimmed) return {hits: [], total: 0, version: scope};
  // With every version, the one being read goes first among equal hits.
  const results = await rankResults(await loadPagefind(), trimmed, scope, lang, limit, reading);
  const later = results.slice(first);
  return {
    hits: await withData(results.slice(0, first), trimmed),
    total: results.length,
    version: scope,
    rest: later.length ? () => withData(later, trimmed) : undefined,
  };
}

/** The /search page for a query, in a version ("all" when none): /search?q=webhook&version=6.0. */
export function searchPageUrl(searchPage: string, query: string, version: string | undefined): string {
  const params = new URLSearchParams({q: query.trim(), version: version ?? 'all'});
  return `${searchPage}?${params.toString()}`;
}
