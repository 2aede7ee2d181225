/**
 * The search interface in Chromium against the production build: the
 * keyboard flow, the empty and no-results states, the /search page and its
 * URL, results as links, "See all results", and a query that tries to inject
 * markup.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated} from '../support/browser';
import {suite} from '../support/behaviour';
import {openForSearch, searchDialog} from '../support/search';

const site = suite();

const open = (path: string) => openForSearch(site, path);

test('keyboard: "/" opens, arrows move, Enter opens the chosen page, Esc closes', async () => {
  const {page, problems} = await open('/docs/6.1');
  await page.keyboard.press('/');
  const input = page.locator('dialog input[role="combobox"]');
  await input.waitFor();
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'the input has focus');
  await input.fill('khach hang');
  await page.waitForFunction(() => document.querySelectorAll('dialog [role="option"]').length > 1);
  const options = page.locator('dialog [role="option"]');
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true', 'the first result is chosen');
  await page.keyboard.press('ArrowDown');
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
  const target = (await options.nth(0).getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === target || url.pathname === target.split('#')[0]);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the dialog closed');
  await page.keyboard.press('Control+k');
  await input.waitFor();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('empty and no-results states', async () => {
  const {page} = await open('/en/docs');
  await page.locator('button[aria-haspopup="dialog"]').click();
  const status = page.locator('dialog [role="status"]');
  assert.match(await status.innerText(), /Type a word/);
  await searchDialog(page, 'zzqxjv');
  assert.match(await status.innerText(), /No results for “zzqxjv”/);
  await page.context().close();
});

test('the /search page reads the query from the URL and keeps it there', async () => {
  const {page} = await open('/search?q=khach%20hang');
  await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
  const links = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    links.every((h) => !h.startsWith('/en/')),
    'Vietnamese results on /search',
  );
  await page.locator('#search-page-input').fill('don hang');
  await page.waitForURL(/\?q=don(\+|%20)hang(&|$)/);
  await page.goto(`${site.origin}/en/search?q=webhook`);
  await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
  const en = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    en.every((h) => h.startsWith('/en/')),
    'English results on /en/search',
  );
  await page.context().close();
});

test('a query with markup shows as text in the dialog and on /search', async () => {
  const attack = '<img src=x onerror=alert(1)>';
  const {page} = await open('/en/docs');
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs += 1;
    await d.dismiss();
  });
  await searchDialog(page, attack);
  assert.ok((await page.locator('dialog [role="status"]').innerText()).includes(attack));
  assert.equal(await page.locator('dialog img').count(), 0);
  await page.goto(`${site.origin}/en/search?q=${encodeURIComponent(attack)}`);
  await hydrated(page);
  await page.waitForFunction((q) => document.querySelector('main [role="status"]')?.textContent?.includes(q), attack);
  assert.equal(await page.locator('main img').count(), 0);
  assert.equal(dialogs, 0, 'no script ran');
  await page.context().close();
});

test('results are links: each option is an <a href> with the section hash, and a click opens it', async () => {
  const {page, problems} = await open('/en/docs/6.1');
  const urls = await searchDialog(page, 'pagination');
  assert.ok(urls.length > 0 && urls.every((u) => u.startsWith('/en/docs/6.1')), urls.join(', '));
  const options = page.locator('dialog a[role="option"][href]');
  assert.equal(await options.count(), urls.length, 'every option is a link');
  assert.ok(
    urls.some((u) => u.includes('#')),
    `a section result carries its hash: ${urls.join(', ')}`,
  );
  const target = (await options.first().getAttribute('href'))!;
  await options.first().click();
  await page.waitForURL((url) => url.pathname + url.hash === target);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the dialog closed');
  if (target.includes('#')) {
    const id = decodeURIComponent(target.split('#')[1]!);
    await page.waitForFunction((i) => {
      const top = document.getElementById(i)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    }, id);
  }
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('"See all results" keeps the version the reader searched, and the /search page says how many in good grammar', async () => {
  const {page, problems} = await open('/en/docs/6.0');
  await searchDialog(page, 'webhook');
  await page.locator('dialog a', {hasText: 'See all results'}).click();
  await page.waitForURL(`${site.origin}/en/search?q=webhook&version=6.0`);
  await page.waitForFunction(
    () =>
      document.querySelector('main ul')?.getAttribute('data-scope') === '6.0' &&
      document.querySelectorAll('main ul li a').length > 0,
  );
  const hrefs = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.every((h) => /^\/en\/docs\/6\.0(\/|#|$)/.test(h)),
    hrefs.join(', '),
  );
  const count = hrefs.length;
  const status = (await page.locator('main [role="status"]').innerText()).trim();
  assert.equal(status, count === 1 ? 'One result for “webhook”' : `${count} results for “webhook”`);
  assert.deepEqual(problems, [], 'the /search page hydrates without error');
  await page.context().close();
});

test('a fresh load of /search?q=…&version=… hydrates cleanly and searches that version', async () => {
  const {page, problems} = await open('/search?q=khach%20hang&version=6.1');
  await page.waitForFunction(
    () =>
      document.querySelector('main ul')?.getAttribute('data-scope') === '6.1' &&
      document.querySelectorAll('main ul li a').length > 0,
  );
  const hrefs = await page.locator('main ul li a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.every((h) => /^\/docs\/6\.1(\/|#|$)/.test(h)),
    hrefs.join(', '),
  );
  assert.equal(await page.locator('#search-page-input').inputValue(), 'khach hang');
  assert.deepEqual(problems, [], 'no React error #418');
  await page.context().close();
});
