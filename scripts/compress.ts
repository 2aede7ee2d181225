/**
 * Writes .br and .gz twins of every text asset in the build, so static
 * servers (our preview server, nginx with gzip_static/brotli_static) can send
 * them without compressing on each request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|md|yaml|map|webmanifest)$/;
const MIN_BYTES = 512;

export function compressDir(dir: string): {files: number; bytesIn: number; bytesBr: number} {
  let files = 0;
  let bytesIn = 0;
  let bytesBr = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
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
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
    });
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
