/** Copies of the API fixture site (tests/fixtures/api/site) that a test may break. */
import fs from 'node:fs';
import path from 'node:path';
import {tempDir} from './temp-dir';

export const FIXTURES = path.resolve(__dirname, '../fixtures/api');
export const FIXTURE_SITE = path.join(FIXTURES, 'site');
export const FIXTURE_VERSION = '1.0';
export const VI_DOCS = `versioned_docs/version-${FIXTURE_VERSION}`;
export const EN_DOCS = `i18n/en/docusaurus-plugin-content-docs/version-${FIXTURE_VERSION}`;

/** A fresh copy of the fixture site in a temporary folder. */
export function copySite(): string {
  const dir = tempDir('api-fixture-');
  fs.cpSync(FIXTURE_SITE, dir, {recursive: true});
  return dir;
}

/** A copy with tests/fixtures/api/broken/<name>.yaml added as resource zz-<name>.yaml; returns the site and the fragment's relative path. */
export function siteWithBroken(name: string): {site: string; fragment: string} {
  const site = copySite();
  const fragment = `api/${FIXTURE_VERSION}/resources/zz-${name}.yaml`;
  fs.copyFileSync(path.join(FIXTURES, 'broken', `${name}.yaml`), path.join(site, fragment));
  return {site, fragment};
}

export function write(site: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
}

export function edit(site: string, file: string, change: (text: string) => string): void {
  const target = path.join(site, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
}
