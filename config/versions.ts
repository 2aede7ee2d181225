import versionsJson from '../versions.json';

export type VersionName = string;

/** The version served at /docs. */
export const LAST_VERSION = '4.0';

/** Versions as listed in versions.json (newest first). */
export const VERSIONS: readonly VersionName[] = versionsJson;

type VersionOptions = {
  label: string;
  path?: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
};

/**
 * Every version option, derived from versions.json: the last version is at
 * /docs with its badge; every other version lives under /docs/<name> with
 * no banner and no badge.
 */
export function versionOptions(
  versions: readonly VersionName[] = VERSIONS,
  lastVersion: VersionName = LAST_VERSION,
): Record<VersionName, VersionOptions> {
  if (!versions.includes(lastVersion)) {
    throw new Error(`versions.json does not list the last version "${lastVersion}"`);
  }
  return Object.fromEntries(
    versions.map((name) => [
      name,
      name === lastVersion
        ? {label: name, banner: 'none', badge: true}
        : {label: name, path: name, banner: 'none', badge: false},
    ]),
  );
}

/** The URL path of a version's docs root, without locale prefix. */
export function versionRoot(name: VersionName, lastVersion: VersionName = LAST_VERSION): string {
  return name === lastVersion ? '/docs' : `/docs/${name}`;
}

/** The sidebar id each version's sidebar file uses. */
export const SIDEBAR_ID = 'api';
