/**
 * The post-build steps (scripts/build.sh runs them after `docusaurus build`), in one process:
 *   1. the search index (scripts/search-index.ts), and beside it the .br and .gz twins of every text file but
 *      the index's own (scripts/compress.ts): Pagefind's indexer keeps about one core busy, the compression
 *      every core, so each fills the other's idle time instead of waiting for it;
 *   2. then the security headers, whose CSP hashes the build's inline scripts (scripts/security-headers.ts),
 *      and the CDN files that carry them (scripts/cdn-files.ts, with the MCP server card);
 *   3. last, the twins of the index's files, which exist once the index is written.
 * Each step's wall time is printed on one line, `post-build steps (ms): {...}` (the bench reads it).
 *
 *   npx tsx scripts/post-build.ts [build dir] [--no-search-index]
 * --no-search-index: every step but the index (the bench's stock site has no search).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PAGEFIND_DIR, searchIndexStep} from './search-index';
import {securityHeadersStep} from './security-headers';
import {cdnFilesStep} from './cdn-files';
import {compressDir, compressedLine} from './compress';

/** Runs a step and records its wall time. */
async function timed<T>(times: Record<string, number>, name: string, step: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await step();
  times[name] = Math.round(performance.now() - start);
  return result;
}

export async function postBuild(dir: string, opts: {searchIndex: boolean}): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  const [index, compressed] = await Promise.all([
    opts.searchIndex ? timed(times, 'search-index', () => searchIndexStep(dir)) : undefined,
    timed(times, 'compress', () => compressDir(dir, (rel) => rel.startsWith(`${PAGEFIND_DIR}/`))),
  ]);
  if (index) console.log(index);
  console.log(await timed(times, 'security-headers', () => securityHeadersStep(dir)));
  console.log(await timed(times, 'cdn-files', () => cdnFilesStep(dir)));
  const twins = opts.searchIndex
    ? await timed(times, 'compress-index', () => compressDir(path.join(dir, PAGEFIND_DIR)))
    : {files: 0, bytesIn: 0, bytesBr: 0};
  console.log(
    compressedLine(dir, {
      files: compressed.files + twins.files,
      bytesIn: compressed.bytesIn + twins.bytesIn,
      bytesBr: compressed.bytesBr + twins.bytesBr,
    }),
  );
  console.log(`post-build steps (ms): ${JSON.stringify(times)}`);
  return times;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'build';
  postBuild(dir, {searchIndex: !args.includes('--no-search-index')}).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
