/**
 * Serving policy, bytes on the wire: precompressed brotli and gzip twins,
 * content types, and caching (hashed assets immutable for a year, the rest
 * revalidated). Every assertion runs against the preview server, nginx and
 * Cloudflare's local runtime (tests/support/policy-http.ts, with its named
 * exceptions), with the policy table of tests/support/policy.ts.
 */
import {describe, test, before} from 'node:test';
import assert from 'node:assert/strict';
import {eachServer, excused} from '../support/policy-http';
import {
  IMMUTABLE,
  NOT_FOUND,
  REFERENCE,
  REVALIDATE,
  REVALIDATED_PATHS,
  firstAsset,
  immutablePaths,
} from '../support/policy';

eachServer(({get, target}) => {
  describe('precompressed brotli and gzip', {skip: excused(target, 'precompressed')}, () => {
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
      for (const p of immutablePaths(vi, en)) {
        const res = await get(p, {'accept-encoding': 'br, gzip'});
        assert.equal(res.status, 200, p);
        assert.equal(res.headers['cache-control'], IMMUTABLE, p);
      }
    });

    test('HTML, the 404 page and unhashed files revalidate, and revalidation answers 304', async () => {
      for (const p of REVALIDATED_PATHS) {
        const res = await get(p, {'accept-encoding': 'gzip'});
        const noStore = res.status === 404 && excused(target, 'not-found-cache');
        assert.equal(res.headers['cache-control'], noStore ? 'no-store' : REVALIDATE, p);
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
});
