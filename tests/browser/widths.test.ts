/**
 * Reading widths (issue 14) in Chromium against the production build: at a
 * phone's 375 px and a laptop's 1280 px, nothing on the heaviest reference
 * pages, the conventions pages or the what-changed pages scrolls or is cut
 * off sideways. Code blocks are the one exception: they scroll inside their
 * own box, as code should. And inline code (in tables, field lists and
 * running text) wraps only after `_ . / -` (or a space), never inside a word
 * (issues 27 and 33).
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

/** The pages of a version in one locale (not those of the versions nested under the last one's /docs). */
function versionPages(all: string[], locale: string, version: VersionName): string[] {
  const root = `${locale}${versionRoot(version)}/`;
  const others = VERSIONS.filter((v) => v !== version).map((v) => `${locale}${versionRoot(v)}/`);
  return all.filter((p) => p.startsWith(root) && !others.some((o) => o.length > root.length && p.startsWith(o)));
}

/**
 * Per version: its five heaviest reference pages, its conventions page (`needed_info` where the version has
 * one, else the version root, which holds them) and its what-changed page if it has one.
 */
function pagesOf(locale: string): string[] {
  const all = sitemapPaths();
  return VERSIONS.flatMap((version) => {
    const pages = versionPages(all, locale, version);
    const root = `${locale}${versionRoot(version)}`;
    const conventions = pages.includes(`${root}/needed_info`) ? `${root}/needed_info` : root;
    const changes = `${root}/changes`;
    assert.ok(all.includes(conventions), `${conventions} is in the sitemap`);
    const heaviest = referencePagesBySize(BUILD_DIR, pages)
      .slice(0, 5)
      .map((p) => p.path);
    return [...heaviest, conventions, ...(pages.includes(changes) ? [changes] : [])];
  });
}

// A string, not a function: tsx would wrap named helpers in a __name() call the page does not have.
const SIDEWAYS = `(() => {
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) found.push('document ' + root.scrollWidth + ' > ' + root.clientWidth);
  const describe = (el) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\\s+/).slice(0, 2).join('.') : '';
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + ' "' + text + '"';
  };
  // Visually hidden boxes (clip-path, the pattern of text kept for screen readers) and what they hold.
  const hidden = new Set();
  for (const el of document.querySelectorAll('.main-wrapper *, .navbar *')) {
    if (el.closest('pre, .theme-code-block, .theme-doc-sidebar-container, .table-of-contents, .navbar-sidebar')) continue;
    const style = getComputedStyle(el);
    if (hidden.has(el.parentElement) || style.clipPath !== 'none') {
      hidden.add(el);
      continue;
    }
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (style.position !== 'fixed' && box.right > root.clientWidth + 1) {
      found.push(describe(el) + ' ends at ' + Math.round(box.right) + ' px');
    } else if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
      found.push(describe(el) + ' holds ' + el.scrollWidth + ' px in ' + el.clientWidth + ' px');
    }
  }
  return found.slice(0, 8);
})()`;

/**
 * What scrolls or sticks out sideways on the page: the document itself, any
 * box whose content is wider than it and that scrolls or clips it, and any
 * element reaching past the right edge of the viewport. Code blocks (pre and
 * what holds them) are left out.
 */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(SIDEWAYS) as Promise<string[]>;
}

for (const [width, height] of [
  [375, 800],
  [1280, 900],
] as const) {
  test(`at ${width} px nothing but code scrolls sideways: the five heaviest reference pages of each version, the conventions and what-changed pages, both locales`, async () => {
    const context = await site.browser.newContext({viewport: {width, height}});
    const page = await context.newPage();
    const pages = LOCALES.flatMap(pagesOf);
    assert.ok(pages.length >= VERSIONS.length * LOCALES.length * 6, `pages found: ${pages.join(', ')}`);
    const failures: string[] = [];
    for (const url of pages) {
      await page.goto(site.origin + url);
      await hydrated(page);
      const found = await sideways(page);
      if (found.length) failures.push(`${url} at ${width} px:\n    ${found.join('\n    ')}`);
    }
    await context.close();
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}

/**
 * Where inline code (tables, field lists, running text) wraps inside a word: for each such code element on more
 * than one line, the line boxes of its characters (Range.getClientRects); a line that starts with a letter
 * or digit right after a letter or digit (no space, `_ . / -` or other sign between) is a break inside a
 * word, as in `valida|tion_failed` or `has_mo|re`. Returns "text with | at the break".
 */
const MID_WORD_BREAKS = `(() => {
  const found = [];
  const range = document.createRange();
  for (const code of document.querySelectorAll('.markdown code')) {
    if (code.closest('pre') || code.getClientRects().length < 2) continue;
    const chars = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        // A space that ends a line has no box: the next character then starts a line after a space.
        if (rects.length === 0 || rects[0].width === 0) {
          if (chars.length) chars[chars.length - 1].spaceAfter = true;
          continue;
        }
        chars.push({ch: node.data[i], top: rects[0].top, bottom: rects[0].bottom, spaceAfter: false});
      }
    }
    for (let i = 1; i < chars.length; i++) {
      const newLine = chars[i].top >= chars[i - 1].bottom - 1;
      const inWord = /[\\p{L}\\p{N}]/u.test(chars[i - 1].ch) && /[\\p{L}\\p{N}]/u.test(chars[i].ch);
      if (newLine && inWord && !chars[i - 1].spaceAfter) {
        const text = chars.map((c) => c.ch).join('');
        found.push(text.slice(0, i) + '|' + text.slice(i));
      }
    }
  }
  return found.slice(0, 8);
})()`;

async function midWordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(MID_WORD_BREAKS) as Promise<string[]>;
}

/** Per version and locale: the conventions page (needed_info, else the root) and the errors page, if any. */
function codeBreakPages(locale: string): string[] {
  const all = sitemapPaths();
  return VERSIONS.flatMap((version) => {
    const root = `${locale}${versionRoot(version)}`;
    const pages = versionPages(all, locale, version);
    const conventions = pages.includes(`${root}/needed_info`) ? `${root}/needed_info` : root;
    return [conventions, ...(pages.includes(`${root}/errors`) ? [`${root}/errors`] : [])];
  });
}

test('the code-break check catches a break inside a word (a scratch table squeezed to 60 px)', async () => {
  const context = await site.browser.newContext({viewport: {width: 375, height: 800}});
  const page = await context.newPage();
  await page.goto(site.origin + '/en/docs/6.1/needed_info');
  await hydrated(page);
  await page.evaluate(() => {
    const table = document.createElement('table');
    table.innerHTML =
      '<tbody><tr><td style="width:60px;max-width:60px"><code style="overflow-wrap:anywhere">validation_failed</code></td></tr></tbody>';
    document.querySelector('.markdown')!.prepend(table);
  });
  const found = await midWordBreaks(page);
  // Only breaks inside a word are reported: the scratch code is among them, with its break marked.
  assert.ok(
    found.some((f) => f.replace('|', '') === 'validation_failed'),
    `found: ${found.join(', ')}`,
  );
  await context.close();
});

for (const [width, height] of [
  [375, 800],
  [1280, 900],
] as const) {
  test(`at ${width} px inline code (tables, field lists, running text) never breaks inside a word (only after _ . / - or a space or sign): the conventions and error pages of each version, both locales`, async () => {
    const context = await site.browser.newContext({viewport: {width, height}});
    const page = await context.newPage();
    const pages = LOCALES.flatMap(codeBreakPages);
    assert.ok(pages.length >= VERSIONS.length * LOCALES.length, `pages found: ${pages.join(', ')}`);
    const failures: string[] = [];
    for (const url of pages) {
      await page.goto(site.origin + url);
      await hydrated(page);
      const found = await midWordBreaks(page);
      if (found.length) failures.push(`${url} at ${width} px:\n    ${found.join('\n    ')}`);
    }
    await context.close();
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}
