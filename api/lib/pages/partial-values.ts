/**
 * What a prose partial (`partials/<locale>/<name>.mdx`) is filled with when a
 * page of a version includes it: its placeholders and their values. The
 * renderer (render/partials.ts) and the prose check (prose/check-prose.ts) both
 * read partials through this module, so they fill the same placeholders
 * with the same values.
 */
import path from 'node:path';
import {siteOrigin} from '../../../config/site';
import {MCP_CARD_PATH, mcpApi, mcpServer} from '../../../config/mcp';
import {MOCK_ORIGIN} from '../../../config/mock';
import {VERSION_INFO} from '../../../config/version-info';
import {VERSIONS, type VersionName} from '../../../config/versions';
import type {Locale} from './site';

export const PARTIALS_DIR = 'partials';

/** The file of a partial in a locale (absolute). */
export function partialFile(siteDir: string, locale: Locale, name: string): string {
  return path.join(siteDir, PARTIALS_DIR, locale, `${name}.mdx`);
}

/**
 * The placeholders of a partial, as `{name}` (an MDX expression in text,
 * literal text in code and in a link's URL): the including page's version and
 * API path prefix (`6.1`, `/api/v6.1`), the site's URL (no trailing slash),
 * the MCP server's npm package, its key in an assistant's configuration, the
 * URL of its server card, the environment variables of the API's address and
 * key that its call_operation reads, the mock server's address, and the
 * version a mark of this version's pages names as an example of "derived
 * from" (derivedExample).
 */
export const PLACEHOLDERS = [
  'version',
  'prefix',
  'site',
  'mcpPackage',
  'mcpServer',
  'mcpCard',
  'mcpBaseEnv',
  'mcpKeyEnv',
  'mockOrigin',
  'derivedExample',
] as const;

export type PartialValues = Record<(typeof PLACEHOLDERS)[number], string>;

/** A placeholder in a text (global: use with replace or matchAll). */
export const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`, 'g');

export const isPlaceholder = (key: string): key is keyof PartialValues =>
  (PLACEHOLDERS as readonly string[]).includes(key);

/**
 * The version the sources page's example mark ("derived from 6.0") names: the
 * next newer version in versions.json, or the one before it for the newest, so
 * the example is a version this version's facts are derived from
 * (tests/unit/partials-derived-example.test.ts checks it against the sources).
 */
export function derivedExample(version: string, versions: readonly string[] = VERSIONS): string {
  const at = versions.indexOf(version);
  if (at < 0) throw new Error(`version ${version} is not in versions.json`);
  const other = versions[at - 1] ?? versions[at + 1];
  if (!other) throw new Error(`versions.json lists no version but ${version}: no "derived from" example`);
  return other;
}

export function partialValues(version: string): PartialValues {
  const info = VERSION_INFO[version as VersionName] as (typeof VERSION_INFO)[VersionName] | undefined;
  if (!info) throw new Error(`version ${version} has no entry in config/version-info.ts`);
  const site = siteOrigin;
  return {
    version,
    prefix: info.apiPrefix,
    site,
    mcpPackage: mcpServer.packageName,
    mcpServer: mcpServer.serverName,
    mcpCard: `${site}/${MCP_CARD_PATH}`,
    mcpBaseEnv: mcpApi.baseEnv,
    mcpKeyEnv: mcpApi.keyEnv,
    mockOrigin: MOCK_ORIGIN,
    derivedExample: derivedExample(version),
  };
}

/** The placeholders (`{version}`, `{prefix}`, `{site}`, …) in a string of code or a URL. */
export function fillPlaceholders(value: string, values: PartialValues): string {
  return value.replace(PLACEHOLDER, (_, key: keyof PartialValues) => values[key]);
}
