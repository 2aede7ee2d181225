/**
 * The MCP server as its npm package runs on a machine that has never seen this
 * repository (issue 28, "Runs from anywhere"): `npm run mcp:pack`'s tarball
 * (mcp/pack.ts) is run with `npx --yes <tarball>` in an empty folder, with an
 * empty npm cache, no user or global npm configuration and a registry that
 * answers nothing (so any download would fail the test: the package must
 * install with no dependency). An SDK client talks to it over stdio, against
 * the preview server over the production build (`--site URL`) and against the
 * build folder given as a plain argument, the form people type first. It runs
 * under every Node of this machine that mcp/package.json "engines" admits:
 * the one running the suite (the repository's Node 24) and the machine's own
 * (the first `node` on PATH outside node_modules, Debian's Node 20 in CI),
 * each put first on PATH so that `npx` and the bundle's `#!/usr/bin/env node`
 * run on it. In CI the oldest major that "engines" admits must be among them.
 * Then, on the suite's Node, call_operation of the packed server, for each version, against Prism
 * mocking that version's download behind a recording proxy: a read answers,
 * a write is refused without --allow-writes and nothing reaches the mock, a
 * bad parameter is named, and the key (CRM_API_KEY) shows in no answer.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {randomBytes} from 'node:crypto';
import {mcpApi, mcpServer} from '../../config/mcp';
import {packMcp, type Packed} from '../../mcp/pack';
import {startPrism, type RunningPrism} from '../support/prism';
import {startRecorder, type Recorder} from '../support/recorder';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';
import {SERVER_CARD_TOOLS} from '../support/policy';
import {tempDir} from '../support/temp-dir';

/** mcp/package.json "engines": the oldest Node the package claims (`>=N`). */
const ENGINES = (JSON.parse(fs.readFileSync('mcp/package.json', 'utf8')) as {engines: {node: string}}).engines.node;
const OLDEST_MAJOR = Number(/^>=(\d+)$/.exec(ENGINES)?.[1]);

type NodeBin = {version: string; file: string};

/** The machine's own Node: the first `node` on PATH outside a node_modules folder (undefined when none). */
function machineNode(): NodeBin | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, 'node');
    if (!dir || dir.split(path.sep).includes('node_modules') || !fs.existsSync(file)) continue;
    const version = spawnSync(file, ['-p', 'process.versions.node'], {encoding: 'utf8'}).stdout.trim();
    return version ? {version, file: fs.realpathSync(file)} : undefined;
  }
  return undefined;
}

/** The Nodes to run the package on: this one, and the machine's own when it differs and "engines" admits it. */
function nodesToTest(): NodeBin[] {
  const nodes: NodeBin[] = [{version: process.versions.node, file: process.execPath}];
  const own = machineNode();
  const major = (n: NodeBin) => Number(n.version.split('.')[0]);
  if (own && major(own) !== major(nodes[0]!) && major(own) >= OLDEST_MAJOR) nodes.push(own);
  return nodes.sort((a, b) => major(a) - major(b));
}
const NODES = nodesToTest();

/** The packed package stays small: one bundle, no OpenAPI source. */
const MAX_TARBALL_BYTES = 400 * 1024;

/** npm's environment for a machine that has never seen the repository, and no network; `node` first on PATH. */
function blankNpmEnv(home: string, node: NodeBin): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^npm_/i.test(key)) env[key] = value;
  }
  const [userrc, globalrc] = ['user-npmrc', 'global-npmrc'].map((name) => path.join(home, name));
  for (const file of [userrc, globalrc]) fs.writeFileSync(file, '');
  const bin = path.join(home, 'bin');
  fs.mkdirSync(bin);
  fs.symlinkSync(node.file, path.join(bin, 'node'));
  return {
    ...env,
    PATH: [bin, ...(env.PATH ?? '').split(path.delimiter).filter((dir) => !dir.split(path.sep).includes('node_modules'))].join(path.delimiter),
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

type Session = {
  client: Client;
  call: (name: string, args: Record<string, unknown>) => Promise<string>;
  /** The answer as it came, error or not. */
  raw: (name: string, args: Record<string, unknown>) => Promise<{text: string; isError: boolean}>;
};

/** How long the client waits for npx to start the server and for an answer: generous on a busy machine, never an assertion. */
const WAIT = {timeout: 300_000};

/** The key the packed server reads from its environment; no answer may show it. */
const KEY = `pack${randomBytes(15).toString('hex')}`;

/** Per version: a read with its values, a write, and a wrong read with what its error names. */
const CALLS: Record<string, {read: Record<string, unknown>; write: string; bad: Record<string, unknown>; named: RegExp}> = {
  '4.0': {
    read: {operation: 'list_users', query: {q: 'Lê', limit: 50}},
    write: 'create_account',
    bad: {operation: 'list_users', query: {limit: 'many'}},
    named: /^- query\.limit: Must be a whole number\.$/m,
  },
  '6.0': {
    read: {operation: 'get_account', path: {id: 318}, query: {fields: ['id', 'account_code']}},
    write: 'create_account',
    bad: {operation: 'get_account', path: {id: 318}, query: {fields: ['acount_code']}},
    named: /^- query\.fields\[0\]: Unknown field name: acount_code\.$/m,
  },
  '6.1': {
    read: {operation: 'get_account', query: {account_code: 'KH000412', fields: ['account_code', 'account_name']}},
    write: 'create_account',
    bad: {operation: 'get_account', query: {fields: ['account_code']}},
    named: /^- query\.account_code: Required\.$/m,
  },
};

let packed: Packed;
let site: RunningServer;
const sessions: Client[] = [];

/** Prism on each version's download, behind a recording proxy, started while the package is packed. */
const mocks = new Map<string, {prism: RunningPrism; recorder: Recorder}>();

before(async () => {
  const starting = Promise.all(
    Object.keys(CALLS).map(async (version) => {
      const prism = await startPrism(path.join(BUILD_DIR, 'downloads', 'api', version, 'openapi.mock.json'));
      mocks.set(version, {prism, recorder: await startRecorder(prism.origin, ['mcp'])});
    }),
  );
  starting.catch(() => undefined); // awaited below, after the pack
  packed = await packMcp(tempDir('mcp-pack-out-'));
  site = await startServer();
  await starting;
});

after(async () => {
  for (const client of sessions) await client.close();
  await site?.close();
  for (const {prism, recorder} of mocks.values()) {
    await recorder.close();
    await prism.close();
  }
});

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

test(`engines "${ENGINES}": the Nodes this file runs the package on`, () => {
  assert.ok(OLDEST_MAJOR > 0, `mcp/package.json engines.node is ">=N": ${ENGINES}`);
  const majors = NODES.map((n) => Number(n.version.split('.')[0]));
  console.log(`the packed MCP server runs on Node ${NODES.map((n) => `${n.version} (${n.file})`).join(' and ')}`);
  if (process.env.CI === 'true') assert.ok(majors.includes(OLDEST_MAJOR), `Node ${OLDEST_MAJOR} among ${majors}`);
});

for (const node of NODES) {
  describe(`the packed MCP server, run with npx in an empty folder on Node ${node.version}`, () => {
    let empty: string;
    let tarball: string;
    let env: Record<string, string>;

    before(() => {
      empty = tempDir('mcp-empty-');
      env = blankNpmEnv(tempDir('mcp-home-'), node);
      // As a user types it from their folder: a relative path (npx takes an absolute one only as file:…).
      tarball = path.relative(empty, packed.tarball);
    });

    async function connect(...args: string[]): Promise<Session> {
      const transport = new StdioClientTransport({
        command: 'npx',
        args: ['--yes', tarball, ...args],
        cwd: empty,
        env: {...env, [mcpApi.keyEnv]: KEY},
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const client = new Client({name: 'mcp-package-test', version: '1.0.0'});
      try {
        await client.connect(transport, WAIT);
      } catch (error) {
        throw new Error(`npx ${tarball} ${args.join(' ')} did not answer: ${(error as Error).message}\n${stderr}`);
      }
      sessions.push(client);
      const raw = async (name: string, toolArgs: Record<string, unknown>) => {
        const result = await client.callTool({name, arguments: toolArgs}, undefined, WAIT);
        const text = (result.content as {type: string; text: string}[]).map((c) => c.text).join('\n');
        assert.ok(!text.includes(KEY), `${name}: the key in an answer`);
        assert.ok(!stderr.includes(KEY), 'the key in the log');
        return {text, isError: result.isError === true};
      };
      return {
        client,
        raw,
        async call(name, toolArgs) {
          const {text, isError} = await raw(name, toolArgs);
          assert.notEqual(isError, true, `${name}: ${text}`);
          return text;
        },
      };
    }

    test('--help from npx: the usage, exit 0, nothing downloaded, on this Node', () => {
      const help = spawnSync('npx', ['--yes', tarball, '--help'], {cwd: empty, env, encoding: 'utf8'});
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`^usage: ${mcpServer.packageName} \\[--site URL`));
      const bad = spawnSync('npx', ['--yes', tarball, '--bogus'], {cwd: empty, env, encoding: 'utf8'});
      assert.equal(bad.status, 2, bad.stderr);
      assert.match(bad.stderr.trim(), new RegExp(`^${mcpServer.packageName}: unknown option --bogus \\(usage: [^\\n]*$`));
      // The verifier is a subcommand of the same bin: its help, and one line and nothing sent without a key.
      const verifyHelp = spawnSync('npx', ['--yes', tarball, 'verify', '--help'], {cwd: empty, env, encoding: 'utf8'});
      assert.equal(verifyHelp.status, 0, verifyHelp.stderr);
      assert.match(verifyHelp.stdout, new RegExp(`^usage: ${mcpServer.packageName} verify --api-base URL`));
      const noKey = spawnSync('npx', ['--yes', tarball, 'verify', '--api-base', 'https://crm.invalid'], {
        cwd: empty,
        env: {...env, [mcpApi.keyEnv]: ''},
        encoding: 'utf8',
      });
      assert.equal(noKey.status, 2, noKey.stderr);
      assert.match(noKey.stderr.trim(), new RegExp(`^${mcpServer.packageName} verify: no API key: set ${mcpApi.keyEnv}[^\\n]*$`));
      // Every Node process of a run (npx, then the bundle) writes its version to a log: all are this Node.
      const log = path.join(tempDir('mcp-node-log-'), 'versions.log');
      const hook = path.join(path.dirname(log), 'hook.cjs');
      fs.writeFileSync(hook, `require('fs').appendFileSync(${JSON.stringify(log)}, process.versions.node + '\\n');\n`);
      const logged = spawnSync('npx', ['--yes', tarball, '--help'], {
        cwd: empty,
        env: {...env, NODE_OPTIONS: `--require ${hook}`},
        encoding: 'utf8',
      });
      assert.equal(logged.status, 0, logged.stderr);
      const versions = fs.readFileSync(log, 'utf8').trim().split('\n');
      assert.ok(versions.length >= 2, `npx and the bundle: ${versions.join(', ')}`);
      assert.deepEqual([...new Set(versions)], [node.version]);
    });

    test('--site <preview server>: the eight tools; search_docs, get_operation and get_workflow answer from the site', async () => {
      const mcp = await connect('--site', site.origin);
      assert.equal(mcp.client.getServerVersion()?.name, mcpServer.serverName);
      const {tools} = await mcp.client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), SERVER_CARD_TOOLS);
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

    // The calls reach one recorder per version: made once, on the suite's own Node.
    for (const version of node.file === process.execPath ? Object.keys(CALLS) : []) {
      test(`API ${version}: call_operation against Prism: a read answers, a write is refused and sent nowhere, a bad parameter is named`, async () => {
        const {read, write, bad, named} = CALLS[version]!;
        const recorder = mocks.get(version)!.recorder;
        const mcp = await connect(path.relative(empty, BUILD_DIR), mcpApi.baseOption, recorder.origins.mcp!);
        const answer = JSON.parse(await mcp.call('call_operation', {version, ...read})) as {status: number; body: unknown};
        assert.equal(answer.status, 200, JSON.stringify(answer));
        assert.ok(answer.body && typeof answer.body === 'object', 'the documented example');
        const sent = () => [...recorder.arrivals('mcp').values()].flat();
        assert.equal(sent().length, 1);
        assert.equal(sent()[0]!.headers['x-api-key'], KEY, 'the key, in its header');
        const refused = await mcp.raw('call_operation', {version, operation: write, locale: 'en'});
        assert.equal(refused.isError, true, refused.text);
        assert.match(refused.text, new RegExp(`^Nothing was sent: ${write} .*${mcpApi.writesOption}`));
        const wrong = await mcp.raw('call_operation', {version, ...bad, locale: 'en'});
        assert.equal(wrong.isError, true, wrong.text);
        assert.match(wrong.text, named);
        assert.equal(sent().length, 1, 'nothing more reached the mock');
      });
    }

    test('the empty folder stays empty: npx installs into its own cache only', () => {
      assert.deepEqual(fs.readdirSync(empty), []);
    });
  });
}
