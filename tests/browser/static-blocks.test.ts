/**
 * Blocks kept as the server drew them (src/lib/serverHtml.ts, ApiFields): a
 * reference page hydrates without an element or fiber of React's per field,
 * the folds still fold, and after a client-side navigation between two
 * reference pages the next page's field lists are its own, drawn by React,
 * as a page load shows them, with no fold the reader closed on the page left.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated} from '../support/browser';
import {isSameDocument, markDocument, routerGo, suite} from '../support/behaviour';

const site = suite();

/** The field lists' elements, and how many of them React manages (they carry a fiber). */
const fieldElements = (page: Page) =>
  page.$$eval('[data-static] *', (elements) => ({
    all: elements.length,
    managed: elements.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'))).length,
  }));

/** The text of each field list, in page order. */
const fieldTexts = (page: Page) => page.$$eval('[data-static]', (lists) => lists.map((l) => l.textContent ?? ''));

for (const path of ['/docs/order/detail', '/en/docs/6.1/account/list']) {
  test(`${path}: the field lists hydrate as the server drew them, no element of theirs managed by React`, async () => {
    const {context, page, problems} = await site.open(path, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    try {
      const {all, managed} = await fieldElements(page);
      assert.ok(all > 100, `${path} has field lists (${all} elements)`);
      assert.equal(managed, 0, `${path}: ${managed} of the field lists' ${all} elements hydrated one by one`);
      const fold = page.locator('[data-static] details').first();
      assert.equal(await fold.getAttribute('open'), '', 'a fold starts open');
      await fold.locator(':scope > summary').click();
      assert.equal(await fold.getAttribute('open'), null, 'and closes when its summary is clicked');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('after a client-side navigation a reference page draws its own field lists', async () => {
  const {context, page, problems} = await site.open('/docs/order/create');
  try {
    await page.locator('[data-static] details').first().locator(':scope > summary').click();
    await markDocument(page);
    await routerGo(page, '/docs/order/list');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Danh sách'));
    assert.ok(await isSameDocument(page), 'the navigation stayed in the page');
    const navigated = await fieldTexts(page);
    assert.ok((await fieldElements(page)).managed > 0, 'after a navigation React draws the lists itself');
    const loaded = await context.newPage();
    await loaded.goto(site.origin + '/docs/order/list');
    await hydrated(loaded);
    assert.deepEqual(navigated, await fieldTexts(loaded), 'the same fields as a page load of /docs/order/list');
    assert.equal(
      await page.locator('[data-static] details:not([open])').count(),
      0,
      'no fold closed on the page left behind comes along',
    );
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
