/**
 * A page paints before its scripts run (config/ssr-template.ts): the HTML's
 * inline loader inserts `runtime~main` and `main` once the first contentful
 * paint has happened and the HTML is parsed, and the page then hydrates.
 * Where the browser gives no paint timing, the loader starts them when the
 * HTML is parsed. Both locales, phone and desktop, on the heaviest reference
 * page and the landing page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, newContext, stableName} from '../support/browser';
import {suite} from '../support/behaviour';

const site = suite();

/** Notes, from before the page's own scripts, when each external script element enters the document. */
const NOTE_SCRIPTS = `(() => {
  const seen = (window.__scriptsInserted = []);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes)
      if (node.nodeName === 'SCRIPT' && node.src) seen.push({src: node.src.split('/').pop(), at: performance.now()});
  }).observe(document, {childList: true, subtree: true});
})()`;

/** Takes paint timing away, as in a browser without it. */
const NO_PAINT_TIMING = `Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => ['navigation', 'resource']});`;

type Inserted = {src: string; at: number};

const PAGES = [
  {path: '/docs/order/detail', locale: 'vi-VN', phone: true},
  {path: '/en/docs/order/detail', locale: 'en-US', phone: false},
  {path: '/', locale: 'vi-VN', phone: false},
  {path: '/en/', locale: 'en-US', phone: true},
];

for (const {path, locale, phone} of PAGES) {
  test(`${path} (${phone ? 'phone' : 'desktop'}): runtime~main and main are inserted after the first contentful paint, then the page hydrates`, async () => {
    const context = await newContext(site.browser, {
      locale,
      ...(phone ? {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} : {}),
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(NOTE_SCRIPTS);
      await page.goto(site.origin + path);
      await hydrated(page);
      const {inserted, fcp, parsed} = (await page.evaluate(`({
        inserted: window.__scriptsInserted,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        parsed: performance.getEntriesByType('navigation')[0].domInteractive,
      })`)) as {inserted: Inserted[]; fcp: number | undefined; parsed: number};
      assert.ok(fcp !== undefined, `${path}: no first contentful paint`);
      const first = inserted.slice(0, 2);
      assert.deepEqual(
        first.map(({src}) => stableName(src)),
        ['runtime~main.js', 'main.js'],
        `${path}: the first scripts inserted were ${inserted.map(({src}) => src).join(', ') || 'none'}`,
      );
      for (const {src, at} of first) {
        assert.ok(
          at >= fcp,
          `${path}: ${src} was inserted at ${at.toFixed(0)} ms, before the first contentful paint at ${fcp.toFixed(0)} ms`,
        );
        assert.ok(
          at >= parsed,
          `${path}: ${src} was inserted at ${at.toFixed(0)} ms, before the HTML was parsed at ${parsed.toFixed(0)} ms`,
        );
      }
    } finally {
      await context.close();
    }
  });
}

test('without paint timing the scripts start when the HTML is parsed, and the page hydrates', async () => {
  const context = await newContext(site.browser, {locale: 'vi-VN'});
  try {
    const page = await context.newPage();
    await page.addInitScript(NO_PAINT_TIMING);
    await page.addInitScript(NOTE_SCRIPTS);
    await page.goto(site.origin + '/docs/order/detail');
    await hydrated(page);
    const {inserted, parsed} = (await page.evaluate(`({
      inserted: window.__scriptsInserted,
      parsed: performance.getEntriesByType('navigation')[0].domInteractive,
    })`)) as {inserted: Inserted[]; parsed: number};
    assert.deepEqual(
      inserted.slice(0, 2).map(({src}) => stableName(src)),
      ['runtime~main.js', 'main.js'],
    );
    for (const {src, at} of inserted.slice(0, 2))
      assert.ok(at >= parsed, `${src} was inserted before the HTML was parsed`);
  } finally {
    await context.close();
  }
});
