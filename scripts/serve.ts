/**
 * The production preview server (`npm start`): serves the static build with
 * precompressed brotli/gzip, long-term caching of hashed assets,
 * revalidation of HTML, security headers and each locale's 404 page.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';
import {LOCALES, DEFAULT_LOCALE} from '../config/locales';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Files whose names carry a content hash never change: cache them for a year. */
export function cacheControl(pathname: string): string {
  return /^\/(?:[a-z]{2}\/)?assets\//.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** The locale whose 404 page fits a path: /en/... is English, the rest Vietnamese. */
export function localeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.includes(first as never) ? first : DEFAULT_LOCALE;
}

export function createServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const notFoundPages = new Map<string, Buffer>();
  for (const locale of LOCALES) {
    const file = path.join(root, locale === DEFAULT_LOCALE ? '' : locale, '404.html');
    if (fs.existsSync(file)) notFoundPages.set(locale, fs.readFileSync(file));
  }
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });

  function notFound(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
    const body = notFoundPages.get(localeOf(pathname)) ?? Buffer.from('Not Found');
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad Request');
      return;
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) {
      notFound(req, res, '/');
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
