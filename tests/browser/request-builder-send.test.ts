/**
 * The request builder's Send, in Chromium against the production build: to a
 * real Prism started here with the 6.1 mock page's own command (on the site's
 * openapi.mock.json) it shows the answer's status, headers, body and time;
 * a request the builder calls valid, such as a list's (whose filters include
 * `between`), gets the documented success example; it sends the typed API
 * key in its header and no cookie
 * (`credentials: 'omit'`), and leaves the key out of the URL and storage; with
 * nothing listening, and with a server that answers without CORS, it says
 * which in words and gives the cURL command to run instead; an http address
 * other than this computer is refused at its input (mixed content).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import type {Page, Request} from 'playwright-core';
import {findOperation, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {DOWNLOAD_FILES} from '../../config/downloads';
import {suite} from '../support/behaviour';
import {buildFileOf, downloadUrl, mockPageCommand} from '../support/mock-page';
import {startPrismCommand, type RunningPrism} from '../support/prism';
import {freePort, listenOnLoopback, startServer, type RunningServer} from '../support/server';

const site = suite();
let prism: RunningPrism | undefined;
let noCors: RunningServer | undefined;

before(async () => {
  // Prism reads the file the command names once, as it starts: a server of its own for that moment.
  const files = await startServer();
  try {
    prism = await startPrismCommand(mockPageCommand('6.1', 'en', files.origin), 120_000);
  } finally {
    await files.close();
  }
  // A server that answers every request but sends no CORS header: a browser keeps its answers from other sites.
  noCors = await listenOnLoopback(http.createServer((_req, res) => res.end('{"ok":true}')));
});
after(async () => {
  await prism?.close();
  await noCors?.close();
});

const DETAIL = '/en/docs/6.1/account/detail';

/** Opens the builder of the page's operation and its Send area. */
async function openSend(page: Page) {
  await page.getByRole('button', {name: 'Build this request'}).first().click();
  const panel = page.locator('section[aria-labelledby]');
  await panel.locator('h3').waitFor();
  await panel.getByRole('button', {name: 'Send this request…'}).click();
  return panel;
}

/** The lines of a code block. */
const codeText = (block: ReturnType<Page['locator']>) =>
  block
    .locator('.token-line')
    .allTextContents()
    .then((lines) => lines.join('\n').trimEnd());

/** Console lines a refused or CORS-blocked fetch makes Chromium print (the test provokes them on purpose). */
const blockedFetchNoise = (line: string) =>
  /net::ERR_CONNECTION_REFUSED|blocked by CORS policy|Failed to load resource/.test(line);

test('Send reaches a real Prism: status, headers, body and time; the key in its header only, no cookie', async () => {
  const {context, page, problems} = await site.open(DETAIL);
  // A cookie of this host (cookies ignore the port): credentials 'omit' must keep it from the mock.
  await context.addCookies([{name: 'session', value: 'site-cookie', domain: '127.0.0.1', path: '/'}]);
  const panel = await openSend(page);
  await panel.getByLabel(/API key/).fill('secret-key-123');
  await panel.getByLabel('Mock server address').fill(prism!.origin);
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(prism!.origin)) sent.push(r);
  });
  await panel.getByRole('button', {name: 'Send', exact: true}).click();

  const response = panel.locator('h4', {hasText: 'Response'}).locator('..');
  await response.waitFor();
  assert.match((await response.textContent()) ?? '', /HTTP 200 OK, in \d+ ms/);
  const [headers, body] = [response.locator('.theme-code-block').nth(0), response.locator('.theme-code-block').nth(1)];
  assert.match(await codeText(headers), /^content-type: application\/json$/m);

  // The same request sent from here: the panel shows Prism's body, indented.
  const url = sent.find((r) => r.method() === 'GET')?.url();
  assert.ok(url, `a GET reached Prism (${sent.map((r) => `${r.method()} ${r.url()}`).join(', ')})`);
  assert.match(url, /\/api\/v6\.1\/account\?account_code=KH000412&fields=/);
  const direct = await fetch(url, {headers: {'X-API-KEY': 'secret-key-123'}});
  assert.equal(direct.status, 200);
  assert.equal(await codeText(body), JSON.stringify(await direct.json(), null, 2));
  assert.match(await codeText(body), /"account_code": "KH000412"/);

  const get = sent.find((r) => r.method() === 'GET')!;
  const requestHeaders = await get.allHeaders();
  assert.equal(requestHeaders['x-api-key'], 'secret-key-123');
  assert.equal(requestHeaders.cookie, undefined, 'no cookie goes along (credentials: omit)');
  assert.ok(!page.url().includes('secret-key-123'), 'the key is not in the URL');
  const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
  assert.ok(!stored.includes('secret-key-123'), 'the key is not stored');
  assert.match((await panel.getByRole('status').last().textContent()) ?? '', /Answered 200 in \d+ ms\./);

  // On a phone the answer stays within the panel (its code blocks scroll, nothing else runs off the side).
  await page.setViewportSize({width: 375, height: 740});
  const overflow = await panel.evaluate((section) => {
    const right = section.getBoundingClientRect().right + 1;
    return Array.from(section.querySelectorAll('p, label, input, button, fieldset, pre'))
      .filter((el) => el.getBoundingClientRect().right > right)
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').slice(0, 40)}`);
  });
  assert.deepEqual(overflow, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a list's request, valid in the builder (its filters include between): Send shows the success example", async () => {
  const doc = JSON.parse(
    fs.readFileSync(buildFileOf(downloadUrl('6.1', 'en', DOWNLOAD_FILES.openapiJson)), 'utf8'),
  ) as OpenApiDocument;
  const list = findOperation(doc, 'list_accounts')!;
  const example = (list.operation.responses!['200'] as {content: {'application/json': {example: unknown}}}).content[
    'application/json'
  ].example;
  assert.ok(example, 'list_accounts documents a success example');
  const {context, page, problems} = await site.open('/en/docs/6.1/account/list');
  const panel = await openSend(page);
  await panel.getByText("This request matches the operation's schema.").waitFor();
  await panel.getByLabel('Mock server address').fill(prism!.origin);
  await panel.getByRole('button', {name: 'Send', exact: true}).click();
  const response = panel.locator('h4', {hasText: 'Response'}).locator('..');
  await response.waitFor();
  assert.match((await response.textContent()) ?? '', /HTTP 200 OK, in \d+ ms/);
  assert.equal(await codeText(response.locator('.theme-code-block').nth(1)), JSON.stringify(example, null, 2));
  assert.deepEqual(problems, []);
  await context.close();
});

test('Send with nothing listening, or to a server without CORS: the reason in words and the cURL to run instead', async () => {
  const {context, page, problems} = await site.open(DETAIL);
  const panel = await openSend(page);
  const address = panel.getByLabel('Mock server address');
  const send = panel.getByRole('button', {name: 'Send', exact: true});

  // Mixed content is refused before anything is sent.
  await address.fill('http://192.168.1.20:4010');
  assert.equal(await address.getAttribute('aria-invalid'), 'true');
  assert.match(
    (await page.locator(`[id="${await address.getAttribute('aria-describedby')}"]`).textContent()) ?? '',
    /mixed content/,
  );
  assert.equal(await send.isDisabled(), true);

  const port = await freePort();
  const nothing = `http://127.0.0.1:${port}`;
  await address.fill(nothing);
  await send.click();
  const alert = panel.getByRole('alert');
  await alert.waitFor();
  assert.match(
    (await alert.textContent()) ?? '',
    new RegExp(`Nothing answered at ${nothing.replace(/\./g, '\\.')}: no mock server is listening there\\.`),
  );
  assert.match(
    (await alert.textContent()) ?? '',
    /npx @stoplight\/prism-cli mock http\S+\/downloads\/api\/6\.1\/openapi\.mock\.json/,
  );
  assert.match(
    await codeText(alert.locator('.theme-code-block')),
    new RegExp(`^curl --globoff --request GET '${nothing}/api/v6\\.1/account\\?account_code=KH000412&fields=`),
  );

  await address.fill(noCors!.origin);
  await send.click();
  await page.waitForFunction(() =>
    /does not let pages of other sites read its answers \(CORS\)/.test(
      document.querySelector('section[aria-labelledby] [role="alert"]')?.textContent ?? '',
    ),
  );
  assert.match(
    await codeText(alert.locator('.theme-code-block')),
    new RegExp(`^curl --globoff --request GET '${noCors!.origin}/api/v6\\.1/account\\?`),
  );
  assert.deepEqual(
    problems.filter((line) => !blockedFetchNoise(line)),
    [],
  );
  await context.close();
});
