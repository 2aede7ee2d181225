/**
 * Serving policy, security headers: every kind of response carries the
 * build's headers, and the CSP hashes exactly the inline scripts the pages
 * carry. Runs against the preview server and nginx (tests/support/policy-http.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {parse} from 'node-html-parser';
import {assertSecurityHeaders, eachServer} from '../support/policy-http';
import {REFERENCE, expectedSecurityHeaders, firstAsset} from '../support/policy';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

eachServer(({get}) => {
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
      // Only connect-src reaches out, for the request builder's opt-in Send: the local mock or the reader's CRM.
      assert.deepEqual(directives.get('connect-src'), ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', 'https:']);
      const others = csp
        .split(';')
        .filter((d) => !d.trim().startsWith('connect-src'))
        .join(';');
      assert.ok(!/https?:|\*|:\/\//.test(others), `the CSP names another origin outside connect-src: ${others}`);
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
});
