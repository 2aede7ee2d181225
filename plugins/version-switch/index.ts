/**
 * Docusaurus plugin: publishes, as global data, where the version dropdown
 * takes a reader whose page has no same-id twin in another version (the page
 * of the matching operation, else the matching resource's intro). Computed
 * from the OpenAPI sources by api/lib/versions/version-switch.ts; a few KB of doc ids.
 *
 * Which `#anchor`s such a switch keeps (those the target page has too,
 * render/page-anchors.ts) is not global data: one JSON module per version the
 * reader leaves, `@generated/version-switch/default/anchors-<version>.json`,
 * which the dropdown loads when the reader reaches for it
 * (src/lib/versionSwitch.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {versionSwitchMap} from '../../api/lib/versions/version-switch';
import {keptAnchors} from '../../render/page-anchors';

export const VERSION_SWITCH_PLUGIN = 'version-switch';

export default function versionSwitch(context: LoadContext): Plugin {
  return {
    name: VERSION_SWITCH_PLUGIN,
    getPathsToWatch() {
      // The map follows the API sources; the anchors, the pages too.
      return [
        path.join(context.siteDir, 'api', '*', '**', '*.yaml'),
        path.join(context.siteDir, 'versioned_docs', '**', '*.{md,mdx}'),
      ];
    },
    async contentLoaded({actions}) {
      const map = versionSwitchMap(context.siteDir);
      actions.setGlobalData(map);
      const kept = keptAnchors(context.siteDir, map);
      for (const from of Object.keys(map)) {
        await actions.createData(`anchors-${from}.json`, JSON.stringify(kept[from] ?? {}));
      }
    },
  };
}
