/**
 * Every route answers through the production preview server (the one
 * `npm start` runs): the spec's general routes and every sitemap URL with
 * 200 in both locales, unknown paths with the right locale's 404.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {startServer, sitemapPaths, type RunningServer} from '../support/server';
import {VERSIONS, versionRoot} from '../../config/versions';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

const NOT_FOUND = {
  en: ['Page Not Found', 'We could not find what you were looking for.', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'],
  vi: ['Không tìm thấy trang', 'Chúng tôi không tìm thấy nội dung bạn đang tìm.', 'Vui lòng liên hệ với chủ sở hữu của trang web đã dẫn bạn đến đây và báo cho họ biết liên kết của họ bị hỏng.'],
};

function generalRoutes(): string[] {
  const paths = ['/', '/markdown-page', ...VERSIONS.flatMap((v) => [versionRoot(v), `${versionRoot(v)}/intro`])];
  return [...paths, ...paths.map((p) => (p === '/' ? '/en/' : `/en${p}`))];
}

test('the spec general routes and each version root and intro answer 200 in both locales', async () => {
  for (const route of generalRoutes()) {
    const res = await fetch(server.origin + route, {redirect: 'manual'});
    assert.equal(res.status, 200, `${route} answered ${res.status}`);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, route);
  }
});

test('every sitemap URL answers 200, in both locales', async () => {
  const paths = sitemapPaths();
  assert.ok(paths.some((p) => p.startsWith('/en/')), 'the English sitemap is included');
  assert.ok(paths.length >= 10, `only ${paths.length} sitemap paths`);
  for (const p of paths) {
    const res = await fetch(server.origin + p, {redirect: 'manual'});
    assert.equal(res.status, 200, `${p} answered ${res.status}`);
  }
});

test('the landing page is the right language in each locale', async () => {
  const vi = await (await fetch(`${server.origin}/`)).text();
  const en = await (await fetch(`${server.origin}/en/`)).text();
  assert.match(vi, /<html[^>]*lang="?vi/);
  assert.match(en, /<html[^>]*lang="?en/);
  assert.match(vi, /Chọn phiên bản CRM của bạn/);
  assert.match(en, /Choose the version your CRM runs/);
});

for (const [prefix, locale] of [['/en', 'en'], ['', 'vi']] as const) {
  for (const path of ['/nope', '/docs/nope', '/docs/6.0/nope', '/docs/6.1/nope']) {
    test(`${prefix}${path} answers 404 with the ${locale} not-found page`, async () => {
      const res = await fetch(`${server.origin}${prefix}${path}`);
      assert.equal(res.status, 404);
      const html = await res.text();
      for (const text of NOT_FOUND[locale]) assert.ok(html.includes(text), `${prefix}${path} lacks "${text}"`);
    });
  }
}

test('HTML is compressed and revalidated; hashed assets are immutable', async () => {
  const res = await fetch(`${server.origin}/en/`, {headers: {'accept-encoding': 'br, gzip'}});
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.equal(res.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  const html = await res.text();
  const script = /<script[^>]+src="?([^" >]+\.js)/.exec(html)?.[1];
  assert.ok(script, 'the landing page loads a script');
  const asset = await fetch(server.origin + script, {headers: {'accept-encoding': 'gzip'}});
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('content-encoding'), 'gzip');
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('traversal and malformed encoding never escape the build', async () => {
  for (const bad of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '/%E0%A4%A', '/docs/%00']) {
    const res = await fetch(server.origin + bad);
    assert.ok([400, 404].includes(res.status), `${bad} answered ${res.status}`);
  }
});
