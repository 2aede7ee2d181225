/**
 * verify_operation (mcp/tools-verify.ts) as an assistant calls it: the SDK's
 * client on the server in memory, over a scratch build folder holding the 6.1
 * download, pointed (--api-base) at the stand-in CRM
 * (tests/support/stand-in-tenant.ts) with one planted drift. The tool names the
 * difference on its key with its source mark, says a matching operation
 * matches, refuses a write without sending it, and shows neither the key nor
 * a value of the answer.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {localizedApi} from '../../api/lib/model/cache';
import {downloadDocument} from '../../api/lib/downloads/download-document';
import {isObject} from '../../api/lib/browser-safe/json';
import {DOWNLOAD_FILES, downloadPath} from '../../config/downloads';
import {DEFAULT_LOCALE} from '../../config/locales';
import {mcpApi} from '../../config/mcp';
import {createMcpServer} from '../../mcp/server';
import {buildSource} from '../../mcp/source';
import {apiTarget} from '../../mcp/target';
import {startStandIn} from '../support/stand-in-tenant';
import {tempDir} from '../support/temp-dir';

const KEY = 'toolTestKey0123456789abcdefghij';
const doc = downloadDocument(localizedApi(path.resolve('.'), '6.1', DEFAULT_LOCALE));
const closers: (() => Promise<void>)[] = [];
after(async () => {
  for (const close of closers) await close();
});

test('verify_operation names what differs, with its mark, and sends GET only', async () => {
  const dir = tempDir('verify-tool-');
  fs.writeFileSync(path.join(dir, 'llms.txt'), '# scratch\n');
  const file = path.join(dir, downloadPath('6.1', DOWNLOAD_FILES.openapiJson));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(doc));
  const tenant = await startStandIn(doc, {
    key: KEY,
    paceMs: 0,
    planted: {
      answer: {
        get_ticket: (body) => {
          if (isObject(body)) delete body.ticket_title;
          return body;
        },
      },
    },
  });
  closers.push(tenant.close);
  const server = createMcpServer(buildSource(dir), {
    target: apiTarget(tenant.origin, mcpApi.baseOption, {[mcpApi.keyEnv]: KEY}),
    allowWrites: false,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({name: 'verify-tool-test', version: '1.0.0'});
  await server.connect(serverSide);
  await client.connect(clientSide);
  closers.unshift(() => client.close());
  const call = async (args: Record<string, unknown>) => {
    const result = (await client.callTool({name: 'verify_operation', arguments: args})) as {
      isError?: boolean;
      content: {text: string}[];
    };
    return {isError: result.isError === true, text: result.content[0]!.text};
  };
  const tool = (await client.listTools()).tools.find((t) => t.name === 'verify_operation');
  assert.equal(tool?.annotations?.readOnlyHint, true);

  const differs = await call({version: '6.1', operation: 'get_ticket', query: {ticket_code: 'T1'}});
  assert.equal(differs.isError, false, differs.text);
  const answer = JSON.parse(differs.text) as {result: string; differences: {kind: string; key: string; mark: string}[]};
  assert.equal(answer.result, 'differs');
  assert.deepEqual(
    answer.differences.map((d) => [d.kind, d.key]),
    [['missing', 'ticket_title']],
  );
  assert.ok(answer.differences[0]!.mark);

  const matches = await call({version: '6.1', operation: 'list_users', query: {fields: ['user_id', 'contact_name']}});
  assert.equal(JSON.parse(matches.text).result, 'match', matches.text);

  const before = tenant.arrivals.length;
  const write = await call({version: '6.1', operation: 'create_account'});
  assert.equal(write.isError, true);
  assert.match(write.text, /Nothing was sent/);
  assert.equal(tenant.arrivals.length, before);
  assert.deepEqual(tenant.faults, []);
  for (const text of [differs.text, matches.text, write.text]) {
    assert.ok(!text.includes(KEY));
    const leaked = [...tenant.served].filter((v) => v.length >= 8 && text.includes(v));
    assert.deepEqual(leaked, []);
  }
});
