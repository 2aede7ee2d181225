/**
 * What the tools answer from: one source (build folder or site), with the
 * site's search (one Pagefind instance per locale) and the OpenAPI documents
 * loaded on first use and kept. Every input is checked here; a bad one is a ToolError
 * whose message names what was wrong and what is valid.
 */
import {brand} from '../config/brand';
import {DOWNLOAD_FILES, downloadPath} from '../config/downloads';
import {twinPath} from '../config/llms';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../config/locales';
import {LAST_VERSION, VERSIONS, versionRoot} from '../config/versions';
import {versionInQuery, type Pagefind} from '../config/search';
import {versionIntroRedirects} from '../config/redirects';
import type {OpenApiDocument} from '../api/lib/browser-safe/openapi';
import {ToolError} from './errors';
import {describeOperation, findOperationByRef, listOperations} from './operations';
import {openPagefind} from './pagefind';
import {search} from './search';
import {knownVersion, localePrefix, sitePathOf, type Source} from './source';

/** The version a search uses when none is given: the site's default, served at /docs. */
export const DEFAULT_VERSION = LAST_VERSION;

export function checkVersion(value: string | undefined, fallback?: string): string {
  if ((value === undefined || value.trim() === '') && fallback) return fallback;
  const version = knownVersion(value ?? '');
  if (!version)
    throw new ToolError(
      `Unknown API version "${value ?? ''}". Valid versions: ${VERSIONS.join(', ')} (the default is ${DEFAULT_VERSION}).`,
    );
  return version;
}

export function checkLocale(value: string | undefined): Locale {
  if (value === undefined || value.trim() === '') return DEFAULT_LOCALE;
  const locale = value.trim().toLowerCase();
  if (!(LOCALES as readonly string[]).includes(locale))
    throw new ToolError(
      `Unknown locale "${value}". Valid locales: ${LOCALES.join(', ')} (the default is ${DEFAULT_LOCALE}).`,
    );
  return locale as Locale;
}

export class Docs {
  private readonly searches = new Map<Locale, Promise<Pagefind>>();
  /** Queries run one after the other: each sets Pagefind's options (tone marks) for itself. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly specs = new Map<string, Promise<OpenApiDocument>>();

  constructor(readonly source: Source) {}

  private pagefind(locale: Locale): Promise<Pagefind> {
    let pagefind = this.searches.get(locale);
    if (!pagefind) {
      pagefind = openPagefind(this.source.pagefindBase, locale);
      pagefind.catch(() => this.searches.delete(locale));
      this.searches.set(locale, pagefind);
    }
    return pagefind;
  }

  /**
   * The site's search in one version and locale. With no version given, a version the query names
   * ("create sale order 6.1", "v6.0") is searched, else the default.
   */
  async search(query: string, version?: string, locale?: string, limit = 8) {
    const named = versionInQuery(query, VERSIONS);
    const given = version !== undefined && version.trim() !== '';
    const v = checkVersion(given ? version : named.version, DEFAULT_VERSION);
    const words = given ? query.trim() : named.query;
    const l = checkLocale(locale);
    if (query.trim() === '')
      throw new ToolError(
        'The query is empty: give a few words, a field name or a path, e.g. "khach hang" or "/api/v6.1/accounts".',
      );
    const pagefind = await this.pagefind(l);
    const n = Math.min(Math.max(1, Math.floor(limit)), 20);
    const run = this.queue.then(() => search(pagefind, this.source.origin, words, v, l, n));
    this.queue = run.catch(() => undefined);
    return {version: v, locale: l, query, hits: await run};
  }

  /** The site path of a page named by a path or a URL: hash, query, trailing slash, `.md` and `.html` dropped. */
  pagePath(input: string): string {
    const text = input.trim();
    const origins = [this.source.origin, brand.siteUrl];
    const sitePath = /^[a-z][a-z0-9+.-]*:/i.test(text)
      ? sitePathOf(text.replace(/[?#].*$/, ''), origins)
      : `/${text.replace(/^\/+/, '')}`;
    if (sitePath === undefined) {
      throw new ToolError(
        `"${input}" is outside the site. Give a path such as /docs/6.1/account/list or a URL under ${[...new Set(origins)].join(' or ')}.`,
      );
    }
    let path = sitePath.replace(/[?#].*$/, '');
    try {
      path = decodeURI(path);
    } catch {
      throw new ToolError(`"${input}" is not a valid path.`);
    }
    path = path
      .replace(/\/index(?:\.html|\.md)?$/, '')
      .replace(/\.(?:md|html)$/, '')
      .replace(/(.)\/+$/, '$1');
    // /docs/intro, /en/docs/6.1/intro: the site redirects them to the version root, where the intro lives.
    const prefix = LOCALES.map(localePrefix).find((p) => p && path.startsWith(`${p}/`)) ?? '';
    const redirect = versionIntroRedirects().find((r) => r.from === path.slice(prefix.length));
    if (redirect) path = `${prefix}${redirect.to}`;
    const roots = LOCALES.map((l) => `${localePrefix(l)}/docs`);
    if (!roots.some((root) => path === root || path.startsWith(`${root}/`)) || path.includes('..')) {
      throw new ToolError(
        `"${input}" is not a doc page. Doc pages live under ${roots.join(' and ')}, e.g. /docs/6.1/account/list or /en/docs/6.1/account/list.`,
      );
    }
    return path;
  }

  async page(input: string) {
    const path = this.pagePath(input);
    const markdown = await this.source.read(twinPath(path));
    if (markdown !== undefined) return {url: `${this.source.origin}${path}`, markdown};
    const locale =
      LOCALES.find((l) => l !== DEFAULT_LOCALE && path.startsWith(`${localePrefix(l)}/`)) ?? DEFAULT_LOCALE;
    const rest = path.slice(localePrefix(locale).length);
    const version =
      [...VERSIONS]
        .filter((v) => v !== LAST_VERSION)
        .find((v) => rest === versionRoot(v) || rest.startsWith(`${versionRoot(v)}/`)) ?? LAST_VERSION;
    const words = rest
      .slice(versionRoot(version).length)
      .replace(/[/_-]+/g, ' ')
      .trim();
    const near = words
      ? (await this.search(words, version, locale, 5)).hits.map((h) => h.url.slice(this.source.origin.length))
      : [];
    throw new ToolError(
      `No page at ${path} (API ${version}, ${locale}).${near.length ? ` Close pages: ${near.join(', ')}.` : ''} The version's page list is ${localePrefix(locale)}${versionRoot(version)}/llms.txt; search_docs finds pages by words.`,
    );
  }

  /** A version's OpenAPI download in a locale (version and locale already checked), read once. */
  spec(version: string, locale: Locale): Promise<OpenApiDocument> {
    const key = `${version}\0${locale}`;
    let spec = this.specs.get(key);
    if (!spec) {
      const path = `${localePrefix(locale)}${downloadPath(version, DOWNLOAD_FILES.openapiJson)}`;
      spec = this.source.read(path).then((text) => {
        if (text === undefined) throw new Error(`${this.source.label} has no ${path}`);
        return JSON.parse(text) as OpenApiDocument;
      });
      spec.catch(() => this.specs.delete(key));
      this.specs.set(key, spec);
    }
    return spec;
  }

  async operation(version: string, ref: string, locale?: string) {
    const v = checkVersion(version);
    const l = checkLocale(locale);
    const doc = await this.spec(v, l);
    return describeOperation(doc, findOperationByRef(doc, v, ref), {origin: this.source.origin, version: v, locale: l});
  }

  async operations(version: string, tag?: string, locale?: string) {
    const v = checkVersion(version);
    const l = checkLocale(locale);
    return listOperations(await this.spec(v, l), {origin: this.source.origin, version: v, locale: l}, tag);
  }
}
