/**
 * Temporary folders for tests: each is removed when the test file's process
 * exits, so repeated runs do not fill the machine's temp folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, {recursive: true, force: true});
});

/** A new empty folder under the system's temp folder, named `<prefix>XXXXXX`. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
