/**
 * First-load budget (issue 14): the JS and CSS a reader's browser fetches
 * until the page has hydrated, on the landing page and on the heaviest
 * reference page, may not outgrow config/budgets.json. Byte counts only
 * (brotli, as served), never timings. Which files load is read from Chromium
 * (tests/support/browser.ts firstLoadFiles); their sizes from the build's `.br`
 * files (a file too small to have one is served, and counted, as it is). A file is named without its content hash, so a failure names the
 * chunk that grew (or the new one).
 *
 * After a change that is meant to cost bytes: UPDATE_BUDGETS=1 node --import
 * tsx --test tests/browser/budget.test.ts, and say why in the commit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/server';
import {heaviestReferencePage} from '../../scripts/bench/reference-page';
import {suite} from '../support/behaviour';
import {firstLoadFiles, hydrated, stableName} from '../support/browser';

const site = suite();

const BUDGET_FILE = path.resolve('config/budgets.json');

/** Bytes (brotli) per file name without hash, per kind. */
export type Sizes = {js: Record<string, number>; css: Record<string, number>};
export type Budgets = {headroom: number; pages: Record<string, Sizes>};

/** What grew past its budget (with the headroom), what is new; empty when all is within. */
export function overBudget(page: string, sizes: Sizes, budget: Sizes | undefined, headroom: number): string[] {
  if (!budget) return [`${page}: no budget in config/budgets.json`];
  const problems: string[] = [];
  for (const kind of ['js', 'css'] as const) {
    for (const [name, bytes] of Object.entries(sizes[kind])) {
      const allowed = budget[kind][name];
      if (allowed === undefined) problems.push(`${page}: new ${kind} file ${name} (${bytes} B) has no budget`);
      else if (bytes > Math.ceil(allowed * (1 + headroom))) {
        problems.push(`${page}: ${name} grew from ${allowed} B to ${bytes} B (+${bytes - allowed} B)`);
      }
    }
    const total = Object.values(sizes[kind]).reduce((a, b) => a + b, 0);
    const allowedTotal = Object.values(budget[kind]).reduce((a, b) => a + b, 0);
    if (total > Math.ceil(allowedTotal * (1 + headroom))) {
      problems.push(`${page}: first-load ${kind} ${total} B is over its total of ${allowedTotal} B`);
    }
  }
  return problems;
}

/** The same-origin scripts and style sheets a page requests until it has hydrated, with their brotli sizes. */
async function firstLoad(url: string): Promise<Sizes> {
  const files = await firstLoadFiles(site.browser, site.origin, url);
  const sizes: Sizes = {js: {}, css: {}};
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    // As served: the brotli twin, or the file itself when it is too small to have one.
    const served = [`${file}.br`, file].map((f) => path.join(BUILD_DIR, f)).find(fs.existsSync)!;
    sizes[kind][stableName(file)] = fs.statSync(served).size;
  }
  return sizes;
}

test('first-load JS and CSS of the landing page and of the heaviest reference page stay within config/budgets.json', async () => {
  const reference = heaviestReferencePage(BUILD_DIR).path;
  const pages = ['/', reference];
  const measured: Record<string, Sizes> = {};
  for (const p of pages) measured[p] = await firstLoad(p);
  if (process.env.UPDATE_BUDGETS) {
    const headroom = 0.02;
    fs.writeFileSync(BUDGET_FILE, JSON.stringify({headroom, pages: measured} satisfies Budgets, null, 2) + '\n');
  }
  const budgets: Budgets = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  assert.deepEqual(
    Object.keys(budgets.pages).sort(),
    [...pages].sort(),
    `the budget covers the landing page and the heaviest reference page (now ${reference}); UPDATE_BUDGETS=1 rewrites it`,
  );
  for (const p of pages) {
    assert.ok(Object.keys(measured[p]!.js).length > 0, `${p} loads scripts`);
    assert.ok(Object.keys(measured[p]!.css).length > 0, `${p} loads a style sheet`);
  }
  const problems = pages.flatMap((p) => overBudget(p, measured[p]!, budgets.pages[p], budgets.headroom));
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('the page actions menu adds only its button to the first load: its chunk is requested when it opens', async (t) => {
  const reference = heaviestReferencePage(BUILD_DIR).path;
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (/\/page-actions-menu\.[0-9a-f]{8}\.js$/.test(pathname)) chunks.push(pathname);
  });
  await page.goto(site.origin + reference);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(chunks, [], 'the menu chunk is not requested on page load');
  await page.locator('#page-actions').focus();
  await page.keyboard.press('Enter');
  await page.locator('#page-actions-menu').waitFor({state: 'visible'});
  assert.equal(chunks.length, 1, 'the menu chunk is requested when the menu opens');
  t.diagnostic(
    `page actions menu chunk: ${fs.statSync(path.join(BUILD_DIR, `${chunks[0]}.br`)).size} B brotli, on open`,
  );
  await context.close();
});

test('the budget check can fail: a chunk one byte over its budget plus headroom, a new chunk, a grown total', () => {
  const budget: Sizes = {js: {'main.js': 1000, 'runtime~main.js': 100}, css: {'styles.css': 500}};
  assert.deepEqual(overBudget('/', budget, budget, 0.02), []);
  assert.deepEqual(overBudget('/', {...budget, js: {...budget.js, 'main.js': 1020}}, budget, 0.02), []);
  assert.deepEqual(overBudget('/', {...budget, js: {...budget.js, 'main.js': 1021}}, budget, 0.02), [
    '/: main.js grew from 1000 B to 1021 B (+21 B)',
  ]);
  assert.deepEqual(overBudget('/', {...budget, js: {...budget.js, '1234abcd.js': 10}}, budget, 0), [
    '/: new js file 1234abcd.js (10 B) has no budget',
    '/: first-load js 1110 B is over its total of 1100 B',
  ]);
  assert.equal(stableName('/assets/js/runtime~main.fa6dfced.js'), 'runtime~main.js');
  assert.equal(stableName('/assets/css/styles.5ce617b2.css'), 'styles.css');
});
