/**
 * The version badge every doc page carries (config/versions.ts gives every
 * version one): the text of the version's entry in the version menu, the
 * version and the path prefix its API paths start with, "Version: 4.0 ·
 * /api/v3" (config/navbar.ts, read from the theme config, so no version data
 * is added to the bundle). Replaces the theme's badge, which shows the
 * version alone.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';

type VersionDropdown = {type?: string; versions?: Record<string, {label?: string}>};

export default function DocVersionBadge({className}: Props): ReactNode {
  const version = useDocsVersion();
  const dropdown = (useThemeConfig().navbar.items as VersionDropdown[]).find(
    (item) => item.type === 'docsVersionDropdown',
  );
  if (!version.badge) return null;
  const label = dropdown?.versions?.[version.version]?.label ?? version.label;
  return (
    <span className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}>
      <Translate id="theme.docs.versionBadge.label" values={{versionLabel: label}}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}
