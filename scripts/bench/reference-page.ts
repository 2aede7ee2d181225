/**
 * Reference pages by weight: the docs pages with a request example, ordered
 * by the size of their built HTML. The bench measures the heaviest one; the
 * width and budget tests (tests/browser/) pick their pages with the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtFile} from './our-docs';

export type ReferencePage = {path: string; htmlBytes: number};

/** An element id ending in `request-example`, quoted or not (the minified HTML leaves it unquoted). */
const REQUEST_EXAMPLE = /id="?[^" >]*request-example[" >]/;

/** The paths of the pages in build/sitemap.xml. */
export function sitemapPaths(buildDir: string): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/** Whether a path is a docs page in the default locale (Vietnamese: no `/en/` prefix). */
function isVietnameseDoc(urlPath: string): boolean {
  return urlPath === '/docs' || urlPath.startsWith('/docs/');
}

/** The reference pages among `urlPaths` (built in `buildDir`), heaviest HTML first. */
export function referencePagesBySize(buildDir: string, urlPaths: string[]): ReferencePage[] {
  const pages: ReferencePage[] = [];
  for (const urlPath of urlPaths) {
    const file = builtFile(buildDir, decodeURIComponent(urlPath));
    if (!file) continue;
    const html = fs.readFileSync(file);
    if (REQUEST_EXAMPLE.test(html.toString('utf8'))) pages.push({path: urlPath, htmlBytes: html.length});
  }
  return pages.sort((a, b) => b.htmlBytes - a.htmlBytes);
}

/** The heaviest Vietnamese reference page; throws when the build has none. */
export function heaviestReferencePage(buildDir: string): ReferencePage {
  const heaviest = referencePagesBySize(buildDir, sitemapPaths(buildDir).filter(isVietnameseDoc))[0];
  if (!heaviest) throw new Error(`no docs page in ${buildDir}/sitemap.xml has an element id ending in request-example`);
  return heaviest;
}
