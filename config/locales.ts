import type {Config} from '@docusaurus/types';

export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

/** A text in every locale. TypeScript refuses a value with a missing side. */
export type Localized = {readonly [L in Locale]: string};

/** The locale being built, as Docusaurus sets it for each locale build. */
export function currentLocale(): Locale {
  const env = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (LOCALES as readonly string[]).includes(env ?? '') ? (env as Locale) : DEFAULT_LOCALE;
}

/** Pick the current locale's side of a localized text. */
export function t(text: Localized, locale: Locale = currentLocale()): string {
  return text[locale];
}

export const i18nConfig = {
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  localeConfigs: {
    vi: {label: 'Tiếng Việt', htmlLang: 'vi', direction: 'ltr'},
    en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
  },
} satisfies Config['i18n'];
