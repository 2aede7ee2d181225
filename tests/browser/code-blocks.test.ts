/**
 * Code blocks in Chromium against the production build (src/lib/highlight,
 * plugins/code-theme): a page's blocks hydrate as the server drew them, with
 * no Prism in the first load; a block drawn later (another sample tab) loads
 * it and is highlighted; the dark theme's colours show without a re-render;
 * the code font draws Vietnamese letters with two marks (issue 33).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import type {PrismTheme} from 'prism-react-renderer';
import {hydrated, newContext} from '../support/browser';
import {suite} from '../support/behaviour';
import {themeConfig} from '../../config/theme';

const site = suite();
const PAGE = '/en/docs/6.1/sale-order/create';
const BUILD = path.join(import.meta.dirname, '..', '..', 'build');
const {prism} = themeConfig() as unknown as {prism: {theme: PrismTheme; darkTheme: PrismTheme}};

/** The names of the script files that hold Prism's tokenizer, in either locale (its hook names survive minification). */
function prismFiles(): Set<string> {
  const found = ['assets/js', 'en/assets/js'].flatMap((dir) =>
    fs
      .readdirSync(path.join(BUILD, dir))
      .filter(
        (f) => f.endsWith('.js') && fs.readFileSync(path.join(BUILD, dir, f), 'utf8').includes('before-tokenize'),
      ),
  );
  assert.ok(found.length > 0, 'the build has a chunk with Prism');
  return new Set(found);
}

/** The `data-hl` ids of the code blocks in the page's static HTML. */
function serverIds(html: string): string[] {
  return [...html.matchAll(/<code data-hl=("?)([^" >]+)\1/g)].map((m) => m[2]!);
}

/** Opens `path` (optionally in dark mode), recording script requests; waits until the network is quiet. */
async function openRecorded(urlPath: string, theme?: 'dark') {
  const context = await newContext(site.browser);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(path.basename(new URL(r.url()).pathname));
  });
  if (theme) await page.addInitScript(`localStorage.setItem('theme', '${theme}')`);
  await page.goto(site.origin + urlPath);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return {context, page, scripts};
}

const blockIds = (page: Page) => page.$$eval('code[data-hl]', (codes) => codes.map((c) => c.getAttribute('data-hl')!));

/** `#282A36` → `rgb(40, 42, 54)`, as getComputedStyle writes it. */
function rgb(hex: string): string {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('a reference page: its code blocks hydrate as the server drew them, and no Prism is loaded', async () => {
  const prismChunks = prismFiles();
  const html = await (await fetch(site.origin + PAGE)).text();
  const ids = serverIds(html);
  assert.ok(ids.length >= 2, `the page has code blocks (${ids.length})`);
  assert.match(html, /class="token [^"]*"[^>]*style="--l-color:/, 'the static HTML is highlighted');
  const {context, page, scripts} = await openRecorded(PAGE);
  assert.deepEqual(
    scripts.filter((s) => prismChunks.has(s)),
    [],
    'no script with Prism in the first load',
  );
  // The same elements as the server drew: a block drawn again in the browser has an id of another form.
  assert.deepEqual(await blockIds(page), ids);
  await context.close();
});

test('a sample tab opened later: Prism loads then, and the block is highlighted', async () => {
  const prismChunks = prismFiles();
  const {context, page, scripts} = await openRecorded(PAGE);
  const samples = page.locator('[role=tablist]').first();
  const tab = samples.locator('[role=tab]:not([aria-selected=true])').last();
  const language = (await tab.textContent())!;
  await tab.click();
  // The panel of the clicked tab (lazy tabs: it is drawn now, in the browser).
  await page.waitForFunction(
    (label) => {
      const container = Array.from(document.querySelectorAll('.tabs-container')).find((c) =>
        Array.from(c.querySelectorAll('[role=tab][aria-selected=true]')).some((t) => t.textContent === label),
      );
      const pre = container?.querySelector('[role=tabpanel]:not([hidden]) pre');
      return (
        !!pre &&
        Array.from(pre.querySelectorAll<HTMLElement>('.token')).some((t) => t.style.getPropertyValue('--l-color'))
      );
    },
    language,
    {timeout: 20000},
  );
  assert.ok(
    scripts.some((s) => prismChunks.has(s)),
    `opening the ${language} tab loaded Prism (${scripts.length} scripts)`,
  );
  await context.close();
});

test('dark mode: code blocks have the dark theme’s colours with no re-render', async () => {
  const html = await (await fetch(site.origin + PAGE)).text();
  const {context, page} = await openRecorded(PAGE, 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const colours = await page.evaluate(() => {
    const block = document.querySelector('.theme-doc-markdown .theme-code-block')!;
    const token = Array.from(block.querySelectorAll<HTMLElement>('.token')).find((t) =>
      t.style.getPropertyValue('--d-color'),
    )!;
    // The colour the variable names, as the browser computes it.
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = token.style.getPropertyValue('--d-color');
    const expected = getComputedStyle(probe).color;
    probe.remove();
    return {background: getComputedStyle(block).backgroundColor, token: getComputedStyle(token).color, expected};
  });
  assert.equal(colours.background, rgb(prism.darkTheme.plain.backgroundColor!));
  assert.equal(colours.token, colours.expected);
  assert.deepEqual(await blockIds(page), serverIds(html));
  await context.close();
});

/**
 * How far the ink of Vietnamese letters with two marks reaches past the letter's own width, in em, drawn in the
 * code font of an inline code and of a code block of the page, at the regular and the bold weight (canvas text
 * takes the same fonts and fallbacks as the page). A font that lacks such a letter as one glyph and builds it
 * from marks it places past the letter (DejaVu Sans Mono, the generic monospace font of Linux) puts them over
 * the next letter: "thể lấy" reads "thể lâý".
 */
const TWO_MARKS = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const host of [document.querySelector('.markdown p code'), document.querySelector('.markdown pre code')]) {
    for (const weight of ['400', '700']) {
      context.font = weight + ' 40px ' + getComputedStyle(host).fontFamily;
      for (const letter of ['ấ', 'ể', 'ợ', 'ữ', 'ỹ', 'ậ']) {
        const m = context.measureText(letter);
        out.push({where: host.parentElement.tagName.toLowerCase() + ' ' + weight, letter, past: (m.actualBoundingBoxRight - m.width) / 40});
      }
    }
  }
  return out;
})()`;

test('code draws Vietnamese letters with two marks as one letter each (not "thể lâý"), both locales', async () => {
  const failures: string[] = [];
  for (const url of ['/docs/6.1/needed_info', '/en/docs/6.1/needed_info']) {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(site.origin + url);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const letters = (await page.evaluate(TWO_MARKS)) as {where: string; letter: string; past: number}[];
    assert.equal(letters.length, 24, `${url}: inline code and a code block measured`);
    for (const {where, letter, past} of letters) {
      // Fonts overhang a little (ư's horn: 0.07 em); marks placed over the next letter reach 0.4 em and more.
      if (past > 0.2) failures.push(`${url}, ${where}: the marks of "${letter}" reach ${past.toFixed(2)} em past it`);
    }
    await context.close();
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});
