/**
 * Token colours for both colour modes, without re-rendering when the mode is
 * known. prism-react-renderer gives a token the style of the current theme
 * inline; here a token gets, inline, each style property of the light and of
 * the dark theme as a CSS variable (`--l-color`, `--d-color`, …), and one CSS
 * rule per mode (plugins/code-theme) reads the variables of that mode
 * (names in config/code-theme.ts). A property is resolved as
 * prism-react-renderer resolves it: the token's types in order, the last one
 * that sets it wins; a plain token has none.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, PrismThemeEntry} from 'prism-react-renderer';
import {MODE_PREFIX, TOKEN_PROPERTIES, tokenVariable} from '@site/config/code-theme';

type Dictionary = Record<string, PrismThemeEntry>;
export type TokenStyle = (types: readonly string[]) => CSSProperties | undefined;

/** Per type, the merged style of the entries that apply to `language` (prism-react-renderer's themeToDict). */
function dictionary(theme: PrismTheme, language: string): Dictionary {
  const dict: Dictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  return dict;
}

/** The inline variables of a token of `language` in the two themes. */
export function tokenStyle(light: PrismTheme, dark: PrismTheme, language: string): TokenStyle {
  const modes = [
    [MODE_PREFIX.light, dictionary(light, language)],
    [MODE_PREFIX.dark, dictionary(dark, language)],
  ] as const;
  const cache = new Map<string, CSSProperties | undefined>();
  return (types) => {
    if (types.length === 1 && types[0] === 'plain') return undefined;
    const key = types.join(' ');
    if (cache.has(key)) return cache.get(key);
    const style: Record<string, string> = {};
    for (const [prefix, dict] of modes) {
      const merged: PrismThemeEntry = Object.assign({}, ...types.map((type) => dict[type]));
      for (const property of TOKEN_PROPERTIES) {
        const value = merged[property];
        if (value !== undefined) style[tokenVariable(prefix, property)] = String(value);
      }
    }
    const result = Object.keys(style).length ? (style as CSSProperties) : undefined;
    cache.set(key, result);
    return result;
  };
}
