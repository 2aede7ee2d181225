/**
 * First browser checks in Debian's Chromium against the production build:
 * the landing page in both locales, the version dropdown, the language
 * switch and the colour mode.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser} from 'playwright-core';
import {startServer, type RunningServer} from '../support/server';
import {launch, newContext, watchConsole, hydrated} from '../support/browser';

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

for (const path of ['/', '/en/']) {
  test(`the landing page ${path} hydrates with no console error or warning`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(server.origin + path);
    await hydrated(page);
    assert.equal(await page.locator('h1').first().isVisible(), true);
    assert.equal(await page.locator('section[aria-labelledby="choose-version"] li').count(), 3);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the version dropdown offers 4.0, 6.0 and 6.1, and leads to the chosen version', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.origin}/en/docs`);
  await hydrated(page);
  const dropdown = page.locator('.navbar__item.dropdown', {has: page.locator('a.navbar__link', {hasText: '4.0'})});
  await dropdown.hover();
  const labels = await dropdown.locator('.dropdown__menu a').allTextContents();
  assert.deepEqual([...labels].sort(), ['4.0', '6.0', '6.1']);
  await dropdown.locator('.dropdown__menu a', {hasText: '6.1'}).click();
  await page.waitForURL(`${server.origin}/en/docs/6.1`);
  await context.close();
});

test('the language switch keeps the path, the query and the hash', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.origin}/docs/6.0?ref=test#authentication`);
  await hydrated(page);
  const dropdown = page.locator('.navbar__item.dropdown', {has: page.locator('a.navbar__link', {hasText: 'Tiếng Việt'})});
  await dropdown.hover();
  const english = dropdown.locator('.dropdown__menu a', {hasText: 'English'});
  const href = await english.getAttribute('href');
  assert.equal(href, '/en/docs/6.0?ref=test#authentication');
  await english.click();
  await page.waitForURL(`${server.origin}/en/docs/6.0?ref=test#authentication`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await context.close();
});

test('the colour mode starts light, toggles to dark, and persists across a reload', async () => {
  const context = await newContext(browser, {colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto(`${server.origin}/en/`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'light', 'light by default, system preference ignored');
  await page.locator('button[class*="toggleButton"]').click();
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
  await page.reload();
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
  await context.close();
});
