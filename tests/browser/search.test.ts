/**
 * Offline search in Chromium against the production build: nothing loads
 * before use, Vietnamese without tone marks, scope by locale and version,
 * reference pages by path (the keyboard flow, the states, the /search page,
 * result links and a query that tries to inject markup: search-ui).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {suite} from '../support/behaviour';
import {openForSearch, searchDialog} from '../support/search';

const site = suite();

const open = (path: string) => openForSearch(site, path);

const VERSION_PREFIX = {
  '4.0': /^\/(en\/)?docs(?!\/6\.[01](\/|$))/,
  '6.0': /^\/(en\/)?docs\/6\.0(\/|$)/,
  '6.1': /^\/(en\/)?docs\/6\.1(\/|$)/,
};

const ORDER_PAGES = {
  '4.0': /^\/docs\/order\//,
  '6.0': /^\/docs\/6\.0\/order\//,
  '6.1': /^\/docs\/6\.1\/(sale|purchase)-order\//,
};

function assertScope(urls: string[], locale: 'vi' | 'en', version: keyof typeof VERSION_PREFIX): void {
  for (const url of urls) {
    const path = url.split('#')[0]!;
    assert.equal(path.startsWith('/en/'), locale === 'en', `${url} is outside the ${locale} locale`);
    assert.match(path, VERSION_PREFIX[version], `${url} is outside version ${version}`);
  }
}

test('nothing of search loads before the reader opens it', async () => {
  const {page, requests} = await open('/docs/6.1');
  await page.waitForLoadState('load');
  assert.deepEqual(
    requests.filter((r) => r.startsWith('/pagefind/')),
    [],
  );
  await page.keyboard.press('Control+k');
  await page.locator('dialog input[role="combobox"]').waitFor();
  await page.locator('dialog input[role="combobox"]').fill('api');
  await page.waitForFunction(() => document.querySelectorAll('dialog [role="option"]').length > 0);
  assert.ok(
    requests.some((r) => r.startsWith('/pagefind/pagefind.js')),
    'pagefind.js loads on first use',
  );
  await page.context().close();
});

for (const [path, version, expected] of [
  ['/docs', '4.0', /^\/docs\/customer\//],
  ['/docs/6.0', '6.0', /^\/docs\/6\.0\/customer\//],
  ['/docs/6.1', '6.1', /^\/docs\/6\.1\/account\//],
] as const) {
  test(`vi ${version}: "khach hang" finds the customer pages of that version only`, async () => {
    const {page} = await open(path);
    const urls = await searchDialog(page, 'khach hang');
    assert.ok(urls.length > 0, 'results');
    assertScope(urls, 'vi', version);
    assert.ok(
      urls.some((u) => expected.test(u)),
      `a customer page among ${urls.join(', ')}`,
    );
    await page.context().close();
  });
}

for (const [path, version] of [
  ['/docs', '4.0'],
  ['/docs/6.0', '6.0'],
  ['/docs/6.1', '6.1'],
] as const) {
  test(`vi ${version}: typed without marks, "doi soat", "nguoi dung" and "duong" find the pages that contain them, "don hang" the order pages`, async () => {
    const {page} = await open(path);
    for (const [query, word] of [
      ['doi soat', 'đối soát'],
      ['nguoi dung', 'người dùng'],
      ['duong', 'đường'],
    ] as const) {
      const urls = await searchDialog(page, query);
      assert.ok(urls.length > 0, `no result for ${query} in ${version}`);
      assertScope(urls, 'vi', version);
      const found = await Promise.all(
        urls.map(async (u) => (await (await fetch(site.origin + u.split('#')[0])).text()).includes(word)),
      );
      assert.ok(found.some(Boolean), `${version}: no result for "${query}" contains "${word}": ${urls.join(', ')}`);
    }
    const orders = await searchDialog(page, 'don hang');
    assertScope(orders, 'vi', version);
    assert.ok(
      orders.some((u) => ORDER_PAGES[version].test(u)),
      `${version}: "don hang" finds the order pages: ${orders.join(', ')}`,
    );
    await page.context().close();
  });
}

test('en: "sale order" and "webhook" find their pages, in English only', async () => {
  const {page} = await open('/en/docs/6.1');
  const orders = await searchDialog(page, 'sale order');
  assertScope(orders, 'en', '6.1');
  assert.ok(
    orders.some((u) => /^\/en\/docs\/6\.1\/sale-order\//.test(u)),
    orders.join(', '),
  );
  const hooks = await searchDialog(page, 'webhook', true);
  assert.ok(
    hooks.some((u) => /^\/en\/docs(\/6\.0)?\/webhook/.test(u)),
    hooks.join(', '),
  );
  assert.ok(
    hooks.every((u) => u.startsWith('/en/')),
    'all versions, still English only',
  );
  await page.context().close();
});

test("all versions widens the scope and shows each result's version", async () => {
  const {page} = await open('/docs/6.1');
  const current = await searchDialog(page, 'khach hang');
  assertScope(current, 'vi', '6.1');
  const all = await searchDialog(page, 'khach hang', true);
  const versions = new Set(all.map((u) => /^\/docs\/(6\.[01])\//.exec(u)?.[1] ?? '4.0'));
  assert.ok(versions.size >= 2, `results from several versions: ${all.join(', ')}`);
  assert.ok((await page.locator('dialog [role="option"] [class*="versionBadge"]').count()) > 0, 'version badges');
  await page.context().close();
});

test('reference pages are found by path and parameter name', async () => {
  const {page} = await open('/en/docs/6.1');
  for (const query of ['/api/v6.1/sale_order', 'account_code']) {
    const urls = await searchDialog(page, query);
    assert.ok(urls.length > 0, `no result for ${query}`);
  }
  await page.context().close();
});
