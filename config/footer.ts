import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand} from './brand';
import {t, type Localized} from './locales';
import {VERSIONS, versionRoot} from './versions';

type Footer = NonNullable<ThemeConfig['footer']>;

const text = {
  documentation: {vi: 'Tài liệu theo phiên bản', en: 'Docs by version'},
  version: {vi: 'API phiên bản', en: 'API version'},
  resources: {vi: 'Tài nguyên', en: 'Resources'},
  howToRead: {vi: 'Cách đọc tài liệu này', en: 'How to read these docs'},
  authentication: {vi: 'Xác thực (4.0)', en: 'Authentication (4.0)'},
  support: {vi: 'Hỗ trợ', en: 'Support'},
  gettingHelp: {vi: 'Nhận trợ giúp', en: 'Getting help'},
  reportProblem: {vi: 'Báo lỗi tài liệu', en: 'Report a docs problem'},
} satisfies Record<string, Localized>;

export function footer(): Footer {
  return {
    style: 'dark',
    logo: {
      alt: t(brand.logo.alt),
      src: brand.logo.srcDark,
      width: 40,
      height: 40,
    },
    links: [
      {
        title: t(text.documentation),
        items: VERSIONS.map((name) => ({label: `${t(text.version)} ${name}`, to: versionRoot(name)})),
      },
      {
        title: t(text.resources),
        items: [
          {label: t(text.howToRead), to: '/markdown-page'},
          {label: t(text.authentication), to: '/docs#authentication'},
        ],
      },
      {
        title: t(text.support),
        items: [
          {label: t(text.gettingHelp), to: '/markdown-page#getting-help'},
          {label: t(text.reportProblem), to: '/markdown-page#report-a-problem'},
        ],
      },
    ],
    copyright: t(brand.copyright),
  } satisfies Footer;
}
