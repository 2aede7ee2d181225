/**
 * Code colours without Prism in the first load (plugins/code-theme,
 * src/lib/highlight/tokenStyle.ts): a token's inline variables carry, per
 * colour mode, exactly the style prism-react-renderer would give it, and the
 * CSS reads each mode's variables and sets the container's plain colours.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {createElement, type CSSProperties, type ReactElement} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {themeConfig} from '../../config/theme';
import {MODE_PREFIX, TOKEN_PROPERTIES, tokenVariable} from '../../config/code-theme';
import {tokenStyle} from '../../src/lib/highlight/tokenStyle';
import {prismThemeCss} from '../../plugins/code-theme/css';

// react-dom ships no types of its own (and @types/react-dom is not a dependency).
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

const {prism} = themeConfig() as unknown as {prism: {theme: PrismTheme; darkTheme: PrismTheme}};

/** The inline style prism-react-renderer's Highlight gives a token of these types. */
function reference(theme: PrismTheme, language: string, types: string[]): CSSProperties | undefined {
  let style: CSSProperties | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code: '',
      language,
      children: ({getTokenProps}) => {
        style = getTokenProps({token: {types, content: 'x'}}).style;
        return createElement('span');
      },
    }),
  );
  return style && Object.keys(style).length ? style : undefined;
}

/** The style of one mode, read back from a token's variables. */
function mode(style: CSSProperties | undefined, prefix: string): CSSProperties | undefined {
  const vars = (style ?? {}) as Record<string, string>;
  const out: Record<string, string> = {};
  for (const property of TOKEN_PROPERTIES) {
    const value = vars[tokenVariable(prefix, property)];
    if (value !== undefined) out[property] = value;
  }
  return Object.keys(out).length ? (out as CSSProperties) : undefined;
}

const normalise = (style: CSSProperties | undefined) =>
  style && Object.fromEntries(Object.entries(style).map(([k, v]) => [k, String(v)]));

test('a token has, per mode, the style prism-react-renderer gives it (nested types: the last that sets a property wins)', () => {
  const types = new Set<string>();
  for (const theme of [prism.theme, prism.darkTheme])
    for (const s of theme.styles) s.types.forEach((t) => types.add(t));
  const lists = [...types].map((t) => [t]);
  // Nestings Prism produces, where the two themes order their entries differently.
  lists.push(
    ['variable', 'string', 'variable'],
    ['string', 'variable'],
    ['attr-value', 'punctuation'],
    ['tag', 'punctuation'],
  );
  lists.push(['plain'], ['function', 'variable'], ['comment', 'keyword']);
  let checked = 0;
  for (const language of ['bash', 'json', 'php', 'markup', 'python']) {
    const style = tokenStyle(prism.theme, prism.darkTheme, language);
    for (const list of lists) {
      for (const [theme, prefix] of [
        [prism.theme, MODE_PREFIX.light],
        [prism.darkTheme, MODE_PREFIX.dark],
      ] as const) {
        assert.deepEqual(
          normalise(mode(style(list), prefix)),
          normalise(reference(theme, language, list)),
          `${language} [${list.join(', ')}] (${prefix === MODE_PREFIX.light ? 'light' : 'dark'})`,
        );
        checked++;
      }
    }
  }
  assert.ok(checked > 100, `${checked} cases`);
});

test('the CSS reads each mode’s variables and sets the plain colours of both themes', () => {
  const css = prismThemeCss(prism.theme, prism.darkTheme);
  const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
  const light = "html:not([data-theme='dark'])";
  const dark = "html[data-theme='dark']";
  assert.match(block(light), new RegExp(`--prism-background-color: ${prism.theme.plain.backgroundColor}`));
  assert.match(block(dark), new RegExp(`--prism-background-color: ${prism.darkTheme.plain.backgroundColor}`));
  assert.match(
    block(`${light} .prism-code .token`),
    /color: var\(--l-color\);[\s\S]*font-style: var\(--l-font-style\);/,
  );
  assert.match(
    block(`${dark} .prism-code .token`),
    /color: var\(--d-color\);[\s\S]*font-style: var\(--d-font-style\);/,
  );
  assert.notEqual(prism.theme.plain.backgroundColor, prism.darkTheme.plain.backgroundColor);
});
