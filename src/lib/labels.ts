/** Per-locale words of the site's components, picked by the page's locale. */
import type {Locale} from '@site/config/locales';
import {DEFAULT_LOCALE, LOCALES} from '@site/config/locales';

/** A component's words in every locale; TypeScript refuses a missing locale. */
export type Labels<K extends string> = Record<Locale, Record<K, string>>;

/** The current locale's labels (default locale for an unknown one). */
export function pick<K extends string>(labels: Labels<K>, locale: string): Record<K, string> {
  return (LOCALES as readonly string[]).includes(locale) ? labels[locale as Locale] : labels[DEFAULT_LOCALE];
}

/** Words of the ApiEndpoint component. */
export const ENDPOINT_LABELS: Labels<'copy' | 'copied' | 'copyLabel' | 'pathParameter'> = {
  vi: {copy: 'Sao chép', copied: 'Đã sao chép', copyLabel: 'Sao chép URL của endpoint', pathParameter: 'tham số đường dẫn'},
  en: {copy: 'Copy', copied: 'Copied', copyLabel: 'Copy the endpoint URL', pathParameter: 'path parameter'},
};
