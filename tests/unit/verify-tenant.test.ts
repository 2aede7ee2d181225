/**
 * The verifier (`crm-api-docs-mcp verify`, mcp/verify/) run as an integrator
 * runs it, as a program, against a stand-in CRM (tests/support/stand-in-tenant.ts)
 * whose answers drift from the 6.1 docs in planted ways: a bare array where
 * the docs give an envelope, a required key missing, a key the docs do not
 * have, a string where the docs give an integer, a value outside an enum,
 * one 429 with Retry-After, and the 4.0 probe answering 404. Every planted
 * difference is reported once, on its operation and key; the stand-in
 * fails the test on a method other than GET, a request sooner than the
 * pace, or a path the docs do not have; the key shows in neither stdout,
 * stderr nor the report, and the report holds no value the stand-in sent.
 * Then the bad inputs: no key, a 401, a silent host, a version not served,
 * a timeout, an answer that is not JSON, each one line and a report that
 * keeps what came before. The docs are a scratch build folder holding the
 * 6.1 download, made from the sources as the build makes it.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {localizedApi} from '../../api/lib/model/cache';
import {downloadDocument} from '../../api/lib/downloads/download-document';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {DOWNLOAD_FILES, downloadPath} from '../../config/downloads';
import {DEFAULT_LOCALE} from '../../config/locales';
import {mcpApi} from '../../config/mcp';
import type {Report} from '../../mcp/verify/run';
import {freePort} from '../support/server';
import {startStandIn, type Planted, type StandIn} from '../support/stand-in-tenant';
import {tempDir} from '../support/temp-dir';

const VERSION = '6.1';
const KEY = `verifyKey${randomBytes(12).toString('hex')}`;
const PACE = 60;
const doc = downloadDocument(localizedApi(path.resolve('.'), VERSION, DEFAULT_LOCALE));
const docs = tempDir('verify-docs-');

before(() => {
  fs.writeFileSync(path.join(docs, 'llms.txt'), '# scratch\n');
  for (const version of [VERSION, '4.0']) {
    const file = path.join(docs, downloadPath(version, DOWNLOAD_FILES.openapiJson));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const written =
      version === VERSION ? doc : downloadDocument(localizedApi(path.resolve('.'), version, DEFAULT_LOCALE));
    fs.writeFileSync(file, JSON.stringify(written));
  }
});

const running: StandIn[] = [];
after(async () => Promise.all(running.map((s) => s.close())));

type Run = {code: number; stdout: string; stderr: string; report?: Report; markdown?: string; out: string};

function verify(args: string[], env: Record<string, string | undefined> = {[mcpApi.keyEnv]: KEY}): Promise<Run> {
  const out = tempDir('verify-out-');
  const argv = ['--import', 'tsx', 'mcp/server.ts', 'verify', '--build', docs, '--out', out, ...args];
  const childEnv = {...process.env, ...env};
  if (!env[mcpApi.keyEnv]) delete childEnv[mcpApi.keyEnv];
  return new Promise((resolve) => {
    execFile(process.execPath, argv, {env: childEnv, timeout: 120_000}, (error, stdout, stderr) => {
      const files = fs.readdirSync(out);
      const json = files.find((f) => f.endsWith('.json'));
      const md = files.find((f) => f.endsWith('.md'));
      resolve({
        code: error ? Number((error as {code?: number}).code ?? 1) : 0,
        stdout,
        stderr,
        out,
        ...(json ? {report: JSON.parse(fs.readFileSync(path.join(out, json), 'utf8')) as Report} : {}),
        ...(md ? {markdown: fs.readFileSync(path.join(out, md), 'utf8')} : {}),
      });
    });
  });
}

async function standIn(planted: Planted = {}): Promise<StandIn> {
  const server = await startStandIn(doc, {key: KEY, paceMs: PACE, planted});
  running.push(server);
  return server;
}

const records = (body: Json): Json[] => (isObject(body) && Array.isArray(body.data) ? body.data : []);

/** The drifts, each on one operation. */
const DRIFT: Planted = {
  answer: {
    list_tickets: (body) => records(body),
    get_ticket: (body) => {
      if (isObject(body)) delete body.ticket_title;
      return body;
    },
    get_sale_order: (body) => (isObject(body) ? {...body, planted_extra_key: 1} : body),
    get_purchase_order: (body) => (isObject(body) ? {...body, id: String(body.id)} : body),
    list_tasks: (body) => {
      const [first] = records(body);
      if (isObject(first)) first.user_important = 99; // documented: 0 or 1
      return body;
    },
  },
  status: {
    '/api/v3/users': {status: 404},
    '/api/v6.1/campaigns': {status: 429, headers: {'retry-after': '1'}, times: 1},
  },
};

const EXPECTED = [
  ['list_tickets', 'envelope', ''],
  ['get_ticket', 'missing', 'ticket_title'],
  ['get_sale_order', 'extra', 'planted_extra_key'],
  ['get_purchase_order', 'type', 'id'],
  ['list_tasks', 'enum', 'data[].user_important'],
];

test('every planted drift is reported once, on its operation and key; the stand-in sees GET only, paced, on documented paths', async () => {
  const tenant = await standIn(DRIFT);
  const run = await verify([mcpApi.baseOption, tenant.origin, '--version', VERSION, '--pace-ms', String(PACE)]);
  assert.deepEqual(tenant.faults, [], 'the stand-in saw no fault');
  assert.equal(run.code, 1, run.stderr);
  const report = run.report!;
  const found = report.operations.flatMap((o) => (o.differences ?? []).map((d) => [o.operationId, d.kind, d.key]));
  assert.deepEqual(found.sort(), [...EXPECTED].sort(), 'exactly the planted differences');
  for (const o of report.operations.filter((x) => x.differences?.length))
    for (const d of o.differences!) assert.ok(d.mark, `${o.operationId} ${d.key} has a mark`);
  assert.equal(
    report.operations.find((o) => o.operationId === 'get_sale_order')!.differences![0]!.mark,
    'undocumented',
  );
  assert.deepEqual(
    report.probes.map((p) => [p.version, p.status, p.reading]),
    [
      ['4.0', 404, 'not served'],
      ['6.0', 200, 'serves'],
      ['6.1', 200, 'serves'],
    ],
  );
  const retried = tenant.arrivals.filter((a) => a.path === '/api/v6.1/campaigns');
  assert.equal(retried.length, 2, 'the 429 was sent again once');
  assert.ok(retried[1]!.at - retried[0]!.at >= 1000, 'after its Retry-After');
  const gaps = tenant.arrivals.slice(1).map((a, i) => a.at - tenant.arrivals[i]!.at);
  assert.ok(Math.min(...gaps) >= PACE, `the pace floor holds (${Math.round(Math.min(...gaps))} ms)`);
  assert.equal(report.requests, tenant.arrivals.length);
  assert.ok(report.operations.every((o) => o.method === 'GET'));
  assert.deepEqual(
    report.operations.filter((o) => o.result === 'skipped').map((o) => o.operationId),
    ['call_center_inbound_call', 'get_call_center_extension'],
  );
  assert.match(run.stdout, /API 6\.1: \d+ match, 5 differ \(5 differences\)/);
  assert.match(run.markdown!, /\| `get_ticket` \| `ticket_title` \| missing \|/);

  // The key nowhere; no value the stand-in answered in the report.
  for (const [name, text] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
    ['report', JSON.stringify(report)],
    ['markdown', run.markdown!],
  ] as const)
    assert.ok(!text.includes(KEY), `the key is not in ${name}`);
  const keys = new Set(
    JSON.stringify(doc)
      .match(/"[A-Za-z_][\w]*"(?=:)/g)!
      .map((k) => k.slice(1, -1)),
  );
  const written: string[] = [];
  JSON.stringify(report, (_, v: unknown) => (typeof v === 'string' && written.push(v), v));
  const leaked = [...tenant.served].filter(
    (v) =>
      !keys.has(v) &&
      (written.some((w) => w === v || (v.length >= 8 && w.includes(v))) ||
        (v.length >= 8 && run.markdown!.includes(v))),
  );
  assert.deepEqual(leaked, [], 'no value of an answer in the report');
});

test('no key: one line, nothing sent', async () => {
  const run = await verify([mcpApi.baseOption, 'https://crm.invalid', '--version', VERSION], {});
  assert.equal(run.code, 2);
  assert.equal(run.stderr.trim().split('\n').length, 1);
  assert.match(run.stderr, /no API key: set CRM_API_KEY/);
});

test('a 401: one line, the probes kept, the rest listed as not sent', async () => {
  const tenant = await standIn({status: {'/api/v6/users': {status: 401}}});
  const run = await verify([mcpApi.baseOption, tenant.origin, '--version', VERSION, '--pace-ms', '0']);
  assert.equal(run.code, 3);
  assert.match(run.stderr, /stopped: the CRM refused the key \(401/);
  assert.deepEqual(
    run.report!.probes.map((p) => p.status),
    [200, 401],
  );
  assert.ok(run.report!.operations.every((o) => o.result === 'not sent'));
  assert.ok(!run.stderr.includes(KEY) && !run.stdout.includes(KEY));
});

test('a host that does not answer, a version not served', async () => {
  const port = await freePort();
  const silent = await verify([mcpApi.baseOption, `http://127.0.0.1:${port}`, '--version', VERSION]);
  assert.equal(silent.code, 3);
  assert.match(silent.stderr, /stopped: http:\/\/127\.0\.0\.1:\d+ does not answer/);
  assert.equal(silent.report!.stopped!.code, 'unreachable');
  const tenant = await standIn({status: {'/api/v3/users': {status: 404}}});
  const old = await verify([mcpApi.baseOption, tenant.origin, '--version', '4.0', '--pace-ms', '0']);
  assert.equal(old.code, 3);
  assert.match(
    old.stderr,
    /stopped: the CRM does not serve version 4\.0 \(its probe \/api\/v3\/users\?limit=1 answered 404/,
  );
  assert.deepEqual(
    tenant.arrivals.map((a) => a.path),
    ['/api/v3/users', '/api/v6/users', '/api/v6.1/users'],
    'the probes only',
  );
  assert.ok(old.report!.operations.length > 0 && old.report!.operations.every((o) => o.result === 'not sent'));
});

test('a timeout and an answer that is not JSON: the results before them are kept', async () => {
  const tenant = await standIn({
    answer: {list_account_types: () => '<html>login</html>'},
    silent: ['/api/v6.1/campaigns'],
  });
  const run = await verify([
    mcpApi.baseOption,
    tenant.origin,
    '--version',
    VERSION,
    '--pace-ms',
    '0',
    '--timeout-ms',
    '500',
  ]);
  assert.equal(run.code, 3);
  assert.match(run.stderr, /stopped: no answer within 0\.5 s/);
  const byId = new Map(run.report!.operations.map((o) => [o.operationId, o]));
  assert.deepEqual(
    byId.get('list_account_types')!.differences!.map((d) => d.kind),
    ['not-json'],
  );
  assert.equal(byId.get('list_account_sources')!.result, 'match', 'a result before the timeout is kept');
  assert.equal(byId.get('list_campaigns')!.result, 'not sent');
  assert.equal(byId.get('list_users')!.result, 'not sent');
});
