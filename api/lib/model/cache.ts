/**
 * The merged, checked and localized document of a version, loaded once and
 * kept until one of its source files changes (mtime), so a dev server picks
 * up edits on the next compile of a page; a production build loads it once.
 *
 * The cache lives on the process (./process-cache), so the second locale of
 * a build does not parse and check the sources again (about 0.6 s).
 */
import fs from 'node:fs';
import {loadApi, sourceFiles} from './load';
import type {OpenApiDocument} from '../browser-safe/openapi';
import {ApiSourceError} from './problems';
import {processCache} from './process-cache';
import type {Locale} from '../pages/site';
import {localize} from './text';

type Entry = {signature: string; base: OpenApiDocument; localized: Map<Locale, OpenApiDocument>};

const cache = processCache<string, Entry>('api-cache');

function signature(siteDir: string, version: string): string {
  return sourceFiles(siteDir, version)
    .map((file) => `${file}:${fs.existsSync(file) ? fs.statSync(file).mtimeMs : 'missing'}`)
    .join('|');
}

function load(siteDir: string, version: string): Entry {
  const key = `${siteDir}\0${version}`;
  const cached = cache.get(key);
  // A production build reads sources that do not change while it runs: one look at them is enough (every page
  // asks; the look, a directory listing and a stat per file, took about 0.3 s of each build).
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const current = signature(siteDir, version);
  if (cached && cached.signature === current) return cached;
  const api = loadApi(siteDir, version);
  if (api.problems.length > 0) throw new ApiSourceError(api.problems, `The API ${version} sources have problems:`);
  const entry: Entry = {signature: current, base: api.document, localized: new Map()};
  cache.set(key, entry);
  return entry;
}

/** The version's merged document with the locale's text in place (throws ApiSourceError on bad sources). */
export function localizedApi(siteDir: string, version: string, locale: Locale): OpenApiDocument {
  const entry = load(siteDir, version);
  let doc = entry.localized.get(locale);
  if (!doc) {
    doc = localize(entry.base, locale);
    entry.localized.set(locale, doc);
  }
  return doc;
}
