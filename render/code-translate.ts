/**
 * The site's UI strings outside the browser: a `translate` that reads the
 * Vietnamese strings of i18n/vi/code.json (the file the build reads) and falls
 * back to the English message, filling `{name}` values as Docusaurus does;
 * and the plural form Docusaurus's usePluralForm picks. The Markdown twins and
 * the MCP server say the page's words with them.
 */
import type {Locale} from '../config/locales';
import type {Translate} from '../api/lib/browser-safe/builder-messages';
import vi from '../i18n/vi/code.json';

/** The UI strings of each locale that has its own (English is the messages' own language). */
const STRINGS: Partial<Record<Locale, Record<string, {message: string}>>> = {vi};

export function codeTranslate(locale: Locale): Translate {
  const strings = STRINGS[locale] ?? {};
  return ({id, message}, values = {}) =>
    (strings[id]?.message || message).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of a "one|other" message for a count, as usePluralForm chooses it in this locale. */
export function pluralForm(locale: Locale, count: number, message: string): string {
  const parts = message.split('|');
  if (parts.length === 1) return parts[0]!;
  const rules = new Intl.PluralRules(locale);
  const forms = PLURAL_ORDER.filter((f) => rules.resolvedOptions().pluralCategories.includes(f as Intl.LDMLPluralRule));
  return parts[Math.min(forms.indexOf(rules.select(count)), parts.length - 1)]!;
}
