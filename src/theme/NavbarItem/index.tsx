/**
 * Wraps every navbar item so that, on the not-found page, its links follow
 * the URL the reader asked for rather than /404.
 *
 * 404.html is rendered once, for the path /404.html, so its language links
 * point to /404 and /en/404 and its docs links to the latest version. React
 * keeps the server's attributes when it hydrates, so without this the
 * "Tiếng Việt" link of /en/nope would stay /404. Giving the item a new key
 * once the not-found page has hydrated makes React render it afresh from the
 * current path (e.g. /nope). Other pages are untouched.
 */
import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import {useIsRenderingStaticNotFound} from '@site/src/lib/routes';

export default function NavbarItemWrapper(props: Props): ReactNode {
  const staticNotFound = useIsRenderingStaticNotFound();
  return <NavbarItem key={staticNotFound ? 'static-404' : 'live'} {...props} />;
}
