/**
 * Where am I (issue 27) in Chromium against the production build, both
 * locales: the version menu names each version's API path prefix, every
 * version's pages carry the same badge, a version switch that finds no
 * counterpart says so on the page it lands on, /search shows in the navbar
 * the version it searches, the sidebar heading is translated. And "On this
 * page" on a phone: reachable at any scroll position, by keyboard too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {suite, openNavbarDropdown, showNavbar} from '../support/behaviour';
import {hydrated} from '../support/browser';
import {VERSIONS, versionRoot} from '../../config/versions';
import {VERSION_INFO} from '../../config/version-info';

const site = suite();

const viCode = JSON.parse(fs.readFileSync(path.resolve('i18n/vi/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
const vi = (id: string, values: Record<string, string> = {}) =>
  viCode[id]!.message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const LOCALES = [
  {prefix: '/en', locale: 'en'},
  {prefix: '', locale: 'vi'},
] as const;

const MENU = VERSIONS.map((v) => `${v} · ${VERSION_INFO[v]!.apiPrefix}`).sort();

for (const {prefix, locale} of LOCALES) {
  test(`${locale}: the version menu lists each version with its path prefix (4.0 · /api/v3)`, async () => {
    const {context, page, problems} = await site.open(`${prefix}/docs/6.1/task/list`);
    const dropdown = await openNavbarDropdown(page, '6.1');
    const labels = await dropdown.locator('.dropdown__menu a').allTextContents();
    assert.deepEqual([...labels].sort(), MENU);
    assert.ok(MENU.includes('4.0 · /api/v3'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: every version's pages carry the same badge, with the version and its path prefix`, async () => {
    const {context, page, problems} = await site.open(`${prefix}${versionRoot(VERSIONS[0]!)}`);
    for (const version of VERSIONS) {
      for (const doc of ['', '/needed_info']) {
        const url = `${prefix}${versionRoot(version)}${doc}`;
        const response = await page.goto(site.origin + url);
        if (doc && response?.status() === 404) continue; // 4.0 keeps its conventions in the intro
        await hydrated(page);
        const badge = page.locator('article .theme-doc-version-badge');
        const label =
          locale === 'en' ? `Version: ${version}` : vi('theme.docs.versionBadge.label', {versionLabel: version});
        assert.equal(await badge.textContent(), `${label} · ${VERSION_INFO[version]!.apiPrefix}`, url);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: the sidebar heading is in the page's language`, async () => {
    const {context, page, problems} = await site.open(`${prefix}/docs/6.1`);
    const heading = page.locator('.theme-doc-sidebar-container .sidebar-version-title');
    const expected = locale === 'en' ? 'Api version 6.1' : vi('docs.sidebar.versionTitle', {version: '6.1'});
    assert.equal(await heading.textContent(), expected);
    if (locale === 'vi') assert.notEqual(expected, 'Api version 6.1', 'the Vietnamese heading is no English');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: a version switch that finds no counterpart says so on the page it lands on`, async () => {
    const from = `${prefix}/docs/6.1/task/list`;
    const {context, page, problems} = await site.open(from);
    const title = (await page.locator('article h1').textContent())!.trim();
    assert.equal(await page.locator('[data-version-switch-notice]').count(), 0, 'no notice before a switch');
    const dropdown = await openNavbarDropdown(page, '6.1');
    await dropdown.locator('.dropdown__menu a', {hasText: '4.0'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs`);
    const notice = page.locator('[data-version-switch-notice]');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    const expected =
      locale === 'en'
        ? `${title} (version 6.1) has no counterpart in version 4.0. This is the overview of version 4.0.`
        : vi('docs.versionSwitch.noCounterpart.version', {title, from: '6.1', to: '4.0'});
    assert.ok(text.startsWith(expected), text);
    assert.equal(await notice.getAttribute('role'), 'status');
    assert.equal(await notice.locator('a').getAttribute('href'), from, 'a way back');
    // A switch that keeps the reader on the same operation shows none.
    await page.goto(`${site.origin}${prefix}/docs/6.0/customer/create`);
    await hydrated(page);
    const again = await openNavbarDropdown(page, '6.0');
    await again.locator('.dropdown__menu a', {hasText: '6.1'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs/6.1/account/create`);
    await page.locator('article h1').waitFor();
    assert.equal(await page.locator('[data-version-switch-notice]').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: /search shows in the navbar the version it searches`, async () => {
    const {context, page, problems} = await site.open(`${prefix}/search?q=order&version=6.1`);
    const navbarVersion = () => page.locator('.navbar__items--right .dropdown > a.navbar__link').first().textContent();
    await page.waitForFunction(
      () => document.querySelector('.navbar__items--right .dropdown > a.navbar__link')?.textContent === '6.1',
    );
    await page.goto(`${site.origin}${prefix}/search?q=order&version=6.0`);
    await hydrated(page);
    await page.waitForFunction(
      () => document.querySelector('.navbar__items--right .dropdown > a.navbar__link')?.textContent === '6.0',
    );
    assert.equal(await navbarVersion(), '6.0');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('on a phone "On this page" is reachable at the bottom of needed_info, opens by keyboard, and its links lead there', async () => {
  for (const {prefix} of LOCALES) {
    const {context, page, problems} = await site.open(`${prefix}/docs/6.1/needed_info`, {
      viewport: {width: 375, height: 812},
    });
    const toc = page.locator('nav.theme-doc-toc-mobile');
    const button = toc.locator('button');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    // In view at the bottom of a 40,000 px page, and not hidden under the navbar.
    await page.waitForFunction(() => {
      const box = document.querySelector('nav.theme-doc-toc-mobile button')!.getBoundingClientRect();
      const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && (box.top >= navbar.bottom - 1 || navbar.bottom <= 0);
    });
    assert.ok((await page.evaluate(() => document.documentElement.scrollHeight)) > 10000, 'a long page');
    assert.ok(await toc.getAttribute('aria-label'), 'a named navigation landmark');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    // Keyboard: Enter opens, Escape closes and gives the focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('nav.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') === 'true',
    );
    const links = toc.locator('a');
    await links.first().waitFor({state: 'visible'});
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.querySelector('nav.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') === 'false',
    );
    assert.equal(await page.evaluate(() => document.activeElement?.closest('nav.theme-doc-toc-mobile') != null), true);
    // Open again and follow a link near the top: the page goes there, below the bar, and the list closes.
    await button.click();
    const link = links.nth(1);
    await link.waitFor({state: 'visible'});
    const hash = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForFunction((h) => window.location.hash === h, hash);
    await page.waitForFunction(
      () => document.querySelector('nav.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') === 'false',
    );
    const id = decodeURIComponent(hash.slice(1));
    await page.waitForFunction((target) => {
      const heading = document.getElementById(target)!.getBoundingClientRect();
      const bar = document.querySelector('nav.theme-doc-toc-mobile')!.getBoundingClientRect();
      return heading.top >= bar.bottom - 1 && heading.top < window.innerHeight;
    }, id);
    await showNavbar(page);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
