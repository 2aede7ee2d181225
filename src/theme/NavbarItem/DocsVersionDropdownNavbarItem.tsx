/**
 * The version dropdown. Its links follow the stock rule (the same doc in the
 * other version, keeping ?search#hash) and then ours: where the doc id
 * differs, the page of the matching operation or resource (src/lib/versionSwitch.ts),
 * and only then the version's main doc. Such a link keeps the #hash when the
 * page it leads to has that anchor too: the list of kept anchors loads when
 * the pointer (mouse, pen or touch) or the focus reaches the dropdown, and a click that
 * comes first waits for it. Each entry names the version and the
 * path prefix of its API (`4.0 · /api/v3`, the `versions` labels of
 * config/navbar.ts); the navbar button shows the version alone. A choice that finds no counterpart
 * of the page leaves a note for the page it lands on, which says so
 * (src/components/VersionSwitchNotice).
 *
 * It also keeps an unknown URL under a version prefix
 * (/en/docs/6.0/nope) hydrating without React error #418.
 *
 * The server renders the not-found page once, at /404.html, where no version
 * is active: the dropdown reads the latest version ("4.0"). The stock item
 * computes its label from the current path, so on /docs/6.0/nope it renders
 * "6.0" during hydration and the texts differ. While the not-found page is
 * rendered on the server or hydrated, this wrapper renders the path-free
 * dropdown (latest version, each version's main doc); once hydrated it
 * renders the stock item, which then shows the version of the URL.
 */
import {useState, type MouseEvent, type ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {translate} from '@docusaurus/Translate';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useLatestVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useIsRenderingStaticNotFound} from '@site/src/lib/routes';
import {
  keptHash,
  loadKeptAnchors,
  mainDoc,
  noteSwitchWithoutCounterpart,
  useVersionTarget,
  type KeptAnchors,
} from '@site/src/lib/versionSwitch';

type VersionItem = {version: GlobalVersion; label: string};

/** Same selection and labels as the stock item's `versions` option. */
function versionItems(versions: GlobalVersion[], configs: Props['versions']): VersionItem[] {
  if (!configs) return versions.map((version) => ({version, label: version.label}));
  const byName = new Map(versions.map((v) => [v.name, v]));
  const entries: [string, string | undefined][] = Array.isArray(configs)
    ? configs.map((name) => [name, undefined])
    : Object.entries(configs).map(([name, config]) => [name, config.label]);
  return entries.flatMap(([name, label]) => {
    const version = byName.get(name);
    return version ? [{version, label: label ?? version.label}] : [];
  });
}

function mainDocPath(version: GlobalVersion): string {
  return mainDoc(version)?.path ?? version.path;
}

const mobileLabel = () =>
  translate({
    id: 'theme.navbar.mobileVersionsDropdown.label',
    message: 'Versions',
    description: 'The label for the navbar versions dropdown on mobile view',
  });

/** The dropdown on doc pages and everywhere a route exists. */
function LiveVersionDropdown({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const targetOf = useVersionTarget(docsPluginId);
  const {activeVersion, activeDoc} = useActiveDocContext(docsPluginId);
  const history = useHistory();
  // The anchors kept by the switches from this version, once loaded (only a page with a #hash needs them).
  const [kept, setKept] = useState<{version: string; anchors: KeptAnchors}>();
  const keptNow = kept && kept.version === activeVersion?.name ? kept.anchors : undefined;
  const loadKept = () => {
    const from = activeVersion?.name;
    if (!from || !hash || keptNow) return undefined;
    return loadKeptAnchors(from).then((anchors) => {
      setKept({version: from, anchors});
      return anchors;
    });
  };
  // Pointer events: Docusaurus's Link takes onMouseEnter and onTouchStart for its own preloading.
  const reach = {onPointerEnter: loadKept, onFocus: loadKept};
  const choose = (version: GlobalVersion, event: MouseEvent) => {
    savePreferredVersionName(version.name);
    const target = targetOf(version);
    if (!target.counterpart && target.fallback && activeDoc && activeVersion && version !== activeVersion) {
      noteSwitchWithoutCounterpart({
        from: activeVersion.label,
        to: version.label,
        target: target.doc.path,
        fallback: target.fallback,
      });
    }
    // A click before the kept anchors arrived: wait for them, then go (with the #hash if the target has it).
    const loading = target.sameDoc || event.defaultPrevented || isModified(event) ? undefined : loadKept();
    if (loading) {
      event.preventDefault();
      void loading.then((anchors) =>
        history.push(`${target.doc.path}${keptHash(anchors, activeDoc?.id, version.name, hash)}`),
      );
    }
  };
  const items = versionItems(useVersions(docsPluginId), configs);
  const candidates = useDocsVersionCandidates(docsPluginId);
  // Off the docs, a page scoped to a version by its URL (/search?q=…&version=6.1) shows that version;
  // read once hydrated, as the page itself reads it (the static HTML has no query).
  const isBrowser = useIsBrowser();
  const scoped = isBrowser && !activeVersion ? new URLSearchParams(search).get('version') : null;
  const scopedItem = scoped ? items.find((item) => item.version.name === scoped) : undefined;
  const displayed =
    scopedItem ?? candidates.map((c) => items.find((item) => item.version === c)).find(Boolean) ?? items[0];
  const hrefOf = (version: GlobalVersion) => {
    const target = targetOf(version);
    // ?search belongs to the page: it survives only when the page is the same doc; #hash also where the target has it.
    return target.sameDoc
      ? `${target.doc.path}${search}${hash}`
      : `${target.doc.path}${keptHash(keptNow, activeDoc?.id, version.name, hash)}`;
  };
  const links = [
    ...dropdownItemsBefore,
    ...items.map((item) => ({
      label: item.label,
      to: hrefOf(item.version),
      isActive: () => item.version === activeVersion,
      onClick: (event: MouseEvent) => choose(item.version, event),
      ...reach,
    })),
    ...dropdownItemsAfter,
  ];
  const several = links.length > 1;
  const label = mobile && several ? mobileLabel() : displayed?.version.label;
  const to = mobile && several ? undefined : displayed && targetOf(displayed.version).doc.path;
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (!several) return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  return (
    <DropdownNavbarItem {...props} {...reach} mobile={mobile} label={label} to={to} items={links} isActive={isActive} />
  );
}

/** A click that opens a new tab or window: the browser follows the link's href as it is. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The dropdown as the stock item renders it where no version is active (the 404 page's HTML). */
function PathFreeVersionDropdown({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const latest = useLatestVersion(docsPluginId);
  const items = versionItems(useVersions(docsPluginId), configs);
  const displayed = items.find((item) => item.version === latest) ?? items[0];
  const links = [
    ...dropdownItemsBefore,
    ...items.map((item) => ({label: item.label, to: mainDocPath(item.version), isActive: () => false})),
    ...dropdownItemsAfter,
  ];
  const label = mobile && links.length > 1 ? mobileLabel() : displayed?.version.label;
  const to = mobile && links.length > 1 ? undefined : displayed && mainDocPath(displayed.version);
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (links.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={links} isActive={isActive} />;
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  return useIsRenderingStaticNotFound() ? <PathFreeVersionDropdown {...props} /> : <LiveVersionDropdown {...props} />;
}
