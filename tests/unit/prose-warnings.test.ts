/**
 * The dev server's prose warnings: compiling a page runs the prose check on it
 * and prints each problem with the page's file, line and token; a production
 * build skips it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {VFile} from 'vfile';
import remarkProseWarnings from '../../render/remark-prose-warnings';
import {tempDir} from '../support/temp-dir';

const SITE = path.resolve(__dirname, '../..');
const PAGE = 'versioned_docs/version-6.1/scratch.mdx';

function scratchSite(body: string): string {
  const dir = tempDir('prose-warnings-');
  fs.symlinkSync(path.join(SITE, 'api'), path.join(dir, 'api'));
  fs.mkdirSync(path.join(dir, path.dirname(PAGE)), {recursive: true});
  fs.writeFileSync(path.join(dir, PAGE), body);
  return dir;
}

async function run(siteDir: string, options: {always?: boolean} = {}): Promise<string[]> {
  const lines: string[] = [];
  const transform = remarkProseWarnings({siteDir, report: (line) => lines.push(line), ...options});
  await transform({type: 'root', children: []}, new VFile({path: path.join(siteDir, PAGE), value: ''}));
  return lines;
}

test('a wrong API name in a page prints its file, line and token while the dev server compiles it', async () => {
  const site = scratchSite('---\ntitle: Scratch\n---\n\nSend `current_sale_order_code` to update an order.\n');
  const lines = await run(site, {always: true});
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /^\[prose check\] versioned_docs\/version-6\.1\/scratch\.mdx:5:\d+ +current_sale_order_code /);
  assert.match(lines[0], /current_order_code/, 'it names what the version has instead');
});

test('a correct page prints nothing, and outside development the check does not run', async () => {
  assert.deepEqual(await run(scratchSite('Send `current_order_code` to update an order.\n'), {always: true}), []);
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    assert.deepEqual(await run(scratchSite('Send `current_sale_order_code`.\n')), []);
  } finally {
    process.env.NODE_ENV = previous;
  }
});
