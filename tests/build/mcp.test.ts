/**
 * The MCP server (mcp/server.ts) as an assistant uses it: an MCP client from
 * the SDK starts it over stdio against the production build and calls every
 * tool; bad input gets a tool error and the server keeps answering. Then the
 * same against a local server over the build with --site, recording every
 * request: only Markdown twins, llms.txt files, OpenAPI downloads and the
 * search index (/pagefind/, which search_docs runs like the site's dialog).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {siteOrigin} from '../../config/site';
import {createServer} from '../../scripts/serve';
import {READABLE} from '../../mcp/source';
import {CARD_PATH, serverCard} from '../../mcp/card';
import {BUILD_DIR, listenOnLoopback, type RunningServer} from '../support/server';
import {SERVER_CARD_TOOLS} from '../support/policy';

const ROOT = path.resolve(__dirname, '..', '..');
const SITE = siteOrigin;

type ToolResult = {text: string; isError: boolean};

async function connect(args: string[]): Promise<{call: (name: string, args: Record<string, unknown>) => Promise<ToolResult>; close: () => Promise<void>; client: Client}> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'mcp', 'server.ts'), ...args],
    cwd: ROOT,
    stderr: 'ignore',
  });
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {
    client,
    async call(name, toolArgs) {
      const result = await client.callTool({name, arguments: toolArgs});
      const content = result.content as {type: string; text: string}[];
      return {text: content.map((c) => c.text).join('\n'), isError: result.isError === true};
    },
    close: () => client.close(),
  };
}

const json = (r: ToolResult) => {
  assert.equal(r.isError, false, r.text);
  return JSON.parse(r.text);
};

describe('MCP server over the production build (stdio)', () => {
  let mcp: Awaited<ReturnType<typeof connect>>;
  before(async () => {
    mcp = await connect(['--build', BUILD_DIR]);
  });
  after(() => mcp.close());

  test('offers the four documentation tools, call_operation (call_write_operation only with --allow-writes) and the two workflow tools', async () => {
    const {tools} = await mcp.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), SERVER_CARD_TOOLS);
  });

  test('the build publishes the server card: the tools this server lists, as it lists them', async () => {
    const card = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, CARD_PATH), 'utf8'));
    assert.deepEqual(card, JSON.parse(JSON.stringify(await serverCard())), 'the card is the one mcp/card.ts writes');
    const {tools} = await mcp.client.listTools();
    assert.deepEqual(card.tools, JSON.parse(JSON.stringify(tools)));
    assert.equal(card.serverInfo.name, mcp.client.getServerVersion()?.name);
  });

  test('search_docs: "khach hang" in 6.1 finds the customer (account) pages, scoped to 6.1 and Vietnamese', async () => {
    const {hits, version, locale} = json(await mcp.call('search_docs', {query: 'khach hang', version: '6.1', limit: 5}));
    assert.equal(version, '6.1');
    assert.equal(locale, 'vi');
    const urls: string[] = hits.map((h: {url: string}) => h.url);
    assert.ok(urls.slice(0, 3).includes(`${SITE}/docs/6.1/account/intro`), urls.join(', '));
    assert.ok(urls.every((u) => u.startsWith(`${SITE}/docs/6.1/`) || u === `${SITE}/docs/6.1`), urls.join(', '));
    for (const hit of hits) {
      assert.ok(hit.title && hit.twin.endsWith('.md') && hit.excerpt, JSON.stringify(hit));
      assert.match(hit.excerpt, /\*\*kh[aá]ch\*\*/i, hit.excerpt);
    }
  });

  test('search_docs folds đ to d and defaults to the site default version (4.0)', async () => {
    const folded = json(await mcp.call('search_docs', {query: 'don ban hang', version: '6.1', limit: 3}));
    assert.ok(folded.hits.some((h: {url: string}) => h.url.startsWith(`${SITE}/docs/6.1/sale-order/`)), JSON.stringify(folded.hits));
    const byDefault = json(await mcp.call('search_docs', {query: 'webhook'}));
    assert.equal(byDefault.version, '4.0');
    assert.equal(byDefault.hits[0].url, `${SITE}/docs/webhook`);
    const english = json(await mcp.call('search_docs', {query: 'customer', version: '6.1', locale: 'en', limit: 3}));
    assert.ok(english.hits.every((h: {url: string}) => h.url.startsWith(`${SITE}/en/docs/6.1`)), JSON.stringify(english.hits));
  });

  test('search_docs: a reference page carries its operation; a version the query names is searched', async () => {
    const named = json(await mcp.call('search_docs', {query: 'create sale order 6.1', locale: 'en', limit: 3}));
    assert.equal(named.version, '6.1');
    const create = named.hits.find((h: {url: string}) => h.url === `${SITE}/en/docs/6.1/sale-order/create`);
    assert.ok(create, JSON.stringify(named.hits));
    assert.equal(create.endpoint, 'POST /api/v6.1/sale_order');
    const given = json(await mcp.call('search_docs', {query: 'create sale order 6.1', version: '6.0', locale: 'en', limit: 3}));
    assert.equal(given.version, '6.0', 'a version argument wins over the query');
  });

  test('get_operation("6.1", "POST /api/v6.1/account"): the required fields and the cURL sample', async () => {
    const op = json(await mcp.call('get_operation', {version: '6.1', operation: 'POST /api/v6.1/account'}));
    assert.equal(op.operationId, 'create_account');
    assert.equal(op.page, `${SITE}/docs/6.1/account/create`);
    const required = op.body.fields.filter((f: {required: boolean}) => f.required).map((f: {name: string}) => f.name);
    assert.ok(required.includes('account_name'), required.join(', '));
    assert.deepEqual(op.auth, [{in: 'header', name: 'X-API-KEY', value: 'YOUR_API_KEY'}]);
    assert.match(op.curl, /^curl --globoff --request POST 'https:\/\/\{your-domain\}\/api\/v6\.1\/account'/);
    assert.ok(op.errors.some((e: {status: string}) => e.status === '400'), JSON.stringify(op.errors));
    const byId = json(await mcp.call('get_operation', {version: '6.1', operation: 'create_account', locale: 'en'}));
    assert.equal(byId.path, '/api/v6.1/account');
    assert.equal(byId.summary, 'Create a customer');
    assert.equal(byId.page, `${SITE}/en/docs/6.1/account/create`);
    const concrete = json(await mcp.call('get_operation', {version: '6.0', operation: 'get /api/v6/accounts/42/'}));
    assert.equal(`${concrete.method} ${concrete.path}`, 'GET /api/v6/accounts/{id}');
  });

  test('get_page: the Markdown twin, by path, .md path or full URL with a trailing slash and a hash', async () => {
    const page = await mcp.call('get_page', {url_or_path: '/docs/6.1/account/list'});
    assert.equal(page.isError, false, page.text);
    assert.equal(page.text, fs.readFileSync(path.join(BUILD_DIR, 'docs/6.1/account/list.md'), 'utf8'));
    for (const form of [`${SITE}/docs/6.1/account/list/#query-parameters`, 'docs/6.1/account/list.md', `${SITE}/docs/6.1/account/list.md`]) {
      assert.equal((await mcp.call('get_page', {url_or_path: form})).text, page.text, form);
    }
    const intro = await mcp.call('get_page', {url_or_path: '/docs/intro'});
    assert.equal(intro.text, fs.readFileSync(path.join(BUILD_DIR, 'docs.md'), 'utf8'), '/docs/intro redirects to the 4.0 intro, as on the site');
    const english = await mcp.call('get_page', {url_or_path: '/en/docs/6.1'});
    assert.match(english.text, /^# /);
    assert.equal(english.text, fs.readFileSync(path.join(BUILD_DIR, 'en/docs/6.1.md'), 'utf8'));
  });

  test('list_operations: every operation of the version, or one tag', async () => {
    const spec = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'downloads/api/6.1/openapi.json'), 'utf8'));
    const count = Object.values(spec.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
    const all = json(await mcp.call('list_operations', {version: '6.1'}));
    assert.equal(all.count, count);
    assert.ok(all.tags.some((t: {name: string}) => t.name === 'account'));
    const account = json(await mcp.call('list_operations', {version: '6.1', tag: 'account'}));
    assert.ok(account.count > 5 && account.count < count);
    assert.ok(account.operations.some((o: {operationId: string}) => o.operationId === 'create_account'));
  });

  test('bad input is a tool error naming what is wrong and what is valid, and the server keeps answering', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['get_operation', {version: '7.0', operation: 'create_account'}, /Unknown API version "7\.0"\. Valid versions: .*6\.1.*4\.0/],
      ['list_operations', {version: 'latest'}, /Unknown API version "latest"/],
      ['search_docs', {query: 'khach hang', version: '5.0'}, /Valid versions/],
      ['search_docs', {query: 'khach hang', locale: 'fr'}, /Unknown locale "fr"\. Valid locales: vi, en/],
      ['get_operation', {version: '6.1', operation: 'create_acount'}, /API 6\.1 has no operation "create_acount"\. .*Close matches: create_account \(POST \/api\/v6\.1\/account\).*list_operations/],
      ['get_operation', {version: '6.1', operation: 'PATCH /api/v6.1/account'}, /no PATCH \/api\/v6\.1\/account\. That path has: .*POST \/api\/v6\.1\/account/],
      ['list_operations', {version: '6.1', tag: 'nope'}, /has no tag "nope"\. Valid tags: .*account/],
      ['get_page', {url_or_path: 'https://example.org/docs/6.1/account/list'}, /outside the site/],
      ['get_page', {url_or_path: '/downloads/api/6.1/openapi.json'}, /not a doc page/],
      ['get_page', {url_or_path: '/docs/6.1/account/nope'}, /No page at \/docs\/6\.1\/account\/nope/],
    ];
    for (const [name, args, message] of cases) {
      const result = await mcp.call(name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}: ${result.text}`);
      assert.match(result.text, message);
    }
    const still = json(await mcp.call('list_operations', {version: '4.0'}));
    assert.ok(still.count > 0);
  });
});

describe('MCP server over a deployed site (--site URL)', () => {
  let site: RunningServer;
  const requested: string[] = [];
  let mcp: Awaited<ReturnType<typeof connect>>;
  before(async () => {
    const server = createServer(BUILD_DIR);
    server.prependListener('request', (req) => requested.push(new URL(req.url ?? '/', 'http://x').pathname));
    site = await listenOnLoopback(server);
    mcp = await connect(['--site', site.origin]);
  });
  after(async () => {
    await mcp.close();
    await site.close();
  });

  test('answers every tool from the site and fetches only .md twins, llms.txt, OpenAPI downloads and the search index', async (t) => {
    const search = json(await mcp.call('search_docs', {query: 'khach hang', version: '6.1', limit: 3}));
    assert.ok(search.hits.some((h: {url: string}) => h.url === `${site.origin}/docs/6.1/account/intro`), JSON.stringify(search.hits));
    const page = await mcp.call('get_page', {url_or_path: `${site.origin}/en/docs/6.1/account/list/`});
    assert.equal(page.text, fs.readFileSync(path.join(BUILD_DIR, 'en/docs/6.1/account/list.md'), 'utf8'));
    const op = json(await mcp.call('get_operation', {version: '6.1', operation: 'POST /api/v6.1/account', locale: 'en'}));
    assert.equal(op.operationId, 'create_account');
    assert.ok(json(await mcp.call('list_operations', {version: '6.0'})).count > 0);
    assert.equal((await mcp.call('get_page', {url_or_path: '/docs/6.1/account/nope'})).isError, true);
    assert.ok(requested.length > 10, `${requested.length} requests`);
    const count = (end: string) => requested.filter((p) => p.endsWith(end)).length;
    const index = requested.filter((p) => p.startsWith('/pagefind/')).length;
    t.diagnostic(`${requested.length} requests: ${count('.md')} .md, ${count('/llms.txt')} llms.txt, ${count('/openapi.json')} openapi.json, ${index} search index`);
    assert.ok(requested.includes('/pagefind/pagefind.js'), 'search_docs runs the site\'s own pagefind.js');
    const others = requested.filter((p) => !READABLE.test(p) && !p.startsWith('/pagefind/'));
    assert.deepEqual(others, [], `requests beyond twins, llms.txt, OpenAPI downloads and the index: ${others.join(', ')}`);
    assert.ok(requested.includes('/en/downloads/api/6.1/openapi.json'), requested.join(', '));
  });
});
