import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {versionOptions, versionRoot, LAST_VERSION, VERSIONS} from '../../config/versions';

test('versions.json lists 4.0, 6.0 and 6.1, and 4.0 is the last version', () => {
  assert.deepEqual([...VERSIONS].sort(), ['4.0', '6.0', '6.1']);
  assert.equal(LAST_VERSION, '4.0');
});

test('every version option is derived from the list: 4.0 at /docs, the rest under their name with no banner, every one with its badge', () => {
  const options = versionOptions(['6.1', '6.0', '4.0'], '4.0');
  assert.deepEqual(options['4.0'], {label: '4.0', banner: 'none', badge: true});
  assert.deepEqual(options['6.0'], {label: '6.0', path: '6.0', banner: 'none', badge: true});
  assert.deepEqual(options['6.1'], {label: '6.1', path: '6.1', banner: 'none', badge: true});
  assert.equal(versionRoot('4.0'), '/docs');
  assert.equal(versionRoot('6.1'), '/docs/6.1');
});

test('a last version missing from versions.json is refused', () => {
  assert.throws(() => versionOptions(['6.1'], '4.0'), /does not list the last version "4.0"/);
});

test('each version has its sidebar file and its docs folder', () => {
  for (const v of VERSIONS) {
    assert.ok(
      fs.existsSync(`versioned_sidebars/version-${v}-sidebars.json`),
      `versioned_sidebars/version-${v}-sidebars.json`,
    );
    assert.ok(fs.existsSync(`versioned_docs/version-${v}`), `versioned_docs/version-${v}`);
  }
});
