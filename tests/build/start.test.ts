/** `npm start` after a build, with nothing changed, serves that build without building again. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {buildIsFresh} from '../../scripts/build-stamp';

test('a second npm start with no change skips the build and says so', () => {
  // The build this suite runs on stamped its inputs; nothing changed since, so start must not build.
  assert.ok(buildIsFresh(process.cwd()), 'build/.build-stamp matches the sources (scripts/build.sh writes it)');
  const out = execFileSync('bash', ['scripts/start.sh'], {env: {...process.env, START_NO_SERVE: '1'}, encoding: 'utf8'});
  assert.match(out, /no source changed since the last build; serving build\/ as it is/);
  assert.doesNotMatch(out, /Creating an optimized production build|building\./);
});
