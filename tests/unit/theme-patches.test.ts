/**
 * The edits to the theme's code (plugins/theme-patches): each one's text is in
 * the installed theme exactly once, so an upgrade that changes it stops the
 * build with the file's name; the loader replaces that text and nothing else,
 * and refuses a module that lacks it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {THEME_PATCHES, patchTest} from '../../plugins/theme-patches';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../plugins/theme-patches/loader.cjs') as (this: unknown, source: string) => string;

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

/** Runs the loader as the bundler does, with a patch as its options. */
function load(source: string, patch: (typeof THEME_PATCHES)[number], resourcePath = `/x/node_modules/${patch.file}`) {
  return loader.call({getOptions: () => patch, resourcePath}, source);
}

for (const patch of THEME_PATCHES) {
  test(`${patch.file}: the installed theme holds the replaced text once, and the edit applies`, () => {
    const file = path.join(NODE_MODULES, ...patch.file.split('/'));
    assert.ok(patchTest(patch.file).test(file), `the rule's pattern matches ${file}`);
    assert.ok(patchTest(patch.file).test(file.split('/').join('\\')), 'and with Windows separators');
    const source = fs.readFileSync(file, 'utf8');
    const out = load(source, patch, file);
    assert.equal(out.split(patch.to).length - 1, 1, 'the new text is there once');
    assert.equal(out.split(patch.from).length - 1, 0, 'the old text is gone');
    assert.equal(out.length, source.length - patch.from.length + patch.to.length, 'nothing else changed');
  });
}

test('the collator edit sorts object keys as before, without localeCompare', () => {
  const patch = THEME_PATCHES.find((p) => p.file.endsWith('reactUtils.js'))!;
  assert.doesNotMatch(patch.to, /localeCompare|Intl\./);
  const sort = (keys: string[], body: string) => {
    const deps = keys.map((k) => [k, 1]);
    new Function('deps', body)(deps);
    return deps.map((d) => d[0]);
  };
  const keys = ['subtree', 'attributes', 'childList', 'characterData', 'path', 'sidebar'];
  assert.deepEqual(sort(keys, patch.to), sort(keys, patch.from));
});

test('a module without the text stops the build, naming the module and the edit', () => {
  const patch = THEME_PATCHES[0]!;
  assert.throws(
    () => load('export const x = 1;\n', patch, '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'),
    (error: Error) =>
      error.message.includes('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js') &&
      error.message.includes('0 times') &&
      error.message.includes('plugins/theme-patches/index.ts'),
  );
  assert.throws(() => load(`${patch.from}\n${patch.from}\n`, patch), /2 times/);
});
