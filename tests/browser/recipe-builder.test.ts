/**
 * "Build this request" on a recipe's steps (issue 42), against the production
 * build: every step of the 6.1 upsert recipe has the button; a step's panel
 * opens on the step's own values (its cURL is the step's cURL on the page,
 * valid), its URL state is keyed by the workflow and the step, and a shared URL
 * reopens that step's panel and no other, in Vietnamese (the default locale).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {suite} from '../support/behaviour';
import {panelCode, waitForPanelCode} from '../support/builder-panel';

const site = suite();
const PAGE = '/docs/6.1/recipes/upsert-customer';
const STEPS = ['find', 'update', 'create', 'restore'];
const OPEN = 'Tạo request';

/** The cURL the page shows for the request just before the `index`-th builder (the step's own sample). */
async function stepCurl(page: Page, index: number): Promise<string> {
  return page
    .locator('[data-api-builder]')
    .nth(index)
    .evaluate((builder) => {
      for (let el = builder.previousElementSibling; el; el = el.previousElementSibling) {
        const shown = Array.from(el.querySelectorAll('[role="tabpanel"]:not([hidden]) .theme-code-block'))
          .map((b) =>
            Array.from(b.querySelectorAll('.token-line'))
              .map((l) => l.textContent)
              .join('\n')
              .trimEnd(),
          )
          .find((t) => t.startsWith('curl '));
        if (shown) return shown;
      }
      return '';
    });
}

test("6.1 upsert recipe: each step's builder opens on the step's values, keyed by workflow and step", async () => {
  const {page, problems} = await site.open(PAGE);
  const buttons = page.locator('[data-api-builder] > button');
  assert.equal(await buttons.count(), STEPS.length, `one "${OPEN}" per step`);
  for (let i = 0; i < STEPS.length; i++) assert.equal((await buttons.nth(i).textContent())?.trim(), OPEN);

  // The update step (a PUT with a body): the panel starts on the step's values, not the operation's example.
  await buttons.nth(1).click();
  const panel = page.locator('section[aria-labelledby]');
  await panel.locator('h3').waitFor();
  await page.waitForFunction(() => window.location.hash.startsWith('#request=upsert-customer.update:'));
  await page.waitForFunction(() =>
    /khớp với schema/.test(document.querySelector('section[aria-labelledby] [role="status"]')?.textContent ?? ''),
  );
  await panel.getByRole('tab', {name: 'cURL'}).click();
  const own = await stepCurl(page, 1);
  assert.match(own, /^curl --globoff --request PUT '/, 'the step sample is the PUT of the update step');
  await waitForPanelCode(page, own);
  assert.equal(await panelCode(page), own);
  const shared = page.url();

  // The shared URL opens the update step's panel, and only it.
  await page.goto('about:blank');
  await page.goto(shared);
  await page.locator('section[aria-labelledby] h3').waitFor();
  const expanded = await buttons.evaluateAll((list) => list.map((b) => b.getAttribute('aria-expanded')));
  assert.deepEqual(expanded, ['false', 'true', 'false', 'false'], 'only the update step opens');
  assert.deepEqual(problems, []);
});
