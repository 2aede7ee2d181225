/**
 * Navigation in Chromium against the production build: ".html" suffixes,
 * scrolling after a route change, the progress bar, route chunks that fail
 * to load, link prefetching, the not-found page and the base-URL banner.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {hydrated, newContext} from '../support/browser';
import {startStaticServer} from '../support/static-server';
import {suite, routerGo, markDocument, isSameDocument, openNavbarDropdown, watchProblems} from '../support/behaviour';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';

const h1 = (page: Page) => page.locator('article h1, main h1').first().textContent();
const ariaCurrent = (page: Page) =>
  page.locator('.theme-doc-sidebar-container a[aria-current="page"]').getAttribute('href');

async function localeLink(page: Page, current: string, target: string): Promise<string | null> {
  const dropdown = await openNavbarDropdown(page, current);
  return dropdown.locator('.dropdown__menu a', {hasText: target}).getAttribute('href');
}

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

test('a route chunk that fails to load during navigation: a warning, then a full page load of the target', async () => {
  const {context, page} = await site.open(DOC);
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  let blocking = true;
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
      documents.push(new URL(r.url()).pathname);
      blocking = false; // the reload gets everything
    }
  });
  await page.route('**/assets/js/*.js', (route) => (blocking ? route.abort() : route.continue()));
  await markDocument(page);
  const next = page.locator('a.pagination-nav__link--next');
  const href = (await next.getAttribute('href'))!;
  const title = (await next.locator('.pagination-nav__label').textContent())!;
  await next.click();
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated !== undefined &&
      !(window as unknown as {__sameDocument?: boolean}).__sameDocument,
    undefined,
    {timeout: 20000},
  );
  await hydrated(page);
  assert.deepEqual(documents, [href], 'one full load, of the target page');
  assert.ok(
    warnings.some((w) => /Loading chunk .* failed|ChunkLoadError/.test(w)),
    `a warning: ${warnings.join(' | ')}`,
  );
  assert.equal(await h1(page), title);
  assert.equal(await isSameDocument(page), false);
  await context.close();
});

/** Script files of a page's route that its sibling does not load: the page's own chunks. */
async function ownChunks(browser: Browser, origin: string, pagePath: string, sibling: string): Promise<string[]> {
  const scripts = async (p: string) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const seen = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
    });
    await page.goto(origin + p);
    await hydrated(page);
    await context.close();
    return seen;
  };
  const [mine, theirs] = [await scripts(pagePath), await scripts(sibling)];
  return [...mine].filter((s) => !theirs.has(s));
}

test('a route chunk that fails to load when the page renders: the "Retry" box, which loads it again', async () => {
  // The one way a route renders before its code is loaded: opened as /x.html
  // on a host that serves the file (the router then renders /x).
  const own = await ownChunks(site.browser, site.origin, DOC, '/en/docs/6.1/ticket/list');
  assert.ok(own.length > 0);
  const raw = await startStaticServer('/');
  const context = await newContext(site.browser);
  try {
    const page = await context.newPage();
    let blocking = true;
    await page.route('**/*.js', (route) =>
      blocking && own.includes(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
    );
    await page.goto(`${raw.origin}${DOC}.html`);
    await hydrated(page);
    const retry = page.getByRole('button', {name: 'Retry'});
    await retry.waitFor({state: 'visible'});
    assert.match((await retry.locator('xpath=../..').textContent()) ?? '', /Loading chunk .* failed/);
    assert.equal(await page.locator('article h1').count(), 0, 'no content without its code');
    blocking = false;
    await retry.click();
    await page.locator('article h1', {hasText: 'Create a ticket'}).waitFor();
    assert.equal(await retry.count(), 0);
  } finally {
    await context.close();
    await raw.close();
  }
});

type Connection = {effectiveType: string; saveData: boolean};

/**
 * Init script (a string: a transpiled function may call helpers the page
 * lacks): what navigator.connection reports (Network Information API).
 */
function fakeConnection(c: Connection): string {
  return `Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get() {
      return {effectiveType: ${JSON.stringify(c.effectiveType)}, saveData: ${c.saveData}, downlink: 10, rtt: 50,
        addEventListener() {}, removeEventListener() {}};
    },
  });`;
}

async function prefetchState(connection?: Connection) {
  const context = await newContext(site.browser);
  if (connection) await context.addInitScript(fakeConnection(connection));
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(site.origin + DOC);
  await hydrated(page);
  // Bring every link into view once, then let the network settle.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const links = await page.locator('link[rel="prefetch"]').count();
  const seen = await page.evaluate(() => {
    const c = (navigator as unknown as {connection?: {effectiveType: string; saveData: boolean}}).connection;
    return c ? {effectiveType: c.effectiveType, saveData: c.saveData} : null;
  });
  if (connection) assert.deepEqual(seen, connection, 'the page sees the connection of the test');
  const api = await page.evaluate(() => {
    const result = (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus.prefetch(
      '/en/docs/6.0/quote/list',
    );
    return result === false ? 'skipped' : 'prefetching';
  });
  await context.close();
  return {links, api, problems};
}

test('link prefetching: done on a normal connection', async () => {
  const normal = await prefetchState();
  assert.ok(normal.links > 5, `visible links prefetch their pages (${normal.links} <link rel=prefetch>)`);
  assert.equal(normal.api, 'prefetching');
  assert.deepEqual(normal.problems, []);
});

for (const connection of [
  {effectiveType: '4g', saveData: true},
  {effectiveType: 'slow-2g', saveData: false},
  {effectiveType: '2g', saveData: false},
]) {
  test(`link prefetching: skipped with ${JSON.stringify(connection)}`, async () => {
    const state = await prefetchState(connection);
    assert.equal(state.links, 0);
    assert.equal(state.api, 'skipped');
    assert.deepEqual(state.problems, []);
  });
}

const viCode = JSON.parse(fs.readFileSync(path.resolve('i18n/vi/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
const NOT_FOUND = {
  en: [
    'Page Not Found',
    'We could not find what you were looking for.',
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  ],
  vi: ['theme.NotFound.title', 'theme.NotFound.p1', 'theme.NotFound.p2'].map((id) => viCode[id]!.message),
};

for (const [url, locale, otherLocale] of [
  ['/en/nope', 'en', '/nope'],
  ['/en/docs/6.0/nope', 'en', '/docs/6.0/nope'],
  ['/nope', 'vi', '/en/nope'],
  ['/docs/6.1/nope?from=x#y', 'vi', '/en/docs/6.1/nope?from=x#y'],
] as const) {
  test(`not-found page ${url}: HTTP 404, the ${locale} texts, hydrates cleanly, links to its twin`, async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(site.origin + url);
    assert.equal(response?.status(), 404);
    await hydrated(page);
    const [title, p1, p2] = NOT_FOUND[locale];
    assert.equal(await page.locator('main h1').textContent(), title);
    const paragraphs = await page.locator('main p').allTextContents();
    assert.deepEqual(paragraphs.slice(0, 2), [p1, p2]);
    assert.match(await page.title(), new RegExp(`^${title}`));
    assert.equal(await page.locator('html').getAttribute('lang'), locale);
    const current = locale === 'en' ? 'English' : 'Tiếng Việt';
    const other = locale === 'en' ? 'Tiếng Việt' : 'English';
    assert.equal(await localeLink(page, current, other), otherLocale, 'the language link follows the URL, not /404');
    assert.deepEqual(problems, [], 'no hydration error (#418) or other console problem');
    await context.close();
  });
}

for (const [url, words, links, searchUrl] of [
  [
    '/en/docs/6.0/customer/creat',
    'customer creat',
    ['/en/docs/6.0', '/en/docs/6.0/needed_info', '/en/'],
    '/en/search?q=customer+creat&version=6.0',
  ],
  ['/en/docs/product-list.html', 'product list', ['/en/docs', '/en/'], '/en/search?q=product+list&version=4.0'],
] as const) {
  test(`not-found page ${url} helps: the search filled with the path's words, the version's intro and conventions, home`, async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(site.origin + url);
    await hydrated(page);
    const input = page.locator('#not-found-search');
    await page.waitForFunction(
      (w) => (document.querySelector('#not-found-search') as HTMLInputElement | null)?.value === w,
      words,
    );
    const hrefs = await page
      .locator('section[aria-labelledby="not-found-help"] ul a')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    assert.deepEqual(hrefs, links);
    await input.press('Enter');
    await page.waitForURL(site.origin + searchUrl);
    await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('served under a wrong base path, the home page shows the banner that suggests the right base URL', async () => {
  const wrong = await startStaticServer('/wrong/');
  const context = await newContext(site.browser);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${wrong.origin}/wrong/`);
    assert.equal(response?.status(), 200, 'the home page itself is served');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.waitFor({state: 'visible'});
    assert.match((await banner.textContent()) ?? '', /Your Docusaurus site did not load properly\./);
    assert.match((await banner.textContent()) ?? '', /Current configured baseUrl = \/\s+\(default value\)/);
    assert.equal(
      await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').textContent(),
      '/wrong/',
    );
  } finally {
    await context.close();
    await wrong.close();
  }
});

test('served at the right base path, the home page shows no such banner', async () => {
  const {context, page, problems} = await site.open('/');
  assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
