/**
 * Docusaurus plugin: code blocks without Prism in the first load.
 *
 * - Writes the CSS of code blocks per colour mode (./css.ts) and adds it to
 *   every page: the container's plain colours from themeConfig.prism (light,
 *   dark), and the rule that reads a token's colours of that mode from its
 *   inline variables (src/lib/highlight/tokenStyle.ts). The server HTML shows
 *   the right colours in either mode before any script runs.
 * - In the browser bundle, swaps the theme's client module that loads Prism
 *   and its languages on every page for an empty one, and the synchronous
 *   highlighter (src/lib/highlight/serverOnly.ts) for one that has none: the
 *   browser loads Prism only to draw a block the server did not.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './css';

/** The theme's client module that evaluates Prism and its languages on every page. */
const PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** The synchronous highlighter and its stand-in for the browser. */
const SERVER_HIGHLIGHTER = /src[\\/]lib[\\/]highlight[\\/]serverOnly\.ts$/;

/** Writes the plugin's two files (once) and returns their paths. */
function writeFiles(context: LoadContext): {cssFile: string; emptyModule: string} {
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const dir = path.join(context.generatedFilesDir, 'code-theme');
  const cssFile = path.join(dir, 'prism-themes.css');
  const emptyModule = path.join(dir, 'no-prism.js');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(cssFile, prismThemeCss(prism.theme, prism.darkTheme ?? prism.theme));
  fs.writeFileSync(emptyModule, '// Prism is loaded by src/lib/highlight when a code block needs it.\nexport {};\n');
  return {cssFile, emptyModule};
}

export default function codeTheme(context: LoadContext): Plugin {
  let files: ReturnType<typeof writeFiles> | undefined;
  const written = () => (files ??= writeFiles(context));
  return {
    name: 'code-theme',
    getClientModules() {
      return [written().cssFile];
    },
    configureWebpack(_config, isServer, utils) {
      // Tools that load the config to read it (knip) call this without a bundler.
      const bundler = (utils as Partial<typeof utils> | undefined)?.currentBundler?.instance;
      if (isServer || !bundler) return {};
      const {NormalModuleReplacementPlugin} = bundler;
      const clientHighlighter = path.join(context.siteDir, 'src', 'lib', 'highlight', 'serverOnly.client.ts');
      return {
        plugins: [
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, written().emptyModule),
          new NormalModuleReplacementPlugin(SERVER_HIGHLIGHTER, clientHighlighter),
        ],
      };
    },
  };
}
