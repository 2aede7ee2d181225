import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {compressDir, pagefindTwin} from '../../scripts/compress';
import {tempDir} from '../support/temp-dir';

const payload = Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from('index words '.repeat(400))]);

test("a Pagefind binary's .br twin holds its inflated bytes, signature first (Pagefind takes them as they are)", async () => {
  const twin = await pagefindTwin(zlib.gzipSync(payload, {level: 9}));
  assert.ok(twin);
  assert.deepEqual(zlib.brotliDecompressSync(twin), payload);
  assert.equal(await pagefindTwin(payload), undefined, 'not gzip: no twin');
  assert.equal(await pagefindTwin(zlib.gzipSync(Buffer.from('something else'))), undefined, 'no signature: no twin');
});

test('compressDir writes the .br twin of a Pagefind file and leaves the gzip file as it is, with no .gz twin', async () => {
  const dir = tempDir('compress-');
  const file = path.join(dir, 'pagefind', 'index', 'vi_1234567.pf_index');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const gz = zlib.gzipSync(payload, {level: 9});
  fs.writeFileSync(file, gz);
  await compressDir(dir);
  assert.deepEqual(fs.readFileSync(file), gz);
  assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)), payload);
  assert.equal(fs.existsSync(`${file}.gz`), false);
});

test('compressDir writes .br and .gz twins of every text file large enough, in parallel, and none of a dotfile or a small file', async () => {
  const dir = tempDir('compress-');
  const text = (n: number) => Buffer.from(`<p>${'Khách hàng và đơn hàng. '.repeat(n)}</p>`);
  const pages = Array.from({length: 12}, (_, i) => path.join(dir, 'docs', `page-${i}.html`));
  for (const [i, file] of pages.entries()) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text(100 + i));
  }
  fs.mkdirSync(path.join(dir, '.headers'));
  fs.writeFileSync(path.join(dir, '.headers', 'csp.json'), text(100));
  fs.writeFileSync(path.join(dir, 'small.js'), 'x');
  const result = await compressDir(dir);
  assert.equal(result.files, pages.length);
  for (const file of pages) {
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)), fs.readFileSync(file), file);
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)), fs.readFileSync(file), file);
  }
  assert.equal(fs.existsSync(path.join(dir, '.headers', 'csp.json.br')), false, 'no twin of a dotfile');
  assert.equal(fs.existsSync(path.join(dir, 'small.js.br')), false, 'no twin of a file under 512 bytes');
});
