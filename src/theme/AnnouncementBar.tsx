/**
 * Wraps the announcement bar so that a bar whose id changed shows on the
 * first page load after the change, not only on the one after.
 *
 * Before React loads, an inline script hides the bar (html attribute
 * data-announcement-bar-initially-dismissed="true") when the reader closed a
 * bar before, whatever its id. React then sees the new id and re-activates
 * the bar, but the attribute keeps hiding it until the next page load. Once
 * hydrated (when the theme has compared the ids), an active bar clears the
 * attribute. A bar the reader closed is not active, so it stays hidden and
 * nothing shifts.
 *
 * The bar announces the newest version, so it stays away from that version's
 * own pages (decided by the route, the same in the static HTML and after
 * hydration) and from the not-found page (AnnouncementBar.module.css).
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActivePluginAndVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import './AnnouncementBar.module.css';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  const isBrowser = useIsBrowser();
  const newest = useVersions(undefined)[0]?.name;
  const onNewest = useActivePluginAndVersion({})?.activeVersion?.name === newest;
  useEffect(() => {
    if (isBrowser && isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isBrowser, isActive]);
  return onNewest ? null : <AnnouncementBar />;
}
