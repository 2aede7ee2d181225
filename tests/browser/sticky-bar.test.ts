/**
 * The sticky "On this page" bar and the top of a reference page (issue 42), in Chromium against the production
 * build, on a long reference page with its request builder open, both locales, at 390×844 on a touch screen
 * and at 1440×900 (where the bar stands in for the table of contents beside the example column):
 * - wherever the page is scrolled, with the navbar shown and hidden (it hides on the way down and comes back on
 *   the way up), a stuck bar sits flush under the navbar, or at the top while the navbar is hidden: no gap
 *   where the page shows through, no overlap;
 * - every control of the builder the keyboard moves to, forward and back, lies clear of the navbar and the bar;
 * - at 360 and 430 px the source line under the title is one run of text (not narrow columns), the title is at
 *   most two lines, and the "Use with AI" button is not beside it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {suite} from '../support/behaviour';
import {hydrated} from '../support/browser';

const site = suite();

const PAGES = ['/docs/6.1/account/list', '/en/docs/6.1/account/list'];

const SCREENS = [
  {name: '390×844 touch', viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true},
  {name: '1440×900', viewport: {width: 1440, height: 900}, hasTouch: false, isMobile: false},
] as const;

/** How far a stuck bar may sit from where it belongs, and how close a focused control may come to it (px). */
const TOLERANCE = 1;

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.origin + url);
  await hydrated(page);
  return page;
}

/** Opens the page's first request builder and waits for its form. */
async function openBuilder(page: Page): Promise<void> {
  await page.locator('[data-api-builder] > button').first().click();
  await page.locator('[data-api-builder] [id^="request-builder-"] form').first().waitFor();
}

/**
 * True once nothing moves: no animation or transition runs (the navbar sliding, the bar following it) and the
 * scroll position, the bar's box and the navbar's classes read the same for three frames in a row.
 */
function settled(): boolean {
  const w = window as unknown as {__settle?: {key: string; frames: number}};
  const bar = document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect();
  const key = [window.scrollY, bar.top, bar.bottom, document.querySelector('nav.navbar')!.className].join();
  const quiet = document.getAnimations().length === 0;
  w.__settle = w.__settle?.key === key && quiet ? {key, frames: w.__settle.frames + 1} : {key, frames: 0};
  return w.__settle.frames >= 3;
}

async function settle(page: Page): Promise<void> {
  // Three fresh frames: a count left from the last wait would end this one before the page reacts.
  await page.evaluate(() => delete (window as unknown as {__settle?: unknown}).__settle);
  await page.waitForFunction(settled, undefined, {polling: 'raf', timeout: 10000});
}

type Place = {navbarShown: boolean; navbarBottom: number; stuck: boolean; barTop: number; barBottom: number};

/** Where the navbar and the bar are: the bar is stuck when it sits at its sticky (or fixed) top. */
function place(): Place {
  const nav = document.querySelector('nav.navbar')!.getBoundingClientRect();
  const el = document.querySelector('.theme-doc-toc-mobile')!;
  const bar = el.getBoundingClientRect();
  const top = parseFloat(getComputedStyle(el).top) || 0;
  return {
    navbarShown: nav.bottom > 0,
    navbarBottom: Math.max(0, nav.bottom),
    stuck: Math.abs(bar.top - top) < 1.5 && window.scrollY > 0,
    barTop: bar.top,
    barBottom: bar.bottom,
  };
}

/** The focused control, where it is, and whether its middle is what the window shows there. */
function focused(): {label: string; top: number; bottom: number; shows: boolean} | null {
  const el = document.activeElement;
  if (!el || el === document.body || !el.closest('[data-api-builder]')) return null;
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + r.height / 2);
  const label =
    el.getAttribute('aria-label') ||
    el.closest('label')?.textContent?.trim().slice(0, 40) ||
    el.textContent?.trim().slice(0, 40) ||
    (el as HTMLInputElement).name ||
    el.tagName;
  const shows =
    !!hit && (el === hit || el.contains(hit) || hit.contains(el) || hit.closest('label')?.contains(el) === true);
  return {label: `${el.tagName.toLowerCase()} "${label}"`, top: r.top, bottom: r.bottom, shows};
}

/** The gap (or overlap, negative) between a stuck bar and the navbar above it, or the window's top. */
function gapProblem(where: string, p: Place): string[] {
  if (!p.stuck) return [];
  const gap = p.barTop - p.navbarBottom;
  return Math.abs(gap) > TOLERANCE
    ? [
        `${where}: the bar's top is ${Math.round(gap)} px ${gap > 0 ? 'below' : 'above'} the navbar's bottom (navbar ${p.navbarShown ? 'shown' : 'hidden'})`,
      ]
    : [];
}

for (const screen of SCREENS) {
  test(`${screen.name}: the stuck bar sits flush under the navbar or at the top, and covers no focused control, both locales`, async () => {
    const context = await site.browser.newContext({
      viewport: screen.viewport,
      hasTouch: screen.hasTouch,
      isMobile: screen.isMobile,
      deviceScaleFactor: 1,
    });
    const failures: string[] = [];
    for (const url of PAGES) {
      const page = await open(context, url);
      await openBuilder(page);
      await page.evaluate('window.scrollTo(0, 0)');
      await settle(page);
      // Down the page in steps (the navbar hides), then back up a little at a time (it comes back).
      const seen = {hidden: 0, shown: 0};
      const end = (await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')) as number;
      const steps = [...Array.from({length: 8}, (_, i) => 400 + i * 500), ...[-150, -150, -300]];
      for (const dy of steps) {
        await page.mouse.move(screen.viewport.width / 2, screen.viewport.height / 2);
        await page.mouse.wheel(0, dy);
        await settle(page);
        const p = (await page.evaluate(place)) as Place;
        const y = (await page.evaluate('window.scrollY')) as number;
        if (p.stuck) seen[p.navbarShown ? 'shown' : 'hidden'] += 1;
        failures.push(...gapProblem(`${url} at ${y} px of ${end}`, p));
      }
      if (seen.hidden === 0 || seen.shown === 0)
        failures.push(`${url}: the bar was stuck with the navbar hidden ${seen.hidden}, shown ${seen.shown} times`);

      // The keyboard through the builder, forward until it leaves the builder, then as far back: each control it
      // lands on (the checkboxes, the filters, the mock address) is clear of the navbar and the bar.
      await page.locator('[data-api-builder] > button').first().focus();
      let visited = 0;
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0, inside = true; inside && i < 120; i++) {
          await page.keyboard.press(key);
          await settle(page);
          const control = (await page.evaluate(focused)) as ReturnType<typeof focused>;
          inside = control !== null;
          if (!control) continue;
          visited += 1;
          const p = (await page.evaluate(place)) as Place;
          failures.push(...gapProblem(`${url} at ${control.label}`, p));
          const clear = Math.max(p.navbarBottom, p.stuck ? p.barBottom : 0);
          if (control.top < clear - TOLERANCE || !control.shows)
            failures.push(
              `${url}: ${key} to ${control.label}: its top at ${Math.round(control.top)} px lies under the ${p.stuck ? 'bar' : 'navbar'} (clear from ${Math.round(clear)} px)`,
            );
          if (control.bottom > screen.viewport.height + TOLERANCE)
            failures.push(`${url}: ${key} to ${control.label}: below the window`);
        }
      }
      if (visited < 20) failures.push(`${url}: the keyboard reached ${visited} controls of the builder`);
      await page.close();
    }
    await context.close();
    const distinct = [...new Set(failures)];
    assert.deepEqual(distinct, [], distinct.join('\n'));
  });
}

/** The top of the page: the source line's parts, the title's lines and where the page actions button is. */
function top(): {parts: number[]; titleLines: number; buttonBesideTitle: boolean} {
  const line = document.querySelector('article [data-evidence]')!;
  const width = line.getBoundingClientRect().width;
  const parts = Array.from(line.children).map((c) => Math.round((c.getBoundingClientRect().width / width) * 100));
  const h1 = document.querySelector('article h1')!;
  const lineHeight = parseFloat(getComputedStyle(h1).lineHeight);
  const title = h1.getBoundingClientRect();
  const button = document.querySelector('#page-actions')!.getBoundingClientRect();
  return {
    parts,
    titleLines: Math.round(title.height / lineHeight),
    buttonBesideTitle: button.bottom > title.top + 1 && button.top < title.bottom - 1,
  };
}

test('at 360 and 430 px the source line is one run of text, the title at most two lines and the actions not beside it, both locales', async () => {
  const failures: string[] = [];
  for (const width of [360, 430]) {
    const context = await site.browser.newContext({
      viewport: {width, height: 800},
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    for (const url of PAGES) {
      const page = await open(context, url);
      const t = (await page.evaluate(top)) as ReturnType<typeof top>;
      // One part holding the words, at least four fifths of the line's width.
      if (t.parts.length !== 1 || t.parts[0]! < 80)
        failures.push(`${url} at ${width} px: the source line's parts take ${t.parts.join(', ')} % of its width`);
      if (t.titleLines > 2) failures.push(`${url} at ${width} px: the title takes ${t.titleLines} lines`);
      if (t.buttonBesideTitle) failures.push(`${url} at ${width} px: "Use with AI" sits beside the title`);
      await page.close();
    }
    await context.close();
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});
