/**
 * The MCP server's command line (mcp/args.ts) and its package (mcp/package.json):
 * `--site URL`, `--build DIR` and the plain forms (a folder, a URL) name one
 * source, `--help` and `--version` start nothing, and a bad argument is one
 * line on stderr with a non-zero exit. The package is the one config/mcp.ts
 * names, with its one bin and no dependency (the bundle holds them).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {mcpServer} from '../../config/mcp';
import {LLMS_FILE} from '../../config/llms';
import {ArgsError, DEFAULT_BUILD, parseArgs, sourceFromArgs, USAGE} from '../../mcp/args';
import {BUNDLE, readManifest} from '../../mcp/pack';
import {tempDir} from '../support/temp-dir';

const ROOT = path.resolve(__dirname, '..', '..');

test('parseArgs: the options, their = forms and the plain folder and URL', () => {
  const cases: [string[], ReturnType<typeof parseArgs>][] = [
    [[], {kind: 'build', dir: DEFAULT_BUILD}],
    [['--site', 'https://docs.example.org'], {kind: 'site', url: 'https://docs.example.org'}],
    [['--site=http://127.0.0.1:3000/'], {kind: 'site', url: 'http://127.0.0.1:3000/'}],
    [['https://docs.example.org/base'], {kind: 'site', url: 'https://docs.example.org/base'}],
    [['--build', 'out'], {kind: 'build', dir: 'out'}],
    [['--build=../site/build'], {kind: 'build', dir: '../site/build'}],
    [['./build'], {kind: 'build', dir: './build'}],
    [['C:\\docs\\build'], {kind: 'build', dir: 'C:\\docs\\build'}],
    [['--help'], {kind: 'help'}],
    [['./build', '-h'], {kind: 'help'}],
    [['--version'], {kind: 'version'}],
  ];
  for (const [argv, expected] of cases) assert.deepEqual(parseArgs(argv), expected, argv.join(' '));
});

test('parseArgs: a bad argument is an ArgsError of one line that names it', () => {
  const cases: [string[], RegExp][] = [
    [['--nope'], /^unknown option --nope$/],
    [['--site'], /^--site needs a URL$/],
    [['--site', '--build', 'x'], /^--site needs a URL$/],
    [['--build='], /^--build needs a folder$/],
    [['./build', 'https://docs.example.org'], /^give one site or one build folder, got 2$/],
    [['--build', 'a', '--build', 'b'], /got 2/],
  ];
  for (const [argv, message] of cases) {
    assert.throws(
      () => parseArgs(argv),
      (error: unknown) => error instanceof ArgsError && message.test(error.message) && !error.message.includes('\n'),
      argv.join(' '),
    );
  }
});

test('sourceFromArgs: a build folder (relative to the working folder) or a site; a folder without a build is refused', () => {
  const cwd = tempDir('mcp-cli-');
  fs.mkdirSync(path.join(cwd, 'out'));
  fs.writeFileSync(path.join(cwd, 'out', LLMS_FILE), '# docs\n');
  assert.equal(sourceFromArgs(['out'], cwd).label, path.join(cwd, 'out'));
  assert.equal(sourceFromArgs(['--build', path.join(cwd, 'out')], cwd).label, path.join(cwd, 'out'));
  assert.match(sourceFromArgs(['--build=out'], cwd).pagefindBase, /^file:\/\/.*\/out\/pagefind\/$/);
  const site = sourceFromArgs(['https://docs.example.org/base/'], cwd);
  assert.equal(site.origin, 'https://docs.example.org/base');
  assert.equal(site.pagefindBase, 'https://docs.example.org/base/pagefind/');
  assert.throws(() => sourceFromArgs([], cwd), /no folder .*build: give a production build folder/);
  assert.throws(() => sourceFromArgs(['.'], cwd), /holds no production build \(no llms\.txt\)/);
  assert.throws(() => sourceFromArgs(['ftp://docs.example.org'], cwd), /needs an http\(s\) URL/);
  assert.throws(() => sourceFromArgs(['--help'], cwd), ArgsError);
});

test('the program: --help prints the usage and exits 0; a bad argument is one line on stderr, exit 2', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'mcp', 'server.ts'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  const help = run('--help');
  assert.equal(help.status, 0, help.stderr);
  assert.ok(help.stdout.startsWith(`${USAGE}\n`), help.stdout);
  assert.match(help.stdout, /--site URL[\s\S]*--build DIR/);
  const bad = run('--bogus');
  assert.equal(bad.status, 2);
  assert.equal(bad.stdout, '');
  assert.equal(bad.stderr.trim().split('\n').length, 1, bad.stderr);
  assert.match(bad.stderr, new RegExp(`^${mcpServer.packageName}: unknown option --bogus \\(usage: `));
});

test('mcp/package.json: the package and bin of config/mcp.ts, an engine, no dependency', () => {
  const manifest = readManifest();
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'mcp', 'package.json'), 'utf8'));
  assert.equal(manifest.name, mcpServer.packageName);
  assert.deepEqual(raw.bin, {[mcpServer.packageName]: BUNDLE});
  assert.ok(raw.engines?.node, 'engines.node');
  for (const key of ['dependencies', 'optionalDependencies', 'peerDependencies', 'devDependencies'])
    assert.equal(raw[key], undefined, `${key}: the bundle holds what it needs`);
});
