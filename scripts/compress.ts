/**
 * Writes .br and .gz twins of every text asset in the build, so static
 * servers (our preview server, nginx with gzip_static/brotli_static) can send
 * them without compressing on each request.
 *
 * Pagefind's binary files (index chunks, fragments, metadata, filters, its
 * WebAssembly) are gzip streams that Pagefind's script inflates itself, and
 * it also accepts them already inflated (they start with "pagefind_dcd").
 * Each gets a .br twin of its inflated bytes: a browser that accepts brotli
 * receives about 10 to 20 % fewer bytes and hands Pagefind the inflated data;
 * any other client (and any CDN) gets the gzip file as it is.
 *
 * Brotli at quality 11 is nearly all of the time, and it is kept: quality 10
 * makes HTML, JS and JSON about 2 % larger. The files are compressed in
 * parallel instead (Node's zlib thread pool, two files per core at a time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|md|yaml|map|webmanifest)$/;
const MIN_BYTES = 512;
const PAGEFIND_BINARY = /\.(?:pf_fragment|pf_index|pf_meta|pf_filter|pagefind)$/;
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

function brotliOptions(data: Buffer): zlib.BrotliOptions {
  return {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}};
}

/** The .br twin of a Pagefind binary file: its inflated bytes, brotli-compressed; undefined when it is not gzip. */
export async function pagefindTwin(data: Buffer): Promise<Buffer | undefined> {
  if (data[0] !== 0x1f || data[1] !== 0x8b) return undefined;
  const inflated = zlib.gunzipSync(data);
  if (inflated.subarray(0, PAGEFIND_SIGNATURE.length).toString() !== PAGEFIND_SIGNATURE) return undefined;
  return brotliAsync(inflated, brotliOptions(inflated));
}

/** The files to compress: text assets and Pagefind's binaries, never a dotfile (.headers/: the servers' header files). */
function compressible(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && (COMPRESSIBLE.test(entry.name) || PAGEFIND_BINARY.test(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) =>
      path
        .relative(dir, file)
        .split(path.sep)
        .every((part) => !part.startsWith('.')),
    );
}

/**
 * Writes the twins of one file; the sizes in and out (brotli), or undefined
 * when it gets none. The compression itself runs in zlib's thread pool, never
 * on the loop that hands out the files.
 */
async function compressFile(file: string): Promise<{bytesIn: number; bytesBr: number} | undefined> {
  const data = await fs.promises.readFile(file);
  if (PAGEFIND_BINARY.test(file)) {
    const twin = await pagefindTwin(data);
    if (!twin || twin.length >= data.length) return undefined;
    await fs.promises.writeFile(`${file}.br`, twin);
    return {bytesIn: data.length, bytesBr: twin.length};
  }
  if (data.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([brotliAsync(data, brotliOptions(data)), gzipAsync(data, {level: 9})]);
  await fs.promises.writeFile(`${file}.br`, br);
  await fs.promises.writeFile(`${file}.gz`, gz);
  return {bytesIn: data.length, bytesBr: br.length};
}

/**
 * Compresses every compressible file of `dir`, but those `skip` names (a path relative to `dir`, `/`-separated),
 * two files per core at a time: while the main thread is busy elsewhere (scripts/post-build.ts runs the search
 * index beside it), zlib's thread pool still has a file queued for each core.
 */
export async function compressDir(
  dir: string,
  skip: (rel: string) => boolean = () => false,
): Promise<{files: number; bytesIn: number; bytesBr: number}> {
  const queue = compressible(dir).filter((file) => !skip(path.relative(dir, file).split(path.sep).join('/')));
  const totals = {files: 0, bytesIn: 0, bytesBr: 0};
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const done = await compressFile(file);
      if (!done) continue;
      totals.files += 1;
      totals.bytesIn += done.bytesIn;
      totals.bytesBr += done.bytesBr;
    }
  };
  await Promise.all(Array.from({length: 2 * os.availableParallelism()}, worker));
  return totals;
}

/** The step's line: how many files got twins, and their bytes before and after brotli. */
export function compressedLine(dir: string, totals: {files: number; bytesIn: number; bytesBr: number}): string {
  return `Compressed ${totals.files} files in ${dir}: ${totals.bytesIn} bytes -> ${totals.bytesBr} bytes (brotli)`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'build';
  void compressDir(dir).then((totals) => console.log(compressedLine(dir, totals)));
}
