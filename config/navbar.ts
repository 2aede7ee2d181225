import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand} from './brand';
import {t, type Localized} from './locales';
import {SIDEBAR_ID, VERSIONS} from './versions';
import {versionInfo} from './version-info';

type Navbar = NonNullable<ThemeConfig['navbar']>;

const labels = {
  docs: {vi: 'Tài liệu', en: 'Docs'},
} satisfies Record<string, Localized>;

/**
 * The version menu's entries: each version with the path prefix of its API, `4.0 · /api/v3`
 * (config/version-info.ts), the pair integrators confuse. The navbar button shows the version alone, and
 * every doc page's badge shows the entry's text (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx,
 * src/theme/DocVersionBadge).
 */
export function versionMenuLabels(versions: readonly string[] = VERSIONS): Record<string, {label: string}> {
  return Object.fromEntries(versions.map((v) => [v, {label: `${v} · ${versionInfo(v).apiPrefix}`}]));
}

/** Left: logo, title and the docs link. Right: version, language, search (the colour toggle follows). */
export function navbar(): Navbar {
  return {
    title: t(brand.title),
    hideOnScroll: true,
    logo: {
      alt: t(brand.logo.alt),
      src: brand.logo.src,
      srcDark: brand.logo.srcDark,
      width: 32,
      height: 32,
    },
    items: [
      {type: 'docSidebar', sidebarId: SIDEBAR_ID, position: 'left', label: t(labels.docs)},
      {type: 'docsVersionDropdown', position: 'right', versions: versionMenuLabels()},
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
    ],
  } satisfies Navbar;
}
