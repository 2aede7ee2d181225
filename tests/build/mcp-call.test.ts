/**
 * call_operation and call_write_operation as an assistant uses them: the SDK's
 * client starts the MCP server over stdio on the production build
 * (tests/support/mcp.ts), once without and once with --allow-writes per
 * version, each pointed (--api-base) at a recording proxy
 * (tests/support/recorder.ts) in front of Prism mocking that version's
 * OpenAPI download. The proxy proves what reached the mock: a read answers
 * 200 with the documented example, a write without the flag is refused and
 * sends nothing, with the flag it is sent as the docs write it, a bad value
 * is named in the builder's words and sends nothing, another host is refused,
 * and the API key (CRM_API_KEY) travels only in its header and shows in no
 * answer and no log line. tests/build/mcp-call-crm.test.ts answers what the
 * mock cannot (redirects, 429 and 503, an echoed key).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {mcpApi} from '../../config/mcp';
import {exampleValues} from '../../api/lib/requests/example-values';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {startPrism, type RunningPrism} from '../support/prism';
import {startRecorder, type Arrival, type Recorder} from '../support/recorder';
import {connectMcp, type McpSession, type ToolResult} from '../support/mcp';
import {BUILD_DIR} from '../support/server';
import {SERVER_CARD_TOOLS} from '../support/policy';

/** A key no answer may show: 38 characters, letters and digits. */
const KEY = `mcpKey${randomBytes(16).toString('hex')}`;

const sessions: McpSession[] = [];

async function connect(args: string[]): Promise<McpSession> {
  const session = await connectMcp(args, {[mcpApi.keyEnv]: KEY});
  sessions.push(session);
  return session;
}

const json = (r: ToolResult) => {
  assert.equal(r.isError, false, r.text);
  return JSON.parse(r.text) as Record<string, unknown> & {status: number; body: Json; headers: Record<string, string>};
};

function entryOf(doc: OpenApiDocument, id: string): OperationEntry {
  const entry = operations(doc).find((e) => e.operation.operationId === id);
  assert.ok(entry, `operation ${id}`);
  return entry;
}

/** The example of an operation's first success response, as Prism answers it. */
function successExample(doc: OpenApiDocument, entry: OperationEntry): Json | undefined {
  const [, raw] = Object.entries(entry.operation.responses ?? {}).find(([status]) => /^2/.test(status)) ?? [];
  const media = raw ? deref(doc, raw).content?.['application/json'] : undefined;
  if (media?.example !== undefined) return media.example as Json;
  const first = isObject(media?.examples) ? Object.values(media.examples)[0] : undefined;
  return isObject(first) ? (first.value as Json) : undefined;
}

/** Per version: the read and the write the docs document, a wrong call and what its error names. */
const CASES: Record<string, {read: string; write: string; bad: Record<string, unknown>; named: RegExp[]}> = {
  '4.0': {
    read: 'get_account',
    write: 'create_account',
    bad: {operation: 'get_account', path: {ID: 'abc'}, query: {colour: 'red'}},
    named: [/^- path\.ID: Must be a whole number\.$/m, /^- query: Unknown field name: colour\.$/m],
  },
  '6.0': {
    read: 'get_account',
    write: 'create_account',
    bad: {operation: 'get_account', path: {id: 0}, query: {fields: ['account_code', 'acount_name']}},
    named: [/^- path\.id: Must be at least 1\.$/m, /^- query\.fields\[1\]: Unknown field name: acount_name\.$/m],
  },
  '6.1': {
    read: 'get_account',
    write: 'create_account',
    bad: {operation: 'GET /api/v6.1/account', query: {fields: ['account_code']}},
    named: [/^- query\.account_code: Required\.$/m],
  },
};

const VERSIONS = Object.keys(CASES);

describe('call_operation over stdio against Prism mocking each version', () => {
  const prisms = new Map<string, RunningPrism>();
  const recorders = new Map<string, Recorder>();
  const readers = new Map<string, McpSession>();
  const writers = new Map<string, McpSession>();
  const docs = new Map<string, OpenApiDocument>();
  const arrived = (version: string, channel: string): Arrival[] =>
    [...recorders.get(version)!.arrivals(channel).values()].flat();

  before(async () => {
    // The mocks start together; the MCP servers one after the other (the first compiles for the rest).
    await Promise.all(
      VERSIONS.map(async (version) => {
        const spec = path.join(BUILD_DIR, 'downloads', 'api', version, 'openapi.mock.json');
        docs.set(version, JSON.parse(fs.readFileSync(spec, 'utf8')));
        const prism = await startPrism(spec);
        prisms.set(version, prism);
        recorders.set(version, await startRecorder(prism.origin, ['read', 'write']));
      }),
    );
    for (const version of VERSIONS) {
      const {origins} = recorders.get(version)!;
      readers.set(version, await connect([mcpApi.baseOption, origins.read!]));
      writers.set(version, await connect([mcpApi.baseOption, origins.write!, mcpApi.writesOption]));
    }
  });

  after(async () => {
    for (const session of sessions) await session.close();
    for (const recorder of recorders.values()) await recorder.close();
    for (const prism of prisms.values()) await prism.close();
  });

  test('the tools: call_operation always, call_write_operation only with --allow-writes, the docs and workflow tools', async () => {
    assert.deepEqual(await readers.get('6.1')!.tools(), SERVER_CARD_TOOLS);
    assert.deepEqual(await writers.get('6.1')!.tools(), [...SERVER_CARD_TOOLS, 'call_write_operation'].sort());
  });

  for (const version of VERSIONS) {
    const {read, write, bad, named} = CASES[version]!;

    test(`API ${version}: a read answers 200 with the documented example; the key went in its header only`, async () => {
      const doc = docs.get(version)!;
      const entry = entryOf(doc, read);
      const before = arrived(version, 'read').length;
      const answer = json(
        await readers.get(version)!.call('call_operation', {version, operation: read, ...exampleValues(doc, entry), locale: 'en'}),
      );
      assert.equal(answer.status, 200, JSON.stringify(answer));
      assert.deepEqual(answer.body, successExample(doc, entry));
      assert.match(String(answer.headers['content-type']), /json/);
      assert.ok(typeof answer.ms === 'number' && answer.ms >= 0, 'the time');
      assert.match(String(answer.curl), /--header 'X-API-KEY: YOUR_API_KEY'/, 'the cURL command with the placeholder');
      const arrivals = arrived(version, 'read').slice(before);
      assert.equal(arrivals.length, 1, 'one request reached the mock');
      assert.equal(arrivals[0]!.method, 'GET');
      assert.equal(arrivals[0]!.headers['x-api-key'], KEY, 'the key from CRM_API_KEY, in its header');
      assert.equal(`${new URL(String(answer.url)).pathname}${new URL(String(answer.url)).search}`, arrivals[0]!.target);
      assert.ok(!arrivals[0]!.target.includes(KEY) && !arrivals[0]!.body.includes(KEY), 'nowhere else');
    });

    test(`API ${version}: a write without --allow-writes is refused, and nothing reaches the mock`, async () => {
      const doc = docs.get(version)!;
      const entry = entryOf(doc, write);
      const before = arrived(version, 'read').length;
      const refused = await readers.get(version)!.call('call_operation', {version, operation: write, locale: 'en'});
      assert.equal(refused.isError, true, refused.text);
      assert.match(refused.text, new RegExp(`^Nothing was sent: ${write} \\(${entry.method.toUpperCase()} .*--allow-writes`));
      const unlisted = await readers.get(version)!.call('call_write_operation', {version, operation: write, ...exampleValues(doc, entry)});
      assert.equal(unlisted.isError, true, unlisted.text);
      assert.match(unlisted.text, /call_write_operation not found/);
      assert.equal(arrived(version, 'read').length, before, 'nothing reached the mock');
    });

    test(`API ${version}: with --allow-writes the write is sent as the docs write it`, async () => {
      const doc = docs.get(version)!;
      const entry = entryOf(doc, write);
      const values = exampleValues(doc, entry);
      const before = arrived(version, 'write').length;
      const answer = json(await writers.get(version)!.call('call_write_operation', {version, operation: write, ...values}));
      assert.equal(answer.status, 200, JSON.stringify(answer));
      assert.deepEqual(answer.body, successExample(doc, entry));
      const arrivals = arrived(version, 'write').slice(before);
      assert.equal(arrivals.length, 1);
      assert.equal(arrivals[0]!.method, entry.method.toUpperCase());
      assert.deepEqual(JSON.parse(arrivals[0]!.body), values.body);
      assert.equal(arrivals[0]!.headers['x-api-key'], KEY);
      const reads = await writers.get(version)!.call('call_write_operation', {version, operation: read, locale: 'en'});
      assert.match(reads.text, /only reads: call it with call_operation/);
    });

    test(`API ${version}: bad values are named in the builder's words, and nothing is sent`, async () => {
      const before = arrived(version, 'read').length;
      const english = await readers.get(version)!.call('call_operation', {version, ...bad, locale: 'en'});
      assert.equal(english.isError, true, english.text);
      assert.match(english.text, /^Nothing was sent: /);
      for (const name of named) assert.match(english.text, name);
      const vietnamese = await readers.get(version)!.call('call_operation', {version, ...bad});
      assert.equal(vietnamese.isError, true);
      assert.doesNotMatch(vietnamese.text, /Must be|Unknown field|Required\./, "the builder's Vietnamese words");
      assert.equal(arrived(version, 'read').length, before, 'nothing reached the mock');
    });
  }

  test('a concrete path gives its path values, typed as their schema', async () => {
    const before = arrived('6.0', 'read').length;
    const answer = json(
      await readers.get('6.0')!.call('call_operation', {version: '6.0', operation: 'GET /api/v6/accounts/318', query: {fields: ['id']}}),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer));
    assert.equal(arrived('6.0', 'read').slice(before)[0]!.target, '/api/v6/accounts/318?fields=id');
    const clash = await readers.get('6.0')!.call('call_operation', {version: '6.0', operation: 'GET /api/v6/accounts/318', path: {id: 2}});
    assert.match(clash.text, /gives id = 318, and "path" gives 2: give one/);
  });

  test('another host is refused: in the operation, in a path value; an unknown operation or version names what is valid', async () => {
    const mcp = readers.get('4.0')!;
    const before = arrived('4.0', 'read').length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{version: '4.0', operation: 'GET https://evil.example/api/v3/accounts'}, /names a host\. call_operation sends requests only to http:\/\/127\.0\.0\.1:\d+/],
      [{version: '4.0', operation: 'GET //evil.example/api/v3/accounts'}, /names a host/],
      [{version: '4.0', operation: 'get_order', path: {ORDER_CODE: 'https://evil.example/x'}}, /would leave the operation's path/],
      [{version: '4.0', operation: 'get_order', path: {ORDER_CODE: '..'}}, /would leave the operation's path/],
      [{version: '4.0', operation: 'GET /api/v3/users?q=a'}, /carries a query string/],
      [{version: '4.0', operation: 'get_acount'}, /API 4\.0 has no operation "get_acount"\. .*Close matches: get_account/],
      [{version: '5.0', operation: 'get_account'}, /Unknown API version "5\.0"\. Valid versions: /],
      [{version: '4.0', operation: 'get_account', path: {ID: 1}, headers: {'X-API-KEY': 'mine'}}, /X-API-KEY is a credential\. The server sends it from its environment \(CRM_API_KEY\)/],
    ];
    for (const [args, message] of cases) {
      const result = await mcp.call('call_operation', {locale: 'en', ...args});
      assert.equal(result.isError, true, `${JSON.stringify(args)}: ${result.text}`);
      assert.match(result.text, message);
    }
    assert.equal(arrived('4.0', 'read').length, before, 'nothing reached the mock');
  });
});

test('no answer, error or log line of the servers in this file shows the key', () => {
  const answers = sessions.flatMap((s) => s.answers);
  assert.ok(answers.length > 20, `${answers.length} answers`);
  for (const text of answers) assert.ok(!text.includes(KEY), text.slice(0, 300));
  for (const session of sessions) assert.ok(!session.stderr().includes(KEY), session.stderr());
});
