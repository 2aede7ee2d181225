/**
 * Long pages stay fast (issue 25), as behaviour, never as timings (the bench
 * times them: npm run bench). The long pages are those the bench measures,
 * picked by the same rule (scripts/bench/long-pages.ts): the longest
 * conventions page, the longest what-changed page and the default version's
 * intro.
 *
 * - Their tables cost no hydration: the build serves a plain table as HTML
 *   (render/rehype-static-tables.ts, src/components/StaticTable), so no cell
 *   is a React element, and yet its links navigate in the page, preload on
 *   hover, and a client-side navigation draws the same cells.
 * - A table in a closed <details> is not measured for the scroll-focus fix
 *   (src/lib/scrollRegions.ts) until it is shown, and gets its tab stop then.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {BUILD_DIR} from '../support/server';
import {longPages} from '../../scripts/bench/long-pages';
import {
  suite,
  markDocument,
  isSameDocument,
  routerGo,
  watchProblems,
  recordDocusaurusCalls,
} from '../support/behaviour';
import {hydrated, newContext} from '../support/browser';

const site = suite();
const long = longPages(BUILD_DIR);
const PAGES = [long.conventions.path, long.changes.path, long.intro.path];

/** Per table of the article: its cell count, and how many cells React manages (a fiber on the element). */
const TABLE_CELLS = `Array.from(document.querySelectorAll('article table'), (table) => {
  const cells = Array.from(table.querySelectorAll('td, th'));
  return {
    cells: cells.length,
    react: cells.filter((cell) => Object.keys(cell).some((k) => k.startsWith('__reactFiber'))).length,
    text: (table.textContent || '').trim().slice(0, 50),
  };
})`;

type TableCells = {cells: number; react: number; text: string}[];

const RECORD_PRELOADS = recordDocusaurusCalls('preload', '__preloaded');

const tableCells = (page: Page) => page.evaluate(TABLE_CELLS) as Promise<TableCells>;

for (const path of PAGES) {
  test(`${path}: no table cell is a React element (tables are served as HTML)`, async () => {
    const {context, page, problems} = await site.open(path, {viewport: {width: 390, height: 844}, isMobile: true});
    const tables = await tableCells(page);
    assert.ok(tables.length > 0, `${path} has tables`);
    assert.deepEqual(
      tables.filter((t) => t.react > 0).map((t) => t.text),
      [],
      'tables whose cells React hydrates',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a static table: hovering a link preloads its page, a click navigates without a page load, the way back draws the same cells', async () => {
  const context = await newContext(site.browser);
  await context.addInitScript(RECORD_PRELOADS);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(site.origin + long.changes.path);
  await hydrated(page);
  const before = await tableCells(page);
  const link = page.locator('article table a[href^="/docs"]').first();
  await link.scrollIntoViewIfNeeded();
  const href = (await link.getAttribute('href'))!;
  await markDocument(page);
  await link.hover();
  await page.waitForFunction(
    (target) => (window as unknown as {__preloaded: string[]}).__preloaded.includes(target),
    href,
  );
  await link.click();
  await page.waitForURL(site.origin + href);
  assert.equal(await isSameDocument(page), true, 'the click navigated without a page load');
  await page.goBack();
  await page.waitForURL(site.origin + long.changes.path);
  await page.locator('article table').first().waitFor();
  assert.equal(await isSameDocument(page), true);
  const after = await tableCells(page);
  assert.deepEqual(
    after.map((t) => [t.cells, t.text]),
    before.map((t) => [t.cells, t.text]),
    'the client draws the same tables',
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('a static table: a link opened with a modifier key is left to the browser', async () => {
  const {context, page, problems} = await site.open(long.changes.path);
  await markDocument(page);
  const link = page.locator('article table a[href^="/docs"]').first();
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click({modifiers: ['Control']})]);
  assert.equal(new URL(popup.url()).pathname, await link.getAttribute('href'));
  assert.equal(new URL(page.url()).pathname, long.changes.path, 'the page itself stays');
  assert.equal(await isSameDocument(page), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('client-side navigation to a long page draws its static tables', async () => {
  const {context, page, problems} = await site.open('/docs/6.1/ticket/create');
  await markDocument(page);
  await routerGo(page, long.changes.path);
  await page.locator('article table td').first().waitFor();
  assert.equal(await isSameDocument(page), true);
  const tables = await tableCells(page);
  assert.ok(tables.length > 0 && tables.every((t) => t.cells > 0 && t.react === 0), 'cells drawn, none by React');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a table in a closed <details> gets its keyboard stop once shown, if it scrolls, and loses it when hidden', async () => {
  const {context, page, problems} = await site.open(long.changes.path, {viewport: {width: 375, height: 740}});
  // A two-column table (a phone keeps it a table) too wide for a phone, in a closed <details> of the article.
  await page.evaluate(`(() => {
    const details = document.createElement('details');
    details.id = 'probe';
    details.innerHTML = '<summary>probe</summary><table><tr><td>probe</td><td><code>' + 'x'.repeat(300) + '</code></td></tr></table>';
    document.querySelector('article').prepend(details);
  })()`);
  const tabStop = () =>
    page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('#probe table')!;
      return table.getAttribute('tabindex') ?? table.parentElement!.getAttribute('tabindex');
    });
  // The insertion schedules the check for the next animation frame (a MutationObserver): two frames later it has run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await tabStop(), null, 'hidden: no tab stop');
  await page.locator('#probe summary').click();
  await page.waitForFunction(() => document.querySelector('#probe table')!.getAttribute('tabindex') === '0');
  await page.locator('#probe summary').click();
  await page.waitForFunction(() => !document.querySelector('#probe table')!.hasAttribute('tabindex'));
  assert.deepEqual(problems, []);
  await context.close();
});
