/**
 * "Build this request" against the production build: the 6.1 list opens on the
 * page's own example (its cURL exactly the page's, no problem), the domain
 * field once on the page, operators in words, a `between` filter that takes
 * exactly two values (a missing one and a malformed date each an error at its
 * input, in words; a date typed into a Unix-time value shows its seconds in the
 * reader's named time zone, seconds show their date; the operator changes and
 * the value stays), a filtered, field-limited request in the cURL tab (exact
 * text), "Copy the API URL" and "Copy link to this form" copying each their
 * own, no network request but the panel's own chunks, a shared URL that
 * reopens the panel with its values (never the API key); a 6.0 create request
 * whose required field, emptied, is shown at its input and then fixed; on a
 * phone, buttons at the body's text size and every button and checkbox at
 * least 24 px; axe finds no violation in the open panel (and its Send area),
 * in both themes, at 1280 and 375 px, in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page, Request} from 'playwright-core';
import {AxeBuilder} from '@axe-core/playwright';
import {hydrated, watchConsole} from '../support/browser';
import {suite} from '../support/behaviour';
import {panelCode, waitForPanelCode} from '../support/builder-panel';

const site = suite();

/** The page's own cURL sample of the operation (outside the panel), as shown. */
async function pageCurl(page: Page): Promise<string> {
  const texts = await page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').evaluateAll((blocks) =>
    blocks
      .filter((b) => !b.closest('section[aria-labelledby]'))
      .map((b) =>
        Array.from(b.querySelectorAll('.token-line'))
          .map((l) => l.textContent)
          .join('\n')
          .trimEnd(),
      ),
  );
  return texts.find((t) => t.startsWith('curl ')) ?? '';
}

async function openPanel(page: Page, button: string): Promise<void> {
  await page.getByRole('button', {name: button}).first().click();
  await page.locator('section[aria-labelledby] h3').waitFor();
}

/** The text of the problem an input (or fieldset) points to with aria-describedby (beside a date's echo line). */
async function problemOf(page: Page, input: Locator): Promise<string | null> {
  await page.waitForFunction(
    (el) => (el?.getAttribute('aria-describedby') ?? '').split(' ').some((id) => id.endsWith('-problem')),
    await input.elementHandle(),
  );
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.locator(`[id="${ids.find((id) => id.endsWith('-problem'))}"]`).textContent();
}

const statusOf = (panel: Locator) => panel.getByRole('status').first();

/** Waits until the line under a Unix-time input (what it converts to) reads `text`. */
async function waitForEcho(page: Page, input: Locator, text: RegExp): Promise<void> {
  const id = await input.getAttribute('id');
  const echo = page.locator(`[id="${id}-echo"]`);
  await page.waitForFunction(([el, source]) => new RegExp(source).test(el?.textContent ?? ''), [
    await echo.elementHandle(),
    text.source,
  ] as const);
  assert.ok((await input.getAttribute('aria-describedby'))?.split(' ').includes(`${id}-echo`), 'the input names it');
}

const EXPECTED_CURL = [
  "curl --globoff --request GET 'https://acme.crm.example/api/v6.1/accounts?fields=account_code,account_name&filtering[relation_id:eq]=2&filtering[email:contains]=%40hoamai.example&sort=id&direction=desc&limit=20&offset=0' \\",
  "  --header 'X-API-KEY: YOUR_API_KEY'",
].join('\n');

test('6.1: the list opens on the page example; a range takes two values; a filtered request, its cURL, its links, nothing sent, and a shared URL that restores it', async () => {
  const {context, page, problems} = await site.open('/en/docs/6.1/account/list', {timezoneId: 'Asia/Ho_Chi_Minh'});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
  await page.waitForLoadState('networkidle');
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  await openPanel(page, 'Build this request');
  const panel = page.locator('section[aria-labelledby]');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H3', 'focus moves into the panel');
  assert.match((await panel.textContent()) ?? '', /Nothing is sent unless you use "Send this request"/);
  assert.equal(await page.getByLabel('Your CRM domain').count(), 1, 'the domain field appears once on the page');

  // The page's example, as the page shows it: no problem, the same cURL.
  assert.match((await statusOf(panel).textContent()) ?? '', /matches the operation's schema/);
  assert.equal(await panel.locator('[aria-invalid="true"]').count(), 0, 'no input starts in error');
  assert.equal(await panel.getByRole('group', {name: /^Condition \d$/}).count(), 2, "the example's two conditions");
  // The first is the filter readers of this list need most: what changed since a moment (issue 42).
  assert.equal(
    await panel.getByRole('group', {name: 'Condition 1'}).getByLabel('filtering[updated_at:gte]').count(),
    1,
    'the builder opens on filtering[updated_at:gte]',
  );
  await panel.getByRole('tab', {name: 'cURL'}).click();
  const own = await pageCurl(page);
  assert.match(own, /^curl --globoff --request GET '.*\/api\/v6\.1\/accounts\?fields=id,/);
  await waitForPanelCode(page, own);

  // The fields are folded under one summary: one Tab stop between the key and the filters (issue 42).
  const choices = panel.locator('details', {has: page.locator('input[type="checkbox"]')});
  assert.equal(await choices.count(), 1, 'the fields picker is one folded group');
  assert.equal(
    await choices.locator('input[type="checkbox"]:visible').count(),
    0,
    'folded: no checkbox to tab through',
  );
  assert.match((await choices.locator('summary').textContent()) ?? '', /^Choose fields \(\d+ of \d+ chosen\)$/);
  await choices.locator('summary').click();
  // The reader's request: two fields, the example's conditions replaced.
  for (const field of ['id', 'phone_office', 'email', 'relation_name', 'created_at'])
    await panel.getByRole('checkbox', {name: field, exact: true}).uncheck();
  while ((await panel.getByRole('group', {name: /^Condition \d$/}).count()) > 0)
    await panel.getByRole('button', {name: 'Remove condition 1'}).click();
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

  // A range: operators in words, exactly two values, each gap or malformed value said at its input.
  await panel.getByRole('button', {name: 'Add a condition'}).click();
  const range = panel.getByRole('group', {name: 'Condition 3'});
  assert.match((await statusOf(panel).textContent()) ?? '', /One problem to fix/, 'a condition without a field');
  assert.equal(await problemOf(page, range.getByLabel('Field')), 'Choose a field, or remove this condition.');
  await range.getByLabel('Field').selectOption('created_at');
  const operators = await range.getByLabel('Operator').locator('option').allTextContents();
  for (const words of ['at least (gte)', 'at most (lte)', 'between'])
    assert.ok(operators.includes(words), `${words} in ${operators.join(', ')}`);
  await range.getByLabel('Operator').selectOption('between');
  const pair = range.getByRole('group', {name: 'filtering[created_at:between] (required)'});
  assert.equal(await pair.getByRole('textbox').count(), 2, 'a range has two inputs, no rows to add');
  assert.equal(await pair.getByRole('button').count(), 0);
  assert.equal(
    await problemOf(page, pair),
    'Enter both values, the start and the end of the range, or remove this condition.',
  );
  // The 6.1 customer list takes its date filters as Unix seconds (format: unixtime): a date typed becomes them, in
  // the reader's time zone (this context's, Vietnam's), which the panel names; seconds typed show their date.
  const start = pair.getByLabel('filtering[created_at:between][0]');
  await start.fill('2025-03-01');
  await waitForEcho(
    page,
    start,
    /^= 1740762000 Unix seconds \(your time zone: Asia\/(Ho_Chi_Minh|Saigon), UTC\+07:00\)$/,
  );
  assert.match((await statusOf(panel).textContent()) ?? '', /One problem to fix/, 'one value is not a range');
  const end = pair.getByLabel('filtering[created_at:between][1]');
  await end.fill('31/03/2025');
  assert.equal(
    await problemOf(page, end),
    'Not a date or a number of seconds: write it as YYYY-MM-DD hh:mm, such as 2025-03-01 08:30, or as whole seconds.',
  );
  await end.fill('1743440399');
  await waitForEcho(page, end, /^= 2025-03-31 23:59:59 \(your time zone: .*UTC\+07:00\)$/);
  await page.waitForFunction(() =>
    /matches the operation's schema/.test(
      document.querySelector('section[aria-labelledby] [role="status"]')?.textContent ?? '',
    ),
  );
  assert.match(
    await panelCode(page),
    /filtering\[created_at:between\]\[\]=1740762000&filtering\[created_at:between\]\[\]=1743440399/,
  );
  // The operator changes and the value stays: between → gte keeps the start; gte → between keeps it as the start.
  await range.getByLabel('Operator').selectOption('gte');
  const gte = range.getByLabel('filtering[created_at:gte]');
  assert.equal(await gte.inputValue(), '1740762000');
  await waitForEcho(page, gte, /^= 2025-03-01 00:00:00 /);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .token-line')).some(
      (l) => l.textContent?.includes('filtering[created_at:gte]=1740762000'),
    ),
  );
  await range.getByLabel('Operator').selectOption('between');
  assert.equal(await pair.getByLabel('filtering[created_at:between][0]').inputValue(), '1740762000');
  assert.equal(await pair.getByLabel('filtering[created_at:between][1]').inputValue(), '');
  assert.equal(
    await problemOf(page, pair),
    'Enter both values, the start and the end of the range, or remove this condition.',
  );
  await range.getByRole('button', {name: 'Remove condition 3'}).click();

  await page.getByLabel('Your CRM domain').fill('acme.crm.example');
  await panel.getByLabel(/API key/).fill('secret-key-123');
  await waitForPanelCode(page, EXPECTED_CURL.replace('YOUR_API_KEY', 'secret-key-123'));
  await panel.getByLabel(/API key/).fill('');
  await waitForPanelCode(page, EXPECTED_CURL);
  assert.match((await statusOf(panel).textContent()) ?? '', /matches the operation's schema/);

  // Two copies: the API URL, and the link that reopens this form.
  await panel.getByRole('button', {name: 'Copy the API URL'}).click();
  await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.startsWith('https://')));
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    'https://acme.crm.example/api/v6.1/accounts?fields=account_code,account_name&filtering[relation_id:eq]=2&filtering[email:contains]=%40hoamai.example&sort=id&direction=desc&limit=20&offset=0',
  );
  await panel.getByRole('button', {name: 'Copy link to this form'}).click();
  await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.includes('#request=')));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

  // Nothing sent: only the panel's own chunks were fetched (and the tab's icon, which Chromium asks
  // for again when the hash changes; the page's own <link rel="icon">, not a call of the panel).
  const icon = await page.evaluate(() => (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href);
  const ownChunk = (r: Request) =>
    r.method() === 'GET' && r.url().startsWith(`${site.origin}/en/assets/`) && /\.(js|css)$/.test(r.url());
  const foreign = requests.filter((r) => !ownChunk(r) && r.url() !== icon);
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
  await restored.locator('details:has(input[type="checkbox"]) > summary').click();
  assert.equal(await restored.getByRole('checkbox', {name: 'account_name', exact: true}).isChecked(), true);
  assert.equal(await restored.getByRole('checkbox', {name: 'id', exact: true}).isChecked(), false);
  assert.equal(await restored.getByRole('group', {name: /^Condition \d$/}).count(), 2);
  await restored.getByRole('tab', {name: 'cURL'}).click();
  await waitForPanelCode(second, EXPECTED_CURL);

  // Close: focus back on the button, the hash cleared.
  await restored.getByRole('button', {name: 'Close'}).click();
  assert.equal(await second.evaluate(() => document.activeElement?.textContent), 'Build this request');
  assert.ok(!second.url().includes('#request='));
  assert.deepEqual(problems, []);
  assert.deepEqual(secondProblems, [], 'a #request= URL loads without a console error');
  await context.close();
});

test('6.0 (Vietnamese): the create form starts valid; a required field emptied shows the error at its input, then is fixed', async () => {
  const {context, page, problems} = await site.open('/docs/6.0/customer/create', {timezoneId: 'Asia/Ho_Chi_Minh'});
  await openPanel(page, 'Tạo request');
  const panel = page.locator('section[aria-labelledby]');
  assert.match((await statusOf(panel).textContent()) ?? '', /khớp với schema/, 'the example is a valid request');
  const name = panel.getByLabel(/^account_name/);
  assert.notEqual(await name.inputValue(), '', "the example's name");
  await name.fill('');
  assert.equal(await name.getAttribute('aria-invalid'), 'true');
  assert.equal(await problemOf(page, name), 'Bắt buộc.');
  assert.match((await statusOf(panel).textContent()) ?? '', /lỗi cần sửa/);

  const email = panel.getByLabel(/^email/).first(); // the customer's (a contact has one too)
  await email.fill('not-an-email');
  assert.equal(await email.getAttribute('aria-invalid'), 'true');
  await name.fill('Công ty TNHH Hoa Mai');
  await email.fill('lan@hoamai.example');
  assert.equal(await name.getAttribute('aria-invalid'), 'false');
  assert.equal(await name.getAttribute('aria-describedby'), null);
  await page.waitForFunction(() =>
    /khớp với schema/.test(document.querySelector('section[aria-labelledby] [role="status"]')?.textContent ?? ''),
  );
  await panel.getByRole('tab', {name: 'HTTP'}).click();
  assert.match(await panelCode(page), /"account_name": "Công ty TNHH Hoa Mai"/);
  // A birthday is Unix seconds: a date typed becomes them, said in Vietnamese, in the reader's time zone.
  const birthday = panel.getByLabel(/^birthday/).first();
  await birthday.fill('1990-05-20');
  await waitForEcho(page, birthday, /^= 643136400 giây Unix \(múi giờ của bạn: .*UTC\+07:00\)$/);
  assert.match(await panelCode(page), /"birthday": 643136400/);

  // The page's one domain field applies a valid domain as it is typed; an invalid one says what the samples keep.
  const domain = page.getByLabel('Tên miền CRM của bạn');
  assert.equal(await domain.count(), 1, 'the domain field appears once on the page');
  await domain.fill('acme.crm.example');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .token-line')).some(
      (l) => l.textContent === 'Host: acme.crm.example',
    ),
  );
  await domain.fill('https://acme.crm.example');
  await domain.press('Enter');
  assert.match((await page.getByRole('alert').textContent()) ?? '', /các ví dụ vẫn giữ acme\.crm\.example\./);
  assert.match(await panelCode(page), /^Host: acme\.crm\.example$/m);
  assert.deepEqual(problems, []);
  await context.close();
});

test("on a phone: the panel's buttons at the body text size, every button and checkbox at least 24 px (WCAG 2.2), nothing off its side", async () => {
  const {context, page, problems} = await site.open('/en/docs/6.1/account/list', {viewport: {width: 375, height: 740}});
  await openPanel(page, 'Build this request');
  await page.getByRole('button', {name: 'Send this request…'}).click();
  const sizes = await page.evaluate(() => {
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    const targets = [
      ...Array.from(document.querySelectorAll('[data-api-builder] > button, section[aria-labelledby] button')),
      ...Array.from(
        document.querySelectorAll(
          'section[aria-labelledby] input[type="checkbox"], section[aria-labelledby] input[type="radio"]',
        ),
      ),
    ];
    return {
      body,
      small: targets.flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return []; // not shown (a tab not chosen)
        const font = parseFloat(getComputedStyle(el).fontSize);
        const name = `${el.tagName.toLowerCase()} "${el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).type}"`;
        // Text buttons at the body size; the code blocks' icon buttons (copy, word wrap) have no text.
        const text = el.tagName === 'BUTTON' && (el.textContent ?? '').trim() !== '' && font < body;
        return box.width < 24 || box.height < 24 || text ? [`${name}: ${box.width}×${box.height}, ${font}px`] : [];
      }),
      count: targets.length,
    };
  });
  assert.ok(sizes.count > 20, `targets found: ${sizes.count}`);
  assert.deepEqual(sizes.small, [], `body text ${sizes.body}px`);
  // Nothing runs off the panel's side (code blocks scroll inside themselves).
  const overflow = await page.locator('section[aria-labelledby]').evaluate((section) => {
    const right = section.getBoundingClientRect().right + 1;
    return Array.from(section.querySelectorAll('p, label, input, select, button, fieldset, pre'))
      .filter((el) => el.getBoundingClientRect().right > right)
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').slice(0, 40)}`);
  });
  assert.deepEqual(overflow, []);
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
      for (const [path, button, addCondition, send] of [
        ['/docs/6.1/account/list', 'Tạo request', 'Thêm điều kiện', 'Gửi request này…'],
        ['/en/docs/6.0/customer/create', 'Build this request', undefined, 'Send this request…'],
        ['/en/docs/customer/list', 'Build this request', 'Add a condition', undefined],
      ] as const) {
        await page.goto(site.origin + path);
        await hydrated(page);
        await openPanel(page, button);
        if (addCondition) await page.getByRole('button', {name: addCondition}).click();
        if (send) await page.getByRole('button', {name: send}).click();
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
