/**
 * Wraps the root for two site-wide fixes and one listener.
 *
 * Tables that scroll sideways take the keyboard focus (src/lib/scrollRegions.ts).
 *
 * Links marked `data-docs-report` get the page's URL, version, locale and the
 * selected text when they are used (src/lib/docsReport.ts), in the page's
 * language (src/lib/reportWords.ts).
 *
 * A page opened through its ".html" file name (/en/docs/6.1/ticket/create.html,
 * which S3-like static hosts serve as is; `npm start` redirects it) hydrates
 * like the clean URL. Before hydrating, Docusaurus loads the code of the
 * routes that match the raw URL; the router then renders the clean path (it
 * drops ".html"), whose page code was never loaded, so the first render shows
 * a loading placeholder where the HTML has the page: React error #418 and a
 * full re-render. Here the first client render waits (React `use`) until the
 * page code of the clean path is loaded too. If that code cannot be loaded,
 * the render goes on and the route shows its "Retry" box.
 */
import {use, useEffect, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import {matchBranch, routerPath} from '@site/src/lib/routes';
import {useFocusableScrollingTables} from '@site/src/lib/scrollRegions';
import {installReportLinks} from '@site/src/lib/docsReport';
import {reportWords} from '@site/src/lib/reportWords';

type Preloadable = {preload?: () => unknown};

let pagePreload: Promise<void> | null | undefined;

/** Loads the route code of the clean path when the URL carries a suffix the router drops; null otherwise. */
function preloadRouterPath(): Promise<void> | null {
  const raw = window.location.pathname;
  const clean = routerPath(raw);
  if (clean === raw) return null;
  const loads = matchBranch(clean).map((route) => (route.component as Preloadable | undefined)?.preload?.());
  return Promise.all(loads).then(
    () => undefined,
    () => undefined, // the route then renders its own error box ("Retry")
  );
}

export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  useFocusableScrollingTables();
  useEffect(() => installReportLinks(reportWords()), []);
  if (typeof window !== 'undefined') {
    pagePreload ??= preloadRouterPath();
    if (pagePreload) use(pagePreload);
  }
  return <Root>{children}</Root>;
}
