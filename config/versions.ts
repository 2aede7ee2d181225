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
 * /docs; every other version lives under /docs/<name>. None has a banner;
 * every one has the same badge ("Version: 6.1"), so a reader knows the
 * version on any page.
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
        : {label: name, path: name, banner: 'none', badge: true},
    ]),
  );
}

/** The URL path of a version's docs root, without locale prefix. */
export function versionRoot(name: VersionName, lastVersion: VersionName = LAST_VERSION): string {
  return name === lastVersion ? '/docs' : `/docs/${name}`;
}

/** The sidebar id each version's sidebar file uses. */
export const SIDEBAR_ID = 'api';

/** The class of the sidebar's first item, the version heading (an HTML item, "Api version 6.1"). */
export const SIDEBAR_TITLE_CLASS = 'sidebar-version-title';

/**
 * The version named by a sidebar heading written as the spec writes it,
 * "Api version 6.1"; undefined for any other text. The theme shows that
 * heading through translate() (src/theme/DocSidebarItem/Html), and
 * scripts/check-i18n.ts accepts it, and no other English, in the sidebars.
 */
export function sidebarTitleVersion(value: string): string | undefined {
  return /^Api version (\S+)$/.exec(value.trim())?.[1];
}
