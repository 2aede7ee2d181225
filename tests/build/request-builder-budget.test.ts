/**
 * The "Build this request" panel costs nothing before it is opened, and on
 * open its code plus one operation's model and validator stay within 60 KB
 * (brotli) for every operation, read from the production build: the chunks
 * each `<ApiRequestBuilder operation="…" load={() => import(…)}>` and the
 * button's import of the panel name (`n.e("<chunk>")`), their files
 * files (the webpack runtime's chunk map), less those every page loads anyway.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parse} from 'node-html-parser';
import {BUILD_DIR} from '../support/server';

const BUDGET = 60 * 1024;

type Chunks = {dir: string; files: Map<string, string>};

/** An object literal of the runtime's chunk maps, `{106:"17896441","82c2f8b1":"9984"}`, as a Map. */
function literalMap(text: string): Map<string, string> {
  return new Map([...text.matchAll(/"?([\w~.-]+)"?:"([^"]+)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * The file of each async chunk id, from the runtime's `n.u` (name map, then hash map):
 * `assets/js/<name or id>.<hash>.js`. A chunk without a hash there is part of the
 * first load (main), so it has no file of its own.
 */
function chunksOf(assetsDir: string): Chunks {
  const dir = path.join(assetsDir, 'js');
  const runtime = fs.readdirSync(dir).find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
  assert.ok(runtime, `${dir} has the webpack runtime`);
  const text = fs.readFileSync(path.join(dir, runtime), 'utf8');
  const u = /\.u=\w+=>"assets\/js\/"\+\(\((\{[^}]*\})\)\[\w+\]\|\|\w+\)\+"\."\+\((\{[^}]*\})\)\[\w+\]\+"\.js"/.exec(text);
  assert.ok(u, 'the runtime maps chunk ids to files (n.u)');
  const names = literalMap(u[1]);
  const hashes = literalMap(u[2]);
  const files = new Map([...hashes].map(([id, hash]) => [id, `${names.get(id) ?? id}.${hash}.js`]));
  return {dir, files};
}

const brotli = (file: string) => zlib.brotliCompressSync(fs.readFileSync(file), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

/** The chunk ids a compiled `import()` loads: every `x.e("id")` in it. */
const chunkIds = (code: string) => [...code.matchAll(/\b\w+\.e\("([^"]+)"\)/g)].map((m) => m[1]);

/** The script files of a page's HTML (the first load). */
function firstLoad(htmlFile: string): Set<string> {
  const html = fs.readFileSync(htmlFile, 'utf8');
  return new Set(parse(html).querySelectorAll('script[src]').map((s) => path.basename(s.getAttribute('src') ?? '')));
}

for (const locale of ['vi', 'en']) {
  const root = locale === 'vi' ? BUILD_DIR : path.join(BUILD_DIR, 'en');

  test(`${locale}: every operation's panel (its code + model + validator) is within 60 KB brotli, and none of it loads first`, () => {
    const chunks = chunksOf(path.join(root, 'assets'));
    const all = fs.readdirSync(chunks.dir).filter((f) => f.endsWith('.js'));
    const texts = new Map(all.map((f) => [f, fs.readFileSync(path.join(chunks.dir, f), 'utf8')]));
    const panel = [...texts.values()].flatMap((t) => [...t.matchAll(/ApiRequestBuilder:function[\s\S]{0,600}?Promise\.all\(\[(Promise\.all\(\[[^\]]*\]\)|\w+\.e\("[^"]+"\))/g)].map((m) => m[1]));
    assert.ok(panel.length > 0, 'the button imports the panel');
    const panelIds = new Set(panel.flatMap(chunkIds));
    /** Each operation of each version: the chunks its loader imports (the same operation id recurs across versions). */
    const loaders = new Map<string, string[]>();
    for (const text of texts.values()) {
      for (const m of text.matchAll(/operation:"([^"]+)",load:\(\)=>(.{0,200}?)\.then\(/g)) {
        const ids = chunkIds(m[2]);
        const version = ids.map((id) => texts.get(chunks.files.get(id) ?? '')?.match(/version:"([^"]+)"/)?.[1]).find(Boolean);
        loaders.set(`${version} ${m[1]}`, ids);
      }
    }
    assert.ok(loaders.size > 150, `every operation of every version has a builder (${loaders.size} found)`);
    const page = firstLoad(path.join(root, 'docs/6.1/account/list.html'));
    const sizes = [...loaders].map(([operation, ids]) => {
      const files = [...new Set([...panelIds, ...ids])].flatMap((id) => {
        const file = chunks.files.get(id);
        if (!file) return []; // part of the first load (main): already counted there
        assert.ok(fs.existsSync(path.join(chunks.dir, file)), `${file} (chunk ${id} of ${operation}) exists`);
        assert.ok(!page.has(file), `${file} (${operation}'s panel) is not loaded by the page`);
        return [file];
      });
      assert.ok(ids.every((id) => chunks.files.has(id)), `${operation}: its model and validator are chunks of their own`);
      return {operation, bytes: files.reduce((sum, f) => sum + brotli(path.join(chunks.dir, f)), 0)};
    });
    const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`${locale}: heaviest panel ${heaviest.operation}: ${heaviest.bytes} bytes brotli`);
    for (const {operation, bytes} of sizes) assert.ok(bytes <= BUDGET, `${operation}: ${bytes} bytes brotli > ${BUDGET}`);
  });
}
