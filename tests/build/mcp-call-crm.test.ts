/**
 * call_operation against what the mock cannot answer: a stand-in CRM on
 * loopback (the MCP server over stdio, tests/support/mcp.ts, with
 * --api-base at it) answers a redirect to another host (not followed: that
 * host gets nothing), a 503 and a 429 (the answer quotes the version's
 * retries section, in the asked locale), and a body and a header that echo
 * the key (redacted; the key went in its header only). And without an API
 * address, call_operation says how to give one.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {mcpApi} from '../../config/mcp';
import {createMcpServer} from '../../mcp/server';
import {buildSource} from '../../mcp/source';
import {connectMcp, type McpSession, type ToolResult} from '../support/mcp';
import {BUILD_DIR, listenOnLoopback, type RunningServer} from '../support/server';

const KEY = `crmKey${randomBytes(16).toString('hex')}`;

const json = (r: ToolResult) => {
  assert.equal(r.isError, false, r.text);
  return JSON.parse(r.text) as Record<string, unknown> & {status: number; body: unknown; headers: Record<string, string>};
};

describe('call_operation against a stand-in CRM: redirects, retries, echoed keys', () => {
  let crm: RunningServer;
  let elsewhere: RunningServer;
  const stolen: string[] = [];
  const received: {url: string; key?: string}[] = [];
  let mcp: McpSession;

  before(async () => {
    elsewhere = await listenOnLoopback(
      http.createServer((req, res) => {
        stolen.push(`${req.method} ${req.url} ${req.headers['x-api-key'] ?? ''}`);
        res.writeHead(200).end('{}');
      }),
    );
    crm = await listenOnLoopback(
      http.createServer((req, res) => {
        const key = String(req.headers['x-api-key'] ?? '');
        received.push({url: req.url ?? '', key});
        const code = new URL(req.url ?? '/', 'http://x').searchParams.get('account_code');
        if (code === 'MOVED') res.writeHead(302, {location: `${elsewhere.origin}/steal`}).end();
        else if (code === 'BUSY') res.writeHead(503, {'retry-after': '7', 'content-type': 'text/plain'}).end('busy');
        else if (code === 'SLOW') res.writeHead(429, {'retry-after': '3'}).end();
        else
          res
            .writeHead(401, {'content-type': 'application/json', 'www-authenticate': `ApiKey key="${key}"`})
            .end(JSON.stringify({code: 'unauthorized', message: `The key ${key} is not valid.`}));
      }),
    );
    mcp = await connectMcp([mcpApi.baseOption, crm.origin, mcpApi.writesOption], {[mcpApi.keyEnv]: KEY});
  });

  after(async () => {
    await mcp?.close();
    await crm?.close();
    await elsewhere?.close();
  });

  const get = (code: string, locale = 'en') =>
    mcp.call('call_operation', {version: '6.1', operation: 'get_account', query: {account_code: code, fields: ['account_code']}, locale});

  test('a redirect to another host is answered as it came, not followed: that host gets nothing', async () => {
    const answer = json(await get('MOVED'));
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.location, `${elsewhere.origin}/steal`);
    assert.match(String(answer.redirect), /^Not followed: the server answered 302 toward .* sends requests only to http:\/\/127\.0\.0\.1:\d+/);
    assert.deepEqual(stolen, []);
  });

  test("a 503 and a 429 carry the retries section's own words for the status and the method, in the asked locale", async () => {
    const busy = json(await get('BUSY'));
    assert.equal(busy.status, 503);
    assert.equal(busy.headers['retry-after'], '7');
    const retry = busy.retry as {rule: string; wait: string[]; resend: string[]; guide: string};
    const section = fs.readFileSync(path.join(BUILD_DIR, 'en', 'docs', '6.1', 'needed_info.md'), 'utf8');
    assert.match(retry.rule, /^`502 Bad Gateway`, `503 Service Unavailable`, `504 Gateway Timeout`: Yes/);
    const words = section.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    for (const line of retry.wait) assert.ok(words.includes(line), line);
    for (const line of retry.resend) assert.ok(words.includes(line.slice(line.indexOf(': ') + 2)), line);
    assert.match(retry.resend[0]!, /^`GET`: /);
    assert.match(retry.guide, /\/en\/docs\/6\.1\/needed_info#retries$/);
    const slow = json(await get('SLOW', 'vi'));
    assert.equal(slow.status, 429);
    const vi = slow.retry as {rule: string; guide: string};
    assert.match(vi.rule, /^`429 Too Many Requests`: Có/);
    assert.match(vi.guide, /\/docs\/6\.1\/needed_info#retries$/);
  });

  test('a key the CRM echoes in its body or a header never shows; it was sent in its header only', async () => {
    const answer = json(await get('ECHO'));
    assert.equal(answer.status, 401);
    assert.match(JSON.stringify(answer.body), /The key \[CRM_API_KEY\] is not valid\./);
    assert.equal(answer.headers['www-authenticate'], 'ApiKey key="[CRM_API_KEY]"');
    assert.ok(received.length >= 4 && received.every((r) => r.key === KEY && !r.url.includes(KEY)), JSON.stringify(received.length));
  });

  test('no answer, error or log line of this server shows the key', () => {
    assert.ok(mcp.answers.length >= 4, `${mcp.answers.length} answers`);
    for (const text of mcp.answers) assert.ok(!text.includes(KEY), text.slice(0, 300));
    assert.ok(!mcp.stderr().includes(KEY), mcp.stderr());
  });
});

test('without an API address call_operation says how to give one, naming the mock command and the variables', async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer(buildSource(BUILD_DIR));
  const client = new Client({name: 'mcp-call-test', version: '1.0.0'});
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const result = await client.callTool({name: 'call_operation', arguments: {version: '6.1', operation: 'list_users'}});
    const text = (result.content as {text: string}[])[0]!.text;
    assert.equal(result.isError, true);
    assert.match(text, /no API address\. Start it with --api-base .* or set CRM_API_BASE/);
    assert.match(text, /npx @stoplight\/prism-cli mock https:\/\/\S+\/downloads\/api\/6\.1\/openapi\.json/);
  } finally {
    await client.close();
    await server.close();
  }
});
