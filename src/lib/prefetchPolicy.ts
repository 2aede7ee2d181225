/**
 * Client module: which pages a link prefetches when it scrolls into view.
 *
 * Docusaurus prefetches the chunks of every internal link that becomes
 * visible. The sidebar of every 6.x page shows the link to the version's
 * what-changed page, whose chunk is the largest of the site (hundreds of KB):
 * each reader paid for it on every page, opened or not. Those pages are now
 * fetched when the reader shows intent (hover, touch: Docusaurus's preload,
 * left as it is) or follows the link. Every other link prefetches as before.
 */
type Prefetch = (routePath: string) => false | Promise<unknown>;
type DocusaurusGlobal = {prefetch: Prefetch; preload: Prefetch};

/** Route paths that are not prefetched on sight: the what-changed pages of every version and locale. */
export const NO_PREFETCH = /\/docs\/(?:[^/]+\/)?changes$/;

export function prefetchUnless(prefetch: Prefetch, skip: RegExp): Prefetch {
  return (routePath) => (skip.test(routePath) ? false : prefetch(routePath));
}

let installed = false;

/**
 * Runs in the first render's layout phase, before any IntersectionObserver
 * callback of a link, so no link prefetches with the stock policy. The global
 * is frozen, hence a new object rather than a patched method.
 */
export function onRouteDidUpdate(): void {
  const w = window as unknown as {docusaurus?: DocusaurusGlobal};
  if (installed || !w.docusaurus) return;
  w.docusaurus = {...w.docusaurus, prefetch: prefetchUnless(w.docusaurus.prefetch, NO_PREFETCH)};
  installed = true;
}
