/**
 * The long pages the bench measures besides the reference page (issue 25):
 * the longest conventions page, the longest what-changed page and the
 * default version's intro, each picked by a rule from our build, as the
 * reference page is (reference-page.ts). Longest means the largest built
 * HTML, Vietnamese (the default locale).
 *
 * - A version's conventions page is its `needed_info` page, or its root (the
 *   intro, which holds them) where it has none (tests/browser/widths.test.ts
 *   reads them the same way).
 * - A version's what-changed page is its `changes` page, where it has one.
 * - The default version's intro is the version served at /docs
 *   (LAST_VERSION), read first and most.
 */
import fs from 'node:fs';
import {LAST_VERSION, VERSIONS, versionRoot} from '../../config/versions';
import {builtFile} from './our-docs';
import {sitemapPaths, type ReferencePage} from './reference-page';

export type LongPages = {conventions: ReferencePage; changes: ReferencePage; intro: ReferencePage};

function weighed(buildDir: string, urlPath: string): ReferencePage | undefined {
  const file = builtFile(buildDir, urlPath);
  return file ? {path: urlPath, htmlBytes: fs.statSync(file).size} : undefined;
}

function heaviest(buildDir: string, urlPaths: string[], what: string): ReferencePage {
  const pages = urlPaths
    .map((p) => weighed(buildDir, p))
    .filter((p): p is ReferencePage => p !== undefined)
    .sort((a, b) => b.htmlBytes - a.htmlBytes);
  if (!pages[0]) throw new Error(`no ${what} in ${buildDir} (looked for ${urlPaths.join(', ')})`);
  return pages[0];
}

/** The three long pages of our build (paths in the default locale). */
export function longPages(buildDir: string): LongPages {
  const inSitemap = new Set(sitemapPaths(buildDir));
  const roots = VERSIONS.map((v) => versionRoot(v));
  const conventions = roots.map((root) => (inSitemap.has(`${root}/needed_info`) ? `${root}/needed_info` : root));
  const changes = roots.map((root) => `${root}/changes`).filter((p) => inSitemap.has(p));
  return {
    conventions: heaviest(buildDir, conventions, 'conventions page'),
    changes: heaviest(buildDir, changes, 'what-changed page'),
    intro: heaviest(buildDir, [versionRoot(LAST_VERSION)], `intro of the default version ${LAST_VERSION}`),
  };
}
