/**
 * The client side of the offline search: loads Pagefind's own script from
 * /pagefind/ on first use (never before), and turns its results into plain
 * data the UI renders as text.
 */
import {fold, RANKING} from '../../../config/search';

export type ExcerptPart = {text: string; mark: boolean};

export type SearchHit = {
  id: string;
  url: string;
  title: string;
  section?: string;
  version?: string;
  excerpt: ExcerptPart[];
};

type PagefindSubResult = {title: string; url: string; excerpt: string};
type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
};
type Pagefind = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, opts?: {filters?: Record<string, string>}) => Promise<{results: PagefindResult[]} | null>;
};
type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once. Its files live at the site root and hold every locale's index. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({basePath: '/pagefind/', excerptLength: 24, ranking: RANKING});
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

/** The first hits, with their excerpts, of `total`; `rest` loads the others (none when all are there). */
export type SearchResults = {hits: SearchHit[]; total: number; rest?: () => Promise<SearchHit[]>};

function toHit(result: PagefindResult, d: PagefindData, query: string): SearchHit {
  const title = d.meta.title ?? d.url;
  const sub = bestSection(d, title, query);
  return {
    id: result.id,
    url: sub?.url ?? d.url,
    title,
    section: sub?.title,
    version: d.meta.version,
    excerpt: parseExcerpt(sub?.excerpt ?? d.excerpt),
  };
}

const withData = (results: PagefindResult[], query: string) =>
  Promise.all(results.map(async (r) => toHit(r, await r.data(), query)));

/**
 * Ranks up to `limit` results; loads the title, section and excerpt (one
 * fragment file each) of the first `first` only. The rest load when the
 * reader scrolls to them (`rest`): a query costs the fragments it shows.
 */
export async function search(
  query: string,
  version: string | undefined,
  limit = 8,
  first = limit,
  lang: string = typeof document === 'undefined' ? 'en' : document.documentElement.lang,
): Promise<SearchResults> {
  const trimmed = query.trim();
  if (!trimmed) return {hits: [], total: 0};
  const pagefind = await loadPagefind();
  // Tone marks the reader typed are meant: "phân trang" is not "trạng thái". Without marks, every reading counts.
  await pagefind.options({exactDiacritics: fold(trimmed) !== trimmed.toLowerCase()});
  const queries = lang.startsWith('vi') ? dVariants(trimmed) : [trimmed];
  const responses = await Promise.all(queries.map((q) => pagefind.search(q, version ? {filters: {version}} : {})));
  const best = new Map<string, PagefindResult>();
  for (const result of responses.flatMap((r) => r?.results ?? [])) {
    const seen = best.get(result.id);
    if (!seen || result.score > seen.score) best.set(result.id, result);
  }
  const results = [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  const later = results.slice(first);
  return {
    hits: await withData(results.slice(0, first), trimmed),
    total: results.length,
    rest: later.length ? () => withData(later, trimmed) : undefined,
  };
}

/** The /search page for a query, in a version ("all" when none): /search?q=webhook&version=6.0. */
export function searchPageUrl(searchPage: string, query: string, version: string | undefined): string {
  const params = new URLSearchParams({q: query.trim(), version: version ?? 'all'});
  return `${searchPage}?${params.toString()}`;
}
