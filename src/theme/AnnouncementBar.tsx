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
 */
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser && isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isBrowser, isActive]);
  return <AnnouncementBar />;
}
