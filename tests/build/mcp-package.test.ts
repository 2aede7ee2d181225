/**
 * The MCP server as its npm package runs on a machine that has never seen this
 * repository (issue 28, "Runs from anywhere"): `npm run mcp:pack`'s tarball
 * (mcp/pack.ts) is run with `npx --yes <tarball>` in an empty folder, with an
 * empty npm cache, no user or global npm configuration and a registry that
 * answers nothing (so any download would fail the test: the package must
 * install with no dependency). An SDK client talks to it over stdio, against
 * the preview server over the production build (`--site URL`) and against the
 * build folder given as a plain argument, the form people type first.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {mcpServer} from '../../config/mcp';
import {packMcp, type Packed} from '../../mcp/pack';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';
import {tempDir} from '../support/temp-dir';

/** The packed package stays small: one bundle, no OpenAPI source. */
const MAX_TARBALL_BYTES = 400 * 1024;

/** npm's environment for a machine that has never seen the repository, and no network. */
function blankNpmEnv(home: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^npm_/i.test(key)) env[key] = value;
  }
  const [userrc, globalrc] = ['user-npmrc', 'global-npmrc'].map((name) => path.join(home, name));
  for (const file of [userrc, globalrc]) fs.writeFileSync(file, '');
  return {
    ...env,
    HOME: home,
    npm_config_cache: path.join(home, 'npm-cache'),
    npm_config_userconfig: userrc,
    npm_config_globalconfig: globalrc,
    // Nothing listens on port 9 (discard): a download attempt fails at once instead of reaching a registry.
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_fetch_retries: '0',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
}

type Session = {client: Client; call: (name: string, args: Record<string, unknown>) => Promise<string>};

describe('the packed MCP server, run with npx in an empty folder', () => {
  let packed: Packed;
  let empty: string;
  let tarball: string;
  let env: Record<string, string>;
  let site: RunningServer;
  const sessions: Client[] = [];

  before(async () => {
    packed = await packMcp(tempDir('mcp-pack-out-'));
    empty = tempDir('mcp-empty-');
    env = blankNpmEnv(tempDir('mcp-home-'));
    // As a user types it from their folder: a relative path (npx takes an absolute one only as file:…).
    tarball = path.relative(empty, packed.tarball);
    site = await startServer();
  });

  after(async () => {
    for (const client of sessions) await client.close();
    await site?.close();
  });

  async function connect(...args: string[]): Promise<Session> {
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['--yes', tarball, ...args],
      cwd: empty,
      env,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({name: 'mcp-package-test', version: '1.0.0'});
    try {
      await client.connect(transport);
    } catch (error) {
      throw new Error(`npx ${tarball} ${args.join(' ')} did not answer: ${(error as Error).message}\n${stderr}`);
    }
    sessions.push(client);
    return {
      client,
      async call(name, toolArgs) {
        const result = await client.callTool({name, arguments: toolArgs});
        const text = (result.content as {type: string; text: string}[]).map((c) => c.text).join('\n');
        assert.notEqual(result.isError, true, `${name}: ${text}`);
        return text;
      },
    };
  }

  test('the tarball: the package of config/mcp.ts, a bundle with a node shebang, no dependency, no OpenAPI source', () => {
    assert.match(path.basename(packed.tarball), new RegExp(`^${mcpServer.packageName}-\\d+\\.\\d+\\.\\d+\\.tgz$`));
    assert.deepEqual(packed.files, ['README.md', 'dist/THIRD-PARTY-LICENSES.txt', 'dist/cli.mjs', 'package.json']);
    assert.ok(packed.bytes < MAX_TARBALL_BYTES, `${packed.bytes} bytes packed`);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', packed.tarball, 'package/package.json'], {encoding: 'utf8'}),
    ) as Record<string, unknown>;
    assert.equal(manifest.name, mcpServer.packageName);
    assert.deepEqual(manifest.bin, {[mcpServer.packageName]: 'dist/cli.mjs'});
    assert.equal(manifest.dependencies, undefined);
    assert.equal(manifest.scripts, undefined, 'no install or pack script runs on a user machine');
    const bundle = execFileSync('tar', ['-xzOf', packed.tarball, 'package/dist/cli.mjs'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    assert.ok(bundle.startsWith('#!/usr/bin/env node\n'), 'a shebang line');
    assert.doesNotMatch(bundle, /x-en:|openapi: 3\.1/, 'no OpenAPI YAML source in the bundle');
  });

  test('--help from npx: the usage, exit 0, nothing downloaded', () => {
    const help = spawnSync('npx', ['--yes', tarball, '--help'], {cwd: empty, env, encoding: 'utf8'});
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, new RegExp(`^usage: ${mcpServer.packageName} \\[--site URL`));
    const bad = spawnSync('npx', ['--yes', tarball, '--bogus'], {cwd: empty, env, encoding: 'utf8'});
    assert.equal(bad.status, 2, bad.stderr);
    assert.match(bad.stderr.trim(), new RegExp(`^${mcpServer.packageName}: unknown option --bogus \\(usage: [^\\n]*$`));
  });

  test('--site <preview server>: the six tools; search_docs, get_operation and get_workflow answer from the site', async () => {
    const mcp = await connect('--site', site.origin);
    assert.equal(mcp.client.getServerVersion()?.name, mcpServer.serverName);
    const {tools} = await mcp.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'get_operation',
      'get_page',
      'get_workflow',
      'list_operations',
      'list_workflows',
      'search_docs',
    ]);
    const search = JSON.parse(await mcp.call('search_docs', {query: 'khach hang', version: '6.1', limit: 5}));
    const urls: string[] = search.hits.map((h: {url: string}) => h.url);
    assert.ok(urls.includes(`${site.origin}/docs/6.1/account/intro`), urls.join(', '));
    const op = JSON.parse(await mcp.call('get_operation', {version: '6.1', operation: 'create_account', locale: 'en'}));
    assert.equal(`${op.method} ${op.path}`, 'POST /api/v6.1/account');
    assert.equal(op.page, `${site.origin}/en/docs/6.1/account/create`);
    const flow = JSON.parse(await mcp.call('get_workflow', {version: '6.1', workflow: 'upsert-customer'}));
    assert.deepEqual(
      flow.steps.map((s: {stepId: string; method: string}) => `${s.stepId} ${s.method}`),
      ['find GET', 'update PUT', 'create POST', 'restore POST'],
    );
  });

  test('a build folder as the plain argument (relative to the folder it runs in)', async () => {
    const mcp = await connect(path.relative(empty, BUILD_DIR));
    const page = await mcp.call('get_page', {url_or_path: '/en/docs/6.1/account/list'});
    assert.equal(page, fs.readFileSync(path.join(BUILD_DIR, 'en/docs/6.1/account/list.md'), 'utf8'));
    const search = JSON.parse(await mcp.call('search_docs', {query: 'webhook', locale: 'en', limit: 3}));
    assert.equal(search.version, '4.0');
    assert.ok(search.hits.length > 0, JSON.stringify(search));
  });

  test('the empty folder stays empty: npx installs into its own cache only', () => {
    assert.deepEqual(fs.readdirSync(empty), []);
  });
});
