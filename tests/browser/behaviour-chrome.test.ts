/**
 * The page chrome in Chromium against the production build (`npm start`'s
 * server): skip link, announcement bar, hide-on-scroll navbar, the mobile
 * sidebar, colour mode, and the site without browser storage.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated} from '../support/browser';
import {suite, markDocument, isSameDocument} from '../support/behaviour';
import {ANNOUNCEMENT_ID} from '../../config/theme';

const site = suite();

const DOC = '/en/docs/6.1/ticket/create';
const DOC_VI = '/docs/6.1/ticket/create';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const colourToggle = (page: Page) => page.locator('.navbar__items--right button[class*="toggleButton"]');

for (const [path, label] of [
  [DOC, 'Skip to main content'],
  [DOC_VI, 'Chuyển tới nội dung chính'],
] as const) {
  test(`skip link (${path}): the first Tab shows "${label}", Enter moves the focus to the main content`, async () => {
    const {context, page, problems} = await site.open(path);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLAnchorElement;
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent,
        href: el.getAttribute('href'),
        visible: box.width > 0 && box.height > 0 && box.top >= 0,
      };
    });
    assert.deepEqual(focused, {text: label, href: '#__docusaurus_skipToContent_fallback', visible: true});
    await page.keyboard.press('Enter');
    // The link focuses <main> (Chromium then drops the focus to <body>, as the
    // theme removes the temporary tabindex, but keeps <main> as the starting
    // point): the next Tab stop is the first one of the content, past the
    // navbar and the sidebar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const el = document.activeElement!;
      const first = Array.from(document.querySelectorAll('main a[href], main button')).find(
        (e) => (e as HTMLElement).offsetParent !== null,
      );
      return {inMain: !!el.closest('main'), first: el === first, inSidebar: !!el.closest('nav.menu, .navbar')};
    });
    assert.deepEqual(next, {inMain: true, first: true, inSidebar: false});
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('announcement bar: closing it persists across reloads until its id changes', async () => {
  const {context, page, problems} = await site.open('/en/');
  const bar = page.locator('.theme-announcement-bar');
  await bar.waitFor({state: 'visible'});
  assert.match((await bar.textContent()) ?? '', /API version 6\.1/);
  await bar.getByRole('button', {name: 'Close'}).click();
  await bar.waitFor({state: 'hidden'});
  const stored = () =>
    page.evaluate(() => ({
      id: localStorage.getItem('docusaurus.announcement.id'),
      dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
    }));
  assert.deepEqual(await stored(), {id: ANNOUNCEMENT_ID, dismissed: 'true'});

  await page.reload();
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('data-announcement-bar-initially-dismissed'), 'true');
  assert.equal(await bar.isVisible(), false, 'still dismissed after a reload');
  await page.goto(`${site.origin}/docs/6.0`);
  await hydrated(page);
  assert.equal(await bar.isVisible(), false, 'dismissed on every page (and the other locale)');

  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await hydrated(page);
  await bar.waitFor({state: 'visible'});
  assert.deepEqual(await stored(), {id: ANNOUNCEMENT_ID, dismissed: 'false'});
  assert.deepEqual(problems, []);
  await context.close();
});

test('announcement bar: not on the pages of the version it announces; one line on a phone; dark in dark mode', async () => {
  const {context, page, problems} = await site.open('/en/docs/6.1/ticket/create');
  assert.equal(await page.locator('.theme-announcement-bar').count(), 0, 'no bar on a 6.1 page');
  await page.goto(`${site.origin}/docs/6.0/customer/create`);
  await hydrated(page);
  const bar = page.locator('.theme-announcement-bar');
  await bar.waitFor({state: 'visible'});
  const look = () =>
    bar.evaluate((el) => {
      const content = el.querySelector('[class*="announcementBarContent"]')!;
      return {
        background: getComputedStyle(el).backgroundColor,
        lines: Math.round(content.getBoundingClientRect().height / parseFloat(getComputedStyle(content).lineHeight)),
      };
    });
  const light = await look();
  assert.notEqual(light.background, 'rgb(255, 255, 255)', 'tinted, not a white stripe');
  await colourToggle(page).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  const dark = await look();
  assert.notEqual(dark.background, light.background, 'its own colours in dark mode');
  await page.setViewportSize({width: 375, height: 800});
  await page.waitForFunction(() => window.innerWidth === 375);
  assert.equal((await look()).lines, 1, 'the short form on a phone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('navbar: fixed at the top, hides on scroll down and comes back on scroll up', async () => {
  const {context, page, problems} = await site.open(DOC);
  const navbar = page.locator('nav.navbar');
  assert.match((await navbar.getAttribute('class')) ?? '', /navbar--fixed-top/);
  const navTop = () => page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().top);
  const barHeight = await page.evaluate(
    () => document.querySelector('.theme-announcement-bar')?.getBoundingClientRect().height ?? 0,
  );
  assert.equal(await navTop(), barHeight, 'right under the announcement bar at first');
  await page.mouse.move(640, 450);
  const hidden = () => page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
  // Scroll down in steps, as a reader does (the first scroll event from the top only records the position).
  for (let step = 0; step < 8 && !(await hidden()); step += 1) {
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 250);
    await page.waitForFunction((before) => window.scrollY > before, y);
    await page
      .waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0, undefined, {
        timeout: 1000,
      })
      .catch(() => undefined);
  }
  assert.equal(await hidden(), true, 'hidden after scrolling down');
  assert.match((await navbar.getAttribute('class')) ?? '', /navbarHidden/);
  await page.mouse.wheel(0, -200);
  await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().top === 0);
  assert.ok((await page.evaluate(() => window.scrollY)) > 100, 'back while the page is still scrolled: it is fixed');
  assert.deepEqual(problems, []);
  await context.close();
});

const MOBILE = {viewport: {width: 375, height: 740}};

for (const [path, back] of [
  [DOC, '← Back to main menu'],
  [DOC_VI, '← Trở lại menu chính'],
] as const) {
  test(`mobile sidebar (${path}): docs menu first, "${back}" leads to the main menu`, async () => {
    const {context, page, problems} = await site.open(path, MOBILE);
    const navbar = page.locator('nav.navbar');
    assert.equal(
      await page.locator('.theme-doc-sidebar-container').isVisible(),
      false,
      'no desktop sidebar below 996 px',
    );
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    assert.match((await navbar.getAttribute('class')) ?? '', /navbar-sidebar--show/);
    const items = page.locator('.navbar-sidebar__items');
    assert.match((await items.getAttribute('class')) ?? '', /navbar-sidebar__items--show-secondary/);
    const secondary = page.locator('.navbar-sidebar__item').nth(1);
    const active = secondary.locator('a.menu__link--active[aria-current="page"]');
    assert.equal(await active.getAttribute('href'), path, 'the secondary menu is the docs sidebar, at this page');
    const backButton = page.locator('button.navbar-sidebar__back');
    assert.equal(await backButton.textContent(), back);
    await backButton.click();
    await page.waitForFunction(
      () =>
        !document.querySelector('.navbar-sidebar__items')!.classList.contains('navbar-sidebar__items--show-secondary'),
    );
    const primary = page.locator('.navbar-sidebar__item').first();
    await primary
      .locator('a.menu__link', {hasText: path.startsWith('/en/') ? 'Docs' : 'Tài liệu'})
      .waitFor({state: 'visible'});
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('mobile sidebar closes when the window grows to desktop width (996 px)', async () => {
  const {context, page, problems} = await site.open(DOC, MOBILE);
  const shown = () =>
    page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.locator('button.navbar__toggle').click();
  await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.setViewportSize({width: 995, height: 740});
  assert.equal(await shown(), true, 'still mobile at 995 px');
  await page.setViewportSize({width: 1280, height: 740});
  await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.setViewportSize({width: 375, height: 740});
  assert.equal(await shown(), false, 'does not reopen by itself');
  assert.equal(await page.locator('.navbar-sidebar').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('mobile sidebar closes on back navigation, and that back step stays on the page', async () => {
  const {context, page, problems} = await site.open(DOC, MOBILE);
  await markDocument(page);
  const next = await page.locator('a.pagination-nav__link--next').getAttribute('href');
  assert.ok(next);
  await page.locator('a.pagination-nav__link--next').click();
  await page.waitForURL(site.origin + next);
  await page.locator('button.navbar__toggle').click();
  await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.evaluate(() => window.history.back());
  await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  await page.waitForFunction((p) => window.location.pathname === p, next);
  assert.equal(new URL(page.url()).pathname, next, 'the back step only closed the sidebar');
  // With the sidebar closed, back works as usual.
  await page.evaluate(() => window.history.back());
  await page.waitForURL(site.origin + DOC);
  assert.equal(await isSameDocument(page), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('colour mode: light by default (even with a dark system), toggles both ways, persists, syncs to another tab', async () => {
  const {context, page, problems} = await site.open('/en/', {colorScheme: 'dark'});
  assert.equal(await theme(page), 'light');
  assert.equal(
    await colourToggle(page).getAttribute('aria-label'),
    'Switch between dark and light mode (currently light mode)',
  );
  const other = await context.newPage();
  await other.goto(site.origin + DOC);
  await hydrated(other);
  assert.equal(await theme(other), 'light');

  await colourToggle(page).click();
  assert.equal(await theme(page), 'dark');
  assert.equal(
    await colourToggle(page).getAttribute('aria-label'),
    'Switch between dark and light mode (currently dark mode)',
  );
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

  await page.reload();
  await hydrated(page);
  assert.equal(await theme(page), 'dark', 'persists across a reload');
  await colourToggle(page).click();
  assert.equal(await theme(page), 'light', 'toggles back to light');
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.reload();
  await hydrated(page);
  assert.equal(await theme(page), 'light');
  assert.deepEqual(problems, []);
  await context.close();
});

test('without browser storage the site works, warns once, and the toggles work for the session', async () => {
  const context = await site.browser.newContext({viewport: {width: 1280, height: 900}});
  // An init script as a string: a transpiled function may call helpers the page lacks.
  await context.addInitScript(`
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access to ' + name + ' is denied for this document.', 'SecurityError');
        },
      });
    }
  `);
  const tab = await context.newPage();
  const seen: string[] = [];
  tab.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') seen.push(`${msg.type()}: ${msg.text()}`);
  });
  tab.on('pageerror', (err) => seen.push(`pageerror: ${err.message}`));
  // A 6.0 page: the announcement bar (announcing 6.1) shows there.
  await tab.goto(site.origin + '/en/docs/6.0/ticket/create');
  await hydrated(tab);
  assert.equal(
    await tab.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch {
        return 'throws';
      }
    }),
    'throws',
  );

  await colourToggle(tab).click();
  assert.equal(await theme(tab), 'dark');
  await colourToggle(tab).click();
  assert.equal(await theme(tab), 'light');
  const bar = tab.locator('.theme-announcement-bar');
  await bar.getByRole('button', {name: 'Close'}).click();
  await bar.waitFor({state: 'hidden'});
  // Client-side navigation still works.
  await markDocument(tab);
  const next = await tab.locator('a.pagination-nav__link--next').getAttribute('href');
  await tab.locator('a.pagination-nav__link--next').click();
  await tab.waitForURL(site.origin + next);
  assert.equal(await isSameDocument(tab), true);

  const warnings = seen.filter((s) => s.startsWith('warning: Docusaurus browser storage is not available'));
  assert.equal(warnings.length, 1, `one storage warning, got: ${seen.join('\n')}`);
  assert.deepEqual(
    seen.filter((s) => !warnings.includes(s)),
    [],
    'no other error or warning',
  );
  await context.close();
});
