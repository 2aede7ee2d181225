/**
 * The MCP server's search: an index of one version's Markdown twins in one
 * locale (the scope of the site's search), with the site's weights and
 * Pagefind's ranking parameters (config/search.ts). Words are compared
 * without tone marks and with đ as d, unless the query has tone marks (then
 * they are meant, as on the site: "phân trang" is not "trạng thái"). Like
 * Pagefind, a query word also finds the words it begins, every word must
 * match, and English words lose their plural "s".
 */
import {fold, RANKING} from '../config/search';
import type {Locale} from '../config/locales';
import {parseTwin, type Twin} from './twin';

export type IndexedPage = {
  url: string;
  twin: string;
  path: string;
  title: string;
  doc: Twin;
  length: number;
  exact: Map<string, Term>;
  folded: Map<string, Term>;
};

/** A word's occurrences on a page: the sum of their weights, the best weight, and in which sections. */
type Term = {sum: number; max: number; sections: Set<number>};

export type SearchHit = {title: string; url: string; twin: string; section?: string; excerpt: string; score: number};

/**
 * Words of a text: letters, digits and `_ . -` inside a word (has_more, v6.1,
 * X-API-KEY); a path (/api/v6.1/accounts) is also one word, so a query that
 * is a path finds the page of that exact path first.
 */
export function words(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase();
  const paths = lower
    .split(/\s+/)
    .map((chunk) => chunk.replace(/^[^/]+|[^\p{L}\p{N}}]+$/gu, ''))
    .filter((chunk) => PATH.test(chunk));
  return [...(lower.match(/[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu) ?? []), ...paths];
}

/** Two segments or more: /api/v3, /api/v6.1/account/{id}. */
const PATH = /^\/[\p{L}\p{N}_.{}-]+(?:\/[\p{L}\p{N}_.{}-]+)+$/u;

/** Light English stemming, so "tickets" finds "ticket" (Pagefind stems English too). */
function stem(word: string, locale: Locale): string {
  if (locale !== 'en' || word.length <= 3 || /[._-]/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/[^su]s$/.test(word) && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function addTerm(map: Map<string, Term>, word: string, weight: number, section: number): void {
  const term = map.get(word) ?? {sum: 0, max: 0, sections: new Set<number>()};
  term.sum += weight;
  term.max = Math.max(term.max, weight);
  term.sections.add(section);
  map.set(word, term);
}

export function indexPage(
  page: {url: string; twin: string; path: string},
  markdown: string,
  locale: Locale,
): IndexedPage {
  const doc = parseTwin(markdown);
  const exact = new Map<string, Term>();
  const folded = new Map<string, Term>();
  let length = 0;
  for (const part of doc.parts) {
    for (const whole of words(part.text)) {
      const pieces = /[._-]/.test(whole) ? [whole, ...whole.split(/[._-]/)] : [whole];
      length += 1;
      for (const word of pieces) {
        addTerm(exact, stem(word, locale), part.weight, part.section);
        addTerm(folded, stem(fold(word), locale), part.weight, part.section);
      }
    }
  }
  return {...page, title: doc.title, doc, length, exact, folded};
}

type Match = {sum: number; max: number; sections: Set<number>};

/** The page's occurrences of a query word: the word itself, or words it begins (weighed down by the letters it lacks). */
function matchWord(terms: Map<string, Term>, query: string): Match | undefined {
  let found: Match | undefined;
  for (const [word, term] of terms) {
    if (!word.startsWith(query)) continue;
    const similarity =
      word.length === query.length ? 1 : 1 / (1 + (word.length - query.length) / RANKING.termSimilarity) / 2;
    found ??= {sum: 0, max: 0, sections: new Set<number>()};
    found.sum += term.sum * similarity;
    found.max = Math.max(found.max, term.max * similarity);
    for (const s of term.sections) found.sections.add(s);
  }
  return found;
}

/**
 * BM25 over weighted occurrences (a word in a title counts 10, in a table 0.5),
 * with Pagefind's `termSaturation` as k1 and `pageLength` as b. Pagefind's
 * `termFrequency` is not applied: mixing it in (saturated frequency against the
 * best single occurrence) lowered the relevance table's top-1 rate from 48 to
 * 41 of 65 queries.
 */
function scoreOf(match: Match, pageLength: number, averageLength: number, idf: number): number {
  const k1 = RANKING.termSaturation;
  const norm = k1 * (1 - RANKING.pageLength + (RANKING.pageLength * pageLength) / averageLength);
  return (idf * ((k1 + 1) * match.sum)) / (norm + match.sum);
}

/**
 * The section a hit opens at, among those holding a query word: the one whose
 * heading names most query words, else the one holding most of them; none
 * (the page's top) when the top holds them all.
 */
function bestSection(page: IndexedPage, queryWords: string[], perWord: Match[], norm: (w: string) => string): number {
  const counts = new Map<number, number>();
  for (const match of perWord) for (const s of match.sections) counts.set(s, (counts.get(s) ?? 0) + 1);
  if ((counts.get(0) ?? 0) === queryWords.length) return 0;
  const named = (i: number) => {
    const heading = words(page.doc.sections[i].title).map(norm);
    return queryWords.filter((q) => heading.some((w) => w.startsWith(q))).length;
  };
  const ranked = [...counts.keys()]
    .filter((i) => i > 0)
    .sort((a, b) => named(b) - named(a) || counts.get(b)! - counts.get(a)! || a - b);
  return ranked[0] ?? 0;
}

/** How words are compared: as typed (lower case) when the query has tone marks, else folded. */
function normalizer(exactMarks: boolean): (word: string) => string {
  return exactMarks ? (w) => w.toLowerCase() : fold;
}

/** About 30 words of a section's text around its first matching word, matches in **bold**. */
export function excerpt(text: string, queryWords: string[], exactMarks: boolean): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  const norm = normalizer(exactMarks);
  const hits = (token: string) => queryWords.some((q) => words(token).some((w) => norm(w).startsWith(q)));
  const first = Math.max(0, tokens.findIndex(hits));
  const start = Math.max(0, first - 8);
  const bold = (t: string) => t.replace(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u, '$1**$2**$3');
  const shown = tokens.slice(start, start + 30).map((t) => (hits(t) ? bold(t) : t));
  return `${start > 0 ? '… ' : ''}${shown.join(' ')}${start + 30 < tokens.length ? ' …' : ''}`;
}

export function search(pages: IndexedPage[], query: string, locale: Locale, limit = 8): SearchHit[] {
  const typed = words(query);
  if (typed.length === 0 || pages.length === 0) return [];
  // Tone marks the reader typed are meant; without them, every reading counts.
  const exactMarks = typed.some((w) => fold(w) !== w);
  const queryWords = [...new Set(typed.map((w) => stem(exactMarks ? w : fold(w), locale)))];
  const averageLength = pages.reduce((sum, p) => sum + p.length, 0) / pages.length;
  const matches = pages.map((page) => queryWords.map((w) => matchWord(exactMarks ? page.exact : page.folded, w)));
  const idf = queryWords.map((_, i) => {
    const n = matches.filter((m) => m[i]).length;
    return Math.log(1 + (pages.length - n + 0.5) / (n + 0.5));
  });
  const ranked = pages.flatMap((page, p) => {
    const found = matches[p].flatMap((m, i) => (m ? [{m, i}] : []));
    if (found.length === 0) return [];
    const score = found.reduce((sum, {m, i}) => sum + scoreOf(m, page.length, averageLength, idf[i]), 0);
    return [{page, score, all: found.length === queryWords.length, perWord: found.map((f) => f.m)}];
  });
  // Pages with every word first (Pagefind shows only those); then the closest others, so a typo still answers.
  ranked.sort((a, b) => Number(b.all) - Number(a.all) || b.score - a.score);
  return ranked.slice(0, limit).map(({page, score, perWord}) => {
    const index = bestSection(page, queryWords, perWord, normalizer(exactMarks));
    const section = page.doc.sections[index];
    const text = index === 0 ? [page.doc.description, section.text].filter(Boolean).join(' ') : section.text;
    return {
      title: page.title,
      url: page.url,
      twin: page.twin,
      ...(index > 0 ? {section: section.title} : {}),
      excerpt: excerpt(text, queryWords, exactMarks),
      score: Math.round(score * 1000) / 1000,
    };
  });
}
