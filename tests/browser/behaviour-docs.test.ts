/**
 * Docs pages in Chromium against the production build: the sidebar and its
 * collapsible categories, breadcrumbs, previous/next links and the table of
 * contents (the version and language dropdowns: behaviour-dropdowns).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BUILD_DIR, sitemapPaths} from '../support/server';
import {suite, routerGo, markDocument, isSameDocument} from '../support/behaviour';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';

/** Sidebar categories (label → collapsed?) of the desktop docs sidebar. */
async function categories(page: Page): Promise<Record<string, boolean>> {
  return page.$$eval('.theme-doc-sidebar-container li.theme-doc-sidebar-item-category-level-1', (items) =>
    Object.fromEntries(
      items.map((li) => [
        li.querySelector(':scope > .menu__list-item-collapsible > a')?.textContent ?? '',
        li.classList.contains('menu__list-item--collapsed'),
      ]),
    ),
  );
}

test('docs sidebar: the active page is marked, its category is expanded, the others are not, and it cannot be hidden', async () => {
  const {context, page, problems} = await site.open(DOC);
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const active = sidebar.locator('a.menu__link--active[aria-current="page"]');
  assert.equal(await active.count(), 1);
  assert.equal(await active.getAttribute('href'), DOC);
  assert.equal(await active.textContent(), 'Create a ticket');
  const state = await categories(page);
  assert.equal(state.Tickets, false, 'the category holding the page is expanded');
  assert.equal(
    await sidebar.getByRole('button', {name: "Collapse sidebar category 'Tickets'"}).getAttribute('aria-expanded'),
    'true',
  );
  const collapsed = Object.entries(state)
    .filter(([, c]) => c)
    .map(([label]) => label);
  assert.ok(
    collapsed.includes('Customers') && collapsed.length === Object.keys(state).length - 1,
    `only Tickets open: ${JSON.stringify(state)}`,
  );
  assert.equal(await page.locator('[class*="collapseSidebarButton"]').count(), 0, 'no button to hide the sidebar');
  assert.deepEqual(problems, []);
  await context.close();
});

test('breadcrumbs: home, the category, then the page', async () => {
  const {context, page, problems} = await site.open(DOC);
  const crumbs = await page.$$eval('nav.theme-doc-breadcrumbs li.breadcrumbs__item', (items) =>
    items.map((li) => ({
      text: li.textContent?.trim() ?? '',
      href: li.querySelector('a')?.getAttribute('href') ?? null,
      label: li.querySelector('a')?.getAttribute('aria-label') ?? null,
      active: li.classList.contains('breadcrumbs__item--active'),
    })),
  );
  assert.deepEqual(crumbs, [
    {text: '', href: '/en/', label: 'Home page', active: false},
    {text: 'Tickets', href: '/en/docs/6.1/ticket/intro', label: null, active: false},
    {text: 'Create a ticket', href: null, label: null, active: true},
  ]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('previous/next links follow the sidebar order and lead there', async () => {
  const {context, page, problems} = await site.open(DOC);
  const siblings = await page.$$eval(
    '.theme-doc-sidebar-container a.menu__link--active[aria-current="page"]',
    ([active]) => {
      const links = Array.from(active!.closest('ul')!.querySelectorAll(':scope > li > a.menu__link'));
      const i = links.indexOf(active as HTMLAnchorElement);
      return {prev: links[i - 1]?.getAttribute('href'), next: links[i + 1]?.getAttribute('href')};
    },
  );
  const prev = page.locator('nav.pagination-nav a.pagination-nav__link--prev');
  const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
  assert.equal(await prev.getAttribute('href'), siblings.prev);
  assert.equal(await next.getAttribute('href'), siblings.next);
  assert.equal(await prev.locator('.pagination-nav__sublabel').textContent(), 'Previous');
  assert.equal(await next.locator('.pagination-nav__sublabel').textContent(), 'Next');
  const nextTitle = (await next.locator('.pagination-nav__label').textContent())!;
  await markDocument(page);
  await next.click();
  await page.waitForURL(site.origin + siblings.next);
  // The address changes first; the page renders once its code is loaded.
  await page.waitForFunction((title) => document.querySelector('article h1')?.textContent === title, nextTitle);
  assert.equal(await page.locator('nav.pagination-nav a.pagination-nav__link--prev').getAttribute('href'), DOC);
  assert.equal(await isSameDocument(page), true, 'client-side navigation');
  assert.deepEqual(problems, []);
  await context.close();
});

/** A built English doc page that has level-4 headings, so the TOC's upper bound shows. */
function docWithH4(): string {
  const page = sitemapPaths().find((p) => {
    if (!p.startsWith('/en/docs/')) return false;
    const html = fs.readFileSync(path.join(BUILD_DIR, `${p}.html`), 'utf8');
    return /<h4[^>]*\bid=/.test(html) && html.includes('table-of-contents');
  });
  assert.ok(page, 'no English doc page with a level-4 heading in the build');
  return page;
}

test('table of contents: every h2 and h3 of the page, in order, and nothing deeper', async () => {
  const {context, page, problems} = await site.open(docWithH4());
  const {headings, h4, toc} = await page.evaluate(() => {
    const article = document.querySelector('article')!;
    return {
      headings: Array.from(article.querySelectorAll('h2[id], h3[id]')).map((h) => `#${h.id}`),
      h4: Array.from(article.querySelectorAll('h4[id]')).map((h) => `#${h.id}`),
      toc: Array.from(document.querySelectorAll('.theme-doc-toc-desktop .table-of-contents a')).map((a) =>
        a.getAttribute('href'),
      ),
    };
  });
  assert.ok(h4.length > 0 && headings.length > 0);
  assert.deepEqual(toc, headings);
  assert.equal(toc.filter((href) => h4.includes(href!)).length, 0, 'no h4 in the TOC');
  // h3 entries are nested under their h2.
  const nested = await page.$$eval('.theme-doc-toc-desktop .table-of-contents ul a', (as) =>
    as.map((a) => a.getAttribute('href')),
  );
  const h3 = await page.$$eval('article h3[id]', (hs) => hs.map((h) => `#${h.id}`));
  assert.deepEqual(nested, h3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('collapsible categories open by themselves when they come to hold the active page (and others stay open)', async () => {
  const {context, page, problems} = await site.open(DOC);
  assert.equal((await categories(page)).Customers, true);
  await markDocument(page);
  await routerGo(page, '/en/docs/6.1/account/list');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent !== 'Create a ticket');
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('.theme-doc-sidebar-container li.theme-doc-sidebar-item-category-level-1'),
    ).some((li) => li.textContent?.startsWith('Customers') && !li.classList.contains('menu__list-item--collapsed')),
  );
  const state = await categories(page);
  assert.equal(state.Customers, false);
  assert.equal(state.Tickets, false, 'categories are not auto-collapsed');
  assert.equal(
    await page.locator('.theme-doc-sidebar-container a[aria-current="page"]').getAttribute('href'),
    '/en/docs/6.1/account/list',
  );
  assert.equal(await isSameDocument(page), true);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Expands a collapsed category and returns every `transition` its list went through. */
async function expandAndRecordTransitions(page: Page, label: string): Promise<string[]> {
  await page.evaluate((name) => {
    const li = Array.from(
      document.querySelectorAll('.theme-doc-sidebar-container li.theme-doc-sidebar-item-category-level-1'),
    ).find((item) => item.querySelector(':scope > .menu__list-item-collapsible > a')?.textContent === name)!;
    const seen: string[] = [];
    (window as unknown as {__transitions: string[]}).__transitions = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.tagName === 'UL' && el.style.transition) seen.push(el.style.transition);
      }
    }).observe(li, {subtree: true, attributes: true, attributeFilter: ['style']});
  }, label);
  await page.getByRole('button', {name: `Expand sidebar category '${label}'`}).click();
  await page.waitForFunction((name) => {
    const li = Array.from(
      document.querySelectorAll('.theme-doc-sidebar-container li.theme-doc-sidebar-item-category-level-1'),
    ).find((item) => item.querySelector(':scope > .menu__list-item-collapsible > a')?.textContent === name);
    const ul = li?.querySelector(':scope > ul') as HTMLElement | null;
    return !!ul && ul.style.height === 'auto' && ul.style.display === 'block';
  }, label);
  return page.evaluate(() => (window as unknown as {__transitions: string[]}).__transitions);
}

test('collapsible categories animate by their height, and instantly (1 ms) with prefers-reduced-motion', async () => {
  const normal = await site.open(DOC, {reducedMotion: 'no-preference'});
  const animated = await expandAndRecordTransitions(normal.page, 'Customers');
  assert.ok(animated.length > 0);
  for (const t of animated) {
    const ms = Number(/^height (\d+)ms ease-in-out$/.exec(t)?.[1]);
    assert.ok(ms > 100, `a visible animation without the preference: ${t}`);
  }
  assert.deepEqual(normal.problems, []);
  await normal.context.close();

  const reduced = await site.open(DOC, {reducedMotion: 'reduce'});
  const instant = await expandAndRecordTransitions(reduced.page, 'Customers');
  assert.ok(instant.length > 0);
  assert.deepEqual([...new Set(instant)], ['height 1ms ease-in-out']);
  assert.deepEqual(reduced.problems, []);
  await reduced.context.close();
});
