import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {brand} from './config/brand';
import {i18nConfig, t} from './config/locales';
import {LAST_VERSION, versionOptions} from './config/versions';
import {themeConfig} from './config/theme';
import {plugins} from './config/plugins';
import {beforeDefaultRemarkPlugins} from './config/mdx';

const config: Config = {
  title: t(brand.title),
  tagline: t(brand.tagline),
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
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
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          beforeDefaultRemarkPlugins: beforeDefaultRemarkPlugins() as any,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: plugins(),
  themeConfig: themeConfig(),
};

export default config;
