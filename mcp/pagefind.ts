/**
 * The site's own search under Node: the build's (or the deployed site's)
 * `pagefind/pagefind.js`, the very script the search dialog loads, run on
 * the same index with the same options and query handling
 * (config/search.ts). One instance per locale: each loads its language's
 * index and WebAssembly, so each gets its own copy of the module.
 *
 * Node's fetch reads no file: URLs; while a build folder is searched, fetch
 * answers the file: URLs under its pagefind/ folder (and nothing else) from
 * the disk, and hands every other URL to Node's own fetch.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PAGEFIND_OPTIONS, type Pagefind} from '../config/search';
import type {Locale} from '../config/locales';

type PagefindModule = {createInstance: (options: Record<string, unknown>) => Pagefind};

/** Folders whose files fetch may read as file: URLs. */
const readableFolders = new Set<string>();
let patched = false;

function serveFileUrls(folder: string): void {
  readableFolders.add(path.resolve(folder) + path.sep);
  if (patched) return;
  patched = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return networkFetch(input, init);
    const file = path.resolve(fileURLToPath(url.replace(/[?#].*$/, '')));
    if (![...readableFolders].some((dir) => file.startsWith(dir)) || !fs.existsSync(file))
      return new Response(null, {status: 404});
    return new Response(fs.readFileSync(file));
  };
}

/**
 * A Pagefind instance for one locale, ready to search: `base` is the URL of
 * the pagefind/ folder (`file:///…/build/pagefind/` or `https://site/pagefind/`).
 */
export async function openPagefind(base: string, locale: Locale): Promise<Pagefind> {
  if (base.startsWith('file:')) serveFileUrls(fileURLToPath(base));
  const response = await fetch(`${base}pagefind.js`);
  if (!response.ok) throw new Error(`${base}pagefind.js answered HTTP ${response.status}: is the search index built?`);
  // Imported from its text (a data: URL, an ES module): the same code from a folder or a site, no file
  // written; the comment makes each locale's copy a module of its own.
  const code = `${await response.text()}\n//# locale=${locale}`;
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as PagefindModule;
  // Pagefind picks the index of the page's <html lang>: the locale, for the instant it is created.
  const scope = globalThis as {document?: unknown};
  scope.document = {querySelector: () => ({getAttribute: () => locale})};
  let pagefind: Pagefind;
  try {
    pagefind = module.createInstance({basePath: base, baseUrl: '/'});
  } finally {
    delete scope.document;
  }
  await pagefind.options({...PAGEFIND_OPTIONS});
  await pagefind.init();
  return pagefind;
}
