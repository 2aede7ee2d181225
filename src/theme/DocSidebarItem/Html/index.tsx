/**
 * The sidebar's HTML items. The version heading (`"Api version 6.1"` in
 * versioned_sidebars/, class `sidebar-version-title`) is shown through
 * translate(), "Phiên bản API 6.1" in Vietnamese: Docusaurus shows an HTML
 * item as written in every locale. Any other HTML item is the theme's.
 * scripts/check-i18n.ts fails on an HTML item with other English words.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Html from '@theme-original/DocSidebarItem/Html';
import type {Props} from '@theme/DocSidebarItem/Html';
import {SIDEBAR_TITLE_CLASS, sidebarTitleVersion} from '@site/config/versions';

export default function DocSidebarItemHtmlWrapper(props: Props): ReactNode {
  const {item, level, index} = props;
  const version = item.className === SIDEBAR_TITLE_CLASS ? sidebarTitleVersion(item.value) : undefined;
  if (version === undefined) return <Html {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        item.className,
      )}
      key={index}
    >
      {translate({id: 'docs.sidebar.versionTitle', message: 'Api version {version}'}, {version})}
    </li>
  );
}
