/**
 * The page actions menu by every doc page's title (issue 28), in Chromium
 * against the production build, in both locales, on a reference page and a
 * guide page of 6.1 and of 4.0: its code is loaded only when it is opened; it
 * opens by keyboard (Enter, Space, arrows) and by mouse; "Copy page as
 * Markdown" puts the page's twin, byte for byte, on the clipboard (and a failed
 * fetch says why and can be retried); the ChatGPT and Claude links carry the
 * encoded prompt naming the twin's URL on the deployed site, the title and the
 * version; "Copy MCP configuration" gives what config/mcp.ts says; Escape
 * closes and gives the focus back; axe is clean with the menu open in both
 * colour modes; at 375 px nothing scrolls sideways.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page, Request} from 'playwright-core';
import {brand} from '../../config/brand';
import {siteOrigin} from '../../config/site';
import {mcpLaunch, mcpServer} from '../../config/mcp';
import {BUILD_DIR} from '../support/server';
import {suite, watchProblems} from '../support/behaviour';
import {hydrated, newContext} from '../support/browser';

const site = suite();

/** The menu's own chunk (src/components/PageActions/index.tsx names it). */
export const MENU_CHUNK = /\/assets\/js\/page-actions-menu\.[0-9a-f]{8}\.js$/;

/** Locale prefixes in the build: both, unless PAGE_ACTIONS_ONE_LOCALE=1 (a `--locale en` build, English at the root). */
const PREFIXES = process.env.PAGE_ACTIONS_ONE_LOCALE ? [''] : ['', '/en'];
if (!process.env.PAGE_ACTIONS_ONE_LOCALE) {
  assert.ok(fs.existsSync(path.join(BUILD_DIR, 'en/index.html')), `${BUILD_DIR} holds both locales`);
}

const PAGES = [
  {path: '/docs/6.1/sale-order/create', version: '6.1', root: '/docs/6.1'}, // reference
  {path: '/docs/6.1/needed_info', version: '6.1', root: '/docs/6.1'}, // guide
  {path: '/docs/order/detail', version: '4.0', root: '/docs'}, // reference
  {path: '/docs/errors', version: '4.0', root: '/docs'}, // guide
];

const TRIGGER = '#page-actions';
const MENU = '#page-actions-menu';
const STATUS = 'div:has(> .dropdown > #page-actions) > [role="status"]';
const item = (action: string) => `${MENU} [data-action="${action}"]`;

const focused = (page: Page, selector: string) =>
  page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, selector, {timeout: 5000});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clears the clipboard, runs `act`, and returns the clipboard and the status line once the status matches `done`. */
async function copied(page: Page, act: () => Promise<void>, done: RegExp): Promise<{status: string; text: string}> {
  await page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));
  await act();
  await page.waitForFunction(
    ([s, source, flags]) => new RegExp(source!, flags).test(document.querySelector(s!)?.textContent ?? ''),
    [STATUS, done.source, done.flags],
  );
  return {status: (await page.locator(STATUS).textContent())!, text: await clipboard(page)};
}

/** A page in a new context that may use the clipboard (`theme`: the reader's stored colour mode), and the menu chunks it requests. */
async function openPage(url: string, options: Parameters<typeof newContext>[1] = {}, theme?: 'light' | 'dark') {
  const context = await newContext(site.browser, {permissions: ['clipboard-read', 'clipboard-write'], ...options});
  if (theme) await context.addInitScript(`try { localStorage.setItem('theme', '${theme}'); } catch {}`);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const chunks: string[] = [];
  page.on('request', (request: Request) => {
    if (MENU_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto(site.origin + url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return {context, page, problems, chunks};
}

for (const prefix of PREFIXES) {
  for (const doc of PAGES) {
    const url = prefix + doc.path;
    test(`page actions on ${url}: loaded on open, keyboard and mouse, copy, links, MCP configuration`, async () => {
      const {context, page, problems, chunks} = await openPage(url);
      const locale = (await page.locator('html').getAttribute('lang'))!.slice(0, 2) as 'vi' | 'en';
      const trigger = page.locator(TRIGGER);

      // Nothing of the menu before it is opened; the title is still the first heading, the badge above it.
      assert.deepEqual(chunks, [], 'the menu chunk is not requested on page load');
      assert.equal(await page.locator(MENU).count(), 0);
      assert.equal(await trigger.getAttribute('aria-haspopup'), 'menu');
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
      const layout = await page.evaluate(() => {
        const [badge, trigger, h1, article] = [
          'article .theme-doc-version-badge',
          '#page-actions',
          'article h1',
          'article',
        ].map((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect);
        const first = document.querySelector('article :is(h1, h2, h3, h4, h5, h6)')!;
        return {firstHeading: first.tagName, title: first.textContent!.trim(), badge, trigger, h1, article};
      });
      assert.equal(layout.firstHeading, 'H1');
      assert.ok(layout.badge.bottom <= layout.h1.top, 'the version badge sits above the title');
      assert.ok(layout.badge.bottom <= layout.trigger.top, 'the version badge sits above the button');
      assert.ok(
        layout.trigger.top < layout.h1.bottom && layout.trigger.bottom > layout.h1.top,
        'the button is on the title line',
      );
      assert.ok(Math.abs(layout.trigger.right - layout.article.right) < 2, 'the button is at the right of the title');

      // Keyboard: Enter on one page, Space on the next; the focus goes to the first item, which shows it.
      await trigger.focus();
      await page.keyboard.press(PAGES.indexOf(doc) % 2 ? 'Space' : 'Enter');
      await focused(page, item('markdown'));
      assert.equal(chunks.length, 1, 'the menu chunk is requested when the menu opens');
      assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
      assert.equal(await trigger.getAttribute('aria-controls'), 'page-actions-menu');
      assert.equal(await page.locator(MENU).getAttribute('role'), 'menu');
      assert.equal(await page.locator(`${MENU} [role="menuitem"]`).count(), 5);
      assert.notEqual(
        await page.locator(item('markdown')).evaluate((el) => getComputedStyle(el).outlineStyle),
        'none',
        'the focused item shows its focus',
      );
      for (const [key, action] of [
        ['ArrowDown', 'chatgpt'],
        ['ArrowDown', 'claude'],
        ['End', 'setup'],
        ['ArrowDown', 'markdown'],
        ['ArrowUp', 'setup'],
        ['Home', 'markdown'],
      ] as const) {
        await page.keyboard.press(key);
        await focused(page, item(action));
      }
      await page.keyboard.press('Escape');
      await focused(page, TRIGGER);
      await page.locator(MENU).waitFor({state: 'hidden'});
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
      // ArrowUp on the button opens on the last item.
      await page.keyboard.press('ArrowUp');
      await focused(page, item('setup'));
      await page.keyboard.press('Escape');
      await focused(page, TRIGGER);

      // The links: a new tab, the prompt naming the twin on the deployed site, the title and the version.
      const twin = `${url}.md`;
      const twinUrl = `${siteOrigin}${twin}`;
      const prompts: string[] = [];
      for (const [action, base] of [
        ['chatgpt', 'https://chatgpt.com/?hints=search&q='],
        ['claude', 'https://claude.ai/new?q='],
      ] as const) {
        const link = page.locator(item(action));
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.match((await link.getAttribute('rel'))!, /\bnoopener\b/);
        const href = (await link.getAttribute('href'))!;
        assert.ok(href.startsWith(base), href);
        const prompt = new URL(href).searchParams.get('q')!;
        assert.equal(href, base + encodeURIComponent(prompt), 'the prompt is URL-encoded');
        assert.ok(prompt.includes(` ${twinUrl} `), `${prompt} names ${twinUrl}`);
        assert.ok(prompt.includes(`"${layout.title}"`), `${prompt} names the title`);
        assert.ok(prompt.includes(brand.title[locale]), `${prompt} names the docs`);
        const version = locale === 'vi' ? `API phiên bản ${doc.version}` : `API version ${doc.version}`;
        assert.ok(prompt.includes(version), `${prompt} names the version`);
        prompts.push(prompt);
      }
      assert.equal(prompts[0], prompts[1]);
      assert.equal(await page.locator(item('setup')).getAttribute('href'), `${prefix}${doc.root}/assistants`);
      assert.equal((await fetch(`${site.origin}${prefix}${doc.root}/assistants`)).status, 200);

      // Mouse: open, copy the Markdown: exactly the twin's text, said in the status line, focus back on the button.
      const twinText = await (await fetch(site.origin + twin)).text();
      assert.ok(twinText.length > 200, `${twin} is served`);
      const markdown = await copied(
        page,
        async () => {
          await trigger.click();
          await page.locator(item('markdown')).click();
        },
        /Markdown/,
      );
      assert.equal(markdown.text, twinText, 'the clipboard holds the twin');
      assert.match(markdown.status, /Markdown/);
      await focused(page, TRIGGER);
      await page.locator(MENU).waitFor({state: 'hidden'});

      // The MCP configuration, by keyboard: Enter on the focused item.
      const mcp = await copied(
        page,
        async () => {
          await page.keyboard.press('Enter');
          await focused(page, item('markdown'));
          await page.keyboard.press('End');
          await page.keyboard.press('ArrowUp');
          await focused(page, item('mcp'));
          await page.keyboard.press('Enter');
        },
        /MCP/,
      );
      assert.deepEqual(JSON.parse(mcp.text), {mcpServers: {[mcpServer.serverName]: mcpLaunch()}});
      assert.match(mcp.status, /MCP/);

      // Mouse: the button toggles it, a click elsewhere closes it.
      await trigger.click();
      await page.locator(MENU).waitFor({state: 'visible'});
      await trigger.click();
      await page.locator(MENU).waitFor({state: 'hidden'});
      await trigger.click();
      await page.locator(MENU).waitFor({state: 'visible'});
      await page.locator('article h1').click();
      await page.locator(MENU).waitFor({state: 'hidden'});
      assert.equal(chunks.length, 1, 'the chunk is fetched once');

      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

for (const prefix of PREFIXES) {
  test(`page actions${prefix}: a failed copy says why and can be tried again`, async () => {
    const url = `${prefix}/docs/6.1/sale-order/create`;
    const {context, page} = await openPage(url);
    await page.route(`**${url}.md`, (route) => route.fulfill({status: 503, body: 'down'}));
    const failed = await copied(
      page,
      async () => {
        await page.locator(TRIGGER).click();
        await page.locator(item('markdown')).click();
      },
      /HTTP 503/,
    );
    assert.match(failed.status, /HTTP 503/);
    assert.equal(failed.text, '(nothing copied)');
    assert.equal(await page.locator(`${STATUS} a[href="${url}.md"]`).count(), 1, 'a link to the Markdown');
    await page.unroute(`**${url}.md`);
    const retried = await copied(page, () => page.locator(`${STATUS} button`).click(), /^(?!.*503).*Markdown/s);
    assert.equal(retried.text, await (await fetch(`${site.origin}${url}.md`)).text());
    await context.close();
  });
}

for (const [prefix, doc] of [
  ['', '/docs/6.1/sale-order/create'],
  ['/en', '/docs/errors'],
] as const) {
  for (const themeName of ['light', 'dark'] as const) {
    test(`axe with the menu open: ${prefix}${doc}, ${themeName} theme`, async () => {
      if (prefix && !PREFIXES.includes(prefix)) return;
      const {context, page} = await openPage(prefix + doc, {reducedMotion: 'reduce'}, themeName);
      assert.equal(await page.locator('html').getAttribute('data-theme'), themeName);
      await page.locator(TRIGGER).focus();
      await page.keyboard.press('Enter');
      await focused(page, item('markdown'));
      await page.keyboard.press('ArrowDown');
      await focused(page, item('chatgpt'));
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      assert.deepEqual(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      await context.close();
    });
  }
}

test('page actions at 375 px: the button and the open menu fit, nothing scrolls sideways', async () => {
  for (const prefix of PREFIXES) {
    const {context, page} = await openPage(`${prefix}/docs/6.1/sale-order/create`, {
      viewport: {width: 375, height: 740},
    });
    await page.locator(TRIGGER).click();
    await focused(page, item('markdown'));
    const fit = await page.evaluate(() => {
      const menu = document.querySelector('#page-actions-menu')!.getBoundingClientRect();
      const root = document.documentElement;
      return {left: menu.left, right: menu.right, scroll: root.scrollWidth, client: root.clientWidth};
    });
    assert.ok(fit.left >= 0 && fit.right <= fit.client, `menu ${fit.left}–${fit.right} within ${fit.client} px`);
    assert.ok(fit.scroll <= fit.client, `document ${fit.scroll} px wide in ${fit.client} px`);
    await context.close();
  }
});
