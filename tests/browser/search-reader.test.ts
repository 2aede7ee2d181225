/**
 * The search dialog as a new reader tries it (issue 28), in Chromium against
 * the production build: a reference page's result shows its method and path,
 * a query that names a version searches that version, excerpts start at a
 * word, the English placeholder gives English examples, the arrow keys still
 * choose a result after "all versions" is ticked. And the not-found page:
 * its help inside <main>, no announcement bar.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {newContext, hydrated} from '../support/browser';
import {suite} from '../support/behaviour';
import {openForSearch} from '../support/search';

const site = suite();

/** Types a query in the open dialog and waits for its results (any scope). */
async function results(page: Page, query: string): Promise<string[]> {
  await page.locator('dialog input[role="combobox"]').fill(query);
  await page.waitForFunction(
    (q) => {
      const list = document.querySelector('dialog [role="listbox"]');
      return list?.getAttribute('data-query') === q && list.getAttribute('aria-busy') !== 'true';
    },
    query,
    {timeout: 10000},
  );
  return page.locator('dialog [role="option"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

test('a reference page’s result shows its method and path', async () => {
  const {page, problems} = await openForSearch(site, '/en/docs/6.1');
  await page.locator('button[aria-haspopup="dialog"]').click();
  const hrefs = await results(page, 'create sale order');
  const i = hrefs.findIndex((h) => h.split('#')[0] === '/en/docs/6.1/sale-order/create');
  assert.ok(i >= 0, hrefs.join(', '));
  assert.equal(
    await page.locator('dialog [role="option"]').nth(i).locator('code').innerText(),
    'POST /api/v6.1/sale_order',
  );
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('a query that names a version searches that version', async () => {
  const {page} = await openForSearch(site, '/en/docs');
  await page.locator('button[aria-haspopup="dialog"]').click();
  for (const query of ['create sale order 6.1', 'v6.1 create sale order']) {
    const hrefs = await results(page, query);
    assert.equal(await page.locator('dialog [role="listbox"]').getAttribute('data-scope'), '6.1', query);
    const pages = hrefs.slice(0, 3).map((h) => h.split('#')[0]);
    assert.ok(pages.includes('/en/docs/6.1/sale-order/create'), `${query}: ${hrefs.join(', ')}`);
    assert.ok(
      hrefs.every((h) => h.startsWith('/en/docs/6.1')),
      hrefs.join(', '),
    );
  }
  await page.context().close();
});

test('excerpts start at a word: a section’s heading keeps its first words', async () => {
  const {page} = await openForSearch(site, '/en/docs');
  await page.locator('button[aria-haspopup="dialog"]').click();
  await results(page, 'order by code');
  const excerpts = await page.locator('dialog [role="option"] [class*="resultExcerpt"]').allInnerTexts();
  assert.ok(excerpts.length > 0);
  for (const text of excerpts) assert.match(text.trim(), /^(?:…|[\p{Lu}\p{N}/])/u, text);
  await page.context().close();
});

test('the English placeholder gives English examples; the Vietnamese one Vietnamese', async () => {
  for (const [path, example] of [
    ['/en/docs', /customer/],
    ['/docs', /khach hang/],
  ] as const) {
    const {page} = await openForSearch(site, path);
    await page.locator('button[aria-haspopup="dialog"]').click();
    assert.match((await page.locator('dialog input[role="combobox"]').getAttribute('placeholder')) ?? '', example);
    await page.context().close();
  }
});

test('after ticking "all versions", the arrow keys choose among the results again', async () => {
  const {page, problems} = await openForSearch(site, '/docs/6.1');
  await page.locator('button[aria-haspopup="dialog"]').click();
  const input = page.locator('dialog input[role="combobox"]');
  await results(page, 'khach hang');
  await page.locator('dialog input[type="checkbox"]').click();
  await page.waitForFunction(
    () => document.querySelector('dialog [role="listbox"]')?.getAttribute('data-scope') === 'all',
  );
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'the input has focus again');
  const options = page.locator('dialog [role="option"]');
  await page.keyboard.press('ArrowDown');
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
  assert.ok(await input.isVisible(), 'the input stays in view');
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('the not-found page: its help inside <main>, no announcement bar (6.1 and elsewhere)', async () => {
  for (const path of ['/docs/6.1/nope', '/docs/nope', '/en/docs/6.1/nope']) {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(site.origin + path);
    await hydrated(page);
    assert.equal(await page.locator('main form[role="search"]').count(), 1, `${path}: the search is in <main>`);
    assert.equal(await page.locator('main #not-found-help').count(), 1, `${path}: the help is in <main>`);
    assert.equal(await page.locator('.theme-announcement-bar').isVisible(), false, `${path}: no announcement`);
    await context.close();
  }
});
