/**
 * `@docusaurus/Translate` for unit tests of browser modules: translate() reads
 * the messages of the locale set by setLocale() (i18n/<locale>/code.json, the
 * file the site's build reads; English is the default message), and fills
 * `{name}` placeholders as Docusaurus does. installTranslateStub() makes
 * `require('@docusaurus/Translate')` load it (tsx compiles the tests to CommonJS).
 */
import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';

let messages: Record<string, {message: string}> = {};

export function setLocale(locale: string): void {
  const file = path.resolve('i18n', locale, 'code.json');
  messages =
    locale === 'en' || !fs.existsSync(file) ? {} : (JSON.parse(fs.readFileSync(file, 'utf8')) as typeof messages);
}

/** @public Loaded in place of `@docusaurus/Translate`, so nothing imports it by name. */
export function translate({id, message}: {id?: string; message: string}, values: Record<string, unknown> = {}): string {
  const text = (id && messages[id]?.message) || message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** @public As above. */
export default function Translate(): null {
  return null;
}

type Resolver = (request: string, ...rest: unknown[]) => string;

export function installTranslateStub(): void {
  const internal = Module as unknown as {_resolveFilename: Resolver};
  const original = internal._resolveFilename;
  internal._resolveFilename = function resolve(request: string, ...rest: unknown[]) {
    return original.call(this, request === '@docusaurus/Translate' ? __filename : request, ...rest);
  };
}
