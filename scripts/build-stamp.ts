/**
 * The stamp of a build's inputs: one hash over the path and content of every
 * file the build reads (everything but outputs, dependencies, tests and CI).
 * `scripts/build.sh` writes it to build/.build-stamp; `npm start` rebuilds only
 * when the current stamp differs.
 *
 *   tsx scripts/build-stamp.ts print   the stamp of the working tree
 *   tsx scripts/build-stamp.ts check   exit 0 when build/ was made from these inputs
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Top-level entries the build never reads (outputs, caches, dependencies, tests, CI, the MCP server). */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'build',
  '.docusaurus',
  '.cache-loader',
  'tests',
  'test-results',
  'bench-results',
  '.ci',
  'mcp',
]);
export const STAMP_FILE = '.build-stamp';

function files(dir: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(dir, rel), {withFileTypes: true})
    .filter((e) => !(rel === '' && SKIPPED.has(e.name)) && e.name !== '.DS_Store' && !e.name.endsWith('.log'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) return files(dir, child);
      return e.isFile() ? [child] : [];
    });
}

export function inputsStamp(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of files(siteDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(siteDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether build/ exists and was made from the inputs as they are now. */
export function buildIsFresh(siteDir: string, buildDir = path.join(siteDir, 'build')): boolean {
  const stampFile = path.join(buildDir, STAMP_FILE);
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, 'utf8').trim() === inputsStamp(siteDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode] = process.argv.slice(2);
  if (mode === 'print') console.log(inputsStamp(process.cwd()));
  else if (mode === 'check') process.exit(buildIsFresh(process.cwd()) ? 0 : 1);
  else {
    console.error('usage: tsx scripts/build-stamp.ts print|check');
    process.exit(2);
  }
}
