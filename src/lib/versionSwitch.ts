/**
 * The version dropdown's target for each version: the same doc when it exists
 * there (Docusaurus's own rule), else the page of the matching operation or
 * resource (the plugin data of plugins/version-switch), else the version's
 * main doc. Only the first two are the page's counterpart: a switch that
 * lands on a resource's intro or the main doc leaves a note in the session
 * storage, and the page it lands on says which page had no counterpart
 * (src/components/VersionSwitchNotice).
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, type GlobalDoc, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';

type VersionSwitchMap = Record<string, Record<string, Record<string, string>>>;

/** `counterpart`: the same doc, or the page of the matching operation (not a resource intro, not the main doc). */
export type VersionTarget = {doc: GlobalDoc; sameDoc: boolean; counterpart: boolean};

/** A doc that introduces a resource (`customer/intro`): the nearest page, no counterpart of an operation. */
const isIntro = (docId: string) => docId === 'intro' || docId.endsWith('/intro');

export function mainDoc(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0]!;
}

export function useVersionTarget(docsPluginId: string | undefined): (version: GlobalVersion) => VersionTarget {
  const active = useActiveDocContext(docsPluginId);
  const map = usePluginData('version-switch') as VersionSwitchMap | undefined;
  return (version) => {
    const same = active.alternateDocVersions[version.name];
    if (same) return {doc: same, sameDoc: true, counterpart: true};
    const from = active.activeVersion?.name;
    const docId = active.activeDoc?.id;
    const targetId = from && docId ? map?.[from]?.[docId]?.[version.name] : undefined;
    const mapped = targetId ? version.docs.find((doc) => doc.id === targetId) : undefined;
    if (mapped) return {doc: mapped, sameDoc: false, counterpart: !isIntro(mapped.id)};
    return {doc: mainDoc(version), sameDoc: false, counterpart: false};
  };
}

/** The note a switch without counterpart leaves for the page it lands on. */
export type SwitchNote = {
  /** Version labels: where the reader was, where they went. */
  from: string;
  to: string;
  /** The path of the page it lands on (the note is for that page only). */
  target: string;
  /** The page the reader left: its title and path. */
  title: string;
  path: string;
};

export const SWITCH_NOTE_KEY = 'docs-version-switch-note';

/** Called when the reader chooses a version that has no counterpart of the page: the title is read from the page. */
export function noteSwitchWithoutCounterpart(note: Pick<SwitchNote, 'from' | 'to' | 'target'>): void {
  const h1 = document.querySelector('article h1')?.textContent?.trim();
  const full: SwitchNote = {...note, title: h1 || document.title, path: window.location.pathname};
  try {
    sessionStorage.setItem(SWITCH_NOTE_KEY, JSON.stringify(full));
  } catch {
    // Storage refused (private mode, quota): the switch works, without its note.
  }
}

/** A path without its trailing slash: a version's main doc is `/en/docs/`, the router's path `/en/docs`. */
const samePath = (p: string) => p.replace(/(.)\/$/, '$1');

/** The note for `pathname`, once: it is removed when read. */
export function takeSwitchNote(pathname: string): SwitchNote | undefined {
  try {
    const raw = sessionStorage.getItem(SWITCH_NOTE_KEY);
    if (!raw) return undefined;
    const note = JSON.parse(raw) as SwitchNote;
    if (samePath(note.target) !== samePath(pathname)) return undefined;
    sessionStorage.removeItem(SWITCH_NOTE_KEY);
    return note;
  } catch {
    return undefined;
  }
}
