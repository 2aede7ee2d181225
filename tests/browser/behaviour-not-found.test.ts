/**
 * The not-found page in Chromium against the production build: HTTP 404, its
 * texts and meta description in both locales, the help it offers, and the base-URL banner.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, newContext} from '../support/browser';
import {startStaticServer} from '../support/static-server';
import {suite, watchProblems, localeLink} from '../support/behaviour';

const site = suite();

const viCode = JSON.parse(fs.readFileSync(path.resolve('i18n/vi/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
/**
 * The title, the spec's two sentences (site-spec.md, unmatched route; in Vietnamese the theme's strings as
 * i18n/vi/code.json words them), then ours (src/theme/NotFound/Content).
 */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const NOT_FOUND = {
  en: [
    'Page Not Found',
    'We could not find what you were looking for.',
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    'The address may be mistyped, or the link that brought you here may be out of date. Search below, report the broken link so we can fix it, or ask the API support team.',
  ],
  vi: [
    viCode['theme.NotFound.title']!.message,
    viCode['theme.NotFound.p1']!.message,
    viCode['theme.NotFound.p2']!.message,
    fill(viCode['notFound.p2']!.message, {
      report: viCode['notFound.p2.report']!.message,
      support: viCode['notFound.p2.support']!.message,
    }),
  ],
};

for (const [url, locale, otherLocale] of [
  ['/en/nope', 'en', '/nope'],
  ['/en/docs/6.0/nope', 'en', '/docs/6.0/nope'],
  ['/nope', 'vi', '/en/nope'],
  ['/docs/6.1/nope?from=x#y', 'vi', '/en/docs/6.1/nope?from=x#y'],
] as const) {
  test(`not-found page ${url}: HTTP 404, the title and the spec's two sentences in ${locale} (then ours), hydrates cleanly, links to its twin`, async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(site.origin + url);
    assert.equal(response?.status(), 404);
    await hydrated(page);
    const [title, ...sentences] = NOT_FOUND[locale];
    assert.equal(await page.locator('main h1').textContent(), title);
    const paragraphs = await page.locator('main p').allTextContents();
    assert.deepEqual(paragraphs.slice(0, 3), sentences);
    assert.match(await page.title(), new RegExp(`^${title}`));
    assert.equal(await page.locator('html').getAttribute('lang'), locale);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.equal(
      description,
      locale === 'en'
        ? 'This page does not exist. Search the API documentation, or go to the overview or the conventions page of your API version.'
        : viCode['notFound.meta.description']!.message,
      'a meta description in the page language',
    );
    const current = locale === 'en' ? 'English' : 'Tiếng Việt';
    const other = locale === 'en' ? 'Tiếng Việt' : 'English';
    assert.equal(await localeLink(page, current, other), otherLocale, 'the language link follows the URL, not /404');
    assert.deepEqual(problems, [], 'no hydration error (#418) or other console problem');
    await context.close();
  });
}

for (const [url, words, links, searchUrl] of [
  [
    '/en/docs/6.0/customer/creat',
    'customer creat',
    ['/en/docs/6.0', '/en/docs/6.0/needed_info', '/en/'],
    '/en/search?q=customer+creat&version=6.0',
  ],
  ['/en/docs/product-list.html', 'product list', ['/en/docs', '/en/'], '/en/search?q=product+list&version=4.0'],
] as const) {
  test(`not-found page ${url} helps: the search filled with the path's words, the version's intro and conventions, home`, async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(site.origin + url);
    await hydrated(page);
    const input = page.locator('#not-found-search');
    await page.waitForFunction(
      (w) => (document.querySelector('#not-found-search') as HTMLInputElement | null)?.value === w,
      words,
    );
    const hrefs = await page
      .locator('section[aria-labelledby="not-found-help"] ul a')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    assert.deepEqual(hrefs, links);
    await input.press('Enter');
    await page.waitForURL(site.origin + searchUrl);
    await page.waitForFunction(() => document.querySelectorAll('main ul li a').length > 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('served under a wrong base path, the home page shows the banner that suggests the right base URL', async () => {
  const wrong = await startStaticServer('/wrong/');
  const context = await newContext(site.browser);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${wrong.origin}/wrong/`);
    assert.equal(response?.status(), 200, 'the home page itself is served');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.waitFor({state: 'visible'});
    assert.match((await banner.textContent()) ?? '', /Your Docusaurus site did not load properly\./);
    assert.match((await banner.textContent()) ?? '', /Current configured baseUrl = \/\s+\(default value\)/);
    assert.equal(
      await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').textContent(),
      '/wrong/',
    );
  } finally {
    await context.close();
    await wrong.close();
  }
});

test('served at the right base path, the home page shows no such banner', async () => {
  const {context, page, problems} = await site.open('/');
  assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
