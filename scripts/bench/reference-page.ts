/**
 * Our reference page: the Vietnamese docs page with a request example whose
 * built HTML is the largest, listed from the sitemap of our build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtFile} from './our-docs';

export type ReferencePage = {path: string; htmlBytes: number};

/** An element id ending in `request-example`, quoted or not (the minified HTML leaves it unquoted). */
const REQUEST_EXAMPLE = /id="?[^" >]*request-example[" >]/;

/** The paths of the pages in build/sitemap.xml. */
function sitemapPaths(buildDir: string): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/** Whether a path is a docs page in the default locale (Vietnamese: no `/en/` prefix). */
function isVietnameseDoc(urlPath: string): boolean {
  return urlPath === '/docs' || urlPath.startsWith('/docs/');
}

/** Picks the reference page; throws when the build has none. */
export function heaviestReferencePage(buildDir: string): ReferencePage {
  let heaviest: ReferencePage | undefined;
  for (const urlPath of sitemapPaths(buildDir).filter(isVietnameseDoc)) {
    const file = builtFile(buildDir, decodeURIComponent(urlPath));
    if (!file) continue;
    const html = fs.readFileSync(file);
    if (heaviest && html.length <= heaviest.htmlBytes) continue;
    if (REQUEST_EXAMPLE.test(html.toString('utf8'))) heaviest = {path: urlPath, htmlBytes: html.length};
  }
  if (!heaviest) throw new Error(`no docs page in ${buildDir}/sitemap.xml has an element id ending in request-example`);
  return heaviest;
}
