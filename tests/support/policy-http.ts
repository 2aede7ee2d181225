/**
 * The two servers of the serving policy and the per-server scaffolding of the
 * HTTP suite (tests/http/*.test.ts): each file calls `eachServer` and its
 * assertions run against the preview server (scripts/serve.ts on sirv) and
 * production nginx (deploy/nginx.conf on a loopback port), over the same build.
 */
import {describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'node-html-parser';
import {startServer, BUILD_DIR, type RunningServer} from './server';
import {startNginx, nginxBinary, nginxHasBrotli, BROTLI_MODULE} from '../../deploy/nginx';
import {request, type RawResponse} from './http';
import {expectedSecurityHeaders} from './policy';
import {brand} from '../../config/brand';

export type Target = {name: string; start: () => Promise<RunningServer>; brotli: boolean | string; skip?: string};

export const nginxMissing = nginxBinary()
  ? undefined
  : 'nginx is not installed (apt-get install -y nginx; npm test installs it: scripts/ensure-system.sh)';

export const TARGETS: Target[] = [
  {name: 'preview server (scripts/serve.ts on sirv)', start: () => startServer(), brotli: true},
  {
    name: 'nginx (deploy/nginx.conf)',
    start: () => startNginx(BUILD_DIR),
    brotli:
      nginxHasBrotli() ||
      `Debian's brotli_static module is not installed (${BROTLI_MODULE}; apt-get install -y libnginx-mod-http-brotli-static)`,
    // CI installs nginx: there a missing nginx is a failure, not a skip.
    skip: process.env.CI ? undefined : nginxMissing,
  },
];

export type ServerContext = {
  target: Target;
  /** The running server's origin, set before the first test. */
  origin: () => string;
  get: (p: string, headers?: Record<string, string>) => Promise<RawResponse>;
  head: (p: string, headers?: Record<string, string>) => Promise<RawResponse>;
};

/** Runs `body` once per server, inside a describe named after it, with the server started around it. */
export function eachServer(body: (ctx: ServerContext) => void): void {
  for (const target of TARGETS) {
    describe(target.name, {skip: target.skip}, () => {
      let server: RunningServer | undefined;
      let origin = '';
      before(async () => {
        server = await target.start();
        origin = server.origin;
      });
      after(async () => {
        await server?.close();
      });
      body({
        target,
        origin: () => origin,
        get: (p, headers = {}) => request(origin, p, {headers}),
        head: (p, headers = {}) => request(origin, p, {method: 'HEAD', headers}),
      });
    });
  }
}

/** Same-origin links, scripts, stylesheets and canonical/alternate URLs of a page, as paths. */
export function linkedPaths(html: string): string[] {
  const site = new URL(brand.siteUrl);
  const out = new Set<string>();
  const root = parse(html);
  for (const el of [
    ...root.querySelectorAll('a[href]'),
    ...root.querySelectorAll('link[href]'),
    ...root.querySelectorAll('script[src]'),
  ]) {
    const value = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
    if (value.startsWith('//') || /^(?:mailto|tel|javascript|data):/i.test(value)) continue;
    const url = new URL(value, site);
    if (url.origin !== site.origin) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

export function assertSecurityHeaders(res: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders())) {
    assert.equal(res.headers[name.toLowerCase()], value, `${what}: ${name}`);
  }
}

/** The tokens of a response's Vary header(s), lower case (nginx may send two Vary lines; Node joins them). */
export function varyTokens(res: RawResponse): string[] {
  return String(res.headers.vary ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}
