/**
 * Offline search in Chromium against the production build: Vietnamese
 * without tone marks, scope by locale and version, the keyboard flow, the
 * /search page, and a query that tries to inject markup.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {newContext, hydrated} from '../support/browser';
import {suite, watchProblems} from '../support/behaviour';

const site = suite();

async function open(path: string): Promise<{page: Page; requests: string[]; problems: string[]}> {
  const context = await newContext(site.browser);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const problems = watchProblems(page);
  await page.goto(site.origin + path);
  await hydrated(page);
  // The search shortcuts work once the navbar's search item has hydrated.
  await page.locator('button[aria-haspopup="dialog"][data-shortcuts="on"]').waitFor();
  return {page, requests, problems};
}

/** Types a query in the dialog and returns the result URLs once they settle. */
async function searchDialog(page: Page, query: string, allVersions = false): Promise<string[]> {
  const input = page.locator('dialog input[role="combobox"]');
  if (!(await input.isVisible())) {
    await page.locator('button[aria-haspopup="dialog"]').click();
  }
  const checkbox = page.locator('dialog input[type="checkbox"]');
  if ((await checkbox.isChecked()) !== allVersions) await checkbox.click();
  await input.fill(query);
  // The list says which query and scope its results answer: wait for these.
  await page.waitForFunction(
    ([q, all]) => {
      const list = document.querySelector('dialog [role="listbox"]');
      const scope = list?.getAttribute('data-scope');
      return (
        list?.getAttribute('data-query') === q && (scope === 'all') === all && list.getAttribute('aria-busy') !== 'true'
      );
    },
    [query, allVersions] as const,
    {timeout: 10000},
  );
  return page.locator('dialog [role="option"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

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

test('keyboard: "/" opens, arrows move, Enter opens the chosen page, Esc closes', async () => {
  const {page, problems} = await open('/docs/6.1');
  await page.keyboard.press('/');
  const input = page.locator('dialog input[role="combobox"]');
  await input.waitFor();
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'the input has focus');
  await input.fill('khach hang');
  await page.waitForFunction(() => document.querySelectorAll('dialog [role="option"]').length > 1);
  const options = page.locator('dialog [role="option"]');
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true', 'the first result is chosen');
  await page.keyboard.press('ArrowDown');
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
  const target = (await options.nth(0).getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === target || url.pathname === target.split('#')[0]);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the dialog closed');
  await page.keyboard.press('Control+k');
  await input.waitFor();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('empty and no-results states', async () => {
  const {page} = await open('/en/docs');
  await page.locator('button[aria-haspopup="dialog"]').click();
  const status = page.locator('dialog [role="status"]');
  assert.match(await status.innerText(), /Type a word/);
  await searchDialog(page, 'zzqxjv');
  assert.match(await status.innerText(), /No results for “zzqxjv”/);
  await page.context().close();
});

test('the /search page reads the query from the URL and keeps it there', async () => {
  const {page} = await open('/search?q=khach%20hang');
  await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
  const links = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    links.every((h) => !h.startsWith('/en/')),
    'Vietnamese results on /search',
  );
  await page.locator('#search-page-input').fill('don hang');
  await page.waitForURL(/\?q=don(\+|%20)hang(&|$)/);
  await page.goto(`${site.origin}/en/search?q=webhook`);
  await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
  const en = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    en.every((h) => h.startsWith('/en/')),
    'English results on /en/search',
  );
  await page.context().close();
});

test('a query with markup shows as text in the dialog and on /search', async () => {
  const attack = '<img src=x onerror=alert(1)>';
  const {page} = await open('/en/docs');
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs += 1;
    await d.dismiss();
  });
  await searchDialog(page, attack);
  assert.ok((await page.locator('dialog [role="status"]').innerText()).includes(attack));
  assert.equal(await page.locator('dialog img').count(), 0);
  await page.goto(`${site.origin}/en/search?q=${encodeURIComponent(attack)}`);
  await hydrated(page);
  await page.waitForFunction((q) => document.querySelector('main [role="status"]')?.textContent?.includes(q), attack);
  assert.equal(await page.locator('main img').count(), 0);
  assert.equal(dialogs, 0, 'no script ran');
  await page.context().close();
});

test('results are links: each option is an <a href> with the section hash, and a click opens it', async () => {
  const {page, problems} = await open('/en/docs/6.1');
  const urls = await searchDialog(page, 'pagination');
  assert.ok(urls.length > 0 && urls.every((u) => u.startsWith('/en/docs/6.1')), urls.join(', '));
  const options = page.locator('dialog a[role="option"][href]');
  assert.equal(await options.count(), urls.length, 'every option is a link');
  assert.ok(
    urls.some((u) => u.includes('#')),
    `a section result carries its hash: ${urls.join(', ')}`,
  );
  const target = (await options.first().getAttribute('href'))!;
  await options.first().click();
  await page.waitForURL((url) => url.pathname + url.hash === target);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the dialog closed');
  if (target.includes('#')) {
    const id = decodeURIComponent(target.split('#')[1]!);
    await page.waitForFunction((i) => {
      const top = document.getElementById(i)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    }, id);
  }
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('"See all results" keeps the version the reader searched, and the /search page says how many in good grammar', async () => {
  const {page, problems} = await open('/en/docs/6.0');
  await searchDialog(page, 'webhook');
  await page.locator('dialog a', {hasText: 'See all results'}).click();
  await page.waitForURL(`${site.origin}/en/search?q=webhook&version=6.0`);
  await page.waitForFunction(
    () =>
      document.querySelector('main ul')?.getAttribute('data-scope') === '6.0' &&
      document.querySelectorAll('main ul li a').length > 0,
  );
  const hrefs = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.every((h) => /^\/en\/docs\/6\.0(\/|#|$)/.test(h)),
    hrefs.join(', '),
  );
  const count = hrefs.length;
  const status = (await page.locator('main [role="status"]').innerText()).trim();
  assert.equal(status, count === 1 ? 'One result for “webhook”' : `${count} results for “webhook”`);
  assert.deepEqual(problems, [], 'the /search page hydrates without error');
  await page.context().close();
});

test('a fresh load of /search?q=…&version=… hydrates cleanly and searches that version', async () => {
  const {page, problems} = await open('/search?q=khach%20hang&version=6.1');
  await page.waitForFunction(
    () =>
      document.querySelector('main ul')?.getAttribute('data-scope') === '6.1' &&
      document.querySelectorAll('main ul li a').length > 0,
  );
  const hrefs = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.every((h) => /^\/docs\/6\.1(\/|#|$)/.test(h)),
    hrefs.join(', '),
  );
  assert.equal(await page.locator('#search-page-input').inputValue(), 'khach hang');
  assert.deepEqual(problems, [], 'no React error #418');
  await page.context().close();
});
