/**
 * The mock-server page of a version (mock-server.mdx) as the tests read it:
 * its one `npx` command, which names the site's own mock file
 * (`openapi.mock.json` beside the version's download, with the locale's
 * prefix), and that command ready to run against a local server over the
 * production build. The samples suite and the mock page's own test start
 * Prism with exactly this command.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docsDir, type Locale} from '../../api/lib/pages/site';
import {DEFAULT_LOCALE} from '../../config/locales';
import {MOCK_FILE, downloadPath, type DownloadFile} from '../../config/downloads';
import {siteOrigin} from '../../config/site';
import {BUILD_DIR} from './server';

export const MOCK_DOC_ID = 'mock-server';

export function mockPageFile(version: string, locale: Locale): string {
  return path.join(docsDir(path.resolve('.'), version, locale), `${MOCK_DOC_ID}.mdx`);
}

/** The site's URL of a version's download (`openapi.json`, the mock file…), as a reader of the locale gets it. */
export function downloadUrl(version: string, locale: Locale, file: DownloadFile = MOCK_FILE): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${siteOrigin}${prefix}${downloadPath(version, file)}`;
}

/** The build's file at a site URL. */
export function buildFileOf(url: string): string {
  return path.join(BUILD_DIR, new URL(url).pathname);
}

/** The bash blocks of a page, each with its continuation lines joined. */
export function bashBlocks(text: string): string[] {
  return [...text.matchAll(/^```bash\n([\s\S]*?)^```/gm)].map((m) => m[1]!.replace(/\\\n\s*/g, '').trim());
}

/** The page's one `npx` command, as written. */
export function commandOf(text: string): string {
  const commands = bashBlocks(text).filter((b) => b.startsWith('npx '));
  assert.equal(commands.length, 1, 'one npx command');
  return commands[0]!;
}

/** The mock page's command of a version and locale as argv, with the site's URL pointed at `origin`. */
export function mockPageCommand(version: string, locale: Locale, origin: string): string[] {
  return commandOf(fs.readFileSync(mockPageFile(version, locale), 'utf8'))
    .replace(siteOrigin, origin)
    .split(/\s+/);
}
