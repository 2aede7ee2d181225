/** Where a version's docs live on disk, per locale, and how pages link to each other. */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../../config/locales';

export {LOCALES, DEFAULT_LOCALE, type Locale};

const DOC_EXTENSIONS = ['.mdx', '.md'] as const;

/** The folder holding a version's docs in a locale (absolute). */
export function docsDir(siteDir: string, version: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE
    ? path.join(siteDir, 'versioned_docs', `version-${version}`)
    : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', `version-${version}`);
}

export type PageLocation = {version: string; locale: Locale; docId: string};

const DEFAULT_PAGE = /^versioned_docs\/version-([^/]+)\/(.+)\.mdx?$/;
const LOCALIZED_PAGE = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/version-([^/]+)\/(.+)\.mdx?$/;

/** Version, locale and doc id of a versioned doc file; undefined for any other file. */
export function pageLocation(siteDir: string, file: string): PageLocation | undefined {
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  const plain = DEFAULT_PAGE.exec(rel);
  if (plain) return {version: plain[1], locale: DEFAULT_LOCALE, docId: plain[2]};
  const localized = LOCALIZED_PAGE.exec(rel);
  if (localized && (LOCALES as readonly string[]).includes(localized[1])) {
    return {version: localized[2], locale: localized[1] as Locale, docId: localized[3]};
  }
  return undefined;
}

/** The file of a doc in a locale (absolute), if it exists. */
export function localDocFile(siteDir: string, version: string, locale: Locale, docId: string): string | undefined {
  return DOC_EXTENSIONS.map((ext) => path.join(docsDir(siteDir, version, locale), `${docId}${ext}`)).find((f) =>
    fs.existsSync(f),
  );
}

/**
 * The file Docusaurus serves for a doc in a locale: the translation when it
 * exists, else the default-locale source (which Docusaurus falls back to).
 */
export function servedDocFile(siteDir: string, version: string, locale: Locale, docId: string): string | undefined {
  return localDocFile(siteDir, version, locale, docId) ?? localDocFile(siteDir, version, DEFAULT_LOCALE, docId);
}

/** A relative file link from one doc file to another, with an optional anchor: `../needed_info.mdx#errors`. */
export function relativeDocLink(fromFile: string, toFile: string, anchor?: string): string {
  const rel = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  const withDot = rel.startsWith('.') ? rel : `./${rel}`;
  return anchor ? `${withDot}#${anchor}` : withDot;
}

/** 'needed_info#errors' → {docId: 'needed_info', anchor: 'errors'} */
export function parseDocTarget(target: string): {docId: string; anchor?: string} {
  const [docId, anchor] = target.split('#');
  return {docId, anchor: anchor || undefined};
}
