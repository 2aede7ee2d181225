/**
 * Phones (issue 33) in Chromium against the production build, at 375×812 on
 * a touch screen (hasTouch and isMobile: `(pointer: coarse)` and `(hover:
 * none)` match), on long pages in both locales:
 * - the sticky "On this page" bar covers what scrolls under it, wherever the
 *   page is scrolled to: every point of its box hits the bar, and its pixels
 *   are the same with all that scrolls hidden (nothing under it shows
 *   through, nothing draws over it);
 * - the code blocks' copy and wrap buttons show without hover, above the code
 *   rather than over it;
 * - every control of the page actions (button and menu), the code blocks, the
 *   endpoint box, the domain field, the request builder and the page feedback
 *   is at least TARGET px on each side, and no button's text runs out of it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {suite} from '../support/behaviour';
import {hydrated} from '../support/browser';

const site = suite();

/** The least side of a control on a touch screen (--site-target-size, src/css/custom.css): WCAG 2.5.5's 44 px. */
const TARGET = 44;

const LONG_PAGES = [
  '/docs/6.1/account/list',
  '/en/docs/6.1/account/list',
  '/docs/6.1/mock-server',
  '/en/docs/6.1/mock-server',
  '/en/docs/6.1/needed_info',
];

/** Pages with a request builder (and its filter rows), both locales. */
const BUILDER_PAGES = ['/docs/6.1/account/list', '/en/docs/6.1/account/list'];

async function phone(): Promise<BrowserContext> {
  return site.browser.newContext({
    viewport: {width: 375, height: 812},
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.origin + url);
  await hydrated(page);
  return page;
}

/**
 * True once nothing moves: no animation or transition runs (the navbar hiding, the bar following it) and the
 * scroll position, the bar's box and the navbar's classes read the same for three frames in a row. Polled per
 * frame (waitForFunction: a function, since the site's CSP forbids evaluating a string).
 */
function settled(): boolean {
  const w = window as unknown as {__settle?: {key: string; frames: number}};
  const bar = document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect();
  const key = [window.scrollY, bar.top, bar.bottom, document.querySelector('nav.navbar')!.className].join();
  const quiet = document.getAnimations().length === 0;
  w.__settle = w.__settle?.key === key && quiet ? {key, frames: w.__settle.frames + 1} : {key, frames: 0};
  return w.__settle.frames >= 3;
}

/**
 * The bar's box (whole pixels inside it, its rounded corners left out), the points of a grid over it whose
 * topmost element is not the bar's, and whether anything of the page lies under it.
 */
const BAR_HITS = `(() => {
  const bar = document.querySelector('.theme-doc-toc-mobile');
  const r = bar.getBoundingClientRect();
  const misses = [];
  for (let x = r.left + 1; x < r.right - 1; x += 8) {
    for (let y = r.top + 1; y < r.bottom - 1; y += 5) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !bar.contains(hit)) misses.push(Math.round(x) + ',' + Math.round(y) + ' ' + (hit ? hit.tagName.toLowerCase() + ' "' + (hit.textContent || '').trim().slice(0, 30) + '"' : 'nothing'));
    }
  }
  // Under the bar: a line of the page's text (an element with text, shorter than a screen, beside the bar's own).
  const under = [0.1, 0.3, 0.5, 0.7, 0.9].some((f) => document.elementsFromPoint(r.left + r.width * f, r.top + r.height / 2)
    .some((el) => !bar.contains(el) && !el.contains(bar) && el.getBoundingClientRect().height < 400 && (el.textContent || '').trim() !== ''));
  const radius = 8;
  return {
    clip: {x: Math.ceil(r.left + radius), y: Math.ceil(r.top), width: Math.floor(r.width - 2 * radius), height: Math.floor(r.bottom) - Math.ceil(r.top)},
    misses,
    under,
  };
})()`;

/**
 * Hides all that scrolls (visibility keeps the layout): everything but the bar and the navbar above it (whose
 * shadow may fall on the bar's top edge), so a second screenshot shows the bar over nothing; then shows it all
 * again. Inline styles: the CSP lets no <style> element in.
 */
const HIDE_ALL_BUT_BAR = `(() => {
  const kept = [document.querySelector('.theme-doc-toc-mobile'), document.querySelector('nav.navbar')];
  window.__hidden = [];
  for (const el of [document.body, ...document.body.querySelectorAll('*')]) {
    if (kept.some((k) => k.contains(el) && k !== el)) continue;
    window.__hidden.push([el, el.style.getPropertyValue('visibility'), el.style.getPropertyPriority('visibility')]);
    el.style.setProperty('visibility', kept.includes(el) ? 'visible' : 'hidden', 'important');
  }
})()`;

const SHOW_ALL = `(() => {
  for (const [el, value, priority] of window.__hidden) {
    if (value) el.style.setProperty('visibility', value, priority);
    else el.style.removeProperty('visibility');
  }
})()`;

test('at 375×812 the sticky "On this page" bar covers what scrolls under it, wherever the page is, both locales', async () => {
  const context = await phone();
  const failures: string[] = [];
  for (const url of LONG_PAGES) {
    const page = await open(context, url);
    const end = (await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')) as number;
    let covered = 0;
    // Eight places through the page and its very end (there the bar floats past the article).
    for (const y of [...Array.from({length: 8}, (_, i) => Math.round((end * (i + 1)) / 9)), end]) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForFunction(settled, undefined, {polling: 'raf', timeout: 10000});
      const {clip, misses, under} = (await page.evaluate(BAR_HITS)) as {
        clip: {x: number; y: number; width: number; height: number};
        misses: string[];
        under: boolean;
      };
      if (misses.length) failures.push(`${url} at ${y} px: points of the bar hit ${misses.slice(0, 3).join('; ')}`);
      const withPage = await page.screenshot({clip});
      await page.evaluate(HIDE_ALL_BUT_BAR);
      const alone = await page.screenshot({clip});
      await page.evaluate(SHOW_ALL);
      if (!withPage.equals(alone)) failures.push(`${url} at ${y} px: what lies under the bar shows in it`);
      if (under) covered++;
    }
    // The check means something only where the bar has the page's text under it.
    if (covered < 5) failures.push(`${url}: the bar had text under it at ${covered} of 9 places`);
    await page.close();
  }
  await context.close();
  assert.deepEqual(failures, [], failures.join('\n'));
});

/** Per code block with buttons: their computed opacity and visibility, and how far they reach below the first line's top. */
const CODE_BUTTONS = `(() => [...document.querySelectorAll('.theme-code-block')].flatMap((block) => {
  const buttons = [...block.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0);
  const line = block.querySelector('pre code > *');
  if (!buttons.length || !line) return [];
  const top = line.getBoundingClientRect().top;
  return buttons.map((b) => ({
    label: b.getAttribute('aria-label') || b.textContent.trim(),
    opacity: getComputedStyle(b).opacity,
    visibility: getComputedStyle(b).visibility,
    over: Math.round(b.getBoundingClientRect().bottom - top),
  }));
}))()`;

test('on a touch screen the code blocks show their copy and wrap buttons, above the code, not over it', async () => {
  const context = await phone();
  const failures: string[] = [];
  for (const url of LONG_PAGES) {
    const page = await open(context, url);
    // The buttons are drawn in the browser only (the theme's BrowserOnly), right after hydration.
    await page.locator('.theme-code-block button').first().waitFor();
    const buttons = (await page.evaluate(CODE_BUTTONS)) as {
      label: string;
      opacity: string;
      visibility: string;
      over: number;
    }[];
    if (buttons.length < 2) failures.push(`${url}: ${buttons.length} code block buttons`);
    for (const b of buttons) {
      if (b.opacity !== '1' || b.visibility !== 'visible')
        failures.push(`${url}: "${b.label}" has opacity ${b.opacity}, visibility ${b.visibility}`);
      if (b.over > 0) failures.push(`${url}: "${b.label}" covers the first line of its code by ${b.over} px`);
    }
    await page.close();
  }
  await context.close();
  assert.deepEqual(failures, [], failures.join('\n'));
});

/** The controls the test measures, by what they are. The builder's checkboxes count by their label. */
const CONTROLS: readonly (readonly [string, string])[] = [
  ['"On this page"', '.theme-doc-toc-mobile > button'],
  ['page actions', '#page-actions'],
  ['page actions menu', '#page-actions-menu [role="menuitem"]'],
  ['code block', '.theme-code-block button'],
  ['endpoint box', '[class*="endpoint_"] button'],
  ['domain field', 'form[class*="field_"] :is(button, input)'],
  ['builder', '[data-api-builder] > button'],
  ['builder panel', '[data-api-builder] [id^="request-builder-"] :is(button, select, input:not([type="checkbox"]))'],
  ['builder panel', '[data-api-builder] [id^="request-builder-"] label:has(> input[type="checkbox"])'],
  ['page feedback', '[aria-labelledby="docs-feedback-question"] button'],
];

/** Every shown control of CONTROLS: its kind, words, size, and whether its text runs out of it. */
const measureScript = (controls: readonly (readonly [string, string])[]) => `(() => {
  const range = document.createRange();
  return ${JSON.stringify(controls)}.flatMap(([kind, selector]) => [...document.querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const r = el.getBoundingClientRect();
      range.selectNodeContents(el);
      const spills = el.scrollWidth > el.clientWidth + 1 || [...range.getClientRects()].some((t) =>
        t.width > 0 && (t.left < r.left - 1 || t.right > r.right + 1 || t.top < r.top - 1 || t.bottom > r.bottom + 1));
      const label = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('type') || '').trim().replace(/\\s+/g, ' ');
      return {kind, label: label.slice(0, 48), width: r.width, height: r.height, spills, button: el.tagName === 'BUTTON'};
    }));
})()`;

type Control = {kind: string; label: string; width: number; height: number; spills: boolean; button: boolean};

function problems(url: string, controls: Control[]): string[] {
  return controls.flatMap((c) => [
    ...(c.width < TARGET - 0.5 || c.height < TARGET - 0.5
      ? [`${url}: ${c.kind} "${c.label}" is ${Math.round(c.width)}×${Math.round(c.height)} px`]
      : []),
    ...(c.button && c.spills ? [`${url}: ${c.kind} "${c.label}": its text runs out of the button`] : []),
  ]);
}

test(`on a touch screen every control of the page actions, code blocks, endpoint, builder and feedback is at least ${TARGET} px, and no button's text runs out of it`, async () => {
  const context = await phone();
  const failures: string[] = [];
  const kinds = new Set<string>();
  for (const url of LONG_PAGES) {
    const page = await open(context, url);
    await page.locator('.theme-code-block button').first().waitFor();
    await page.locator('#page-actions').click();
    await page.locator('#page-actions-menu [role="menuitem"]').first().waitFor();
    const controls = (await page.evaluate(measureScript(CONTROLS))) as Control[];
    controls.forEach((c) => kinds.add(c.kind));
    failures.push(...problems(url, controls));
    await page.close();
  }
  for (const url of BUILDER_PAGES) {
    const page = await open(context, url);
    await page.locator('[data-api-builder] > button').first().click();
    const panel = page.locator('[data-api-builder] [id^="request-builder-"] form').first();
    await panel.waitFor();
    const controls = (await page.evaluate(
      measureScript(CONTROLS.filter(([kind]) => kind.startsWith('builder'))),
    )) as Control[];
    controls.forEach((c) => kinds.add(c.kind));
    failures.push(...problems(url, controls));
    // The list's documented example fills a filter with a list of values: its "Add to …" button has the longest label.
    assert.ok(
      controls.some((c) => c.button && /filtering\[relation_id:in\]/.test(c.label)),
      `${url}: the builder has a button naming filtering[relation_id:in]`,
    );
    await page.close();
  }
  await context.close();
  assert.deepEqual(
    [...kinds].sort(),
    [...new Set(CONTROLS.map(([kind]) => kind))].sort(),
    'every kind of control was found and measured',
  );
  assert.deepEqual(failures, [], failures.join('\n'));
});

test('on a phone, Escape closes the sidebar and gives the focus back to the button that opened it, both locales', async () => {
  const context = await phone();
  for (const url of ['/docs/6.1/account/list', '/en/docs/6.1/account/list']) {
    const page = await open(context, url);
    await page.locator('.navbar__toggle').click();
    await page.locator('nav.navbar.navbar-sidebar--show').waitFor({state: 'attached'});
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('nav.navbar.navbar-sidebar--show'), undefined, {
      timeout: 5000,
    });
    assert.ok(
      await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle') === true),
      `${url}: the focus is back on the menu button`,
    );
    await page.close();
  }
  await context.close();
});
