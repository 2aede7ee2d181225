/**
 * A scratch copy of the site's sources (no build, no node_modules) for the
 * checks' tests, and an in-place edit of one of its YAML files that keeps
 * the file's layout elsewhere. The folder is removed when the test file's
 * process exits (./temp-dir.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {tempDir} from './temp-dir';

/** What the API, prose and evidence checks read. */
const SOURCES = [
  'api',
  'partials',
  'versioned_docs',
  'versioned_sidebars',
  'i18n',
  'versions.json',
  'prose-allowlist.yaml',
] as const;

export function scratchSources(prefix: string): string {
  const dir = tempDir(prefix);
  for (const entry of SOURCES) fs.cpSync(entry, path.join(dir, entry), {recursive: true});
  return dir;
}

/** Edits a YAML source of a scratch copy in place, keeping its layout elsewhere. */
export function editYaml(site: string, file: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const full = path.join(site, file);
  const doc = parseDocument(fs.readFileSync(full, 'utf8'));
  edit(doc);
  fs.writeFileSync(full, doc.toString({lineWidth: 0}));
}
