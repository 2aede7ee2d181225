/**
 * Personalised code samples in Debian's Chromium against the production
 * build: the "Your CRM domain" field rewrites the host in every code sample,
 * the endpoint box and what the copy buttons copy ("Copy", "Copy as cURL",
 * the code blocks' own button); the domain is kept only in localStorage and
 * never sent; invalid input is refused and the placeholder stays.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {newContext, watchConsole, hydrated} from '../support/browser';
import {suite} from '../support/behaviour';

const PLACEHOLDER = '{your-domain}';
const DOMAIN = 'acme-shop.crm.example';
const STORAGE_KEY = 'crm-api-docs.domain';
const REFERENCE = '/en/docs/6.1/ticket/create';

const site = suite();

async function open(path: string): Promise<{context: BrowserContext; page: Page; problems: string[]; sent: string[]}> {
  const context = await newContext(site.browser, {permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  const problems = watchConsole(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(site.origin + path);
  await hydrated(page);
  return {context, page, problems, sent};
}

const blockTexts = (page: Page) => page.locator('.theme-code-block code').allTextContents();

/**
 * The text of every code block on the page in every sample language. The
 * sample tabs are lazy (only the chosen language is in the page), so each
 * language is chosen in turn (the choice applies to every sample on the
 * page), then the first one again.
 */
async function codeTexts(page: Page): Promise<string[]> {
  const texts = new Set(await blockTexts(page));
  const tabs = page.locator('[role="tablist"]', {has: page.getByRole('tab', {name: 'cURL', exact: true})}).first();
  if ((await tabs.count()) === 0) return [...texts];
  const labels = await tabs.getByRole('tab').allTextContents();
  for (const label of [...labels, labels[0]!]) {
    const tab = tabs.getByRole('tab', {name: label, exact: true});
    await tab.click();
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).some((t) => t.textContent === name),
      label,
    );
    for (const text of await blockTexts(page)) texts.add(text);
  }
  return [...texts];
}
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function applyDomain(
  page: Page,
  value: string,
  label = 'Your CRM domain',
  button = 'Use in samples',
): Promise<void> {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', {name: button}).click();
}

test('the domain rewrites every sample, the endpoint box and every copy button, and is kept across pages', async () => {
  const {context, page, problems, sent} = await open(REFERENCE);
  assert.ok(
    (await codeTexts(page)).some((t) => t.includes(PLACEHOLDER)),
    'the samples start with the placeholder',
  );

  await applyDomain(page, DOMAIN);
  const codes = await codeTexts(page);
  assert.ok(codes.length >= 5);
  assert.deepEqual(
    codes.filter((t) => t.includes(PLACEHOLDER)),
    [],
    'no placeholder left in a code block',
  );
  assert.ok(
    codes.some((t) => t.includes(`Host: ${DOMAIN}`)),
    'HTTP sample',
  );
  assert.ok(
    codes.some((t) => t.includes(`curl --globoff --request POST 'https://${DOMAIN}/api/v6.1/ticket'`)),
    'cURL sample',
  );
  assert.ok(
    codes.every((t) => !t.includes('X-API-KEY') || t.includes('YOUR_API_KEY')),
    'the API key stays a placeholder',
  );
  assert.equal(await page.locator('[class*="endpoint"] [class*="server"]').first().textContent(), `https://${DOMAIN}`);

  // The code block's own copy button copies what is shown.
  await page.getByRole('tab', {name: 'cURL'}).first().click();
  const block = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
  const shown = (await block.locator('.token-line').allTextContents()).join('\n').trimEnd();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  assert.equal(await clipboard(page), shown);
  assert.ok(shown.includes(`https://${DOMAIN}/api/v6.1/ticket`));

  // The endpoint box: "Copy" (the URL) and "Copy as cURL" (the first example request).
  await page.getByRole('button', {name: 'Copy the endpoint URL'}).click();
  assert.equal(await clipboard(page), `https://${DOMAIN}/api/v6.1/ticket`);
  await page.getByRole('button', {name: 'Copy as cURL (the example request)'}).click();
  const curl = await clipboard(page);
  assert.equal(curl, shown, '"Copy as cURL" copies the cURL sample as shown');
  assert.ok(curl.includes("--header 'X-API-KEY: YOUR_API_KEY'"));

  // Stored only in this browser, only the domain.
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  assert.equal(storage[STORAGE_KEY], DOMAIN);
  assert.deepEqual(
    Object.entries(storage).filter(([k, v]) => /api.?key/i.test(k) || v.includes('YOUR_API_KEY')),
    [],
  );

  // Another page, reached through the client router, and a page without the field.
  await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Update a ticket'}).click();
  await page.waitForURL(`${site.origin}/en/docs/6.1/ticket/update`);
  await page.locator('h1', {hasText: 'Update a ticket'}).waitFor();
  assert.deepEqual(
    (await codeTexts(page)).filter((t) => t.includes(PLACEHOLDER)),
    [],
  );
  await page.goto(`${site.origin}/en/docs/6.1`);
  await hydrated(page);
  const intro = await codeTexts(page);
  assert.ok(
    intro.some((t) => t.includes(`https://${DOMAIN}/api/v6.1/products`)),
    'the intro samples are personalised too',
  );

  // Kept after a reload, and in a new tab of the same browser.
  await page.goto(site.origin + REFERENCE);
  await hydrated(page);
  await page.getByLabel('Your CRM domain').waitFor();
  assert.equal(await page.getByLabel('Your CRM domain').inputValue(), DOMAIN);
  assert.deepEqual(
    (await codeTexts(page)).filter((t) => t.includes(PLACEHOLDER)),
    [],
  );

  assert.deepEqual(
    sent.filter((s) => s.includes(DOMAIN)),
    [],
    'the domain is never sent',
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('invalid input is refused with a clear message and the placeholder is kept (Vietnamese page)', async () => {
  const {context, page, problems} = await open('/docs/6.1/ticket/create');
  const cases: [string, RegExp][] = [
    ['acme shop.crm.example', /không chứa dấu cách/],
    ['https://acme.crm.example', /Bỏ phần https:\/\//],
    ['acme.crm.example/api/v6.1', /Bỏ phần đường dẫn/],
    ['not a domain!', /dấu cách/],
    ['acme', /không phải là tên miền/],
  ];
  for (const [input, message] of cases) {
    await applyDomain(page, input, 'Tên miền CRM của bạn', 'Dùng trong ví dụ');
    const alert = page.getByRole('alert');
    assert.match((await alert.textContent()) ?? '', message, `"${input}"`);
    assert.equal(await page.getByLabel('Tên miền CRM của bạn').getAttribute('aria-invalid'), 'true');
    assert.ok(
      (await codeTexts(page)).some((t) => t.includes(`https://${PLACEHOLDER}/api/v6.1/ticket`)),
      `"${input}": the placeholder stays`,
    );
  }
  assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY), null, 'nothing stored');
  assert.equal(
    await page.locator('[class*="endpoint"] [class*="server"]').first().textContent(),
    `https://${PLACEHOLDER}`,
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('Reset brings the placeholder back everywhere', async () => {
  const {context, page, problems} = await open(REFERENCE);
  await applyDomain(page, DOMAIN);
  assert.equal(await page.locator('[class*="endpoint"] [class*="server"]').first().textContent(), `https://${DOMAIN}`);
  await page.getByRole('button', {name: 'Reset'}).click();
  assert.equal(
    await page.locator('[class*="endpoint"] [class*="server"]').first().textContent(),
    `https://${PLACEHOLDER}`,
  );
  assert.ok((await codeTexts(page)).some((t) => t.includes(`Host: ${PLACEHOLDER}`)));
  assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY), null);
  assert.deepEqual(problems, []);
  await context.close();
});
