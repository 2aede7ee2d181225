/**
 * The serving policy as a table, read by both suites that check it: the HTTP
 * suite (tests/http/, against the preview server, nginx and Cloudflare's own
 * runtime, `wrangler pages dev`, with its exceptions below) and the CDN-file
 * test (tests/build/cdn-files.test.ts, against build/_headers and
 * build/_redirects). Values are written out here, not imported from the
 * implementation, so a change of policy shows up as a change of this table.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {BUILD_DIR} from './server';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const REFERENCE = '/docs/6.1/sale-order/create';
export const MARKDOWN_TYPE = /^text\/markdown; ?charset=utf-8$/i;

/** The not-found page's title, the spec's two sentences (site-spec.md, unmatched route) and the start of our own. */
export const NOT_FOUND = {
  en: [
    'Page Not Found',
    'We could not find what you were looking for.',
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    // Our sentence (src/theme/NotFound/Content), up to its first link.
    'The address may be mistyped, or the link that brought you here may be out of date.',
  ],
  vi: [
    'Không tìm thấy trang',
    'Chúng tôi không tìm thấy nội dung bạn đang tìm.',
    'Vui lòng liên hệ với chủ sở hữu của trang web đã dẫn bạn đến đây và báo cho họ biết liên kết của họ bị hỏng.',
    'Có thể địa chỉ bị gõ sai, hoặc liên kết dẫn bạn đến đây đã cũ.',
  ],
};

/** Unknown paths and the locale of the not-found page they answer with (status 404). */
export const NOT_FOUND_CASES: readonly (readonly [string, 'vi' | 'en'])[] = (() => {
  const cases: [string, 'vi' | 'en'][] = [];
  for (const [prefix, locale] of [
    ['/en', 'en'],
    ['', 'vi'],
  ] as const) {
    for (const p of [
      '/nope',
      '/docs/nope',
      '/docs/6.0/nope',
      '/docs/6.1/nope',
      '/assets/js/nope.js',
      '/404',
      '/404.html',
      '/.headers/security-headers.json',
    ]) {
      cases.push([`${prefix}${p}`, locale]);
    }
  }
  cases.push(['/english', 'vi'], ['/eng/docs', 'vi']);
  return cases;
})();

/** `.html`, `/index.html` and trailing-slash forms: one 301 to the canonical URL (query kept). */
export const REDIRECT_CASES: readonly (readonly [string, string])[] = [
  [`${REFERENCE}.html`, REFERENCE],
  [`${REFERENCE}.html?tab=php`, `${REFERENCE}?tab=php`],
  [`${REFERENCE}/`, REFERENCE],
  [`/en${REFERENCE}.html`, `/en${REFERENCE}`],
  ['/index.html', '/'],
  ['/index.html?q=1', '/?q=1'],
  ['/en/index.html', '/en/'],
  ['/en.html', '/en/'],
  ['/en', '/en/'],
  ['/docs/6.1.html', '/docs/6.1'],
  ['/docs/6.1/', '/docs/6.1'],
  ['/docs/6.1/index.html', '/docs/6.1'],
  ['/docs.html', '/docs'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/markdown-page.html', '/markdown-page'],
];

/** Paths that revalidate (HTML, the 404 page, unhashed files). */
export const REVALIDATED_PATHS = [
  '/',
  '/en/',
  REFERENCE,
  '/docs/6.1',
  '/nope',
  '/en/nope',
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-entry.json',
  '/img/logo.svg',
  '/sitemap.xml',
];

/** The file a page links that matches a pattern, to find hashed asset names. */
export function firstAsset(html: string, pattern: RegExp): string {
  const root = parse(html);
  const urls = [...root.querySelectorAll('script[src]'), ...root.querySelectorAll('link[href]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
  );
  const found = urls.find((u) => pattern.test(u));
  assert.ok(found, `no asset matching ${pattern}`);
  return found;
}

/** Hashed files, one of each kind, that are immutable for a year: from the reference page's HTML in both locales. */
export function immutablePaths(viHtml: string, enHtml: string): string[] {
  const fragment = fs.readdirSync(path.join(BUILD_DIR, 'pagefind', 'fragment'))[0];
  return [
    firstAsset(viHtml, /\/assets\/js\/main\.[^/]+\.js$/),
    firstAsset(viHtml, /\/assets\/css\/[^/]+\.css$/),
    firstAsset(enHtml, /^\/en\/assets\/js\/main\.[^/]+\.js$/),
    `/pagefind/fragment/${fragment}`,
  ];
}

/** The security headers every response carries: the build's own (CSP hashes change with the build). */
export function expectedSecurityHeaders(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(BUILD_DIR, '.headers', 'security-headers.json'), 'utf8')) as Record<
    string,
    string
  >;
}

export const SECURITY_HEADER_NAMES = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
];

/**
 * Content negotiation: Accept headers and whether a doc URL with a twin
 * answers with its Markdown (true) or its HTML (false). The rule: text/markdown
 * listed with q > 0 and a q at least that of text/html (else text/*, else *\/*).
 */
export const ACCEPT_CASES: readonly (readonly [string, boolean])[] = [
  ['text/markdown', true],
  ['TEXT/Markdown', true],
  ['text/markdown; charset=utf-8', true],
  ['text/markdown, text/html', true],
  ['text/html, text/markdown', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown;q=0.5, text/plain', true],
  ['text/markdown;q=0.5, text/html;q=0.5', true],
  ['text/html;q=0.55, text/markdown;q=0.555', true],
  ['text/markdown, text/html;q=0', true],
  ['text/markdown;q=0.9, text/*;q=0.8', true],
  ['text/html, text/markdown;q=0.5', false],
  ['text/html;q=0.56, text/markdown;q=0.555', false],
  ['text/markdown;q=0.9, */*', false],
  ['text/markdown;q=0.9, text/*', false],
  ['text/markdown;q=0', false],
  ['text/markdown;level=1;q=0', false],
  ['text/x-markdown', false],
  ['*/*', false],
  ['text/*', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ['', false],
];

/** Doc URLs with a Markdown twin (`<url>.md` in the build), and URLs without one. */
export const TWIN_URLS = ['/docs/6.1/account/list', '/en/docs/6.1/account/list', REFERENCE, '/docs', '/en/docs/6.0'];
export const NO_TWIN_URLS = ['/', '/en/', '/search', '/en/search', '/markdown-page'];

/** Discovery: the `Link` header naming the locale's llms.txt, on HTML responses. */
export const LLMS_LINK = {vi: '</llms.txt>; rel="llms-txt"', en: '</en/llms.txt>; rel="llms-txt"'} as const;

/** Pages (200) and the Link each carries. */
export const LLMS_LINK_PAGES: readonly (readonly [string, 'vi' | 'en'])[] = [
  ['/', 'vi'],
  ['/en/', 'en'],
  ['/docs', 'vi'],
  ['/docs/6.1', 'vi'],
  [REFERENCE, 'vi'],
  [`/en${REFERENCE}`, 'en'],
  ['/en/docs/6.0', 'en'],
  ['/search', 'vi'],
  ['/en/search', 'en'],
];

/** Not-found pages (404): the servers send the Link of the locale's page (CDN hosts: see the README). */
export const LLMS_LINK_NOT_FOUND: readonly (readonly [string, 'vi' | 'en'])[] = [
  ['/nope', 'vi'],
  ['/docs/6.1/nope', 'vi'],
  ['/en/nope', 'en'],
  ['/en/docs/6.1/nope', 'en'],
];

/** Files that are no HTML page: no Link. */
export const NO_LLMS_LINK_PATHS = [
  '/llms.txt',
  '/en/llms.txt',
  '/pagefind/pagefind.js',
  '/img/logo.svg',
  '/sitemap.xml',
];

/** The MCP server card (mcp/card.ts), a plain JSON file in the one dot folder served. */
export const SERVER_CARD = '/.well-known/mcp/server-card.json';
/**
 * The tools the server offers as the command starts it, sorted, and so the tools its card lists (the MCP suites
 * assert the same list; call_write_operation is added only under --allow-writes).
 */
export const SERVER_CARD_TOOLS = [
  'call_operation',
  'get_operation',
  'get_page',
  'get_workflow',
  'list_operations',
  'list_workflows',
  'search_docs',
  'verify_operation',
];

/** A check of tests/http/ a server answers otherwise: on every path, or on the paths `paths` matches. */
export type PolicyException = {
  check: PolicyCheck;
  paths?: RegExp;
  reason: string;
  /** One request that shows the difference, so a row that no longer applies fails (tests/http/routes.test.ts). */
  witness: {path: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string>; shows: (res: Answer) => boolean};
};
type Answer = {status: number; headers: Record<string, string | string[] | undefined>};
export type PolicyCheck =
  | 'negotiation'
  | 'precompressed'
  | 'not-found-cache'
  | 'not-found-link'
  | 'not-found-status'
  | 'dot-files'
  | 'index-pages'
  | 'head-length'
  | 'nul'
  | 'twin-link'
  | 'text-type-404';

/**
 * Where Cloudflare Pages, run by its own local runtime (`wrangler pages dev` over the build's `_headers` and
 * `_redirects`), answers otherwise than the policy, each with its reason: the host's design (README, "What
 * these hosts do not do that nginx does"), a limit of `_headers` (it matches paths, nothing else), or the
 * local runtime. Every other check of tests/http/ runs against it as written.
 */
export const CLOUDFLARE_EXCEPTIONS: readonly PolicyException[] = [
  {
    check: 'negotiation',
    reason:
      'no Accept negotiation on a static host: `_headers`/`_redirects` cannot select on request headers, so a doc URL answers with its HTML; the twin has its own URL (README)',
    witness: {
      path: REFERENCE,
      headers: {accept: 'text/markdown'},
      shows: (res) => String(res.headers['content-type']).startsWith('text/html'),
    },
  },
  {
    check: 'precompressed',
    reason:
      'Cloudflare compresses on its own (the .br/.gz twins are plain files to it); the local runtime compresses on the fly, gzip or brotli as the client lists them first, without Vary: Accept-Encoding',
    witness: {
      path: REFERENCE,
      headers: {'accept-encoding': 'gzip'},
      shows: (res) => res.headers['content-encoding'] === 'gzip' && !/accept-encoding/i.test(String(res.headers.vary)),
    },
  },
  {
    check: 'not-found-cache',
    reason: 'Cloudflare sends Cache-Control: no-store on every 404, replacing any other value (its asset server)',
    witness: {path: '/nope', shows: (res) => res.status === 404 && res.headers['cache-control'] === 'no-store'},
  },
  {
    check: 'not-found-link',
    paths: /^(?:\/en)?\/[^/]+$/,
    reason:
      '`_headers` matches paths: a 404 outside a page folder (/nope, /en/nope) matches no Link rule, and a rule that covered every unknown path would reach the assets too',
    witness: {path: '/en/nope', shows: (res) => res.status === 404 && res.headers.link === undefined},
  },
  {
    check: 'not-found-status',
    paths: /^(?:\/en)?\/404(?:\.html)?$/,
    reason: 'the not-found page is a file to Cloudflare: /404 answers 200, /404.html a 308 to /404 (README)',
    witness: {path: '/en/404', shows: (res) => res.status === 200},
  },
  {
    check: 'dot-files',
    paths: /^\/(?:\.well-known\/\.\.\/)?\.headers\//,
    reason:
      'Cloudflare serves the dot files of the upload (build/.headers/, .build-stamp: public values); upload a copy without them to hide them (README)',
    witness: {path: '/.headers/security-headers.json', shows: (res) => res.status === 200},
  },
  {
    check: 'index-pages',
    paths: /^(?:\/en)?\/docs(?:\/[\d.]+)?\/intro(?:\/index\.html)?$/,
    reason:
      'pages stored as x/index.html (the client redirect pages): Cloudflare answers /x and /x/index.html with a 308 to /x/, so `_redirects` has no rule for them (README)',
    witness: {
      path: '/docs/6.1/intro',
      shows: (res) => res.status === 308 && res.headers.location === '/docs/6.1/intro/',
    },
  },
  {
    check: 'head-length',
    reason: 'the local runtime answers HEAD without Content-Length (it streams), while GET has the same headers',
    witness: {path: '/', method: 'HEAD', shows: (res) => res.status === 200 && !res.headers['content-length']},
  },
  {
    check: 'nul',
    paths: /%00/,
    reason: 'a NUL (%00) in the path makes the local runtime answer 502 (no file is served)',
    witness: {path: '/docs/%00', shows: (res) => res.status === 502},
  },
  {
    check: 'twin-link',
    paths: /^\/(?:en\/)?docs\/.*\.md$/,
    reason:
      'the Link rule of a page folder (/docs/*) covers the twins in it: a twin under /docs/ names llms.txt too (harmless; `_headers` cannot exclude a suffix)',
    witness: {path: `${REFERENCE}.md`, shows: (res) => res.status === 200 && res.headers.link !== undefined},
  },
  {
    check: 'text-type-404',
    paths: /\.(?:md|txt)$/,
    reason:
      'the `/*.md` and `/*.txt` Content-Type rules also reach the 404 of an unknown .md/.txt URL: its HTML page is labelled text/markdown or text/plain (status 404 still right)',
    witness: {
      path: '/nope.md',
      shows: (res) => res.status === 404 && String(res.headers['content-type']).startsWith('text/markdown'),
    },
  },
];
