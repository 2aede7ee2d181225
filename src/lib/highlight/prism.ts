/**
 * The syntax highlighter: prism-react-renderer's Prism with the languages of
 * themeConfig.prism.additionalLanguages, and the tokens of a code block as
 * lines. Never part of a page's first load: the server bundle imports it
 * through ./serverOnly, and the browser loads it (loadHighlighter in ./index)
 * only to draw a code block the server did not draw.
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import siteConfig from '@generated/docusaurus.config';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
// The server bundle keeps the theme's client module, which has added them already (twice would add hooks twice).
if (!additionalLanguages.every((language) => Prism.languages[language])) prismIncludeLanguages(Prism);

/** The lines of `code` as Prism tokens (as prism-react-renderer's useTokenize computes them, hooks included). */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
