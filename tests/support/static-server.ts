/**
 * A bare static file server for the few tests that need a host other than
 * `npm start`'s: one that serves the build under another base path (the
 * base-URL banner), or serves `/x.html` as it is instead of redirecting to
 * `/x` (as S3-like hosts do). No compression, no redirects, no 404 page.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, listenOnLoopback, type RunningServer} from './server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** Serves `buildDir` under `prefix` (e.g. "/wrong/"); `/x` falls back to `x.html`, then `x/index.html`. */
export async function startStaticServer(prefix = '/', buildDir = BUILD_DIR): Promise<RunningServer> {
  const root = path.resolve(buildDir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const rel = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
    const candidates = rel === undefined ? [] : [rel, `${rel}.html`, path.join(rel, 'index.html')];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root)) break;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        res.writeHead(200, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
        fs.createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Not Found');
  });
  return listenOnLoopback(server);
}
