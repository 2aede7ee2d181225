/**
 * How a code token carries its colours for both colour modes: each style
 * property of a Prism theme entry, per mode, as an inline CSS variable
 * (`--l-color` for the light theme's colour, `--d-font-style` for the dark
 * theme's font style). src/lib/highlight/tokenStyle.ts writes them on the
 * tokens; plugins/code-theme writes the CSS that reads them.
 */
import type {PrismThemeEntry} from 'prism-react-renderer';

export const TOKEN_PROPERTIES = [
  'color',
  'backgroundColor',
  'background',
  'backgroundImage',
  'cursor',
  'fontStyle',
  'fontWeight',
  'opacity',
  'textDecorationLine',
  'textShadow',
] as const satisfies readonly (keyof PrismThemeEntry)[];

export const MODE_PREFIX = {light: 'l', dark: 'd'} as const;

/** A camel-case style property as CSS (`fontStyle` → `font-style`). */
export function cssProperty(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The variable of a property in one mode: (`l`, `fontStyle`) → `--l-font-style`. */
export function tokenVariable(prefix: string, property: string): string {
  return `--${prefix}-${cssProperty(property)}`;
}
