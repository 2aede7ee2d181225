/**
 * The version switch (issue 33) in Chromium against the production build,
 * both locales: a page leads to its operation's page in another version under
 * another doc id (4.0 orders ↔ 6.1 sales orders), keeps the #anchor the target
 * page has (whether the reader's pointer reached the dropdown first or not)
 * and drops one it lacks, and a switch that lands on a resource's intro says
 * so there. Which anchors each switch keeps comes from the build's own data
 * (render/page-anchors.ts); the unit test walks the whole map.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {suite, openNavbarDropdown} from '../support/behaviour';
import {hydrated} from '../support/browser';
import {versionSwitchMap} from '../../api/lib/versions/version-switch';
import {keptAnchors, pageAnchors} from '../../render/page-anchors';

const site = suite();
const SITE = path.resolve('.');
const map = versionSwitchMap(SITE);
const kept = keptAnchors(SITE, map)['6.1']!['sale-order/create']!['4.0']!;
/** An anchor of a field both pages have, and one only the 6.1 page has. */
const KEPT = kept.find((id) => id.startsWith('response-200-')) ?? kept[0]!;
const DROPPED = [...pageAnchors(SITE, '6.1', 'sale-order/create')].find(
  (id) => id.startsWith('body-') && !pageAnchors(SITE, '4.0', 'order/create').has(id),
)!;

const viCode = JSON.parse(fs.readFileSync(path.resolve('i18n/vi/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
const vi = (id: string, values: Record<string, string> = {}) =>
  viCode[id]!.message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const item = (page: Page, label: string) =>
  page.locator('.navbar__items--right .dropdown__menu a', {hasText: `${label} ·`}).first();

for (const {prefix, locale} of [
  {prefix: '/en', locale: 'en'},
  {prefix: '', locale: 'vi'},
] as const) {
  test(`${locale}: 4.0 orders lead to 6.1 sales orders and back, with no notice`, async () => {
    assert.equal(map['4.0']?.['order/list']?.['6.1'], 'sale-order/list');
    const {context, page, problems} = await site.open(`${prefix}/docs/order/list`);
    const dropdown = await openNavbarDropdown(page, '4.0');
    await dropdown.locator('.dropdown__menu a', {hasText: '6.1 ·'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs/6.1/sale-order/list`);
    await page.locator('article h1').waitFor();
    await page.goto(`${site.origin}${prefix}/docs/6.1/sale-order/create`);
    await hydrated(page);
    const back = await openNavbarDropdown(page, '6.1');
    await back.locator('.dropdown__menu a', {hasText: '4.0 ·'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs/order/create`);
    await page.locator('article h1').waitFor();
    assert.equal(await page.locator('[data-version-switch-notice]').count(), 0, 'the counterpart: no notice');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: a switch keeps #${KEPT}, which the target has, and drops #${DROPPED}`, async () => {
    const {context, page, problems} = await site.open(`${prefix}/docs/6.1/sale-order/create#${KEPT}`);
    // The pointer reaches the dropdown: the kept anchors load and the link carries the anchor.
    const dropdown = await openNavbarDropdown(page, '6.1');
    const target = `${prefix}/docs/order/create#${KEPT}`;
    await page.waitForFunction(
      (href) =>
        Array.from(document.querySelectorAll('.navbar__items--right .dropdown__menu a')).some(
          (a) => a.getAttribute('href') === href,
        ),
      target,
    );
    await dropdown.locator('.dropdown__menu a', {hasText: '4.0 ·'}).click();
    await page.waitForURL(`${site.origin}${target}`);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    }, KEPT);
    // An anchor the 4.0 page lacks: the switch lands on the page, without it.
    await page.goto(`${site.origin}${prefix}/docs/6.1/sale-order/create#${DROPPED}`);
    await hydrated(page);
    const again = await openNavbarDropdown(page, '6.1');
    await again.locator('.dropdown__menu a', {hasText: '4.0 ·'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs/order/create`);
    assert.equal(new URL(page.url()).hash, '');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: a click before the kept anchors arrived waits for them`, async () => {
    const {context, page, problems} = await site.open(`${prefix}/docs/6.1/sale-order/create#${KEPT}`);
    // A click with no pointer or focus on the dropdown before it (a script, a keyboard shortcut).
    assert.equal(await item(page, '4.0').getAttribute('href'), `${prefix}/docs/order/create`, 'not loaded yet');
    await item(page, '4.0').evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL(`${site.origin}${prefix}/docs/order/create#${KEPT}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${locale}: a switch that lands on the resource's intro says so there`, async () => {
    assert.equal(map['6.1']?.['sale-order/cancel']?.['4.0'], 'order/intro');
    const from = `${prefix}/docs/6.1/sale-order/cancel`;
    const {context, page, problems} = await site.open(from);
    const title = (await page.locator('article h1').textContent())!.trim();
    const dropdown = await openNavbarDropdown(page, '6.1');
    await dropdown.locator('.dropdown__menu a', {hasText: '4.0 ·'}).click();
    await page.waitForURL(`${site.origin}${prefix}/docs/order/intro`);
    const notice = page.locator('[data-version-switch-notice]');
    await notice.waitFor();
    const expected =
      locale === 'en'
        ? `${title} (version 6.1) has no counterpart in version 4.0. This page introduces the same resource in version 4.0.`
        : vi('docs.versionSwitch.noCounterpart.resource', {title, from: '6.1', to: '4.0'});
    const text = (await notice.textContent()) ?? '';
    assert.ok(text.startsWith(expected), text);
    assert.equal(await notice.locator('a').getAttribute('href'), from, 'a way back');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
