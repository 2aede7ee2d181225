/**
 * Help that leads somewhere (issue 27) in Chromium against the production
 * build, both locales: the footer's "Getting help" opens the support channel
 * of config/brand.ts, "Report a docs problem", the report at the end of every
 * doc page and the not-found page's report open the docs-report channel
 * prefilled with the page's URL, version and locale, and the selected text.
 * Both answers to "Was this page helpful?" lead to that channel (issue 42):
 * "No" with a report that says so, "Yes" with a message that says so. Every
 * report is written in the page's language: a Vietnamese page's has no
 * English label (its words are i18n/vi/code.json's `docs.report.*`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {suite} from '../support/behaviour';
import {hydrated} from '../support/browser';
import fs from 'node:fs';
import {brand} from '../../config/brand';

const site = suite();

const VI = JSON.parse(fs.readFileSync('i18n/vi/code.json', 'utf8')) as Record<string, {message: string}>;

/** The words a report is written in, per locale (English: src/lib/reportWords.ts's messages). */
const WORDS = {
  en: {
    subject: 'Docs problem',
    page: 'Page',
    version: 'Version',
    locale: 'Locale',
    helpful: 'Was this page helpful? Yes',
    notHelpful: 'Was this page helpful? No',
    problemPrompt: 'What is wrong, and what did you expect?',
  },
  vi: {
    subject: VI['docs.report.subject']!.message,
    page: VI['docs.report.page']!.message,
    version: VI['docs.report.version']!.message,
    locale: VI['docs.report.locale']!.message,
    helpful: VI['docs.report.helpful']!.message,
    notHelpful: VI['docs.report.notHelpful']!.message,
    problemPrompt: VI['docs.report.problemPrompt']!.message,
  },
} as const;

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Vietnamese report has none of the English labels. */
function noEnglish(locale: 'en' | 'vi', text: string): void {
  if (locale !== 'vi') return;
  for (const word of [
    'Docs problem',
    'Page:',
    'Version:',
    'Locale:',
    'What is wrong',
    'Was this page helpful',
    'Selected text',
  ])
    assert.ok(!text.includes(word), `a Vietnamese report says "${word}": ${text}`);
}

/** The report a link opens: its subject and body lines, from the brand's mailto: template. */
function report(href: string): {subject: string; body: string} {
  assert.ok(href.startsWith(brand.support.docsReport.split('?')[0]!), href);
  const url = new URL(href.replace(/^mailto:/, 'https://mail.invalid/'));
  return {subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? ''};
}

/** The link's address once it is about to be used (focused: the listener completes it). */
async function hrefWhenUsed(link: Locator): Promise<string> {
  await link.focus();
  return (await link.getAttribute('href')) ?? '';
}

/** Selects the first paragraph's first words in the article; returns them. */
async function selectSomeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const p = document.querySelector('article .markdown p')!;
    const text = p.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(20, text.textContent!.length));
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return range.toString();
  });
}

for (const [prefix, locale] of [
  ['/en', 'en'],
  ['', 'vi'],
] as const) {
  const pagePath = `${prefix}/docs/6.1/task/list`;
  const w = WORDS[locale];

  test(`${locale}: the footer's help links lead to the brand's channels, the report prefilled with the page`, async () => {
    const {context, page, problems} = await site.open(pagePath);
    const help = page.locator(`footer a[href="${brand.support.help}"]`);
    assert.equal(((await help.textContent()) ?? '').trim(), locale === 'en' ? 'Getting help' : 'Nhận trợ giúp');
    const reportLink = page.locator('footer a[data-docs-report]');
    const footerReport = report(await hrefWhenUsed(reportLink));
    const {body} = footerReport;
    assert.match(body, new RegExp(`^${w.page}: ${esc(site.origin + pagePath)}$`, 'm'));
    assert.match(body, new RegExp(`^${w.version}: 6\\.1$`, 'm'));
    assert.match(body, new RegExp(`^${w.locale}: ${locale}$`, 'm'));
    noEnglish(locale, footerReport.subject + body);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: every doc page ends with "Was this page helpful?" and its report, with the selected text`, async () => {
    const {context, page, problems} = await site.open(pagePath);
    const feedback = page.locator('article section', {has: page.locator('a[data-docs-report="problem"]')});
    // Before any use, the static link already names the page, its version and locale, in the page's words.
    const before = report((await feedback.locator('a[data-docs-report="problem"]').getAttribute('href')) ?? '');
    assert.match(before.body, new RegExp(`^${w.page}: ${esc(brand.siteUrl + pagePath)}$`, 'm'));
    assert.match(before.body, new RegExp(`^${w.version}: 6\\.1$`, 'm'));
    assert.match(before.body, new RegExp(`^${w.locale}: ${locale}$`, 'm'));
    noEnglish(locale, before.subject + before.body);
    // A reader selects a sentence, then clicks the link: the report quotes it.
    const selected = await selectSomeText(page);
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault())); // no mail client here
    const link = feedback.locator('a[data-docs-report="problem"]');
    await link.click();
    const {subject, body} = report((await link.getAttribute('href')) ?? '');
    const title = (await page.locator('article h1').textContent())!.trim();
    assert.equal(subject, `${w.subject}: ${title} (6.1)`);
    assert.match(body, new RegExp(`^${w.page}: ${esc(site.origin + pagePath)}$`, 'm'));
    assert.ok(body.includes(`> ${selected.replace(/\s+/g, ' ').trim()}`), body);
    assert.ok(body.includes(w.problemPrompt), body);
    noEnglish(locale, subject + body);
    // "No" leads to the report channel with a report that says so.
    await feedback.locator('button').nth(1).click();
    const notHelpful = feedback.locator('a[data-docs-report="not-helpful"]');
    await notHelpful.waitFor();
    const no = report(await hrefWhenUsed(notHelpful));
    assert.ok(no.body.includes(w.notHelpful), no.body);
    noEnglish(locale, no.subject + no.body);
    // "Yes" leads there too, with a message that says so: both answers reach a maintainer.
    await feedback.locator('button').nth(0).click();
    assert.equal(await feedback.locator('button').nth(0).getAttribute('aria-pressed'), 'true');
    const helpful = feedback.locator('[role="status"] a[data-docs-report="helpful"]');
    await helpful.waitFor();
    const yes = report(await hrefWhenUsed(helpful));
    assert.ok(yes.body.includes(w.helpful), yes.body);
    assert.match(yes.body, new RegExp(`^${w.page}: ${esc(site.origin + pagePath)}$`, 'm'));
    noEnglish(locale, yes.subject + yes.body);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: the not-found page offers the support channel and a report of the broken link`, async () => {
    const context = await site.browser.newContext({viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    await page.goto(`${site.origin}${prefix}/docs/6.1/nope`);
    await hydrated(page);
    // The spec's two sentences come first (tests/browser/behaviour-not-found.test.ts), then ours with the channels.
    assert.equal(await page.locator(`main a[href="${brand.support.help}"]`).count(), 1);
    const notFound = report(await hrefWhenUsed(page.locator('main a[data-docs-report]')));
    assert.match(notFound.body, new RegExp(`^${w.page}: ${esc(site.origin + prefix)}/docs/6\\.1/nope$`, 'm'));
    assert.match(notFound.body, new RegExp(`^${w.locale}: ${locale}$`, 'm'));
    noEnglish(locale, notFound.subject + notFound.body);
    await context.close();
  });
}
