/**
 * The version dropdown's target for each version: the same doc when it exists
 * there (Docusaurus's own rule), else the page of the matching operation or
 * resource (the plugin data of plugins/version-switch), else the version's
 * main doc. Only the first two are the page's counterpart (and a resource's
 * intro for a resource's intro): a switch that lands on a resource's intro or
 * the main doc leaves a note in the session storage, and the page it lands
 * on says which page had no counterpart and where the reader is
 * (src/components/VersionSwitchNotice).
 *
 * A switch to a page of another doc id keeps the `#anchor` only when that
 * page has it too: which anchors each switch keeps is a JSON module per
 * version (plugins/version-switch), loaded when the reader reaches for the
 * dropdown (`loadKeptAnchors`), never with the page.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, type GlobalDoc, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';

type VersionSwitchMap = Record<string, Record<string, Record<string, string>>>;

/**
 * `counterpart`: the same doc, or the page of the matching operation (not a resource intro, not the main doc);
 * otherwise `fallback` says which of the two the reader lands on.
 */
export type VersionTarget = {
  doc: GlobalDoc;
  sameDoc: boolean;
  counterpart: boolean;
  fallback?: Fallback;
};

/** Where a switch without counterpart lands: the intro of the matching resource, or the version's main doc. */
export type Fallback = 'resource' | 'version';

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
    if (mapped) {
      // An intro is the counterpart of an intro (4.0 customer/intro → 6.1 account/intro), not of an operation's page.
      const counterpart = !isIntro(mapped.id) || (docId !== undefined && isIntro(docId));
      return {doc: mapped, sameDoc: false, counterpart, ...(counterpart ? {} : {fallback: 'resource' as const})};
    }
    return {doc: mainDoc(version), sameDoc: false, counterpart: false, fallback: 'version'};
  };
}

/** Of the doc ids of one version: target version → the anchors its target page has too. */
export type KeptAnchors = Record<string, Record<string, string[]>>;

const keptLoads = new Map<string, Promise<KeptAnchors>>();

/** The anchors the switches from `version` keep (a small JSON chunk of its own, loaded once). */
export function loadKeptAnchors(version: string): Promise<KeptAnchors> {
  let load = keptLoads.get(version);
  if (!load) {
    load = (
      import(`@generated/version-switch/default/anchors-${version}.json`) as Promise<{default: KeptAnchors}>
    ).then(
      (module) => module.default,
      () => {
        keptLoads.delete(version); // offline or a new deploy: the next reach tries again; meanwhile no anchor is kept
        return {};
      },
    );
    keptLoads.set(version, load);
  }
  return load;
}

/** `hash` (`#body-account_code`) when the page `docId` keeps it on its switch to `to`, else ''. */
export function keptHash(kept: KeptAnchors | undefined, docId: string | undefined, to: string, hash: string): string {
  if (!kept || !docId || hash.length < 2) return '';
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
  return kept[docId]?.[to]?.includes(anchor) ? hash : '';
}

/** The note a switch without counterpart leaves for the page it lands on. */
export type SwitchNote = {
  /** Version labels: where the reader was, where they went. */
  from: string;
  to: string;
  /** What the page it lands on is. */
  fallback: Fallback;
  /** The path of the page it lands on (the note is for that page only). */
  target: string;
  /** The page the reader left: its title and path. */
  title: string;
  path: string;
};

export const SWITCH_NOTE_KEY = 'docs-version-switch-note';

/** Called when the reader chooses a version that has no counterpart of the page: the title is read from the page. */
export function noteSwitchWithoutCounterpart(note: Pick<SwitchNote, 'from' | 'to' | 'target' | 'fallback'>): void {
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
