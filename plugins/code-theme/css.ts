/**
 * The CSS of code blocks per colour mode: the two variables of the container
 * (plain text and background of the Prism theme), and the rule that gives a
 * token the style properties of the mode's theme from its inline variables
 * (src/lib/highlight/tokenStyle.ts). An unset variable leaves the property
 * as the text around it has it.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {MODE_PREFIX, TOKEN_PROPERTIES, cssProperty, tokenVariable} from '../../config/code-theme';

const SCOPES = {light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']"} as const;

function modeRules(theme: PrismTheme, mode: keyof typeof SCOPES): string {
  const scope = SCOPES[mode];
  const declarations = TOKEN_PROPERTIES.map((p) => `  ${cssProperty(p)}: var(${tokenVariable(MODE_PREFIX[mode], p)});`);
  return [
    `${scope} {`,
    `  --prism-color: ${theme.plain.color ?? 'inherit'};`,
    `  --prism-background-color: ${theme.plain.backgroundColor ?? 'transparent'};`,
    '}',
    `${scope} .prism-code .token {`,
    ...declarations,
    '}',
  ].join('\n');
}

/** The CSS of the light and dark Prism themes. */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Written by plugins/code-theme from themeConfig.prism. */',
    modeRules(light, 'light'),
    modeRules(dark, 'dark'),
    '',
  ].join('\n');
}
