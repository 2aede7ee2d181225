import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkLimits, headerRules, notFoundRules, staticRedirects, type Redirect} from '../../scripts/cdn-files';

test('static redirects: every non-canonical form of a page to the page; none for x/index.html pages but the locale roots', () => {
  const pages = [
    {route: '/', file: '/index.html'},
    {route: '/en/', file: '/en/index.html'},
    {route: '/docs/6.1', file: '/docs/6.1.html'},
    {route: '/docs/intro', file: '/docs/intro/index.html'},
  ];
  assert.deepEqual(
    staticRedirects(pages).map((r) => `${r.from} ${r.to} ${r.status}`),
    [
      '/index.html / 301',
      '/en/index.html /en/ 301',
      '/en /en/ 301',
      '/en.html /en/ 301',
      '/docs/6.1.html /docs/6.1 301',
      '/docs/6.1/ /docs/6.1 301',
      '/docs/6.1/index.html /docs/6.1 301',
    ],
  );
});

test('locale 404s: the English prefix before the catch-all, splats at the end', () => {
  assert.deepEqual(notFoundRules(), [
    {from: '/en/*', to: '/en/404.html', status: 404},
    {from: '/*', to: '/404.html', status: 404},
  ]);
});

test('header rules: security headers on /*, no Cache-Control there (hosts merge overlapping rules)', () => {
  const rules = headerRules({'X-Frame-Options': 'DENY'});
  assert.deepEqual(rules[0], {pattern: '/*', headers: [['X-Frame-Options', 'DENY']]});
  assert.ok(rules.slice(1).every((r) => r.pattern !== '/*'));
  assert.ok(rules.some((r) => r.pattern === '/assets/*' && r.headers[0]![1] === 'public, max-age=31536000, immutable'));
});

test('the step refuses to write more than Cloudflare Pages takes', () => {
  const many = (n: number): Redirect[] =>
    Array.from({length: n}, (_, i) => ({from: `/p${i}.html`, to: `/p${i}`, status: 301}));
  assert.doesNotThrow(() => checkLimits([], many(2000), notFoundRules()));
  assert.throws(() => checkLimits([], many(2001), notFoundRules()), /2001 static redirects \(limit 2000\)/);
  assert.throws(() => checkLimits([{pattern: '/*', headers: [['X', 'y'.repeat(2000)]]}], [], []), /line over 2000/);
});
