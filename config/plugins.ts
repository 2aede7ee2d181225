import type {PluginConfig} from '@docusaurus/types';
import {VERSIONS, versionRoot} from './versions';
import apiDownloads from '../plugins/api-downloads';
import llmsTxt from '../plugins/llms-txt';
import versionSwitch from '../plugins/version-switch';

/**
 * /docs/intro (and /docs/6.0/intro, /docs/6.1/intro) answer with a redirect
 * to the version root, where the intro page lives.
 */
export function plugins(): PluginConfig[] {
  return [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: VERSIONS.map((name) => ({
          from: `${versionRoot(name)}/intro`,
          to: versionRoot(name),
        })),
      },
    ],
    // OpenAPI (JSON, YAML) and Postman downloads of every version under api/.
    apiDownloads,
    // Markdown twins of the doc pages, llms.txt and llms-full.txt of every version and locale.
    llmsTxt,
    // Where the version dropdown takes a page whose doc id differs in the other version.
    versionSwitch,
  ];
}
