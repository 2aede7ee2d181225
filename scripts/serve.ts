/**
 * The production preview server (`npm start`), on sirv. It implements the
 * serving policy that deploy/nginx.conf implements for production; the same
 * suite (tests/http/) checks both; the rules themselves are in
 * scripts/serving-policy.ts:
 * - canonical URLs answer without a redirect; `.html`, `/index.html` and
 *   trailing-slash forms get one 301 to the canonical URL (query kept);
 * - unknown paths answer 404 with the locale's not-found page;
 * - precompressed .br/.gz twins when the client accepts them;
 * - hashed assets immutable for a year, everything else revalidated;
 * - security headers (CSP from the build, see scripts/security-headers.ts);
 * - HTML responses name the locale's llms.txt: `Link: </llms.txt>; rel="llms-txt"`
 *   (`</en/llms.txt>` under /en/), the 404 pages included (llmsTxtLink());
 * - a doc URL asked for with Accept: text/markdown answers with its Markdown
 *   twin (markdownPreferred() in scripts/serving-policy.ts), and every URL
 *   that has a twin sends `Vary: Accept`;
 * - GET and HEAD only; traversal and malformed encoding answer 400/404.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';
import {LOCALES, DEFAULT_LOCALE} from '../config/locales';
import {TWIN_EXTENSION} from '../config/llms';
import {readSecurityHeaders} from './security-headers';
import {
  REVALIDATE,
  NOT_FOUND_ROUTE,
  cacheControl,
  canonicalTarget,
  llmsTxtLink,
  localeOf,
  markdownPreferred,
  mediaType,
} from './serving-policy';

type Variant = {body: Buffer; encoding?: 'br' | 'gzip'};

/** The URL paths that have a Markdown twin (`/x` for every `x.md` of the build): the URLs that negotiate. */
export function twinRoutes(root: string): Set<string> {
  const routes = new Set<string>();
  for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith(TWIN_EXTENSION)) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (rel.some((part) => part.startsWith('.'))) continue;
    routes.add(`/${rel.join('/')}`.slice(0, -TWIN_EXTENSION.length));
  }
  return routes;
}

const VARY_NEGOTIATED = 'Accept-Encoding, Accept';

/** The one dot folder served (RFC 8615): the MCP server card lives there. */
const WELL_KNOWN = '.well-known';

export function createServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const securityHeaders = readSecurityHeaders(root);
  const twins = twinRoutes(root);
  // Responses of URLs that negotiate: sirv sets Vary: Accept-Encoding, setHeaders adds Accept.
  const negotiating = new WeakSet<http.ServerResponse>();
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
  // sirv names the requested path, not the file: a path that is no file of the build was found by its .html
  // extension (or is a folder's index.html), so it is a page.
  const servesHtml = (pathname: string) =>
    fs.statSync(path.join(root, pathname), {throwIfNoEntry: false})?.isFile() ? pathname.endsWith('.html') : true;
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      if (negotiating.has(res)) res.setHeader('Vary', VARY_NEGOTIATED);
      const type = mediaType(pathname);
      if (type) res.setHeader('Content-Type', type);
      if (servesHtml(pathname)) res.setHeader('Link', llmsTxtLink(pathname));
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
      Link: llmsTxtLink(pathname),
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
    // Nothing outside the build, no dotfile (.headers/) but /.well-known/ (the MCP server card), no NUL, no
    // backslash trick.
    const segments = pathname.split('/');
    if (
      /[\0\\]/.test(pathname) ||
      segments.some((s, i) => s === '..' || (s.startsWith('.') && !(i === 1 && s === WELL_KNOWN)))
    ) {
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
    if (twins.has(pathname)) {
      // Vary before sirv runs, so a 304 carries it too.
      negotiating.add(res);
      res.setHeader('Vary', VARY_NEGOTIATED);
      // The twin answers as its own URL would (type, caching, precompressed variants).
      if (markdownPreferred(req.headers.accept))
        req.url = `${rawPath}${TWIN_EXTENSION}${rawTarget.slice(rawPath.length)}`;
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
