/**
 * A production build refuses a site URL no reader can reach (scripts/site-url.ts):
 * the rule on a table of URLs, and scripts/build.sh itself, run in a copy of the
 * repository's scripts and config with a fake `npx` that runs only the URL check
 * and records what else the build would have started.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../../config/brand';
import {placeholderReason, siteUrlVerdict} from '../../scripts/site-url';
import {tempDir} from '../support/temp-dir';

const REPO = process.cwd();

test('reserved, local and IP hosts are placeholders; a public host is not', () => {
  for (const url of [
    'https://docs.crm-api.example',
    'https://docs.example.com',
    'https://example.org/',
    'https://www.example.net/docs',
    'http://localhost:3000',
    'https://docs.localhost',
    'https://docs.test',
    'https://site.invalid',
    'https://docs.local',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'https://docs',
    'ftp://docs.acme-crm.com',
    'docs.acme-crm.com',
  ]) {
    assert.ok(placeholderReason(url), url);
  }
  for (const url of [
    'https://docs.acme-crm.com',
    'https://acme.vn/docs/',
    'https://developers.crm.io',
    'https://examples.com',
  ]) {
    assert.equal(placeholderReason(url), undefined, url);
  }
});

test('a placeholder stops a build with one line naming config/brand.ts and siteUrl, unless SITE_PREVIEW=1', () => {
  const stop = siteUrlVerdict('https://docs.crm-api.example', {});
  assert.equal(stop.ok, false);
  assert.match(stop.message!, /^config\/brand\.ts: siteUrl is https:\/\/docs\.crm-api\.example, .*SITE_PREVIEW=1/);
  assert.doesNotMatch(stop.message!, /\n/);
  const preview = siteUrlVerdict('https://docs.crm-api.example', {SITE_PREVIEW: '1'});
  assert.equal(preview.ok, true);
  assert.match(preview.message!, /^WARNING: preview build: config\/brand\.ts sets siteUrl/);
  assert.deepEqual(siteUrlVerdict('https://docs.acme-crm.com', {}), {ok: true});
});

/** scripts/build.sh in a copy of scripts/ and config/, with a fake npx: URL check real, every other step recorded. */
function runBuildScript(env: Record<string, string>, siteUrl?: string) {
  const dir = tempDir('site-url-build-');
  fs.cpSync(path.join(REPO, 'scripts'), path.join(dir, 'scripts'), {recursive: true});
  fs.cpSync(path.join(REPO, 'config'), path.join(dir, 'config'), {recursive: true});
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  fs.mkdirSync(path.join(dir, 'build'));
  if (siteUrl) {
    const file = path.join(dir, 'config', 'brand.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(brand.siteUrl, siteUrl));
  }
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'npx.log');
  fs.mkdirSync(bin);
  const realNpx = spawnSync('bash', ['-c', 'type -P npx'], {encoding: 'utf8'}).stdout.trim();
  fs.writeFileSync(
    path.join(bin, 'npx'),
    `#!/usr/bin/env bash\nif [ "$1 $2" = "tsx scripts/site-url.ts" ]; then exec ${realNpx} "$@"; fi\necho "$*" >> ${log}\n`,
    {mode: 0o755},
  );
  const {SITE_PREVIEW: _ignored, ...inherited} = process.env;
  const run = spawnSync('bash', [path.join(dir, 'scripts', 'build.sh')], {
    encoding: 'utf8',
    env: {...inherited, ...env, PATH: `${bin}:${process.env.PATH}`},
  });
  const steps = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return {status: run.status, stderr: run.stderr, steps};
}

test('scripts/build.sh stops before building on the placeholder URL, with one line', () => {
  const run = runBuildScript({});
  assert.equal(run.status, 1, run.stderr);
  assert.deepEqual(run.stderr.trim().split('\n'), [siteUrlVerdict(brand.siteUrl, {}).message]);
  assert.deepEqual(run.steps, [], 'nothing else ran');
});

test('scripts/build.sh builds a preview with a warning when SITE_PREVIEW=1, and a real URL without one', () => {
  const preview = runBuildScript({SITE_PREVIEW: '1'});
  assert.equal(preview.status, 0, preview.stderr);
  assert.match(preview.stderr, /WARNING: preview build/);
  assert.ok(preview.steps.includes('docusaurus build'), preview.steps.join('\n'));
  const real = runBuildScript({}, 'https://docs.acme-crm.com');
  assert.equal(real.status, 0, real.stderr);
  assert.doesNotMatch(real.stderr, /WARNING|siteUrl/);
  assert.ok(real.steps.includes('docusaurus build'));
});

test('npm start and npm test build previews; CI runs npm test', () => {
  for (const script of ['scripts/start.sh', 'scripts/test.sh']) {
    assert.match(
      fs.readFileSync(path.join(REPO, script), 'utf8'),
      /^export SITE_PREVIEW="\$\{SITE_PREVIEW:-1\}"$/m,
      script,
    );
  }
  assert.match(fs.readFileSync(path.join(REPO, '.ci/run'), 'utf8'), /^npm test$/m);
});
