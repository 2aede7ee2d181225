/**
 * "Build this request" against the production build: a filtered, field-limited
 * 6.1 list request in the cURL tab (exact text), a 6.0 create request whose
 * missing required field is shown at its input and then fixed, no network
 * request but the panel's own chunks, and a shared URL that reopens the panel
 * with its values (never the API key); axe finds no violation in the open
 * panel, in both themes, at 1280 and 375 px, in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page, Request} from 'playwright-core';
import {AxeBuilder} from '@axe-core/playwright';
import {hydrated, watchConsole} from '../support/browser';
import {suite} from '../support/behaviour';

const site = suite();

/** The text of the panel's visible code block. */
async function panelCode(page: Page): Promise<string> {
  const block = page.locator('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  return (await block.locator('.token-line').allTextContents()).join('\n').trimEnd();
}

async function openPanel(page: Page, button: string): Promise<void> {
  await page.getByRole('button', {name: button}).first().click();
  await page.locator('section[aria-labelledby] h3').waitFor();
}

const EXPECTED_CURL = [
  "curl --globoff --request GET 'https://acme.crm.example/api/v6.1/accounts?fields=account_code,account_name&filtering[relation_id:eq]=2&filtering[email:contains]=%40hoamai.example' \\",
  "  --header 'X-API-KEY: YOUR_API_KEY'",
].join('\n');

test('6.1: a filtered, field-limited list request, its cURL, nothing sent, and a shared URL that restores it', async () => {
  const {context, page, problems} = await site.open('/en/docs/6.1/account/list');
  await page.waitForLoadState('networkidle');
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  await openPanel(page, 'Build this request');
  const panel = page.locator('section[aria-labelledby]');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H3', 'focus moves into the panel');
  assert.match((await panel.textContent()) ?? '', /Nothing is sent from this page/);

  await panel.getByRole('checkbox', {name: 'account_code', exact: true}).check();
  await panel.getByRole('checkbox', {name: 'account_name', exact: true}).check();
  for (const [field, operator, value] of [
    ['relation_id', 'eq', '2'],
    ['email', 'contains', '@hoamai.example'],
  ]) {
    await panel.getByRole('button', {name: 'Add a condition'}).click();
    const row = panel.getByRole('group', {name: /^Condition \d$/}).last();
    await row.getByLabel('Field').selectOption(field);
    await row.getByLabel('Operator').selectOption(operator);
    await row.getByLabel(`filtering[${field}:${operator}]`).fill(value);
  }
  await panel.getByLabel('Your CRM domain').fill('acme.crm.example');
  await panel.getByLabel(/API key/).fill('secret-key-123');
  await panel.getByRole('tab', {name: 'cURL'}).click();
  const shown = await panelCode(page);
  assert.equal(
    shown,
    EXPECTED_CURL.replace('YOUR_API_KEY', 'secret-key-123'),
    'the key the reader typed shows in the samples',
  );
  await panel.getByLabel(/API key/).fill('');
  await page.waitForFunction((text) => {
    const lines = Array.from(
      document.querySelectorAll('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .token-line'),
    );
    return (
      lines
        .map((l) => l.textContent)
        .join('\n')
        .trimEnd() === text
    );
  }, EXPECTED_CURL);
  assert.match((await panel.getByRole('status').first().textContent()) ?? '', /matches the operation's schema/);

  // Nothing sent: only the panel's own chunks were fetched (and the tab's icon, which Chromium asks
  // for again when the hash changes; the page's own <link rel="icon">, not a call of the panel).
  const icon = await page.evaluate(() => (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href);
  const own = (r: Request) =>
    r.method() === 'GET' && r.url().startsWith(`${site.origin}/en/assets/`) && /\.(js|css)$/.test(r.url());
  const foreign = requests.filter((r) => !own(r) && r.url() !== icon);
  assert.deepEqual(
    foreign.map((r) => `${r.method()} ${r.url()}`),
    [],
  );
  assert.ok(
    requests.some((r) => r.url().endsWith('.js')),
    'the panel loads its chunks on open',
  );

  // Shared URL: the values, never the API key, in the hash.
  await panel.getByLabel(/API key/).fill('secret-key-123');
  const url = page.url();
  assert.match(url, /#request=list_accounts:/);
  assert.ok(!url.includes('secret-key-123'), 'the key is not in the URL');
  const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
  assert.ok(!stored.includes('secret-key-123'), 'the key is not stored');

  const second = await context.newPage();
  const secondProblems = watchConsole(second);
  await second.goto(url);
  await second.locator('section[aria-labelledby] h3').waitFor();
  const restored = second.locator('section[aria-labelledby]');
  assert.equal(await restored.getByRole('checkbox', {name: 'account_name', exact: true}).isChecked(), true);
  assert.equal(await restored.getByRole('group', {name: /^Condition \d$/}).count(), 2);
  await restored.getByRole('tab', {name: 'cURL'}).click();
  assert.equal(await panelCode(second), EXPECTED_CURL);

  // Close: focus back on the button, the hash cleared.
  await restored.getByRole('button', {name: 'Close'}).click();
  assert.equal(await second.evaluate(() => document.activeElement?.textContent), 'Build this request');
  assert.ok(!second.url().includes('#request='));
  assert.deepEqual(problems, []);
  assert.deepEqual(secondProblems, [], 'a #request= URL loads without a console error');
  await context.close();
});

test('6.0 (Vietnamese): a create request missing a required field shows the error at its input, then is fixed', async () => {
  const {context, page, problems} = await site.open('/docs/6.0/customer/create');
  await openPanel(page, 'Tạo yêu cầu');
  const panel = page.locator('section[aria-labelledby]');
  const name = panel.getByLabel(/^account_name/);
  assert.equal(await name.getAttribute('aria-invalid'), 'true');
  const describedBy = await name.getAttribute('aria-describedby');
  assert.ok(describedBy);
  assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'Bắt buộc.');
  assert.match((await panel.getByRole('status').first().textContent()) ?? '', /lỗi cần sửa/);

  await panel.getByLabel(/^email/).fill('not-an-email');
  assert.equal(await panel.getByLabel(/^email/).getAttribute('aria-invalid'), 'true');
  await name.fill('Công ty TNHH Hoa Mai');
  await panel.getByLabel(/^email/).fill('lan@hoamai.example');
  assert.equal(await name.getAttribute('aria-invalid'), 'false');
  assert.equal(await name.getAttribute('aria-describedby'), null);
  await page.waitForFunction(() =>
    /khớp với schema/.test(document.querySelector('section[aria-labelledby] [role="status"]')?.textContent ?? ''),
  );
  await panel.getByRole('tab', {name: 'HTTP'}).click();
  assert.match(await panelCode(page), /"account_name": "Công ty TNHH Hoa Mai"/);

  // The shared domain field applies a valid domain as it is typed; an invalid one says what the samples keep.
  const domain = panel.getByLabel('Tên miền CRM của bạn');
  await domain.fill('acme.crm.example');
  assert.match(await panelCode(page), /^Host: acme\.crm\.example$/m);
  await domain.fill('https://acme.crm.example');
  await domain.press('Enter');
  assert.match((await panel.getByRole('alert').textContent()) ?? '', /các ví dụ vẫn giữ acme\.crm\.example\./);
  assert.match(await panelCode(page), /^Host: acme\.crm\.example$/m);
  assert.deepEqual(problems, []);
  await context.close();
});

const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 375, height: 740}} as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const themeName of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: the open panel has no WCAG 2.1 AA violation, ${themeName} theme, ${width}, both locales`, async () => {
      const context = await site.browser.newContext({viewport, reducedMotion: 'reduce'});
      await context.addInitScript(`try { localStorage.setItem('theme', '${themeName}'); } catch {}`);
      const page = await context.newPage();
      const found: string[] = [];
      for (const [path, button, addCondition] of [
        ['/docs/6.1/account/list', 'Tạo yêu cầu', 'Thêm điều kiện'],
        ['/en/docs/6.0/customer/create', 'Build this request', undefined],
        ['/en/docs/customer/list', 'Build this request', 'Add a condition'],
      ] as const) {
        await page.goto(site.origin + path);
        await hydrated(page);
        await openPanel(page, button);
        if (addCondition) await page.getByRole('button', {name: addCondition}).click();
        const {violations} = await new AxeBuilder({page})
          .include('section[aria-labelledby]')
          .withTags(AXE_TAGS)
          .analyze();
        if (violations.length > 0) {
          found.push(
            `${path}:\n${violations
              .map(
                (v) =>
                  `  ${v.id}: ${v.help} ${v.nodes
                    .slice(0, 3)
                    .map((n) => n.target.join(' '))
                    .join(', ')}`,
              )
              .join('\n')}`,
          );
        }
      }
      await context.close();
      assert.deepEqual(found, [], found.join('\n'));
    });
  }
}
