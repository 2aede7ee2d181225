import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand} from './brand';
import {currentLocale, DEFAULT_LOCALE, t, type Localized} from './locales';
import {DOWNLOAD_FILES, downloadPath} from './downloads';
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
  downloads: {vi: 'Tải về', en: 'Downloads'},
  // The report's first words before the page completes it (the same as src/lib/reportWords.ts says them).
  reportSubject: {vi: 'Lỗi tài liệu', en: 'Docs problem'},
  reportPage: {vi: 'Trang', en: 'Page'},
  reportLocale: {vi: 'Ngôn ngữ', en: 'Locale'},
} satisfies Record<string, Localized>;

/**
 * A download of the current locale. `pathname://` keeps the link as written:
 * the files are written after the build, where the link checker does not look.
 */
function downloadHref(version: string, file: (typeof DOWNLOAD_FILES)[keyof typeof DOWNLOAD_FILES]): string {
  const locale = currentLocale();
  return `pathname://${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${downloadPath(version, file)}`;
}

/** The report link before it is used: the brand's template with the site's address (no page yet). */
function reportTemplateHref(): string {
  const locale = currentLocale();
  const page = `${brand.siteUrl}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}`;
  const body = `${t(text.reportPage)}: ${page}\n${t(text.reportLocale)}: ${locale}\n`;
  return brand.support.docsReport
    .replace('{title}', encodeURIComponent(t(text.reportSubject)))
    .replace('{body}', encodeURIComponent(body));
}

export function footer(versions: readonly string[] = VERSIONS): Footer {
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
        items: versions.map((name) => ({label: `${t(text.version)} ${name}`, to: versionRoot(name)})),
      },
      {
        title: t(text.resources),
        items: [
          {label: t(text.howToRead), to: '/markdown-page'},
          {label: t(text.authentication), to: '/docs#authentication'},
        ],
      },
      {
        title: t(text.downloads),
        items: versions.flatMap((name) => [
          {label: `OpenAPI ${name} (YAML)`, href: downloadHref(name, DOWNLOAD_FILES.openapiYaml)},
          {label: `Postman ${name}`, href: downloadHref(name, DOWNLOAD_FILES.postman)},
        ]),
      },
      {
        title: t(text.support),
        items: [
          {label: t(text.gettingHelp), href: brand.support.help},
          // Completed with the page's URL, version, locale and selection when used (src/lib/docsReport.ts).
          {
            label: t(text.reportProblem),
            href: reportTemplateHref(),
            'data-docs-report': 'problem',
            'data-docs-report-template': brand.support.docsReport,
          },
        ],
      },
    ],
    copyright: t(brand.copyright),
  } satisfies Footer;
}
