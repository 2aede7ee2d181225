import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {brand} from './config/brand';
import {i18nConfig, t} from './config/locales';
import {LAST_VERSION, versionOptions} from './config/versions';
import {themeConfig} from './config/theme';
import {versionIntroRedirects} from './config/redirects';
// The one place where the build is wired to the engine: remark transforms and plugins.
import remarkApiConventions from './render/remark-api-conventions';
import remarkProseWarnings from './render/remark-prose-warnings';
import remarkApiOperation from './render/remark-api-operation';
import remarkApiChanges from './render/remark-api-changes';
import rehypeTableLabels from './render/rehype-table-labels';
import rehypeStaticTables from './render/rehype-static-tables';
import apiDownloads from './plugins/api-downloads';
import llmsTxt from './plugins/llms-txt';
import remarkKeepTree from './plugins/llms-txt/kept-trees';
import versionSwitch from './plugins/version-switch';
import requestBuilder from './plugins/request-builder';
import codeTheme from './plugins/code-theme';
import sourceDeps from './plugins/source-deps';
import explicitHtml from './plugins/explicit-html';
import themePatches from './plugins/theme-patches';
import {ssrTemplate} from './config/ssr-template';

const config: Config = {
  title: t(brand.title),
  tagline: t(brand.tagline),
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  ssrTemplate, // the page's scripts start after the first contentful paint (config/ssr-template.ts)
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {
    faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },
  i18n: i18nConfig,
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          lastVersion: LAST_VERSION,
          includeCurrentVersion: false,
          versions: versionOptions(),
          // <ApiConvention>, <ApiOperation>, <ApiRequest> and <ApiChanges> expand before Docusaurus's own
          // remark plugins, so the headings they add reach the table of contents and the search index.
          beforeDefaultRemarkPlugins: [
            // Dev server only: the prose check of the page being compiled, in the terminal.
            [remarkProseWarnings, {siteDir: __dirname}],
            [remarkApiConventions, {siteDir: __dirname}],
            [remarkApiOperation, {siteDir: __dirname}],
            [remarkApiChanges, {siteDir: __dirname}],
            // Last: keeps each page's tree as it stands here for its Markdown twin (plugins/llms-txt).
            remarkKeepTree,
          ],
          // Column labels on the cells of wide tables, which a phone shows row by row (src/css/custom.css);
          // then a table of text and internal links is served as HTML, not as JSX (src/components/StaticTable).
          rehypePlugins: [rehypeTableLabels, rehypeStaticTables],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-client-redirects', {redirects: versionIntroRedirects()}],
    apiDownloads, // OpenAPI (JSON, YAML) and Postman downloads of every version under api/
    llmsTxt, // Markdown twins of the doc pages, llms.txt and llms-full.txt of every version and locale
    versionSwitch, // where the version dropdown takes a page whose doc id differs in the other version
    requestBuilder, // one module per operation (form model + standalone validator) for the "Build this request" panels
    sourceDeps, // a page recompiles when an OpenAPI source or a partial it renders changes (dev server)
    codeTheme, // Prism colours as CSS per colour mode; Prism itself only in the server bundle and on demand
    themePatches, // exact, asserted edits to the theme's code where wrapping cannot reach (no collator while a page hydrates)
    explicitHtml, // writes out what the minifier leaves implicit and simple parsers misread (href=/en/>, a table's end tags)
  ],
  // What a link prefetches on sight (not the heavy what-changed pages).
  clientModules: [require.resolve('./src/lib/prefetchPolicy.ts')],
  themeConfig: themeConfig(),
};

export default config;
