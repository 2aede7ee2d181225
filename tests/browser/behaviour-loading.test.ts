/**
 * Loading in Chromium against the production build: route chunks that fail
 * to load (during a navigation, and when the page renders) and link
 * prefetching, by connection and by page (not the heavy what-changed pages on sight).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {firstLoadFiles, hydrated, newContext} from '../support/browser';
import {startStaticServer} from '../support/static-server';
import {suite, markDocument, isSameDocument, watchProblems, h1, recordDocusaurusCalls} from '../support/behaviour';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';

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
      document.documentElement.dataset.hasHydrated === 'true' &&
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

/**
 * Waits until link prefetching has settled. Links prefetch in idle time
 * (src/lib/prefetchPolicy.ts), so the network going quiet is not enough: the
 * count of <link rel=prefetch> must stay the same across two idle periods.
 */
async function prefetchSettled(page: Page): Promise<void> {
  const count = () => page.locator('link[rel="prefetch"]').count();
  for (let before = -1, now = await count(); before !== now;) {
    before = now;
    await page.waitForLoadState('networkidle');
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)))');
    now = await count();
  }
}

async function prefetchState(connection?: Connection) {
  const context = await newContext(site.browser);
  if (connection) await context.addInitScript(fakeConnection(connection));
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(site.origin + DOC);
  await hydrated(page);
  // Bring every link into view once, then let prefetching settle.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await prefetchSettled(page);
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

/** The same-origin scripts a page loads until it has hydrated. */
async function firstLoadScripts(path: string): Promise<Set<string>> {
  return new Set((await firstLoadFiles(site.browser, site.origin, path)).filter((file) => file.endsWith('.js')));
}

test('link prefetching: a what-changed page is not prefetched because its sidebar link is in view, only on intent', async () => {
  const changes = '/en/docs/6.1/changes';
  const own = await firstLoadScripts(changes);
  for (const shared of await firstLoadScripts(DOC)) own.delete(shared);
  assert.ok(own.size > 0, 'the what-changed page has chunks of its own');

  const {context, page, problems} = await site.open(DOC);
  const link = page.locator(`.theme-doc-sidebar-container a[href="${changes}"]`);
  await link.scrollIntoViewIfNeeded();
  await prefetchSettled(page);
  const prefetched = () =>
    page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const before = await prefetched();
  assert.ok(before.length > 5, `other links still prefetch (${before.length})`);
  assert.deepEqual(
    before.filter((href) => own.has(href)),
    [],
    'no chunk of the what-changed page on sight',
  );
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await link.hover();
  await page.waitForFunction(
    (files) => performance.getEntriesByType('resource').some((e) => files.includes(new URL(e.name).pathname)),
    [...own],
  );
  assert.ok(
    requested.some((href) => own.has(href)),
    'hovering the link loads the page ahead of the click',
  );
  assert.deepEqual(problems, []);
  await context.close();
});

const RECORD_PREFETCHES = recordDocusaurusCalls('prefetch', '__prefetched');

test('link prefetching on a phone: the closed menu is not drawn and prefetches nothing; its links prefetch once it opens', async () => {
  const context = await newContext(site.browser, {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  await context.addInitScript(RECORD_PREFETCHES);
  const page = await context.newPage();
  await page.goto(site.origin + DOC);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const prefetched = () => page.evaluate(() => (window as unknown as {__prefetched: string[]}).__prefetched);
  // The drawer is drawn when it first opens (src/theme/Navbar/MobileSidebar).
  assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'the closed menu is not in the page');
  const before = new Set(await prefetched());
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
  // Links only the docs sidebar has (the drawer), none of them elsewhere on the page.
  const sidebarOnly = await page.$$eval('.navbar-sidebar a.menu__link[href^="/"]', (links) => {
    const outside = new Set(
      Array.from(document.querySelectorAll('a[href]'))
        .filter((a) => !a.closest('.navbar-sidebar'))
        .map((a) => a.getAttribute('href')),
    );
    return links.map((a) => a.getAttribute('href')!).filter((href) => !outside.has(href));
  });
  assert.ok(sidebarOnly.length > 10, `the open menu holds the sidebar's links (${sidebarOnly.length})`);
  assert.deepEqual(
    sidebarOnly.filter((href) => before.has(href)),
    [],
    'no link of the menu was prefetched before it opened',
  );
  await page.waitForFunction(
    (links) => links.some((href) => (window as unknown as {__prefetched: string[]}).__prefetched.includes(href)),
    sidebarOnly,
    {timeout: 20000},
  );
  await context.close();
});
