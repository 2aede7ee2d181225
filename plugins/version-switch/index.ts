/**
 * Docusaurus plugin: publishes, as global data, where the version dropdown
 * takes a reader whose page has no same-id twin in another version (the page
 * of the matching operation, else the matching resource's intro). Computed
 * from the OpenAPI sources by api/lib/version-switch.ts; a few KB of doc ids.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {versionSwitchMap} from '../../api/lib/version-switch';

export const VERSION_SWITCH_PLUGIN = 'version-switch';

export default function versionSwitch(context: LoadContext): Plugin {
  return {
    name: VERSION_SWITCH_PLUGIN,
    getPathsToWatch() {
      return [path.join(context.siteDir, 'api', '*', '**', '*.yaml')];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(versionSwitchMap(context.siteDir));
    },
  };
}
