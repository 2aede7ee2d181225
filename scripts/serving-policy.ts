/**
 * The serving policy as plain functions, shared by the preview server
 * (scripts/serve.ts), the CDN files (scripts/cdn-files.ts) and the tests.
 * deploy/nginx.conf implements the same rules in nginx syntax; the HTTP suite
 * (tests/http/) checks both servers, tests/build/cdn-files.test.ts the CDN files.
 */
import {LOCALES, DEFAULT_LOCALE} from '../config/locales';
import {LLMS_FILE} from '../config/llms';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files whose names carry a content hash never change: cache them for a
 * year. That is the bundler's assets/ of each locale and Pagefind's index
 * chunks. Everything else (HTML, pagefind.js, images) revalidates.
 */
export function cacheControl(pathname: string): string {
  return /^\/(?:[a-z]{2}\/)?assets\//.test(pathname) ||
    /^\/pagefind\/(?:(?:fragment|index|filter)\/[^/]+|pagefind\.[^/]+\.pf_meta)$/.test(pathname)
    ? IMMUTABLE
    : REVALIDATE;
}

/** The same immutable kinds as URL patterns (`*` = any characters), for hosts that take globs (_headers). */
export const IMMUTABLE_GLOBS: readonly string[] = [
  ...LOCALES.map((l) => (l === DEFAULT_LOCALE ? '/assets/*' : `/${l}/assets/*`)),
  '/pagefind/fragment/*',
  '/pagefind/index/*',
  '/pagefind/filter/*',
  '/pagefind/pagefind.*.pf_meta',
];

/** The locale whose 404 page fits a path: /en/... is English, the rest Vietnamese. */
export function localeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.includes(first as never) ? first : DEFAULT_LOCALE;
}

export const LOCALE_PREFIXES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The not-found page's own URLs (/404, /404.html, /en/404…): answered with status 404, never 200. */
export const NOT_FOUND_ROUTE = new RegExp(`^(?:/(?:${LOCALE_PREFIXES.join('|')}))?/404(?:\\.html)?$`);

/**
 * The canonical form of a raw request target (path and query, still
 * percent-encoded), or undefined when it is canonical already. The site
 * links to `/x` (trailingSlash: false) and to `/` and `/en/` for the locale
 * roots; `/x.html`, `/x/index.html` and `/x/` are normalised to `/x`, as the
 * client router does (spec: "normalised to the path without that suffix").
 * The result is a fixed point, so a redirect never loops, and it never starts
 * with `//` or `/\` (no open redirect).
 */
export function canonicalTarget(rawTarget: string): string | undefined {
  const q = rawTarget.indexOf('?');
  const rawPath = q === -1 ? rawTarget : rawTarget.slice(0, q);
  const query = q === -1 ? '' : rawTarget.slice(q);
  const root = (p: string) => (p === '' || LOCALE_PREFIXES.includes(p.slice(1) as never) ? `${p}/` : undefined);
  // The not-found page links to itself as /404.html (its canonical URL): no redirect there.
  if (NOT_FOUND_ROUTE.test(rawPath)) return undefined;
  let p = rawPath;
  const index = /^(.*)\/index\.html$/.exec(p);
  if (index) p = index[1]!;
  else if (p.length > 1 && p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  p = p.replace(/\/+$/, '');
  const target = root(p) ?? p;
  if (target === rawPath || !target.startsWith('/') || /^\/[/\\]/.test(target)) return undefined;
  return target + query;
}

/**
 * Discovery: every HTML response names its locale's llms.txt (the page list
 * for AI assistants) in a `Link` header, `</llms.txt>; rel="llms-txt"` in
 * Vietnamese and `</en/llms.txt>; rel="llms-txt"` under /en/, the 404 pages included.
 */
export function llmsTxtLink(pathname: string): string {
  const locale = localeOf(pathname);
  return `</${locale === DEFAULT_LOCALE ? '' : `${locale}/`}${LLMS_FILE}>; rel="llms-txt"`;
}

/**
 * The same as URL patterns for hosts that match headers by path only
 * (_headers): one pattern per page route outside a folder (`/`, `/search`,
 * `/en/`, `/en/docs`) and one splat per folder that holds pages (`/docs/*`,
 * `/en/docs/*`), so a Vietnamese pattern never covers /en/ (both hosts join
 * the values of overlapping rules) and /assets/, /img/, /pagefind/ get none.
 * Each pattern with the path it links to.
 */
export function llmsTxtLinkGlobs(routes: readonly string[]): {pattern: string; link: string}[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const prefix = LOCALE_PREFIXES.find((l) => route === `/${l}/` || route.startsWith(`/${l}/`));
    const base = prefix ? `/${prefix}` : '';
    const rest = route.slice(base.length);
    const folder = /^\/[^/]+\//.exec(rest)?.[0];
    patterns.add(folder ? `${base}${folder}*` : route);
  }
  return [...patterns].sort().map((pattern) => ({pattern, link: llmsTxtLink(pattern)}));
}

/** Markdown twins and llms.txt files are UTF-8 text (sirv sets a charset on HTML only). */
export function textType(pathname: string): string | undefined {
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  return undefined;
}

/**
 * The Content-Type the preview server sets itself: the text types above, and `.ico` (the favicon browsers ask
 * for by themselves), which sirv's table (mrmime) lacks while nginx's mime.types and Cloudflare know it.
 */
export function mediaType(pathname: string): string | undefined {
  return textType(pathname) ?? (pathname.endsWith('.ico') ? 'image/x-icon' : undefined);
}

/**
 * The q-value (in thousandths, 1000 = q=1) an Accept header gives a media
 * range, or undefined when the range is not listed. Read the way the nginx
 * maps read it: up to three decimals, anything that is not `q=0…` counts as 1.
 */
function rangeQuality(accept: string, range: string): number | undefined {
  for (const item of accept.split(',')) {
    const [name = '', ...params] = item.split(';').map((s) => s.trim());
    if (name.toLowerCase() !== range) continue;
    const q = params.map((p) => /^q\s*=\s*(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const zero = q === undefined ? null : /^0(?:\.(\d{0,3}))?/.exec(q);
    return zero ? Number((zero[1] ?? '').padEnd(3, '0')) : 1000;
  }
  return undefined;
}

/**
 * Content negotiation of doc URLs (both servers): a doc URL that has a
 * Markdown twin answers with the twin when the request's Accept header lists
 * `text/markdown` explicitly with q > 0 and at least the q-value it gives
 * text/html (the q of `text/html`, else of `text/*`, else of `*` + `/*`, else 0).
 * So `text/markdown`, `text/markdown, text/html` (a tie), `text/markdown,
 * text/html;q=0.9` and `text/markdown;q=0.5, text/plain` get Markdown;
 * `text/html, text/markdown;q=0.5`, `text/markdown;q=0.9, *` + `/*`,
 * `text/markdown;q=0` and every browser's Accept get HTML. Wildcards never
 * select Markdown by themselves.
 */
export function markdownPreferred(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = rangeQuality(accept, 'text/markdown');
  if (!markdown) return false;
  const html = rangeQuality(accept, 'text/html') ?? rangeQuality(accept, 'text/*') ?? rangeQuality(accept, '*/*') ?? 0;
  return markdown >= html;
}
