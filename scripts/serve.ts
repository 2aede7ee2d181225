/**
 * The production preview server (`npm start`), on sirv. It implements the
 * serving policy that deploy/nginx.conf implements for production; the same
 * suite (tests/http/policy.test.ts) checks both:
 * - canonical URLs answer without a redirect; `.html`, `/index.html` and
 *   trailing-slash forms get one 301 to the canonical URL (query kept);
 * - unknown paths answer 404 with the locale's not-found page;
 * - precompressed .br/.gz twins when the client accepts them;
 * - hashed assets immutable for a year, everything else revalidated;
 * - security headers (CSP from the build, see scripts/security-headers.ts);
 * - GET and HEAD only; traversal and malformed encoding answer 400/404.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';
import {LOCALES, DEFAULT_LOCALE} from '../config/locales';
import {readSecurityHeaders} from './security-headers';

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

/** The locale whose 404 page fits a path: /en/... is English, the rest Vietnamese. */
export function localeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.includes(first as never) ? first : DEFAULT_LOCALE;
}

const LOCALE_PREFIXES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The not-found page's own URLs (/404, /404.html, /en/404…): answered with status 404, never 200. */
const NOT_FOUND_ROUTE = new RegExp(`^(?:/(?:${LOCALE_PREFIXES.join('|')}))?/404(?:\\.html)?$`);

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

type Variant = {body: Buffer; encoding?: 'br' | 'gzip'};

/** Markdown twins and llms.txt files are UTF-8 text (sirv sets a charset on HTML only). */
export function textType(pathname: string): string | undefined {
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  return undefined;
}

export function createServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const securityHeaders = readSecurityHeaders(root);
  const notFoundPages = new Map<string, Variant[]>();
  for (const locale of LOCALES) {
    const file = path.join(root, locale === DEFAULT_LOCALE ? '' : locale, '404.html');
    if (!fs.existsSync(file)) continue;
    const variants: Variant[] = [];
    for (const [ext, encoding] of [
      ['.br', 'br'],
      ['.gz', 'gzip'],
    ] as const) {
      if (fs.existsSync(file + ext)) variants.push({body: fs.readFileSync(file + ext), encoding});
    }
    variants.push({body: fs.readFileSync(file)});
    notFoundPages.set(locale, variants);
  }
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      const type = textType(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });

  function notFound(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const variants = notFoundPages.get(localeOf(pathname)) ?? [{body: Buffer.from('Not Found')}];
    const variant =
      variants.find((v) =>
        v.encoding === 'br' ? /\bbr\b/.test(accepted) : v.encoding === 'gzip' ? /\bgzip\b/.test(accepted) : true,
      ) ?? variants[variants.length - 1]!;
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': variant.body.length,
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
      ...(variant.encoding ? {'Content-Encoding': variant.encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }

  function plain(res: http.ServerResponse, status: number, extra: Record<string, string> = {}): void {
    const body = `${http.STATUS_CODES[status] ?? ''}\n`;
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      ...extra,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, {Allow: 'GET, HEAD'});
      return;
    }
    const rawTarget = req.url ?? '/';
    const rawPath = rawTarget.split('?')[0] ?? '/';
    if (!rawPath.startsWith('/')) {
      plain(res, 400);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      plain(res, 400);
      return;
    }
    // Nothing outside the build, no dotfile (.headers/), no NUL, no backslash trick.
    if (/[\0\\]/.test(pathname) || pathname.split('/').some((s) => s === '..' || s.startsWith('.'))) {
      notFound(req, res, pathname);
      return;
    }
    const canonical = canonicalTarget(rawTarget);
    if (canonical) {
      res.setHeader('Cache-Control', REVALIDATE);
      plain(res, 301, {Location: canonical});
      return;
    }
    if (NOT_FOUND_ROUTE.test(pathname)) {
      notFound(req, res, pathname);
      return;
    }
    serveStatic(req, res, () => notFound(req, res, pathname));
  });
}

function main(): void {
  const dir = process.env.BUILD_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No production build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  createServer(dir).listen(port, host, () => {
    console.log(`Serving ${dir} on http://localhost:${port}`);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
