/**
 * scripts/ensure-system.sh, what `npm start` and `npm test` run first, on a
 * made-up bare machine: a PATH of fake `apt-get`, `sudo` and `id` scripts (and
 * the few real tools the script uses) in a temp folder, and an empty
 * filesystem root (ENSURE_SYSTEM_ROOT) where Chromium and nginx are not. As
 * root it installs with apt-get; as a user whose `sudo -n` works, through
 * sudo; otherwise it stops at once with one line naming the command to run.
 * The fake apt-get "installs" by creating what the script looks for, so the
 * script's check after installing is exercised too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {tempDir} from '../support/temp-dir';

const REPO = process.cwd();
const SCRIPT = path.join(REPO, 'scripts/ensure-system.sh');
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

type Machine = {bin: string; root: string; log: string};

/** A bare machine: no Chromium, nginx, PHP or Python; apt-get, sudo (`sudo`: whether it exists) and id faked. */
function bareMachine(options: {sudo: boolean}): Machine {
  const dir = tempDir('ensure-system-');
  const bin = path.join(dir, 'bin');
  const root = path.join(dir, 'root');
  const log = path.join(dir, 'calls.log');
  fs.mkdirSync(bin);
  fs.mkdirSync(root);
  fs.writeFileSync(log, '');
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  for (const tool of TOOLS) fs.symlinkSync(which(tool), path.join(bin, tool));
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
  return {bin, root, log};
}

function run(machine: Machine, env: Record<string, string>, file = SCRIPT, args = ['test']) {
  const result = spawnSync(path.join(machine.bin, 'bash'), [file, ...args], {
    cwd: REPO,
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
  const suite = run(machine, {FAKE_UID: '1000'}, path.join(REPO, 'scripts/test.sh'), []);
  assert.notEqual(suite.code, 0);
  assert.equal(`${suite.stdout}\n${suite.stderr}`.trim().split('\n').length, 1, suite.stdout + suite.stderr);
  assert.match(suite.stderr, /^Missing system packages; run: sudo apt-get update && sudo apt-get install -y /);

  const start = run(machine, {ENSURE_NODE_VERSION: '20.18.0'}, path.join(REPO, 'scripts/start.sh'), []);
  assert.notEqual(start.code, 0);
  assert.equal(start.stdout, '');
  assert.match(start.stderr, /^Node 20\.18\.0 does not fit package\.json engines \([^)]+\): install Node 22 LTS/);
  assert.equal(start.stderr.split('\n').length, 1);
});

test('Node: the range of package.json engines, read as npm reads it', () => {
  const machine = bareMachine({sudo: false});
  const engines = (JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {engines: {node: string}})
    .engines.node;
  assert.equal(engines, '^20.19.0 || >=22.12.0');
  const fits = (version: string) => run(machine, {ENSURE_NODE_VERSION: version}, SCRIPT, ['start']).code === 0;
  for (const version of ['20.19.0', '20.20.2', '22.12.0', '24.3.1']) assert.ok(fits(version), version);
  for (const version of ['18.20.4', '20.18.3', '21.7.3', '22.11.0']) assert.ok(!fits(version), version);
  assert.ok(fits(process.versions.node), `this machine's Node ${process.versions.node}`);
});
