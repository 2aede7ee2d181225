/**
 * search_docs: the site's own search. The query runs on the site's Pagefind
 * index (mcp/pagefind.ts) through the same code as the search dialog
 * (config/search.ts: one version, tone marks typed are meant, else folded,
 * the "đ" variants in Vietnamese, the same ranking, the same choice of the
 * section a hit opens at). A hit is the page, its Markdown twin, the section
 * and an excerpt with the matches in **bold**.
 */
import type {Pagefind, PagefindResult} from '../config/search';
import {rankResults} from '../config/search-rank';
import {bestSection, trimExcerpt} from '../config/search-excerpts';
import {twinPath} from '../config/llms';
import type {Locale} from '../config/locales';

export type SearchHit = {
  title: string;
  /** The page. */
  url: string;
  /** Its Markdown twin. */
  twin: string;
  /** The section the match is in (its heading) and its URL, when it is not the page's top. */
  section?: string;
  section_url?: string;
  /** A reference page's operation: "POST /api/v6.1/sale_order". */
  endpoint?: string;
  excerpt: string;
  score: number;
};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};

/** Pagefind's excerpt (HTML with <mark>) as text with the matches in **bold**. */
export function markdownExcerpt(excerpt: string, heading?: string): string {
  return trimExcerpt(excerpt, heading)
    .replace(/<mark>\s*([\s\S]*?)\s*<\/mark>/g, (_, text: string) => (text ? `**${text}**` : ''))
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[\p{Extended_Pictographic}\uFE0F]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A site path of Pagefind's result (`/docs/6.1/account/list`, `/docs/6.1/account/list#x`) without a trailing slash. */
const sitePath = (url: string) => url.replace(/(.)\/(#|$)/, '$1$2');

export async function search(
  pagefind: Pagefind,
  origin: string,
  query: string,
  version: string,
  locale: Locale,
  limit = 8,
): Promise<SearchHit[]> {
  const results: PagefindResult[] = await rankResults(pagefind, query, version, locale, limit);
  return Promise.all(
    results.map(async (result) => {
      const d = await result.data();
      const title = d.meta.title ?? d.url;
      const sub = bestSection(d, title, query);
      const page = sitePath(d.url).replace(/#.*$/, '');
      return {
        title,
        url: `${origin}${page}`,
        twin: `${origin}${twinPath(page)}`,
        ...(sub ? {section: sub.title, section_url: `${origin}${sitePath(sub.url)}`} : {}),
        ...(d.meta.endpoint ? {endpoint: d.meta.endpoint} : {}),
        excerpt: markdownExcerpt(sub?.excerpt ?? d.excerpt, sub?.title ?? title),
        score: Math.round(result.score * 1000) / 1000,
      };
    }),
  );
}
