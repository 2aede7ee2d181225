/**
 * The navbar dropdowns of docs pages in Chromium against the production
 * build: the version dropdown (the matching page in the other version, the
 * mobile menu, the preferred version) and the language dropdown.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated} from '../support/browser';
import {sitemapPaths} from '../support/server';
import {suite, openNavbarDropdown} from '../support/behaviour';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';

const ROOTS = {'4.0': '/en/docs', '6.0': '/en/docs/6.0', '6.1': '/en/docs/6.1'} as const;
type Version = keyof typeof ROOTS;

/**
 * Pages whose doc id differs between versions: the dropdown leads to the page
 * of the matching operation, or of the matching resource, in the other version.
 */
const SWITCHES: Record<string, Partial<Record<Version, string>>> = {
  '/en/docs/6.0/customer/list': {'6.1': '/en/docs/6.1/account/list'},
  '/en/docs/customer/list': {'6.1': '/en/docs/6.1/account/list'},
  '/en/docs/6.1/account/create': {'6.0': '/en/docs/6.0/customer/create', '4.0': '/en/docs/customer/create'},
  '/en/docs/6.0/order/list': {'6.1': '/en/docs/6.1/sale-order/list'},
  '/en/docs/6.1/sale-order/detail': {'6.0': '/en/docs/6.0/order/detail', '4.0': '/en/docs/order/detail'},
  '/en/docs/6.0/call_center/inbound_call': {'4.0': '/en/docs/call_center/inbound'},
  '/en/docs/call_center/cdr': {'6.0': '/en/docs/6.0/call_center/get_cdr', '6.1': '/en/docs/6.1/call_center/get_cdr'},
  '/en/docs/6.0/customer/industry': {'6.1': '/en/docs/6.1/account/intro'},
};

/** Where the dropdown should lead from `page` (an English doc path) to `version`: same doc, matching page, else the main doc. */
function expectedTarget(pagePath: string, version: Version, paths: Set<string>): string {
  const rel = pagePath.replace(/^\/en\/docs(?:\/6\.[01])?/, '');
  const same = ROOTS[version] + rel;
  if (paths.has(same)) return same;
  return SWITCHES[pagePath]?.[version] ?? ROOTS[version];
}

async function versionLinks(page: Page, current: string): Promise<Record<string, string | null>> {
  const dropdown = await openNavbarDropdown(page, current);
  const links = dropdown.locator('.dropdown__menu a');
  const out: Record<string, string | null> = {};
  for (let i = 0; i < (await links.count()); i += 1) {
    // An entry reads "6.1 · /api/v6.1": the version, then its API path prefix.
    out[((await links.nth(i).textContent()) ?? '').split(' · ')[0]!] = await links.nth(i).getAttribute('href');
  }
  return out;
}

test('version dropdown: the same doc in the other version, else the matching operation’s page, else that version’s main doc', async () => {
  const paths = new Set(sitemapPaths());
  assert.equal(expectedTarget('/en/docs/6.0/customer/list', '4.0', paths), '/en/docs/customer/list');
  assert.equal(expectedTarget('/en/docs/6.0/product/list', '6.1', paths), '/en/docs/6.1/product/list');
  assert.equal(
    expectedTarget('/en/docs/6.1/account-report/intro', '6.0', paths),
    '/en/docs/6.0',
    'no match: the main doc',
  );
  const {context, page, problems} = await site.open('/en/docs/6.0/customer/list');
  for (const [from, label] of [
    ['/en/docs/6.0/customer/list', '6.0'],
    ['/en/docs/6.0/product/list', '6.0'],
    ['/en/docs/customer/list', '4.0'],
    ['/en/docs/6.1/account-report/intro', '6.1'],
    ...Object.keys(SWITCHES).map((path) => [path, /\/docs\/(6\.[01])\//.exec(path)?.[1] ?? '4.0'] as const),
  ] as const) {
    if (new URL(page.url()).pathname !== from) {
      await page.goto(site.origin + from);
      await hydrated(page);
    }
    const links = await versionLinks(page, label);
    const expected = Object.fromEntries(
      (Object.keys(ROOTS) as Version[]).map((v) => [v, expectedTarget(from, v, paths)]),
    );
    assert.deepEqual(links, expected, `from ${from}`);
  }
  // And it leads there: 6.0 customer list → 4.0 customer list, then 6.1 account list, in both locales.
  for (const [from, label, choose, to] of [
    ['/en/docs/6.0/customer/list', '6.0', '4.0', '/en/docs/customer/list'],
    ['/en/docs/6.0/customer/create', '6.0', '6.1', '/en/docs/6.1/account/create'],
    ['/docs/6.1/account/create', '6.1', '6.0', '/docs/6.0/customer/create'],
    ['/docs/6.1/sale-order/list', '6.1', '6.0', '/docs/6.0/order/list'],
    ['/docs/6.0/order/detail', '6.0', '6.1', '/docs/6.1/sale-order/detail'],
    ['/docs/call_center/inbound', '4.0', '6.0', '/docs/6.0/call_center/inbound_call'],
  ] as const) {
    await page.goto(site.origin + from);
    await hydrated(page);
    const dropdown = await openNavbarDropdown(page, label);
    await dropdown.locator('.dropdown__menu a', {hasText: choose}).click();
    await page.waitForURL(site.origin + to);
    await page.waitForFunction(
      (v) => document.querySelector('.navbar__items--right a.navbar__link')?.textContent === v,
      choose,
    );
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('mobile menu: the versions list keeps the operation too (6.0 customer/create → 6.1 account/create, both locales)', async () => {
  for (const [from, label, to] of [
    ['/en/docs/6.0/customer/create', 'Versions', '/en/docs/6.1/account/create'],
    ['/docs/6.1/sale-order/list', 'Phiên bản', '/docs/6.0/order/list'],
  ] as const) {
    const {context, page, problems} = await site.open(from, {viewport: {width: 375, height: 740}});
    await page.locator('button.navbar__toggle').click();
    await page.locator('button.navbar-sidebar__back').click();
    const primary = page.locator('.navbar-sidebar__item').first();
    // The list opens expanded when it holds the current version (Docusaurus marks that item active):
    // a click then would fold it. Unfold it only when it is folded, and wait until it is open.
    const versions = primary.locator('li.menu__list-item', {
      has: page.locator('a.menu__link--sublist', {hasText: label}),
    });
    if (await versions.evaluate((li) => li.classList.contains('menu__list-item--collapsed'))) {
      await versions.locator('a.menu__link--sublist').click();
    }
    await versions.and(page.locator('li:not(.menu__list-item--collapsed)')).waitFor();
    const choose = to.includes('/6.1/') ? '6.1' : '6.0';
    const link = primary.locator('ul.menu__list a.menu__link', {hasText: choose});
    await link.waitFor({state: 'visible'});
    assert.equal(await link.getAttribute('href'), to, from);
    await link.click();
    await page.waitForURL(site.origin + to);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('version dropdown: the chosen version is remembered in local storage and used by the navbar', async () => {
  const {context, page, problems} = await site.open('/en/');
  const docs = page.locator('.navbar__items a.navbar__link', {hasText: 'Docs'});
  assert.equal(await docs.getAttribute('href'), '/en/docs', 'the latest version (4.0) by default');
  await page.goto(`${site.origin}/en/docs/6.0/product/list`);
  await hydrated(page);
  const dropdown = await openNavbarDropdown(page, '6.0');
  await dropdown.locator('.dropdown__menu a', {hasText: '6.1'}).click();
  await page.waitForURL(`${site.origin}/en/docs/6.1/product/list`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '6.1');
  for (const where of ['/en/', '/docs/6.1', '/en/markdown-page']) {
    await page.goto(site.origin + where);
    await hydrated(page);
    const root = where.startsWith('/en/') ? '/en/docs/6.1' : '/docs/6.1';
    await page.waitForFunction(
      (r) => document.querySelector('.navbar__items a.navbar__link[href]')?.getAttribute('href') === r,
      root,
    );
    assert.equal(
      await page.locator('.navbar__items--right .dropdown > a.navbar__link').first().textContent(),
      '6.1',
      where,
    );
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('language dropdown keeps ?search and #hash and lands on the heading', async () => {
  const from = `${DOC}?ref=behaviour#responses`;
  const {context, page, problems} = await site.open(from);
  const dropdown = await openNavbarDropdown(page, 'English');
  const vi = dropdown.locator('.dropdown__menu a', {hasText: 'Tiếng Việt'});
  assert.equal(await vi.getAttribute('href'), '/docs/6.1/ticket/create?ref=behaviour#responses');
  assert.equal(await vi.getAttribute('lang'), 'vi');
  // The menu was shown (openNavbarDropdown); a late #hash scroll may hide the navbar again, so click in the DOM.
  await vi.evaluate((a: HTMLAnchorElement) => a.click());
  await page.waitForURL(`${site.origin}/docs/6.1/ticket/create?ref=behaviour#responses`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'vi');
  const top = await page.evaluate(() => document.getElementById('responses')!.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the #responses heading is at the top of the view (top=${top})`);
  // Back in English from there, the same way.
  const back = await openNavbarDropdown(page, 'Tiếng Việt');
  assert.equal(
    await back.locator('.dropdown__menu a', {hasText: 'English'}).getAttribute('href'),
    '/en/docs/6.1/ticket/create?ref=behaviour#responses',
  );
  assert.deepEqual(problems, []);
  await context.close();
});
