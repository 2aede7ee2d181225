/**
 * What search costs a reader (issue 14), in Chromium against the production
 * build: the first query, from opening the dialog to its results, transfers
 * at most 150 KB in at most 15 requests in both locales (byte counts, never
 * timings); the results past the first screen load their excerpts only when
 * the reader scrolls to them; the result links do not prefetch their pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page, Request} from 'playwright-core';
import {suite} from '../support/behaviour';
import {openForSearch} from '../support/search';

const site = suite();

const BUDGET_BYTES = 150 * 1024;
const BUDGET_REQUESTS = 15;

type Transfer = {bytes: number; requests: string[]};

/**
 * The chunks the page itself asked to prefetch (Docusaurus's <Link> prefetches
 * the pages of the links in view, the sidebar's among them), once its idle
 * work has run. On a busy machine Chromium may fetch them late, while a query
 * is metered: they are the page's cost, not the search's.
 */
async function pagePrefetches(page: Page): Promise<Set<string>> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
      (link) => new URL(link.href).pathname,
    ),
  );
  return new Set(hrefs);
}

/** Counts what the page transfers (bodies and headers) from now until `stop` is called, except `ignored` paths. */
function meter(page: Page, ignored: ReadonlySet<string> = new Set()): {stop: () => Promise<Transfer>} {
  const pending: Promise<void>[] = [];
  const result: Transfer = {bytes: 0, requests: []};
  const onFinished = (request: Request) => {
    if (ignored.has(new URL(request.url()).pathname)) return;
    pending.push(
      request.sizes().then((s) => {
        result.bytes += s.responseBodySize + s.responseHeadersSize;
        result.requests.push(`${request.resourceType()} ${new URL(request.url()).pathname} (${s.responseBodySize} B)`);
      }),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    async stop() {
      await Promise.all(pending);
      page.off('requestfinished', onFinished);
      return result;
    },
  };
}

const options = (page: Page) => page.locator('dialog [role="option"]');

for (const [path, query] of [
  ['/docs/6.1/sale-order/create', 'khach hang'],
  ['/en/docs/6.1/sale-order/create', 'customer'],
] as const) {
  test(`first query "${query}" on ${path}: at most 150 KB in 15 requests; later results load on scroll`, async () => {
    const {page, problems} = await open(path);
    await page.waitForLoadState('networkidle');
    const cost = meter(page, await pagePrefetches(page));
    await page.locator('button[aria-haspopup="dialog"]').click();
    // Away from the results, so no result is hovered (hovering loads its page, as intended).
    await page.mouse.move(0, 0);
    await page.locator('dialog input[role="combobox"]').fill(query);
    await page.waitForFunction(() => document.querySelectorAll('dialog [role="option"]').length > 0);
    await page.waitForLoadState('networkidle');
    const first = await cost.stop();
    const shown = await options(page).count();
    const detail = first.requests.join('\n  ');
    assert.ok(first.bytes <= BUDGET_BYTES, `${(first.bytes / 1024).toFixed(1)} KB:\n  ${detail}`);
    assert.ok(first.requests.length <= BUDGET_REQUESTS, `${first.requests.length} requests:\n  ${detail}`);
    assert.deepEqual(
      first.requests.filter((r) => r.startsWith('other /assets/')),
      [],
      'no result page is prefetched',
    );
    assert.equal(shown, 5, 'the first screen of results');
    assert.equal(
      first.requests.filter((r) => r.includes(' /pagefind/fragment/')).length,
      shown,
      'one fragment per result shown',
    );

    const later = meter(page);
    await page.locator('dialog').evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('dialog [role="option"]').length > n, shown);
    await page.waitForLoadState('networkidle');
    const more = await later.stop();
    assert.ok(
      more.requests.some((r) => r.includes(' /pagefind/fragment/')),
      `their excerpts load now:\n  ${more.requests.join('\n  ')}`,
    );
    assert.deepEqual(problems, []);
    await page.context().close();
  });
}

async function open(path: string) {
  return openForSearch(site, path);
}
