/**
 * The version dropdown's target for each version: the same doc when it exists
 * there (Docusaurus's own rule), else the page of the matching operation or
 * resource (the plugin data of plugins/version-switch), else the version's
 * main doc.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, type GlobalDoc, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';

type VersionSwitchMap = Record<string, Record<string, Record<string, string>>>;

export type VersionTarget = {doc: GlobalDoc; sameDoc: boolean};

export function mainDoc(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0]!;
}

export function useVersionTarget(docsPluginId: string | undefined): (version: GlobalVersion) => VersionTarget {
  const active = useActiveDocContext(docsPluginId);
  const map = usePluginData('version-switch') as VersionSwitchMap | undefined;
  return (version) => {
    const same = active.alternateDocVersions[version.name];
    if (same) return {doc: same, sameDoc: true};
    const from = active.activeVersion?.name;
    const docId = active.activeDoc?.id;
    const targetId = from && docId ? map?.[from]?.[docId]?.[version.name] : undefined;
    const mapped = targetId ? version.docs.find((doc) => doc.id === targetId) : undefined;
    return {doc: mapped ?? mainDoc(version), sameDoc: false};
  };
}
