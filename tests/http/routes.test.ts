/**
 * Serving policy, routes: canonical URLs answer 200 with no redirect, unknown
 * paths 404 with the locale's not-found page, `.html`/`/index.html`/trailing
 * slash forms one 301, GET and HEAD only, no traversal. Every assertion runs
 * against the preview server, nginx and Cloudflare's local runtime
 * (tests/support/policy-http.ts, with its named exceptions); the cases are the
 * policy table (tests/support/policy.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'node-html-parser';
import {sitemapPaths} from '../support/server';
import {nginxHasBrotli, BROTLI_MODULE} from '../../deploy/nginx';
import {request} from '../support/http';
import {eachServer, excused, linkedPaths, nginxMissing} from '../support/policy-http';
import {NOT_FOUND, NOT_FOUND_CASES, REDIRECT_CASES, REFERENCE} from '../support/policy';
import {VERSIONS, versionRoot} from '../../config/versions';

function generalRoutes(): string[] {
  const paths = ['/', '/markdown-page', ...VERSIONS.flatMap((v) => [versionRoot(v), `${versionRoot(v)}/intro`])];
  return [...paths, ...paths.map((p) => (p === '/' ? '/en/' : `/en${p}`))];
}

eachServer(({get, head, origin, target}) => {
  describe('canonical URLs answer 200 with no redirect', () => {
    test('the spec general routes and each version root and intro, in both locales', async () => {
      for (const route of generalRoutes()) {
        if (excused(target, 'index-pages', route)) continue;
        const res = await get(route);
        assert.equal(res.status, 200, `${route} answered ${res.status} ${res.headers.location ?? ''}`);
        assert.match(String(res.headers['content-type']), /^text\/html/, route);
      }
    });

    test('/favicon.ico, which browsers ask for by themselves, is the logo as an icon', async () => {
      const res = await get('/favicon.ico');
      assert.equal(res.status, 200, `/favicon.ico answered ${res.status}`);
      assert.match(String(res.headers['content-type']), /^image\/(?:x-icon|vnd\.microsoft\.icon)/);
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
        if (excused(target, 'not-found-status', p)) continue;
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
    for (const [p, locale] of NOT_FOUND_CASES) {
      const skip = excused(target, 'not-found-status', p) ?? excused(target, 'dot-files', p);
      test(`${p} → 404, ${locale} page`, {skip}, async () => {
        const res = await get(p, {'accept-encoding': 'gzip'});
        assert.equal(res.status, 404, `${p} answered ${res.status}`);
        assert.match(String(res.headers['content-type']), /^text\/html/);
        const html = res.text();
        for (const text of NOT_FOUND[locale]) assert.ok(html.includes(text), `${p} lacks "${text}"`);
        assert.match(html, new RegExp(`<html[^>]*lang="?${locale}`));
      });
    }
    test('the not-found page’s help (its search and links) is inside <main>, where landmarks lead', async () => {
      for (const p of ['/nope', '/en/nope']) {
        const main = parse((await get(p)).text()).querySelectorAll('main');
        assert.equal(main.length, 1, `${p}: one <main>`);
        assert.ok(main[0]!.querySelector('form[role="search"]'), `${p}: the search form is in <main>`);
        assert.ok(main[0]!.querySelectorAll('ul a[href]').length >= 2, `${p}: the links are in <main>`);
      }
    });
  });

  describe('.html, /index.html and trailing-slash forms: one 301 to the canonical URL', () => {
    for (const [from, to] of REDIRECT_CASES) {
      const skip = excused(target, 'index-pages', from);
      test(`${from} → 301 ${to}, which answers without a redirect`, {skip}, async () => {
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

  const exceptions = target.exceptions;
  if (exceptions) {
    describe('its named exceptions still hold (a row that no longer applies fails: delete it)', () => {
      for (const {check, reason, witness} of exceptions) {
        test(`${check}: ${reason}`, async () => {
          const {path: p, method = 'GET', headers = {}} = witness;
          const res = await request(origin(), p, {method, headers});
          assert.ok(
            witness.shows(res),
            `${check}: ${method} ${p} answered ${res.status} ${JSON.stringify(res.headers)}`,
          );
        });
      }
    });
  }

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
          if (status === 200 && !excused(target, 'head-length'))
            assert.equal(h.headers['content-length'], String(g.raw.length), `HEAD ${p} content-length`);
        }
      }
    });

    test('other methods answer 405', async () => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await request(origin(), '/', {method});
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
        if (excused(target, 'nul', p) ?? excused(target, 'dot-files', p)) continue;
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

test(
  'nginx is installed where CI runs',
  {skip: process.env.CI ? false : 'outside CI, a missing nginx only skips its half'},
  () => {
    assert.equal(nginxMissing, undefined, nginxMissing);
    assert.ok(
      nginxHasBrotli(),
      `${BROTLI_MODULE} missing: npm test installs libnginx-mod-http-brotli-static (scripts/ensure-system.sh)`,
    );
  },
);
