/**
 * What a page's start-up asks of the browser (plugins/theme-patches): loading
 * and hydrating a page builds no ICU collator or segmenter. The first
 * `localeCompare`, `Intl.Collator` or `Intl.Segmenter` of a page costs 20 to
 * 45 ms of the main thread before a phone's slowdown, and nothing a reader
 * sees at load needs one. The pages are those with the most code blocks and
 * the request builder, in both locales, on a phone and on a desktop.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, newContext} from '../support/browser';
import {suite} from '../support/behaviour';

const site = suite();

/** Counts, from before any script of the page runs, each call that builds or uses a collator or a segmenter. */
const COUNT_COLLATORS = `(() => {
  const calls = (window.__collatorCalls = []);
  const note = (what) => calls.push(what + ': ' + String(new Error().stack).split('\\n').slice(2, 4).join(' | '));
  const wrap = (owner, name) => {
    const original = owner[name];
    owner[name] = new Proxy(original, {
      apply(target, self, args) { note(name); return Reflect.apply(target, self, args); },
      construct(target, args) { note('new ' + name); return Reflect.construct(target, args); },
    });
  };
  wrap(String.prototype, 'localeCompare');
  wrap(Intl, 'Collator');
  if (Intl.Segmenter) wrap(Intl, 'Segmenter');
})()`;

const PAGES = [
  {path: '/docs/order/detail', locale: 'vi-VN', phone: true},
  {path: '/en/docs/order/detail', locale: 'en-US', phone: false},
  {path: '/docs/6.1/recipes/upsert-customer', locale: 'vi-VN', phone: false},
  {path: '/en/docs/6.1/account/list', locale: 'en-US', phone: true},
];

for (const {path, locale, phone} of PAGES) {
  test(`${path} (${phone ? 'phone' : 'desktop'}): loads and hydrates without building a collator or a segmenter`, async () => {
    const context = await newContext(site.browser, {
      locale,
      ...(phone ? {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} : {}),
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(COUNT_COLLATORS);
      await page.goto(site.origin + path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const blocks = await page.locator('pre code').count();
      assert.ok(blocks > 0, `${path} has code blocks, whose hooks are what called localeCompare`);
      const calls = (await page.evaluate('window.__collatorCalls')) as string[];
      assert.deepEqual(calls, [], `${path}: ${calls.length} calls at start-up, the first: ${calls[0]}`);
    } finally {
      await context.close();
    }
  });
}
