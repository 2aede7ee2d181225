/**
 * Where the MCP server reads the site from: a build folder (`build/`) or a
 * deployed site's base URL. Both answer the same site paths; the site mode
 * fetches only the Markdown twins (`*.md`), `llms.txt` files, the OpenAPI
 * downloads and the workflow downloads (JSON), and refuses any other path
 * before it reaches the network. The search runs the site's own Pagefind (mcp/pagefind.ts), which fetches its
 * script and index files under `pagefindBase` itself (`/pagefind/…`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {brand} from '../config/brand';
import {siteOrigin} from '../config/site';
import {DOWNLOAD_FILES, WORKFLOW_FILES} from '../config/downloads';
import {LLMS_FILE, TWIN_EXTENSION} from '../config/llms';
import {DEFAULT_LOCALE, type Locale} from '../config/locales';
import {VERSIONS} from '../config/versions';

export type Source = {
  /** What it reads, for messages: the folder or the base URL. */
  label: string;
  /** The origin (and base path) of the URLs the answers name. */
  origin: string;
  /** The text at a site path (`/docs/6.1/account/list.md`); undefined when there is none. */
  read(sitePath: string): Promise<string | undefined>;
  /** The URL of the Pagefind folder (`file:///…/build/pagefind/`, `https://…/pagefind/`), ending with a slash. */
  pagefindBase: string;
};

/** Where the search index lives in a build and on the site. */
export const PAGEFIND_FOLDER = 'pagefind';

/** The only site paths a source reads: twins, llms.txt files, OpenAPI downloads and the workflows' JSON downloads. */
export const READABLE = new RegExp(
  `(?:\\${TWIN_EXTENSION}|/${LLMS_FILE.replace('.', '\\.')}|^(?:/[a-z]{2})?/downloads/api/[^/]+/${DOWNLOAD_FILES.openapiJson.replace('.', '\\.')}` +
    `|^(?:/[a-z]{2})?/downloads/api/[^/]+/${WORKFLOW_FILES.folder}/(?:[a-z0-9-]+\\${WORKFLOW_FILES.json}|${WORKFLOW_FILES.index.replace('.', '\\.')}))$`,
);

function checkReadable(sitePath: string): void {
  if (!sitePath.startsWith('/') || sitePath.includes('..') || !READABLE.test(sitePath)) {
    throw new Error(
      `refusing to read ${sitePath}: only Markdown twins, llms.txt, OpenAPI downloads and workflow downloads are read`,
    );
  }
}

export function buildSource(dir: string): Source {
  const root = path.resolve(dir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new Error(`no folder ${root}: give a production build folder of the docs, or the site's URL (--site URL)`);
  }
  if (!fs.existsSync(path.join(root, LLMS_FILE))) {
    throw new Error(
      `${root} holds no production build (no ${LLMS_FILE}): run "npm run build" in the docs' repository first, or give the site's URL (--site URL)`,
    );
  }
  return {
    label: root,
    origin: siteOrigin,
    pagefindBase: pathToFileURL(path.join(root, PAGEFIND_FOLDER) + path.sep).href,
    async read(sitePath) {
      checkReadable(sitePath);
      const file = path.join(root, sitePath);
      if (!file.startsWith(root + path.sep)) return undefined;
      return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined;
    },
  };
}

export function siteSource(base: string, fetchText: typeof fetch = fetch): Source {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`--site needs an absolute http(s) URL, got "${base}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`--site needs an http(s) URL, got "${base}"`);
  const origin = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  const cache = new Map<string, Promise<string | undefined>>();
  return {
    label: origin,
    origin,
    pagefindBase: `${origin}/${PAGEFIND_FOLDER}/`,
    read(sitePath) {
      checkReadable(sitePath);
      let text = cache.get(sitePath);
      if (!text) {
        text = fetchText(`${origin}${encodeURI(sitePath)}`).then(async (response) => {
          if (response.status === 404 || response.status === 410) return undefined;
          if (!response.ok) throw new Error(`${origin}${sitePath} answered HTTP ${response.status}`);
          return response.text();
        });
        text.catch(() => cache.delete(sitePath));
        cache.set(sitePath, text);
      }
      return text;
    },
  };
}

/** The path prefix of a locale: '' for Vietnamese, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** 'v6.1', ' 6.1 ' → '6.1'; undefined when versions.json does not list it. */
export function knownVersion(value: string): string | undefined {
  const name = value.trim().replace(/^v/i, '');
  return VERSIONS.includes(name) ? name : undefined;
}

/** The site path of an absolute URL on the site (brand.siteUrl), or of a site path as it is. */
export function sitePathOf(url: string, origins: readonly string[] = [brand.siteUrl]): string | undefined {
  if (url.startsWith('/')) return url;
  for (const origin of origins) {
    const base = origin.replace(/\/$/, '');
    if (url === base) return '/';
    if (url.startsWith(`${base}/`)) return url.slice(base.length);
  }
  return undefined;
}
