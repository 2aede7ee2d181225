/**
 * Every page, clean: each URL of the built sitemaps (both locales), plus an
 * unknown URL under each locale and version prefix, opened in Chromium
 * against the production build served as `npm start` serves it. Each must
 * answer the right status, hydrate (html[data-has-hydrated="true"]) and log no
 * console error or warning.
 *
 * Its own step of `npm test` (scripts/test.sh): one browser, a few pages in
 * parallel, a fresh context per URL (no state carried from page to page).
 * CRAWL_CONCURRENCY sets the number of parallel pages (default 4).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {sitemapPaths} from '../support/server';
import {newContext, hydrated} from '../support/browser';
import {suite, watchProblems} from '../support/behaviour';

const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY ?? 4);

const UNKNOWN = ['/nope', '/docs/nope', '/docs/6.0/nope', '/docs/6.1/nope'].flatMap((p) => [p, `/en${p}`]);

const site = suite();

/** Opens every path, `CONCURRENCY` at a time; returns one line per path that is not clean. */
async function crawl(paths: string[], status: number): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...paths];
  async function worker(): Promise<void> {
    // One tab per worker: the hashed assets come from its cache after the first page.
    const context = await newContext(site.browser);
    let {page, problems} = await freshPage(context);
    try {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        problems.length = 0;
        let broken = false;
        try {
          const response = await page.goto(site.origin + path, {waitUntil: 'domcontentloaded'});
          if (response?.status() !== status) problems.push(`HTTP ${response?.status()} (want ${status})`);
          await hydrated(page);
        } catch (error) {
          problems.push(`did not hydrate: ${(error as Error).message.split('\n')[0]}`);
          broken = true;
        }
        if (problems.length > 0) failures.push(`${path}\n    ${problems.map((p) => p.split('\n')[0]).join('\n    ')}`);
        if (broken) {
          // Go on from a fresh tab.
          await page.close();
          ({page, problems} = await freshPage(context));
        }
      }
    } finally {
      await context.close();
    }
  }
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  return failures;
}

async function freshPage(context: BrowserContext): Promise<{page: Page; problems: string[]}> {
  const page = await context.newPage();
  return {page, problems: watchProblems(page)};
}

const all = sitemapPaths();

test(`every Vietnamese sitemap URL hydrates with no console error or warning`, async () => {
  const paths = all.filter((p) => !p.startsWith('/en/'));
  assert.ok(paths.length > 10, `only ${paths.length} Vietnamese URLs in build/sitemap.xml`);
  const failures = await crawl(paths, 200);
  assert.deepEqual(failures, [], `${failures.length} of ${paths.length} pages are not clean:\n${failures.join('\n')}`);
});

test(`every English sitemap URL hydrates with no console error or warning`, async () => {
  const paths = all.filter((p) => p.startsWith('/en/'));
  assert.ok(paths.length > 10, `only ${paths.length} English URLs in build/en/sitemap.xml`);
  const failures = await crawl(paths, 200);
  assert.deepEqual(failures, [], `${failures.length} of ${paths.length} pages are not clean:\n${failures.join('\n')}`);
});

test(`unknown URLs under each locale and version prefix answer 404 and hydrate cleanly (${UNKNOWN.join(', ')})`, async () => {
  const failures = await crawl(UNKNOWN, 404);
  assert.deepEqual(failures, [], failures.join('\n'));
});
