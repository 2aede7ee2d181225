/**
 * Post-build step: builds the offline Pagefind index of the doc pages.
 * - only the doc content is indexed (the chrome stays out);
 * - each page gets its docs version as the `version` filter;
 * - the language comes from <html lang>, so vi and en get separate indexes.
 * The index is written to build/pagefind/ and serves both locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {HTMLElement, parse} from 'node-html-parser';
import {ENDPOINT_FILTER, WEIGHTS} from '../config/search';

/** The docs version a built page belongs to, from Docusaurus's search meta tag. */
export function docsVersionOf(html: string): string | undefined {
  return parse(html).querySelector('meta[name="docsearch:version"]')?.getAttribute('content') ?? undefined;
}

const PICTOGRAPHS = /[\p{Extended_Pictographic}\uFE0F]/gu;

function weigh(content: HTMLElement, h1: HTMLElement | null): void {
  h1?.setAttribute('data-pagefind-weight', String(WEIGHTS.title));
  const lead = content.childNodes.find((n): n is HTMLElement => n instanceof HTMLElement && n.tagName === 'P');
  lead?.setAttribute('data-pagefind-weight', String(WEIGHTS.lead));
  // A reference page's field lists (src/components/ApiFields) weigh as the tables they replaced.
  for (const table of content.querySelectorAll('table, [class^="fields"]'))
    table.setAttribute('data-pagefind-weight', String(WEIGHTS.table));
  // A page's sections (h2) name its topics; their subsections (h3, h4) are details of them (config/search.ts).
  for (const heading of content.querySelectorAll('h2'))
    heading.setAttribute('data-pagefind-weight', String(WEIGHTS.section));
  for (const heading of content.querySelectorAll('h3, h4'))
    heading.setAttribute('data-pagefind-weight', String(WEIGHTS.subheading));
  // An operation's path names it; the host in front of it is the same placeholder on every page.
  for (const url of content.querySelectorAll('[class^="endpoint"] > code')) {
    url.setAttribute('data-pagefind-weight', String(WEIGHTS.endpoint));
    url.querySelector('span')?.setAttribute('data-pagefind-ignore', '');
  }
}

/**
 * Table cells end with a separator, so an excerpt reads "Name · Type · Required", not "NameTypeRequired";
 * so do a field list's name lines and descriptions. Its fold toggles ("3 fields in account") are no content.
 */
function separateCells(content: HTMLElement): void {
  for (const row of content.querySelectorAll('tr')) {
    const cells = row.querySelectorAll('th, td');
    cells.forEach((cell, i) => cell.insertAdjacentHTML('beforeend', i < cells.length - 1 ? ' · ' : ' '));
  }
  for (const field of content.querySelectorAll('[class^="fields"] li')) {
    field.querySelector('[class^="head"]')?.insertAdjacentHTML('beforeend', ' · ');
    field.querySelector('[class^="text"]')?.insertAdjacentHTML('beforeend', ' ');
  }
  for (const summary of content.querySelectorAll('[class^="fields"] summary'))
    summary.setAttribute('data-pagefind-ignore', '');
}

/** The method and path of an endpoint line, without the host placeholder ("POST /api/v6.1/sale_order"). */
function endpointText(endpoint: HTMLElement): string | undefined {
  const method = endpoint.querySelector('[class^="method"]')?.text.trim();
  const url = endpoint.querySelector('code');
  if (!method || !url) return undefined;
  const copy = parse(url.outerHTML);
  for (const server of copy.querySelectorAll('[class^="server"]')) server.remove();
  const path = copy.text.replace(/\s+/g, '');
  return path.startsWith('/') ? `${method} ${path}` : undefined;
}

/** Every operation a page shows, as "METHOD /path" (a reference page of several operations has several). */
export function endpointsOf(content: HTMLElement): string[] {
  return content.querySelectorAll('[class^="endpoint"]').flatMap((e) => endpointText(e) ?? []);
}

/**
 * A reference page's operation as the search shows it ("POST /api/v6.1/sale_order"): the method and the path
 * of its endpoint line, without the host placeholder. Undefined on other pages, and on pages of several.
 */
export function endpointOf(content: HTMLElement): string | undefined {
  const endpoints = endpointsOf(content);
  return endpoints.length === 1 ? endpoints[0] : undefined;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The HTML Pagefind should see for a doc page: its Markdown content marked as
 * the body, with the version filter and the title as metadata. Undefined for
 * pages that are not docs (landing page, redirects, 404, search).
 */
export function prepareForIndex(html: string): string | undefined {
  const root = parse(html);
  const version = root.querySelector('meta[name="docsearch:version"]')?.getAttribute('content');
  const content = root.querySelector('.theme-doc-markdown');
  if (!version || !content) return undefined;
  content.setAttribute('data-pagefind-body', '');
  const h1 = root.querySelector('.theme-doc-markdown h1');
  const title = h1?.text.trim() ?? root.querySelector('title')?.text ?? '';
  weigh(content, h1);
  separateCells(content);
  // The doc cards' emoji (📄️, 🗃️) are no words and show as boxes in excerpts.
  for (const card of content.querySelectorAll('.card h2'))
    card.set_content(card.innerHTML.replace(PICTOGRAPHS, '').trim());
  const endpoint = endpointOf(content);
  // Each operation of the page is a value of the endpoint filter: a "METHOD /path" query finds its page
  // (config/search.ts, rankResults); the one operation of a reference page is also its endpoint meta.
  const endpoints = endpointsOf(content).map(
    (e) => `<span hidden data-pagefind-ignore data-pagefind-filter="${ENDPOINT_FILTER}:${escapeAttribute(e)}"></span>`,
  );
  content.insertAdjacentHTML(
    'afterbegin',
    `<span hidden data-pagefind-ignore data-pagefind-filter="version:${version}" data-pagefind-meta="version:${version}"></span>` +
      endpoints.join('') +
      (endpoint
        ? `<span hidden data-pagefind-ignore data-pagefind-meta="endpoint:${escapeAttribute(endpoint)}"></span>`
        : ''),
  );
  content.setAttribute('data-pagefind-meta', `title:${title.replace(/"/g, '&quot;')}`);
  return root.toString();
}

/** The folder of the build the index is written to (its files get their .br twins only once it is written). */
export const PAGEFIND_DIR = 'pagefind';

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

export async function buildSearchIndex(buildDir: string): Promise<{pages: number; byLanguage: Record<string, number>}> {
  // pagefind is ESM-only: load it with a dynamic import.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({
    excludeSelectors: ['pre', '.theme-code-block', 'nav', '.hash-link', 'button'],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const byLanguage: Record<string, number> = {};
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    if (rel.startsWith(`${PAGEFIND_DIR}/`)) continue;
    const prepared = prepareForIndex(fs.readFileSync(file, 'utf8'));
    if (!prepared) continue;
    const url = '/' + rel.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
    const res = await index.addHTMLFile({url, content: prepared});
    if (res.errors.length > 0) throw new Error(`${rel}: ${res.errors.join('; ')}`);
    const lang = rel.startsWith('en/') ? 'en' : 'vi';
    byLanguage[lang] = (byLanguage[lang] ?? 0) + 1;
    pages += 1;
  }
  const written = await index.writeFiles({outputPath: path.join(buildDir, PAGEFIND_DIR)});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  await pagefind.close();
  // Our own UI reads the index through pagefind.js: drop Pagefind's bundled UIs.
  for (const name of fs.readdirSync(path.join(buildDir, PAGEFIND_DIR))) {
    if (/ui\.(?:js|css)$/.test(name)) fs.rmSync(path.join(buildDir, PAGEFIND_DIR, name));
  }
  return {pages, byLanguage};
}

/** The step as the build runs it (alone, or in scripts/post-build.ts): builds the index; its line. */
export async function searchIndexStep(dir: string): Promise<string> {
  const {pages, byLanguage} = await buildSearchIndex(dir);
  return `Search index: ${pages} doc pages (${Object.entries(byLanguage)
    .map(([l, n]) => `${l}: ${n}`)
    .join(', ')})`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  searchIndexStep(process.argv[2] ?? 'build').then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
