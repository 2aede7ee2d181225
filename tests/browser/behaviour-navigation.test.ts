/**
 * Navigation in Chromium against the production build: ".html" suffixes,
 * scrolling after a route change and the progress bar (route chunks and
 * prefetching: behaviour-loading; the not-found page and the base-URL banner:
 * behaviour-not-found).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, newContext} from '../support/browser';
import {startStaticServer} from '../support/static-server';
import {suite, routerGo, markDocument, isSameDocument, watchProblems, h1, localeLink} from '../support/behaviour';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';

const ariaCurrent = (page: Page) =>
  page.locator('.theme-doc-sidebar-container a[aria-current="page"]').getAttribute('href');

test('a ".html" or "/index.html" suffix is normalised by the router to the clean path', async () => {
  const {context, page, problems} = await site.open(DOC);
  await markDocument(page);
  await routerGo(page, '/en/docs/6.1/ticket/list.html');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent !== 'Create a ticket');
  assert.equal(await ariaCurrent(page), '/en/docs/6.1/ticket/list', 'the list page, not the not-found page');
  assert.equal(
    await localeLink(page, 'English', 'Tiếng Việt'),
    '/docs/6.1/ticket/list',
    'the page sees the clean path',
  );
  await routerGo(page, '/en/docs/6.1/index.html');
  await page.waitForFunction(
    () =>
      document.querySelector('.theme-doc-sidebar-container a[aria-current="page"]')?.getAttribute('href') ===
      '/en/docs/6.1',
  );
  assert.equal(await page.getByText('Page Not Found').count(), 0);
  assert.equal(await isSameDocument(page), true, 'all client-side');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a page opened through its ".html" file on a host that serves it as is hydrates as the clean path', async () => {
  // `npm start` redirects /x.html to /x; S3-like hosts serve the file.
  const raw = await startStaticServer('/');
  const context = await newContext(site.browser);
  try {
    for (const [url, clean] of [
      [`${DOC}.html`, DOC],
      ['/docs/6.1/ticket/create.html', '/docs/6.1/ticket/create'],
      ['/en/index.html', null],
    ] as const) {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(raw.origin + url);
      await hydrated(page);
      if (clean) {
        assert.equal(await ariaCurrent(page), clean, url);
      } else {
        assert.equal(await page.locator('section[aria-labelledby="choose-version"]').count(), 1, 'the landing page');
      }
      assert.equal(new URL(page.url()).pathname, url, 'no redirect: the router did it');
      assert.deepEqual(problems, [], `${url}: no hydration error`);
      await page.close();
    }
  } finally {
    await context.close();
    await raw.close();
  }
});

test('after a navigation the page scrolls to the hash target', async () => {
  const {context, page, problems} = await site.open(DOC);
  await markDocument(page);
  const link = page.locator('footer a[href="/en/docs#authentication"]');
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL(`${site.origin}/en/docs#authentication`);
  await page.waitForFunction(() => {
    const top = document.getElementById('authentication')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 150;
  });
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'scrolled down to the heading');
  assert.equal(await isSameDocument(page), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('after a navigation without a hash the page starts at the top', async () => {
  const {context, page, problems} = await site.open(DOC);
  await markDocument(page);
  const next = page.locator('a.pagination-nav__link--next');
  const href = await next.getAttribute('href');
  await next.scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => window.scrollY)) > 500);
  await next.click();
  await page.waitForURL(site.origin + href);
  await page.waitForFunction(() => window.scrollY === 0);
  assert.equal(await isSameDocument(page), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('when only the query string changes, the page does not scroll', async () => {
  const {context, page, problems} = await site.open(DOC);
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.waitForFunction(() => window.scrollY === 800);
  await routerGo(page, `${DOC}?tab=curl`);
  // The router has taken the new location when the language link carries the query.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.navbar a.dropdown__link')).some(
      (a) => a.getAttribute('href') === '/docs/6.1/ticket/create?tab=curl',
    ),
  );
  assert.equal(await page.evaluate(() => window.scrollY), 800);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Records when #nprogress first appears, relative to the navigation started by `go`. */
async function navigateWatchingProgress(page: Page, target: string): Promise<number | null> {
  await page.evaluate(() => {
    const w = window as unknown as {__np: {start: number; seen: number | null}};
    w.__np = {start: 0, seen: null};
    new MutationObserver(() => {
      if (w.__np.seen === null && document.getElementById('nprogress')) w.__np.seen = performance.now() - w.__np.start;
    }).observe(document.body, {childList: true});
  });
  const before = await h1(page);
  await page.evaluate((url) => {
    (window as unknown as {__np: {start: number}}).__np.start = performance.now();
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, target);
  await page.waitForFunction((b) => document.querySelector('article h1')?.textContent !== b, before, {timeout: 20000});
  return page.evaluate(() => (window as unknown as {__np: {seen: number | null}}).__np.seen);
}

test('progress bar: shows for a navigation slower than 200 ms (throttled network), after 200 ms, and goes away', async () => {
  const {context, page, problems} = await site.open(DOC);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 700,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await navigateWatchingProgress(page, '/en/docs/6.0/order/payment');
  assert.ok(seen !== null, 'the bar appeared');
  assert.ok(seen >= 195, `not before 200 ms (appeared after ${Math.round(seen)} ms)`);
  await page.waitForFunction(() => !document.getElementById('nprogress'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('progress bar: does not show for a fast navigation', async () => {
  const {context, page, problems} = await site.open(DOC);
  const target = '/en/docs/6.0/order/payment';
  // Load the route's code first, so the navigation itself takes no time.
  await page.evaluate(
    (p) => (window as unknown as {docusaurus: {preload: (p: string) => Promise<unknown>}}).docusaurus.preload(p),
    target,
  );
  const seen = await navigateWatchingProgress(page, target);
  // Give a stray 200 ms timer the chance to fire: it must have been cleared.
  await page.waitForTimeout(400);
  assert.equal(seen, null);
  assert.equal(await page.evaluate(() => (window as unknown as {__np: {seen: number | null}}).__np.seen), null);
  assert.deepEqual(problems, []);
  await context.close();
});
