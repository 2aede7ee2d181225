import type {ThemeConfig} from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {t, type Localized} from './locales';
import {navbar} from './navbar';
import {footer} from './footer';

/** Bump the id when the text changes: readers who closed the old bar see the new one. */
export const ANNOUNCEMENT_ID = 'v6-1-available-2026-11';

const announcement = {
  vi: 'Đã có API phiên bản 6.1<span class="announcement-detail">: bản ghi được định danh bằng mã nghiệp vụ thay cho id</span>. <a href="/docs/6.1">Xem tài liệu 6.1</a>',
  en: 'API version 6.1 is here<span class="announcement-detail">: records are addressed by business code instead of id</span>. <a href="/en/docs/6.1">Read the 6.1 docs</a>',
} satisfies Localized;

/**
 * Dracula with comments readable on its background: its own comment colour
 * (#6272a4 on #282a36) has a contrast of 3.0, below WCAG AA's 4.5; #8b95c0 has 4.9.
 */
const darkCodeTheme = {
  ...prismThemes.dracula,
  styles: prismThemes.dracula.styles.map((s) =>
    s.types.includes('comment') ? {...s, style: {...s.style, color: '#8b95c0'}} : s,
  ),
};

/** Languages the code blocks use; each must be one Prism knows. */
export const PRISM_LANGUAGES = ['bash', 'http', 'json', 'php', 'python', 'javascript', 'yaml'] as const;

export function themeConfig(): ThemeConfig {
  return {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: t(announcement),
      isCloseable: true,
      // Inline styles of the bar: variables, so the colours follow the colour mode (src/css/custom.css).
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-text)',
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: navbar(),
    footer: footer(),
    prism: {
      theme: prismThemes.vsLight,
      darkTheme: darkCodeTheme,
      additionalLanguages: [...PRISM_LANGUAGES],
    },
  } satisfies ThemeConfig;
}
