/**
 * Client module: which pages a link prefetches when it scrolls into view.
 *
 * Docusaurus prefetches the chunks of every internal link that becomes
 * visible. The sidebar of every 6.x page shows the link to the version's
 * what-changed page, whose chunk is the largest of the site (hundreds of KB):
 * each reader paid for it on every page, opened or not. Those pages are now
 * fetched when the reader shows intent (hover, touch: Docusaurus's preload,
 * left as it is) or follows the link. Every other link prefetches as before,
 * but in idle time: Docusaurus works out a route's chunks by scanning every
 * route of the site, and all the links that come into view at once did it in
 * one long task of the main thread right after the page loaded (about 70 ms
 * at a phone's speed on a reference page). They now queue, and each idle
 * period takes what it has time for.
 */
type Prefetch = (routePath: string) => false | Promise<unknown>;
type DocusaurusGlobal = {prefetch: Prefetch; preload: Prefetch};

/** Route paths that are not prefetched on sight: the what-changed pages of every version and locale. */
export const NO_PREFETCH = /\/docs\/(?:[^/]+\/)?changes$/;

export function prefetchUnless(prefetch: Prefetch, skip: RegExp): Prefetch {
  return (routePath) => (skip.test(routePath) ? false : prefetch(routePath));
}

/** Docusaurus's own rule (core/lib/client/docusaurus.js): nothing is prefetched on a slow or data-saving connection. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

type Deadline = {timeRemaining: () => number};
/** requestIdleCallback, or a short timer with a 10 ms budget where the browser has none (Safari). */
const whenIdle: (run: (deadline: Deadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, {timeout: 3000})
    : (run) =>
        setTimeout(() => {
          const end = performance.now() + 10;
          run({timeRemaining: () => end - performance.now()});
        }, 1);

/** Prefetches in idle time, as many queued routes per idle period as it has time for; false on a slow connection. */
export function prefetchWhenIdle(prefetch: Prefetch): Prefetch {
  const queue: string[] = [];
  let scheduled = false;
  const run = (deadline: Deadline) => {
    do prefetch(queue.shift()!);
    while (queue.length && deadline.timeRemaining() > 0);
    if (queue.length) whenIdle(run);
    else scheduled = false;
  };
  return (routePath) => {
    if (slowConnection()) return false;
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(run);
    }
    return Promise.resolve();
  };
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
  w.docusaurus = {...w.docusaurus, prefetch: prefetchUnless(prefetchWhenIdle(w.docusaurus.prefetch), NO_PREFETCH)};
  installed = true;
}
