import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildIsFresh, inputsStamp, STAMP_FILE} from '../../scripts/build-stamp';
import {tempDir} from '../support/temp-dir';

function site(): string {
  const dir = tempDir('stamp-');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('versioned_docs/version-1.0/intro.mdx', '# Intro');
  write('tests/unit/x.test.ts', 'test');
  write('node_modules/pkg/index.js', 'x');
  write('build/index.html', '<html>');
  return dir;
}

test('the stamp changes with a source and not with tests, dependencies or the build itself', () => {
  const dir = site();
  const before = inputsStamp(dir);
  fs.writeFileSync(path.join(dir, 'tests/unit/x.test.ts'), 'changed');
  fs.writeFileSync(path.join(dir, 'node_modules/pkg/index.js'), 'changed');
  fs.writeFileSync(path.join(dir, 'build/index.html'), 'changed');
  assert.equal(inputsStamp(dir), before);
  fs.writeFileSync(path.join(dir, 'versioned_docs/version-1.0/intro.mdx'), '# Intro, edited');
  assert.notEqual(inputsStamp(dir), before);
  fs.renameSync(
    path.join(dir, 'versioned_docs/version-1.0/intro.mdx'),
    path.join(dir, 'versioned_docs/version-1.0/start.mdx'),
  );
  assert.notEqual(inputsStamp(dir), before, 'a renamed file changes it too');
});

test('a build is fresh only with the stamp of the current sources', () => {
  const dir = site();
  assert.equal(buildIsFresh(dir), false, 'no stamp: build');
  fs.writeFileSync(path.join(dir, 'build', STAMP_FILE), `${inputsStamp(dir)}\n`);
  assert.equal(buildIsFresh(dir), true);
  fs.writeFileSync(path.join(dir, 'versioned_docs/version-1.0/intro.mdx'), '# Changed');
  assert.equal(buildIsFresh(dir), false, 'a source changed: build again');
});
