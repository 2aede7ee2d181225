/**
 * Wraps the version dropdown so that an unknown URL under a version prefix
 * (/en/docs/6.0/nope) hydrates without React error #418.
 *
 * The server renders the not-found page once, at /404.html, where no version
 * is active: the dropdown reads the latest version ("4.0"). The stock item
 * computes its label from the current path, so on /docs/6.0/nope it renders
 * "6.0" during hydration and the texts differ. While the not-found page is
 * rendered on the server or hydrated, this wrapper renders the path-free
 * dropdown (latest version, each version's main doc); once hydrated it
 * renders the stock item, which then shows the version of the URL.
 */
import type {ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useLatestVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {useIsRenderingStaticNotFound} from '@site/src/lib/routes';

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
  return (version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0])?.path ?? version.path;
}

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
    ...items.map(({version, label}) => ({label, to: mainDocPath(version), isActive: () => false})),
    ...dropdownItemsAfter,
  ];
  const label =
    mobile && links.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : displayed?.label;
  const to = mobile && links.length > 1 ? undefined : displayed && mainDocPath(displayed.version);
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (links.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={links} isActive={isActive} />;
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  return useIsRenderingStaticNotFound() ? (
    <PathFreeVersionDropdown {...props} />
  ) : (
    <DocsVersionDropdownNavbarItem {...props} />
  );
}
