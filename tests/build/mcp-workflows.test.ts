/**
 * The MCP server's workflow tools (mcp/workflows.ts) as an assistant uses
 * them: an SDK client starts the server over stdio against the production
 * build, lists each version's recipes as workflows and reads one step by
 * step (operation, method and path, what it sends, what it passes on to which
 * step, success criteria, branches, page); bad input is a tool error naming
 * what is valid. Then over --site: only the workflow downloads (JSON) and the
 * OpenAPI download are fetched.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {workflowIndexPath} from '../../config/downloads';
import {siteOrigin} from '../../config/site';
import {createServer} from '../../scripts/serve';
import {READABLE} from '../../mcp/source';
import {BUILD_DIR, listenOnLoopback, type RunningServer} from '../support/server';

const ROOT = path.resolve(__dirname, '..', '..');

type Session = {client: Client; call: (name: string, args: Record<string, unknown>) => Promise<{text: string; isError: boolean}>};

async function connect(args: string[]): Promise<Session> {
  const client = new Client({name: 'mcp-workflows-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'mcp', 'server.ts'), ...args],
      cwd: ROOT,
      stderr: 'ignore',
    }),
  );
  return {
    client,
    async call(name, toolArgs) {
      const result = await client.callTool({name, arguments: toolArgs});
      const text = (result.content as {text: string}[]).map((c) => c.text).join('\n');
      return {text, isError: result.isError === true};
    },
  };
}

const json = (r: {text: string; isError: boolean}) => {
  assert.equal(r.isError, false, r.text);
  return JSON.parse(r.text);
};

describe('MCP workflow tools over the production build', () => {
  let mcp: Session;
  before(async () => {
    mcp = await connect(['--build', BUILD_DIR]);
  });
  after(() => mcp.client.close());

  test('list_workflows and get_workflow are offered, read-only', async () => {
    const {tools} = await mcp.client.listTools();
    for (const name of ['list_workflows', 'get_workflow']) {
      const tool = tools.find((t) => t.name === name);
      assert.ok(tool, name);
      assert.equal(tool.annotations?.readOnlyHint, true);
    }
  });

  test('list_workflows: every workflow of the version, as the build publishes them, with its page and file', async () => {
    for (const version of ['6.0', '6.1']) {
      const index = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, workflowIndexPath(version)), 'utf8'));
      const listed = json(await mcp.call('list_workflows', {version}));
      assert.equal(listed.count, index.workflows.length);
      assert.deepEqual(
        listed.workflows.map((w: {workflowId: string}) => w.workflowId).sort(),
        ['create-sale-order', 'handle-webhook', 'order-for-customer', 'sync-customers', 'upsert-customer'],
      );
      const upsert = listed.workflows.find((w: {workflowId: string}) => w.workflowId === 'upsert-customer');
      assert.equal(upsert.page, `${siteOrigin}/docs/${version}/recipes/upsert-customer`);
      assert.equal(upsert.file, `${siteOrigin}/downloads/api/${version}/workflows/upsert-customer.arazzo.yaml`);
      assert.ok(upsert.steps.includes('find') && upsert.steps.includes('update'), upsert.steps.join(', '));
    }
    const english = json(await mcp.call('list_workflows', {version: '6.1', locale: 'en'}));
    const sync = english.workflows.find((w: {workflowId: string}) => w.workflowId === 'sync-customers');
    assert.equal(sync.page, `${siteOrigin}/en/docs/6.1/recipes/sync-customers`);
    assert.match(sync.summary, /^Read the first page/);
  });

  test('get_workflow: each step with its operation, what it sends, what it passes on to which step, criteria and page', async () => {
    const flow = json(await mcp.call('get_workflow', {version: '6.1', workflow: 'order-for-customer', locale: 'en'}));
    assert.equal(flow.page, `${siteOrigin}/en/docs/6.1/recipes/create-sale-order`);
    assert.deepEqual(
      flow.steps.map((s: {stepId: string; method: string; path: string}) => `${s.stepId} ${s.method} ${s.path}`),
      [
        'find-product GET /api/v6.1/product',
        'find-second-product GET /api/v6.1/product',
        'create-order POST /api/v6.1/sale_order',
        'read-back GET /api/v6.1/sale_order',
      ],
    );
    const [findProduct, , create, readBack] = flow.steps;
    assert.equal(create.operationId, 'create_sale_order');
    assert.equal(create.operationPage, `${siteOrigin}/en/docs/6.1/sale-order/create`);
    assert.deepEqual(create.passesOn, [
      {output: 'order_code', value: '$response.body#/data/order_code', usedBy: ['read-back: parameter order_code', 'workflow outputs']},
    ]);
    assert.deepEqual(findProduct.passesOn[0].usedBy, ['create-order: body /saved_order_details/0/product_code']);
    // The product is read by its code (published); any status but 200 stops the workflow, so no end action.
    assert.equal(findProduct.onSuccess, undefined);
    assert.deepEqual(findProduct.successCriteria, ['$statusCode == 200']);
    const orderCode = readBack.parameters.find((p: {name: string}) => p.name === 'order_code');
    assert.deepEqual(orderCode, {name: 'order_code', in: 'query', value: '$steps.create-order.outputs.order_code', 'x-example': 'DH002501'});
    assert.deepEqual(readBack.successCriteria, ['$statusCode == 200']);
    const key = flow.inputs.find((i: {name: string}) => i.name === 'api_key');
    assert.equal(key.required, true);
    assert.deepEqual(flow.parameters, [{name: 'X-API-KEY', in: 'header', value: '$inputs.api_key'}]);

    const upsert = json(await mcp.call('get_workflow', {version: '6.0', workflow: 'upsert-customer'}));
    const update = upsert.steps.find((s: {stepId: string}) => s.stepId === 'update');
    assert.equal(`${update.method} ${update.path}`, 'PUT /api/v6/accounts/{id}');
    assert.deepEqual(update.parameters, [
      {name: 'id', in: 'path', value: '$steps.find.outputs.customers#/0/id', 'x-example': 1024},
    ]);
    const find = upsert.steps.find((s: {stepId: string}) => s.stepId === 'find');
    assert.deepEqual(find.passesOn[0].usedBy, ['update: parameter id', 'workflow outputs']);
    assert.deepEqual(find.onSuccess, [{name: 'not-found', type: 'goto', stepId: 'create', when: ['$response.body#/data/0 == null']}]);
    const order = json(await mcp.call('get_workflow', {version: '6.1', workflow: 'create-sale-order'}));
    assert.equal(order.steps[1].runsWorkflow, 'order-for-customer');
  });

  test('bad input is a tool error naming what is valid, and the server keeps answering', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['list_workflows', {version: '4.0'}, /API 4\.0 has no workflows/],
      ['list_workflows', {version: '7.0'}, /Unknown API version "7\.0"\. Valid versions/],
      ['get_workflow', {version: '6.1', workflow: 'upsert'}, /API 6\.1 has no workflow "upsert"\. Valid workflows: .*upsert-customer/],
      ['get_workflow', {version: '6.1', workflow: 'sync-customers', locale: 'fr'}, /Unknown locale "fr"/],
    ];
    for (const [name, args, message] of cases) {
      const result = await mcp.call(name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}: ${result.text}`);
      assert.match(result.text, message);
    }
    assert.equal(json(await mcp.call('list_workflows', {version: '6.1'})).count, 5);
  });
});

describe('MCP workflow tools over a deployed site (--site URL)', () => {
  let site: RunningServer;
  let mcp: Session;
  const requested: string[] = [];
  before(async () => {
    const server = createServer(BUILD_DIR);
    server.prependListener('request', (req) => requested.push(new URL(req.url ?? '/', 'http://x').pathname));
    site = await listenOnLoopback(server);
    mcp = await connect(['--site', site.origin]);
  });
  after(async () => {
    await mcp.client.close();
    await site.close();
  });

  test('fetches only the workflow list, the workflow (JSON) and the OpenAPI download', async () => {
    const flow = json(await mcp.call('get_workflow', {version: '6.1', workflow: 'upsert-customer', locale: 'en'}));
    assert.equal(flow.page, `${site.origin}/en/docs/6.1/recipes/upsert-customer`);
    assert.deepEqual(requested.sort(), [
      '/en/downloads/api/6.1/openapi.json',
      '/en/downloads/api/6.1/workflows/index.json',
      '/en/downloads/api/6.1/workflows/upsert-customer.arazzo.json',
    ]);
    assert.ok(requested.every((p) => READABLE.test(p)));
  });
});
