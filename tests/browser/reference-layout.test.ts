/**
 * The reference layout (issue 27) in Chromium against the production build,
 * on the five heaviest reference pages of each version in both locales (the
 * width test's rule: the largest built HTML, scripts/bench/reference-page.ts).
 * At 1280×900 the first request sample starts in the first screen, in a
 * column beside the fields, and that column sticks while the fields scroll.
 * Between 1280 and 1599 px the table of contents gives way to the example
 * column and the phone's "On this page" bar takes its place: it sticks, opens
 * and its links jump (issue 33). At 375×812 a link in the first screen leads
 * to the example. At 1600×900 the table of contents is back beside the two
 * columns, without the bar.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {BUILD_DIR, sitemapPaths} from '../support/server';
import {VERSIONS, versionRoot, type VersionName} from '../../config/versions';
import {referencePagesBySize} from '../../scripts/bench/reference-page';
import {suite} from '../support/behaviour';
import {hydrated} from '../support/browser';

const site = suite();

const LOCALES = ['', '/en'];
const SCROLL = 1500;

/** The pages of a version in one locale (not those of the versions nested under the last one's /docs). */
function versionPages(all: string[], locale: string, version: VersionName): string[] {
  const root = `${locale}${versionRoot(version)}/`;
  const others = VERSIONS.filter((v) => v !== version).map((v) => `${locale}${versionRoot(v)}/`);
  return all.filter((p) => p.startsWith(root) && !others.some((o) => o.length > root.length && p.startsWith(o)));
}

/** Per version and locale, its five heaviest reference pages. */
function heaviestPages(): {group: string; paths: string[]}[] {
  const all = sitemapPaths();
  return LOCALES.flatMap((locale) =>
    VERSIONS.map((version) => {
      const paths = referencePagesBySize(BUILD_DIR, versionPages(all, locale, version))
        .slice(0, 5)
        .map((p) => p.path);
      assert.equal(paths.length, 5, `five reference pages of ${version} ${locale || '/'}`);
      return {group: `${version} ${locale || '/'}`, paths};
    }),
  );
}

type Box = {top: number; bottom: number; left: number; right: number};
type Wide = {
  sample: Box | null;
  fields: Box | null;
  samples: Box | null;
  /** Every row's top (in the document) and height. */
  rows: {top: number; height: number}[];
  toc: boolean;
};

/**
 * Row `index`'s parts and its first code block (the first row's is the first request sample), as the viewport
 * sees them. A string, not a function: tsx would wrap named helpers in a __name() call the page does not have.
 */
const wideScript = (index: number) => `(() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const rows = [...document.querySelectorAll('.markdown .api-op-row')];
  const row = rows[${index}];
  const toc = document.querySelector('.theme-doc-toc-desktop');
  return {
    sample: box(row && row.querySelector('.api-op-samples pre')),
    fields: box(row && row.querySelector('.api-op-fields')),
    samples: box(row && row.querySelector('.api-op-samples')),
    rows: rows.map((r) => ({top: r.getBoundingClientRect().top + window.scrollY, height: r.offsetHeight})),
    toc: Boolean(toc && toc.getClientRects().length > 0),
  };
})()`;

/** The "On this page" bar, when it shows: its box, whether its list is open, and its links. */
const BAR = `(() => {
  const bar = document.querySelector('.theme-doc-toc-mobile');
  if (!bar || bar.getClientRects().length === 0) return null;
  const r = bar.getBoundingClientRect();
  return {
    top: r.top,
    bottom: r.bottom,
    open: bar.querySelector('button').getAttribute('aria-expanded') === 'true',
    links: [...bar.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')),
  };
})()`;

type Bar = {top: number; bottom: number; open: boolean; links: string[]};

async function bar(page: Page): Promise<Bar | null> {
  return page.evaluate(BAR) as Promise<Bar | null>;
}

async function wide(page: Page, index = 0): Promise<Wide> {
  return page.evaluate(wideScript(index)) as Promise<Wide>;
}

/**
 * What is wrong with the layout of one page at 1280×900 (or 1600×900), and how far down its tallest row was
 * scrolled to see whether the example column sticks (0: no row tall enough to tell).
 */
async function wideProblems(page: Page, height: number): Promise<{problems: string[]; scrolled: number}> {
  const at = await wide(page);
  const problems: string[] = [];
  if (!at.sample || !at.fields || !at.samples)
    return {problems: ['no row with fields and a request sample'], scrolled: 0};
  const top = Math.round(at.sample.top);
  if (!(top > 0 && top < height)) problems.push(`the first sample's top is at ${top} px, not in the first screen`);
  if (!(at.samples.left > at.fields.right))
    problems.push(`the samples column (left ${at.samples.left}) is not beside the fields (right ${at.fields.right})`);
  // The tallest row, scrolled 1500 px past its top (less when it is shorter): a column that sticks is still in
  // view; one that does not has gone up with the row.
  const tallest = at.rows.reduce((best, row, i) => (row.height > at.rows[best]!.height ? i : best), 0);
  const row = at.rows[tallest]!;
  const scrolled = Math.max(0, Math.min(SCROLL, Math.floor(row.height - height)));
  if (scrolled < 300) return {problems, scrolled: 0};
  await page.evaluate(`window.scrollTo(0, ${Math.floor(row.top) + scrolled})`);
  const column = (await wide(page, tallest)).samples!;
  if (!(column.top >= 0 && column.top < height && column.bottom > 0))
    problems.push(
      `${scrolled} px into row ${tallest + 1}, its samples column spans ${Math.round(column.top)}–${Math.round(column.bottom)} px`,
    );
  return {problems, scrolled};
}

test('at 1280×900 the first request sample starts in the first screen, beside the fields, in a column that sticks', async (t) => {
  const context = await site.browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const failures: string[] = [];
  const tops: number[] = [];
  for (const {group, paths} of heaviestPages()) {
    let longest = 0;
    for (const url of paths) {
      await page.goto(site.origin + url);
      await hydrated(page);
      const first = await wide(page);
      tops.push(Math.round(first.sample?.top ?? Infinity));
      if (first.toc) failures.push(`${url}: the table of contents still takes a column at 1280 px`);
      if (!(await bar(page))) failures.push(`${url}: no "On this page" bar in its place at 1280 px`);
      const {problems, scrolled} = await wideProblems(page, 900);
      longest = Math.max(longest, scrolled);
      failures.push(...problems.map((p) => `${url}: ${p}`));
    }
    if (longest < SCROLL) failures.push(`${group}: no row long enough to scroll ${SCROLL} px beside its example`);
  }
  await context.close();
  assert.deepEqual(failures, [], failures.join('\n'));
  t.diagnostic(
    `first sample's top at 1280×900: ${Math.min(...tops)}–${Math.max(...tops)} px over ${tops.length} pages`,
  );
});

test('at 1600×900 the table of contents is back, beside the two columns', async () => {
  const context = await site.browser.newContext({viewport: {width: 1600, height: 900}});
  const page = await context.newPage();
  const failures: string[] = [];
  for (const {paths} of heaviestPages()) {
    const url = paths[0]!;
    await page.goto(site.origin + url);
    await hydrated(page);
    const {problems} = await wideProblems(page, 900);
    failures.push(...problems.map((p) => `${url}: ${p}`));
    await page.evaluate('window.scrollTo(0, 0)');
    if (!(await wide(page)).toc) failures.push(`${url}: no table of contents at 1600 px`);
    if (await bar(page)) failures.push(`${url}: the "On this page" bar shows beside the table of contents`);
  }
  await context.close();
  assert.deepEqual(failures, [], failures.join('\n'));
});

/**
 * Whether a link of the bar to `hash` has landed: the URL has it, the list is closed, nothing moves, and the
 * section's heading is in view below the bar (waitForFunction: a function, since the CSP forbids eval).
 */
function landedBelowBar(hash: string): boolean {
  const bar = document.querySelector('.theme-doc-toc-mobile')!;
  const open = bar.querySelector('button')!.getAttribute('aria-expanded') === 'true';
  const top = document.getElementById(decodeURIComponent(hash.slice(1)))!.getBoundingClientRect().top;
  return (
    window.location.hash === hash &&
    !open &&
    top >= bar.getBoundingClientRect().bottom - 1 &&
    top < window.innerHeight &&
    document.getAnimations().length === 0
  );
}

test('at 1280×900 the longest reference pages keep a way to jump: the "On this page" bar sticks, opens, and its links lead below it', async () => {
  const context = await site.browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  for (const {paths} of heaviestPages().filter(({group}) => group.startsWith('6.1 '))) {
    const url = paths[0]!;
    await page.goto(site.origin + url);
    await hydrated(page);
    // Deep in the tallest row, the bar is still at the top of the screen, and the example column below it.
    const {rows} = await wide(page);
    const tallest = rows.reduce((best, row, i) => (row.height > rows[best]!.height ? i : best), 0);
    await page.evaluate(`window.scrollTo(0, ${Math.floor(rows[tallest]!.top) + SCROLL})`);
    await page.waitForFunction(() => {
      const b = document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect();
      return b.top >= 0 && b.bottom < 200 && document.getAnimations().length === 0;
    });
    const stuck = await bar(page);
    assert.ok(stuck, `${url}: no "On this page" bar at 1280 px`);
    const column = (await wide(page, tallest)).samples!;
    assert.ok(
      column.top >= stuck.bottom - 1,
      `${url}: the example column (top ${column.top}) is under the bar (bottom ${stuck.bottom})`,
    );
    await page.locator('.theme-doc-toc-mobile > button').click();
    await page.waitForFunction(
      () => document.querySelector('.theme-doc-toc-mobile > button')!.getAttribute('aria-expanded') === 'true',
    );
    const {links} = (await bar(page))!;
    assert.ok(links.length >= 5, `${url}: the bar lists ${links.length} sections`);
    // Up to the first section, then down to the last one: each lands in view, below the bar, and the list closes.
    for (const hash of [links[0]!, links.at(-1)!]) {
      if (!(await bar(page))!.open) await page.locator('.theme-doc-toc-mobile > button').click();
      await page.locator(`.theme-doc-toc-mobile a[href="${hash}"]`).click();
      await page.waitForFunction(landedBelowBar, hash, {timeout: 10000});
    }
  }
  await context.close();
});

/** The jump link under the title: where it is, where it leads, and whether that id exists and is ASCII. */
const JUMP = `(() => {
  const link = document.querySelector('.markdown a[href^="#"][href$="request-example"]:not(.hash-link)');
  if (!link) return null;
  const r = link.getBoundingClientRect();
  const id = decodeURIComponent(link.getAttribute('href').slice(1));
  return {top: r.top, bottom: r.bottom, visible: r.width > 0 && r.height > 0, id, exists: Boolean(document.getElementById(id))};
})()`;

/** Whether the first request sample (the heading's example) shows in the viewport. */
const EXAMPLE_IN_VIEW = `(() => {
  const pre = document.querySelector('.markdown .api-op-samples pre');
  if (!pre) return false;
  const r = pre.getBoundingClientRect();
  return r.top >= 0 && r.top < window.innerHeight;
})()`;

test('at 375×812 a link in the first screen leads to the request example', async () => {
  const context = await site.browser.newContext({viewport: {width: 375, height: 812}});
  const page = await context.newPage();
  const failures: string[] = [];
  for (const {paths} of heaviestPages()) {
    for (const url of paths) {
      await page.goto(site.origin + url);
      await hydrated(page);
      const jump = (await page.evaluate(JUMP)) as {
        top: number;
        bottom: number;
        visible: boolean;
        id: string;
        exists: boolean;
      } | null;
      if (!jump) {
        failures.push(`${url}: no link to the request example`);
        continue;
      }
      if (!jump.visible || jump.top < 0 || jump.bottom > 812)
        failures.push(`${url}: the jump link spans ${Math.round(jump.top)}–${Math.round(jump.bottom)} px`);
      if (!/^[A-Za-z0-9_-]+$/.test(jump.id) || !jump.exists) failures.push(`${url}: it leads to #${jump.id}`);
      if ((await page.evaluate(EXAMPLE_IN_VIEW)) as boolean) failures.push(`${url}: the example is in view already`);
      await page.click(`.markdown a[href="#${jump.id}"]:not(.hash-link)`);
      try {
        await page.waitForFunction(EXAMPLE_IN_VIEW, undefined, {timeout: 5000});
      } catch {
        failures.push(`${url}: following the link leaves the example out of view`);
      }
    }
  }
  await context.close();
  assert.deepEqual(failures, [], failures.join('\n'));
});
