/**
 * First browser checks in Debian's Chromium against the production build:
 * the landing page in both locales (and its quick start: a first request per
 * version, each leading to its version's pages), the version dropdown, the
 * language switch and the colour mode.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated} from '../support/browser';
import {openNavbarDropdown, suite} from '../support/behaviour';
import {firstRequestCurl, versionCards} from '../../config/version-info';

const site = suite();

for (const path of ['/', '/en/']) {
  test(`the landing page ${path} hydrates with no console error or warning`, async () => {
    const {context, page, problems} = await site.open(path);
    assert.equal(await page.locator('h1').first().isVisible(), true);
    assert.equal(await page.locator('section[aria-labelledby="choose-version"] li').count(), 3);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

for (const path of ['/', '/en/']) {
  test(`the landing page ${path}: the quick start has a first request for each version, and its links lead there`, async () => {
    const {context, page} = await site.open(path);
    const section = page.locator('section[aria-labelledby="quick-start"]');
    const cards = versionCards();
    const tabs = section.getByRole('tab');
    assert.deepEqual(
      await tabs.allTextContents(),
      cards.map((c) => `API ${c.version}`),
      'a tab per version, the default version first',
    );
    const prefix = path === '/' ? '' : '/en';
    for (const [i, card] of cards.entries()) {
      await tabs.nth(i).click();
      const panel = section.locator('[role="tabpanel"]:not([hidden])');
      const code = (await panel.locator('.token-line').allTextContents()).join('\n').trimEnd();
      assert.equal(code, firstRequestCurl(card), `API ${card.version}: the command shown`);
      const links = await panel.locator('a[href]').evaluateAll((list) => list.map((a) => a.getAttribute('href')!));
      const root = `${prefix}${card.to}`;
      assert.deepEqual(
        links,
        [
          `${root}/${card.firstRequest.page}`,
          `${card.firstRequest.authentication === 'intro' ? root : `${root}/${card.firstRequest.authentication}`}#authentication`,
        ],
        `API ${card.version}: the list page and the authentication section of that version`,
      );
      for (const link of links) {
        const answer = await page.request.get(site.origin + link.replace(/#.*$/, ''));
        assert.equal(answer.status(), 200, `${link} answers`);
        if (link.includes('#'))
          assert.match(
            await answer.text(),
            new RegExp(`id="?${link.split('#')[1]}[" >]`),
            `${link}: the anchor exists`,
          );
      }
    }
    await context.close();
  });
}

test('the version dropdown offers 4.0, 6.0 and 6.1 with their API path prefixes, and leads to the chosen version', async () => {
  const {context, page} = await site.open('/en/docs');
  const dropdown = await openNavbarDropdown(page, '4.0');
  const labels = await dropdown.locator('.dropdown__menu a').allTextContents();
  assert.deepEqual([...labels].sort(), ['4.0 · /api/v3', '6.0 · /api/v6', '6.1 · /api/v6.1']);
  await dropdown.locator('.dropdown__menu a', {hasText: '6.1'}).click();
  await page.waitForURL(`${site.origin}/en/docs/6.1`);
  await context.close();
});

test('the language switch keeps the path, the query and the hash', async () => {
  const {context, page} = await site.open('/docs/6.0?ref=test#authentication');
  const dropdown = await openNavbarDropdown(page, 'Tiếng Việt');
  const english = dropdown.locator('.dropdown__menu a', {hasText: 'English'});
  assert.equal(await english.getAttribute('href'), '/en/docs/6.0?ref=test#authentication');
  // The menu was shown (openNavbarDropdown); a late #hash scroll may hide the navbar again, so click in the DOM.
  await english.evaluate((a: HTMLAnchorElement) => a.click());
  await page.waitForURL(`${site.origin}/en/docs/6.0?ref=test#authentication`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await context.close();
});

test('the colour mode starts light, toggles to dark, and persists across a reload', async () => {
  const {context, page} = await site.open('/en/', {colorScheme: 'dark'});
  assert.equal(
    await page.locator('html').getAttribute('data-theme'),
    'light',
    'light by default, system preference ignored',
  );
  await page.locator('button[class*="toggleButton"]').click();
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
  await page.reload();
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
  await context.close();
});
