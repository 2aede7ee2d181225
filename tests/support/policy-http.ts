/**
 * The servers of the serving policy and the per-server scaffolding of the
 * HTTP suite (tests/http/*.test.ts): each file calls `eachServer` and its
 * assertions run against the preview server (scripts/serve.ts on sirv),
 * production nginx (deploy/nginx.conf on a loopback port) and Cloudflare
 * Pages' own local runtime (`wrangler pages dev`, reading the build's
 * `_headers` and `_redirects`), over the same build. Where Cloudflare answers
 * otherwise, the check names its exception (CLOUDFLARE_EXCEPTIONS in
 * tests/support/policy.ts, one row each with its reason) through `excused`.
 */
import {describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'node-html-parser';
import {startServer, BUILD_DIR, type RunningServer} from './server';
import {startNginx, nginxBinary, nginxHasBrotli, BROTLI_MODULE} from '../../deploy/nginx';
import {request, type RawResponse} from './http';
import {startWrangler, wranglerUnavailable} from './wrangler';
import {CLOUDFLARE_EXCEPTIONS, expectedSecurityHeaders, type PolicyCheck, type PolicyException} from './policy';
import {brand} from '../../config/brand';

export type Target = {
  name: string;
  start: () => Promise<RunningServer>;
  brotli: boolean | string;
  skip?: string;
  /** The checks this server answers otherwise, with their reasons (none: every check applies). */
  exceptions?: readonly PolicyException[];
};

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
  {
    name: 'Cloudflare Pages (wrangler pages dev: _headers, _redirects)',
    start: () => startWrangler(BUILD_DIR),
    brotli: false,
    // wrangler is a devDependency; CI must run it: there a runtime that does not start is a failure.
    skip: process.env.CI ? undefined : wranglerUnavailable(),
    exceptions: CLOUDFLARE_EXCEPTIONS,
  },
];

/**
 * Why `target` answers `check` otherwise (on path `p`, for a row exception), or undefined when the check
 * applies. Use the reason as a test's `skip`, or to leave out a row.
 */
export function excused(target: Target, check: PolicyCheck, p?: string): string | undefined {
  return target.exceptions?.find((e) => e.check === check && (!e.paths || (p !== undefined && e.paths.test(p))))
    ?.reason;
}

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
