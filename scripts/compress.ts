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
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|md|yaml|map|webmanifest)$/;
const MIN_BYTES = 512;
const PAGEFIND_BINARY = /\.(?:pf_fragment|pf_index|pf_meta|pf_filter|pagefind)$/;
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

function brotli(data: Buffer): Buffer {
  return zlib.brotliCompressSync(data, {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
  });
}

/** The .br twin of a Pagefind binary file: its inflated bytes, brotli-compressed; undefined when it is not gzip. */
export function pagefindTwin(data: Buffer): Buffer | undefined {
  if (data[0] !== 0x1f || data[1] !== 0x8b) return undefined;
  const inflated = zlib.gunzipSync(data);
  if (inflated.subarray(0, PAGEFIND_SIGNATURE.length).toString() !== PAGEFIND_SIGNATURE) return undefined;
  return brotli(inflated);
}

export function compressDir(dir: string): {files: number; bytesIn: number; bytesBr: number} {
  let files = 0;
  let bytesIn = 0;
  let bytesBr = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !(COMPRESSIBLE.test(entry.name) || PAGEFIND_BINARY.test(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Dotfiles (.headers/: the servers' header files) are never served.
    if (
      path
        .relative(dir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      continue;
    const data = fs.readFileSync(file);
    if (PAGEFIND_BINARY.test(entry.name)) {
      const twin = pagefindTwin(data);
      if (twin && twin.length < data.length) {
        fs.writeFileSync(`${file}.br`, twin);
        files += 1;
        bytesIn += data.length;
        bytesBr += twin.length;
      }
      continue;
    }
    if (data.length < MIN_BYTES) continue;
    const br = brotli(data);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, {level: 9}));
    files += 1;
    bytesIn += data.length;
    bytesBr += br.length;
  }
  return {files, bytesIn, bytesBr};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'build';
  const {files, bytesIn, bytesBr} = compressDir(dir);
  console.log(`Compressed ${files} files in ${dir}: ${bytesIn} bytes -> ${bytesBr} bytes (brotli)`);
}
