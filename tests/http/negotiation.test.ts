/**
 * Serving policy, content negotiation: a doc URL asked for with
 * `Accept: text/markdown` answers with its Markdown twin (the bytes of
 * `<url>.md`, its type, caching and precompressed variants), every URL that
 * has a twin sends `Vary: Accept`, and everything else keeps its HTML. The
 * Accept table (ACCEPT_CASES in tests/support/policy.ts) runs against the
 * preview server and nginx, so both read q-values the same way. Cloudflare's
 * local runtime cannot negotiate (its exception, tests/support/policy.ts): it
 * runs the last part only, where nothing changes.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/server';
import {assertSecurityHeaders, eachServer, excused, varyTokens} from '../support/policy-http';
import {
  ACCEPT_CASES,
  MARKDOWN_TYPE,
  NOT_FOUND,
  NO_TWIN_URLS,
  REFERENCE,
  REVALIDATE,
  TWIN_URLS,
} from '../support/policy';

const MARKDOWN = {accept: 'text/markdown'};
const twinBytes = (url: string) => fs.readFileSync(path.join(BUILD_DIR, `${url}.md`));

test('the negotiation table names doc URLs that have twins and URLs that do not', () => {
  for (const url of TWIN_URLS) assert.ok(fs.existsSync(path.join(BUILD_DIR, `${url}.md`)), `${url}.md is built`);
  for (const url of NO_TWIN_URLS)
    assert.ok(!fs.existsSync(path.join(BUILD_DIR, `${url.replace(/\/$/, '')}.md`)), `${url} has no twin`);
});

eachServer(({get, head, target}) => {
  const negotiates = {skip: excused(target, 'negotiation')};
  describe('Accept: text/markdown on a doc URL answers with its Markdown twin', negotiates, () => {
    for (const url of TWIN_URLS) {
      test(`${url} → the bytes of ${url}.md, as text/markdown, revalidated, Vary: Accept`, async () => {
        const res = await get(url, MARKDOWN);
        assert.equal(res.status, 200, `${url} answered ${res.status} ${res.headers.location ?? ''}`);
        assert.match(String(res.headers['content-type']), MARKDOWN_TYPE, url);
        assert.ok(res.raw.equals(twinBytes(url)), `${url}: not the twin's bytes`);
        assert.equal(res.headers['cache-control'], REVALIDATE, url);
        assert.ok(varyTokens(res).includes('accept'), `${url}: Vary ${res.headers.vary}`);
        assertSecurityHeaders(res, url);
        // The same answer as the twin's own URL, headers and all.
        const own = await get(`${url}.md`);
        assert.equal(own.headers['content-type'], res.headers['content-type'], `${url}.md content-type`);
        assert.equal(own.headers['cache-control'], res.headers['cache-control'], `${url}.md cache-control`);
        assert.equal(own.headers.etag, res.headers.etag, `${url}.md etag`);
      });
    }

    test('the HTML of those URLs says Vary: Accept too; the twin’s own URL does not negotiate', async () => {
      for (const url of TWIN_URLS) {
        const html = await get(url);
        assert.match(String(html.headers['content-type']), /^text\/html/, url);
        assert.ok(varyTokens(html).includes('accept'), `${url} HTML: Vary ${html.headers.vary}`);
        const own = await get(`${url}.md`, MARKDOWN);
        assert.ok(!varyTokens(own).includes('accept'), `${url}.md: Vary ${own.headers.vary}`);
      }
    });

    for (const [encoding, label] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      test(
        `precompressed twin with Accept-Encoding: ${encoding}`,
        {skip: label === 'br' && target.brotli !== true && !process.env.CI ? String(target.brotli) : false},
        async () => {
          for (const url of ['/docs/6.1/account/list', '/en/docs/6.1/account/list']) {
            const res = await get(url, {...MARKDOWN, 'accept-encoding': encoding});
            assert.equal(res.status, 200, url);
            assert.equal(res.headers['content-encoding'], label, `${url} (${encoding})`);
            assert.match(String(res.headers['content-type']), MARKDOWN_TYPE, url);
            assert.ok(res.body().equals(twinBytes(url)), `${url}: decoded body is not the twin`);
            const tokens = varyTokens(res);
            assert.ok(
              tokens.includes('accept') && tokens.includes('accept-encoding'),
              `${url}: Vary ${res.headers.vary}`,
            );
          }
        },
      );
    }

    test('HEAD answers like GET, without a body', async () => {
      for (const url of ['/docs/6.1/account/list', '/en/docs/6.1/account/list']) {
        for (const enc of ['', 'gzip']) {
          const headers: Record<string, string> = enc ? {...MARKDOWN, 'accept-encoding': enc} : MARKDOWN;
          const g = await get(url, headers);
          const h = await head(url, headers);
          assert.equal(h.status, 200, `HEAD ${url}`);
          assert.equal(h.raw.length, 0, `HEAD ${url} has a body`);
          assert.match(String(h.headers['content-type']), MARKDOWN_TYPE, `HEAD ${url}`);
          assert.equal(h.headers['content-encoding'], g.headers['content-encoding'], `HEAD ${url} content-encoding`);
          assert.equal(h.headers['content-length'], String(g.raw.length), `HEAD ${url} content-length`);
          assert.ok(varyTokens(h).includes('accept'), `HEAD ${url}: Vary`);
        }
      }
    });

    test('revalidating the negotiated twin answers 304', async () => {
      const first = await get(REFERENCE, MARKDOWN);
      assert.ok(first.headers.etag, 'the twin has an ETag');
      const again = await get(REFERENCE, {...MARKDOWN, 'if-none-match': first.headers.etag});
      assert.equal(again.status, 304);
    });
  });

  describe('the Accept rule: text/markdown listed with q > 0 and not below text/html', negotiates, () => {
    for (const [accept, markdown] of ACCEPT_CASES) {
      test(`Accept: ${JSON.stringify(accept)} → ${markdown ? 'Markdown' : 'HTML'}`, async () => {
        const res = await get('/docs/6.1/account/list', accept ? {accept} : {});
        assert.equal(res.status, 200);
        assert.match(
          String(res.headers['content-type']),
          markdown ? MARKDOWN_TYPE : /^text\/html; ?charset=utf-8$/i,
          accept,
        );
      });
    }
  });

  describe('without a twin, or without text/markdown, nothing changes', () => {
    test('URLs without a twin answer with their HTML and no Vary: Accept', async () => {
      for (const url of NO_TWIN_URLS) {
        const res = await get(url, MARKDOWN);
        assert.equal(res.status, 200, url);
        assert.match(String(res.headers['content-type']), /^text\/html/, url);
        assert.ok(!varyTokens(res).includes('accept'), `${url}: Vary ${res.headers.vary}`);
      }
    });

    test('unknown paths still answer 404 with the locale’s not-found page', async () => {
      for (const [url, locale] of [
        ['/docs/6.1/nope', 'vi'],
        ['/en/docs/6.1/nope', 'en'],
        ['/nope.md', 'vi'],
      ] as const) {
        const res = await get(url, MARKDOWN);
        assert.equal(res.status, 404, url);
        if (!excused(target, 'text-type-404', url))
          assert.match(String(res.headers['content-type']), /^text\/html/, url);
        assert.ok(res.text().includes(NOT_FOUND[locale][0]), url);
      }
    });

    test('redirects stay redirects (to the URL that negotiates)', async () => {
      for (const [from, to] of [
        ['/docs/6.1/account/list.html', '/docs/6.1/account/list'],
        ['/en/docs/6.1/account/list/', '/en/docs/6.1/account/list'],
      ]) {
        const res = await get(from, MARKDOWN);
        assert.equal(res.status, 301, from);
        assert.equal(res.headers.location, to);
      }
    });
  });
});
