/**
 * Route matching for the theme wrappers in src/theme/, done the way the
 * router does it (react-router's <Switch> over the generated route tree).
 */
import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export type RouteLike = {
  readonly path?: string | string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly routes?: readonly RouteLike[];
  readonly component?: unknown;
};

const ALL_ROUTES: readonly RouteLike[] = routes;

/** The chain of routes <Switch> renders for a path, outermost first. */
export function matchBranch(pathname: string, list: readonly RouteLike[] = ALL_ROUTES): RouteLike[] {
  const route = list.find((r) => matchPath(pathname, {path: r.path, exact: r.exact, strict: r.strict}) !== null);
  if (!route) return [];
  return [route, ...(route.routes?.length ? matchBranch(pathname, route.routes) : [])];
}

/** True when a page (an exact route) exists at this path; the not-found route "*" is not exact. */
export function isKnownRoute(pathname: string, list: readonly RouteLike[] = ALL_ROUTES): boolean {
  const branch = matchBranch(pathname, list);
  return branch[branch.length - 1]?.exact === true;
}

/**
 * The path the router renders: like Docusaurus's normalizeLocation, a
 * trailing ".html" or "/index.html" is dropped unless a route has that exact path.
 */
export function routerPath(pathname: string, list: readonly RouteLike[] = ALL_ROUTES): string {
  if (isKnownRoute(pathname, list)) return pathname;
  return pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
}

/** True when no page exists at this path, after the router's normalisation. */
export function isNotFoundPath(pathname: string, list: readonly RouteLike[] = ALL_ROUTES): boolean {
  return !isKnownRoute(routerPath(pathname, list), list);
}

/**
 * True while the not-found page is rendered on the server or hydrated.
 *
 * The server answers an unknown URL with the locale's 404.html, rendered
 * once for the path /404.html (or /en/404.html). On the client, an unknown
 * URL under a docs version, such as /en/docs/6.0/nope, still matches that
 * version's route, so path-aware navbar items would render other texts than
 * the static HTML (React error #418). While this is true they must render
 * what 404.html contains; right after hydration they can follow the path.
 */
export function useIsRenderingStaticNotFound(): boolean {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  if (isBrowser) return false;
  // The static build renders the not-found page once, at <baseUrl>404.html, and real routes otherwise.
  if (typeof window === 'undefined') return pathname.endsWith('/404.html');
  return isNotFoundPath(pathname);
}
