import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand} from './brand';
import {t, type Localized} from './locales';
import {SIDEBAR_ID} from './versions';

type Navbar = NonNullable<ThemeConfig['navbar']>;

const labels = {
  docs: {vi: 'Tài liệu', en: 'Docs'},
} satisfies Record<string, Localized>;

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
      {type: 'docsVersionDropdown', position: 'right'},
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
    ],
  } satisfies Navbar;
}
