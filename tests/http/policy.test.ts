/**
 * The serving policy, one suite for both implementations: the preview
 * server `npm start` runs (scripts/serve.ts on sirv) and production nginx
 * (deploy/nginx.conf, Debian's nginx on a loopback port). Every assertion
 * runs against each server over the same build.
 */
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {startServer, sitemapPaths, BUILD_DIR, type RunningServer} from '../support/server';
import {startNginx, nginxBinary, nginxHasBrotli, BROTLI_MODULE} from '../../deploy/nginx';
import {request, type RawResponse} from '../support/http';
import {VERSIONS, versionRoot} from '../../config/versions';
import {brand} from '../../config/brand';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const REFERENCE = '/docs/6.1/sale-order/create';

const NOT_FOUND = {
  en: [
    'Page Not Found',
    'We could not find what you were looking for.',
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  ],
  vi: [
    'Không tìm thấy trang',
    'Chúng tôi không tìm thấy nội dung bạn đang tìm.',
    'Vui lòng liên hệ với chủ sở hữu của trang web đã dẫn bạn đến đây và báo cho họ biết liên kết của họ bị hỏng.',
  ],
};

type Target = {name: string; start: () => Promise<RunningServer>; brotli: boolean | string; skip?: string};

const nginxMissing = nginxBinary() ? undefined : 'nginx is not installed (apt-get install -y nginx; .ci/run does)';
const TARGETS: Target[] = [
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

function generalRoutes(): string[] {
  const paths = ['/', '/markdown-page', ...VERSIONS.flatMap((v) => [versionRoot(v), `${versionRoot(v)}/intro`])];
  return [...paths, ...paths.map((p) => (p === '/' ? '/en/' : `/en${p}`))];
}

/** The file a URL path is served from, to find hashed asset names. */
function firstAsset(html: string, pattern: RegExp): string {
  const root = parse(html);
  const urls = [...root.querySelectorAll('script[src]'), ...root.querySelectorAll('link[href]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
  );
  const found = urls.find((u) => pattern.test(u));
  assert.ok(found, `no asset matching ${pattern}`);
  return found;
}

/** Same-origin links, scripts, stylesheets and canonical/alternate URLs of a page, as paths. */
function linkedPaths(html: string): string[] {
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

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function expectedSecurityHeaders(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(BUILD_DIR, '.headers', 'security-headers.json'), 'utf8')) as Record<
    string,
    string
  >;
}

function assertSecurityHeaders(res: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders())) {
    assert.equal(res.headers[name.toLowerCase()], value, `${what}: ${name}`);
  }
}

for (const target of TARGETS) {
  describe(target.name, {skip: target.skip}, () => {
    let server: RunningServer;
    let origin = '';
    const get = (p: string, headers: Record<string, string> = {}) => request(origin, p, {headers});
    const head = (p: string, headers: Record<string, string> = {}) => request(origin, p, {method: 'HEAD', headers});

    before(async () => {
      server = await target.start();
      origin = server.origin;
    });
    after(async () => {
      await server?.close();
    });

    describe('canonical URLs answer 200 with no redirect', () => {
      test('the spec general routes and each version root and intro, in both locales', async () => {
        for (const route of generalRoutes()) {
          const res = await get(route);
          assert.equal(res.status, 200, `${route} answered ${res.status} ${res.headers.location ?? ''}`);
          assert.match(String(res.headers['content-type']), /^text\/html/, route);
        }
      });

      test('every sitemap URL, in both locales', async () => {
        const paths = sitemapPaths();
        assert.ok(
          paths.some((p) => p.startsWith('/en/')),
          'the English sitemap is included',
        );
        assert.ok(paths.length >= 10, `only ${paths.length} sitemap paths`);
        for (const p of paths) {
          const res = await head(p);
          assert.equal(res.status, 200, `${p} answered ${res.status} ${res.headers.location ?? ''}`);
        }
      });

      test('every link, script, stylesheet and canonical/alternate URL of the main pages', async () => {
        const pages = [
          '/',
          '/en/',
          REFERENCE,
          `/en${REFERENCE}`,
          '/docs/6.0',
          '/en/docs',
          '/search',
          '/nope',
          '/en/nope',
        ];
        const linked = new Set<string>();
        for (const page of pages) for (const p of linkedPaths((await get(page)).text())) linked.add(p);
        assert.ok(linked.size > 50, `only ${linked.size} links found`);
        for (const p of linked) {
          const res = await head(p);
          // The not-found page links to itself (canonical /404.html, language menu /en/404).
          const expected = /^(?:\/en)?\/404(?:\.html)?$/.test(p) ? 404 : 200;
          assert.equal(res.status, expected, `${p} answered ${res.status} ${res.headers.location ?? ''}`);
        }
      });

      test('the landing page is the right language in each locale', async () => {
        const vi = (await get('/')).text();
        const en = (await get('/en/')).text();
        assert.match(vi, /<html[^>]*lang="?vi/);
        assert.match(en, /<html[^>]*lang="?en/);
        assert.match(vi, /Chọn phiên bản CRM của bạn/);
        assert.match(en, /Choose the version your CRM runs/);
      });
    });

    describe('unknown paths: status 404 and the locale’s not-found page', () => {
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
      for (const [p, locale] of cases) {
        test(`${p} → 404, ${locale} page`, async () => {
          const res = await get(p, {'accept-encoding': 'gzip'});
          assert.equal(res.status, 404, `${p} answered ${res.status}`);
          assert.match(String(res.headers['content-type']), /^text\/html/);
          const html = res.text();
          for (const text of NOT_FOUND[locale]) assert.ok(html.includes(text), `${p} lacks "${text}"`);
          assert.match(html, new RegExp(`<html[^>]*lang="?${locale}`));
        });
      }
    });

    describe('.html, /index.html and trailing-slash forms: one 301 to the canonical URL', () => {
      const cases: [string, string][] = [
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
      for (const [from, to] of cases) {
        test(`${from} → 301 ${to}, which answers without a redirect`, async () => {
          const res = await get(from);
          assert.equal(res.status, 301, `${from} answered ${res.status}`);
          assert.equal(res.headers.location, to);
          const next = await get(to);
          assert.notEqual(next.status, 301, `${to} redirects again to ${next.headers.location}`);
          assert.equal(next.status, 200, `${to} answered ${next.status}`);
        });
      }

      test('no open redirect: a target never starts with // or /\\', async () => {
        for (const p of [
          '//evil.example/x.html',
          '//evil.example/',
          '/%5Cevil.example/x.html',
          '/%2F%2Fevil.example/x/',
        ]) {
          const res = await get(p);
          const location = res.headers.location ?? '';
          assert.ok(!/^(?:[a-z]+:)?[/\\]{2}|^\/\\/i.test(location), `${p} redirects off-site to ${location}`);
          assert.ok([301, 400, 404].includes(res.status), `${p} answered ${res.status}`);
        }
      });
    });

    describe('precompressed brotli and gzip', () => {
      let samples: string[] = [];
      before(async () => {
        const html = (await get(REFERENCE)).text();
        samples = [
          REFERENCE,
          firstAsset(html, /\/assets\/js\/main\.[^/]+\.js$/),
          firstAsset(html, /\/assets\/css\/[^/]+\.css$/),
          '/sitemap.xml',
          '/pagefind/pagefind.js',
        ];
      });

      test('gzip when the client accepts only gzip; the body decodes to the identity body', async () => {
        for (const p of samples) {
          const plain = await get(p);
          assert.equal(plain.status, 200, p);
          assert.equal(plain.headers['content-encoding'], undefined, `${p} compressed without Accept-Encoding`);
          const gz = await get(p, {'accept-encoding': 'gzip'});
          assert.equal(gz.headers['content-encoding'], 'gzip', p);
          assert.match(String(gz.headers.vary), /accept-encoding/i, `${p} lacks Vary`);
          assert.ok(gz.raw.length < plain.raw.length, `${p}: gzip is not smaller`);
          assert.ok(gz.body().equals(plain.raw), `${p}: gzip body differs`);
        }
      });

      test(
        'brotli when the client accepts it',
        {skip: target.brotli === true ? false : process.env.CI ? false : target.brotli},
        async () => {
          assert.equal(target.brotli, true, String(target.brotli));
          for (const p of [...samples, '/nope']) {
            const res = await get(p, {'accept-encoding': 'gzip, deflate, br'});
            assert.equal(res.headers['content-encoding'], 'br', p);
            assert.ok(res.body().equals((await get(p)).raw), `${p}: brotli body differs`);
          }
        },
      );

      test('the not-found page is compressed too', async () => {
        const res = await get('/en/nope', {'accept-encoding': 'gzip'});
        assert.equal(res.status, 404);
        assert.equal(res.headers['content-encoding'], 'gzip');
        assert.ok(res.text().includes(NOT_FOUND.en[0]!));
      });
    });

    test('content types: HTML, JavaScript (module imports need it), CSS, JSON, SVG', async () => {
      const html = (await get(REFERENCE)).text();
      const cases: [string, RegExp][] = [
        [REFERENCE, /^text\/html; ?charset=utf-8$/i],
        [firstAsset(html, /\/assets\/js\/main\.[^/]+\.js$/), /^(?:text|application)\/javascript\b/],
        ['/pagefind/pagefind.js', /^(?:text|application)\/javascript\b/],
        [firstAsset(html, /\/assets\/css\/[^/]+\.css$/), /^text\/css\b/],
        ['/pagefind/pagefind-entry.json', /^application\/json\b/],
        ['/img/logo.svg', /^image\/svg\+xml\b/],
      ];
      for (const [p, type] of cases) {
        for (const enc of ['', 'gzip']) {
          const res = await get(p, enc ? {'accept-encoding': enc} : {});
          assert.match(String(res.headers['content-type']), type, `${p} (${enc || 'identity'})`);
          assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
        }
      }
    });

    describe('caching', () => {
      test('hashed assets are immutable for a year', async () => {
        const vi = (await get(REFERENCE)).text();
        const en = (await get(`/en${REFERENCE}`)).text();
        const fragment = fs.readdirSync(path.join(BUILD_DIR, 'pagefind', 'fragment'))[0];
        const assets = [
          firstAsset(vi, /\/assets\/js\/main\.[^/]+\.js$/),
          firstAsset(vi, /\/assets\/css\/[^/]+\.css$/),
          firstAsset(en, /^\/en\/assets\/js\/main\.[^/]+\.js$/),
          `/pagefind/fragment/${fragment}`,
        ];
        for (const p of assets) {
          const res = await get(p, {'accept-encoding': 'br, gzip'});
          assert.equal(res.status, 200, p);
          assert.equal(res.headers['cache-control'], IMMUTABLE, p);
        }
      });

      test('HTML, the 404 page and unhashed files revalidate, and revalidation answers 304', async () => {
        for (const p of [
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
        ]) {
          const res = await get(p, {'accept-encoding': 'gzip'});
          assert.equal(res.headers['cache-control'], REVALIDATE, p);
        }
        for (const p of ['/', REFERENCE]) {
          const first = await get(p, {'accept-encoding': 'gzip'});
          const etag = first.headers.etag;
          assert.ok(etag, `${p} has no ETag`);
          const again = await get(p, {'accept-encoding': 'gzip', 'if-none-match': etag});
          assert.equal(again.status, 304, `${p} revalidation answered ${again.status}`);
        }
      });
    });

    describe('security headers', () => {
      test('every kind of response carries them: page, asset, 404, redirect', async () => {
        const html = (await get('/')).text();
        for (const p of [
          '/',
          '/en/',
          firstAsset(html, /\/assets\/js\/main\.[^/]+\.js$/),
          '/nope',
          '/en/nope',
          '/index.html',
          '/pagefind/pagefind-worker.js',
        ]) {
          assertSecurityHeaders(await get(p), p);
        }
      });

      test('the CSP hashes every inline script the pages carry and allows no other', async () => {
        const csp = expectedSecurityHeaders()['Content-Security-Policy'] ?? '';
        const directives = new Map(
          csp.split(';').map((d) => {
            const [name = '', ...values] = d.trim().split(/\s+/);
            return [name, values] as const;
          }),
        );
        const scriptSrc = directives.get('script-src') ?? [];
        assert.ok(scriptSrc.includes("'wasm-unsafe-eval'"), 'Pagefind needs wasm-unsafe-eval');
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", 'data:', 'blob:', '*']) {
          assert.ok(!scriptSrc.includes(unsafe), `script-src allows ${unsafe}`);
        }
        assert.ok(!/https?:|\*|:\/\//.test(csp), `the CSP names another origin: ${csp}`);
        assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
        assert.deepEqual(directives.get('object-src'), ["'none'"]);
        assert.deepEqual(directives.get('default-src'), ["'self'"]);
        let inline = 0;
        for (const p of [
          '/',
          '/en/',
          REFERENCE,
          `/en${REFERENCE}`,
          '/docs/intro',
          '/en/docs/6.1/intro',
          '/nope',
          '/en/nope',
          '/search',
        ]) {
          const res = await get(p);
          assert.equal(res.headers['content-security-policy'], csp, p);
          for (const script of parse(res.text()).querySelectorAll('script:not([src])')) {
            const type = script.getAttribute('type') ?? '';
            if (type && !/javascript|module/.test(type)) continue;
            inline += 1;
            assert.ok(
              scriptSrc.includes(sha256(script.rawText)),
              `${p}: inline script not hashed: ${script.rawText.slice(0, 80)}`,
            );
          }
        }
        assert.ok(inline >= 9, `only ${inline} inline scripts seen`);
      });
    });

    describe('methods', () => {
      test('HEAD answers like GET, without a body', async () => {
        for (const [p, status] of [
          ['/', 200],
          [REFERENCE, 200],
          ['/sitemap.xml', 200],
          ['/nope', 404],
          ['/en/nope', 404],
          ['/docs/6.1/', 301],
        ] as const) {
          for (const enc of ['', 'gzip']) {
            const headers: Record<string, string> = enc ? {'accept-encoding': enc} : {};
            const g = await get(p, headers);
            const h = await head(p, headers);
            assert.equal(h.status, status, `HEAD ${p}`);
            assert.equal(g.status, status, `GET ${p}`);
            assert.equal(h.raw.length, 0, `HEAD ${p} has a body`);
            assert.equal(h.headers['content-type'], g.headers['content-type'], `HEAD ${p} content-type`);
            assert.equal(h.headers['content-encoding'], g.headers['content-encoding'], `HEAD ${p} content-encoding`);
            if (status === 200)
              assert.equal(h.headers['content-length'], String(g.raw.length), `HEAD ${p} content-length`);
          }
        }
      });

      test('other methods answer 405', async () => {
        for (const method of ['POST', 'PUT', 'DELETE']) {
          const res = await request(origin, '/', {method});
          assert.equal(res.status, 405, `${method} answered ${res.status}`);
        }
      });
    });

    describe('traversal and malformed encoding', () => {
      test('answer 400 or 404, never a file outside the build, and the server lives on', async () => {
        const bad = [
          '/../package.json',
          '/../../../../etc/passwd',
          '/%2e%2e/%2e%2e/etc/passwd',
          '/%2E%2E/package.json',
          '/..%2f..%2fpackage.json',
          '/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
          '/assets/../../package.json',
          '/assets/%2e%2e/%2e%2e/package.json',
          '/docs/..%5c..%5cpackage.json',
          '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
          '/%E0%A4%A',
          '/%',
          '/%zz',
          '/docs/%00',
          '/docs/%00.html',
          '/.headers/security-headers.nginx.conf',
        ];
        for (const p of bad) {
          const res = await get(p);
          assert.ok([400, 404].includes(res.status), `${p} answered ${res.status}`);
          const body = res.text();
          assert.ok(
            !/root:.*:0:0:/.test(body) && !body.includes('"devDependencies"') && !body.includes('add_header'),
            `${p} leaked a file`,
          );
        }
        assert.equal((await get('/')).status, 200, 'the server still answers');
      });
    });
  });
}

test(
  'nginx is installed where CI runs',
  {skip: process.env.CI ? false : 'outside CI, a missing nginx only skips its half'},
  () => {
    assert.equal(nginxMissing, undefined, nginxMissing);
    assert.ok(nginxHasBrotli(), `${BROTLI_MODULE} missing: .ci/run installs libnginx-mod-http-brotli-static`);
  },
);
