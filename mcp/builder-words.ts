/**
 * The request builder's words for the MCP server: api/lib/builder-messages.ts
 * says its validation messages through a `translate`; this one reads the
 * site's own Vietnamese UI strings (i18n/vi/code.json, the file the build
 * reads) and falls back to the English message, filling `{name}` values as
 * Docusaurus does. So call_operation names a wrong value in the words the
 * builder's panel shows on the page, in the locale the assistant asked for.
 */
import type {Locale} from '../config/locales';
import type {Translate} from '../api/lib/builder-messages';
import vi from '../i18n/vi/code.json';

/** The UI strings of each locale that has its own (English is the messages' own language). */
const STRINGS: Partial<Record<Locale, Record<string, {message: string}>>> = {vi};

export function builderTranslate(locale: Locale): Translate {
  const strings = STRINGS[locale] ?? {};
  return ({id, message}, values = {}) =>
    (strings[id]?.message || message).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
