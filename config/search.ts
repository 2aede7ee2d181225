/**
 * What the site's search and the MCP server's search share (browser-safe: no
 * Node imports): the weights of a page's parts, Pagefind's ranking and how a
 * query and a text are compared. scripts/search-index.ts writes the weights
 * into the Pagefind index, src/components/Search passes the ranking to
 * Pagefind, mcp/search.ts applies both to the Markdown twins.
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
} as const;

/** Lower case, without tone marks, đ as d: how a reader's words and a heading are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}
