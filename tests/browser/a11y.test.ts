/**
 * Accessibility: axe (WCAG 2.1 A and AA rules) finds no violation on the
 * landing pages, a guide page, a reference page, the not-found pages and the
 * search page, in the light and the dark theme, at 1280 px and at 375 px,
 * against the production build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {hydrated} from '../support/browser';
import {suite} from '../support/behaviour';

const site = suite();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PAGES = [
  '/', // landing
  '/en/',
  '/docs/6.1/needed_info', // guide
  '/en/markdown-page',
  '/docs/6.1/ticket/create', // API reference
  '/nope', // not found
  '/en/docs/6.0/nope',
  '/search',
];

const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 375, height: 740}} as const;

function describe(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

for (const themeName of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: no WCAG 2.1 AA violation, ${themeName} theme, ${width} (${viewport.width} px)`, async () => {
      const context = await site.browser.newContext({viewport, reducedMotion: 'reduce'});
      // The reader's stored choice, applied before the first paint (as for a returning reader).
      await context.addInitScript(`try { localStorage.setItem('theme', '${themeName}'); } catch {}`);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(site.origin + path);
        await hydrated(page);
        assert.equal(await page.locator('html').getAttribute('data-theme'), themeName, path);
        // Let the post-hydration fix run (src/lib/scrollRegions.ts, on a later frame): wait until every
        // table that scrolls sideways, or its scrolling wrapper, can take the focus. If the fix never
        // comes, this wait times out and the test fails.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLElement>('main table')).every((table) => {
            const box = [table, table.parentElement].find(
              (el) => !!el && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
            );
            return !box || box.hasAttribute('tabindex');
          }),
        );
        const {violations} = await new AxeBuilder({page}).withTags(TAGS).analyze();
        if (violations.length > 0) found.push(`${path}:\n  ${describe(violations)}`);
      }
      await context.close();
      assert.deepEqual(found, [], found.join('\n'));
    });
  }
}
