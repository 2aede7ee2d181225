/**
 * A table served as HTML (render/rehype-static-tables.ts writes its cells as a
 * string at build time): no element per cell in the page's code, no fiber,
 * nothing for hydration to walk. The server writes the cells into the page;
 * a client-side navigation sets them with innerHTML.
 *
 * Its links are plain `<a>` elements, so this does for them what the theme's
 * `<Link>` does: a site path gets the locale's base URL, the build's
 * broken-link check sees every link, a plain click on an internal link
 * navigates in the page (no reload), and hovering or touching one preloads
 * its page.
 */
import {useMemo, useRef, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';

type Props = {html: string; className?: string};

/** A link's href attribute, with the text before and after it: the HTML the build writes quotes every attribute. */
const HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/g;

const unescapeAttribute = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The href attributes of the HTML's links, unescaped. */
function linkTargets(html: string): string[] {
  return Array.from(html.matchAll(HREF), (m) => unescapeAttribute(m[2]!));
}

/**
 * The HTML with each site path (`/docs/…`) made what `<Link>` makes of it: the
 * locale's base URL in front (`/en/docs/…` on the English site), no trailing
 * slash (the site's `trailingSlash: false`). Hashes and other URLs stay.
 */
function withSiteLinks(html: string, withBaseUrl: (url: string) => string, trailingSlash?: boolean): string {
  return html.replace(HREF, (all, before: string, href: string, after: string) => {
    const url = unescapeAttribute(href);
    if (!url.startsWith('/') || url.startsWith('//')) return all;
    let target = withBaseUrl(url);
    if (trailingSlash === false) target = target.replace(/^([^?#]*?[^/?#])\/+(?=[?#]|$)/, '$1');
    return `${before}${escapeAttribute(target)}${after}`;
  });
}

/** The internal link (a site path, not a hash) an event happened in, if any. */
function internalLink(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || !event.currentTarget.contains(link)) return null;
  const href = link.getAttribute('href')!;
  return href.startsWith('/') && !href.startsWith('//') ? link : null;
}

/** React Router's rule for a click it handles: the main button, no modifier key, no other target. */
function plainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

export default function StaticTable({html: source, className}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const html = useMemo(
    () => withSiteLinks(source, withBaseUrl, siteConfig.trailingSlash),
    [source, withBaseUrl, siteConfig.trailingSlash],
  );
  const preloaded = useRef(new Set<string>());
  if (!ExecutionEnvironment.canUseDOM) for (const href of linkTargets(html)) brokenLinks.collectLink(href);

  const follow = (event: MouseEvent<HTMLTableElement>) => {
    const link = internalLink(event);
    if (!link || !plainClick(event, link)) return;
    event.preventDefault();
    history.push(link.getAttribute('href')!);
  };
  const preload = (event: SyntheticEvent<HTMLTableElement>) => {
    const href = internalLink(event)?.getAttribute('href');
    if (!href || preloaded.current.has(href)) return;
    preloaded.current.add(href);
    (window as unknown as {docusaurus: {preload: (path: string) => unknown}}).docusaurus.preload(href);
  };

  return (
    <table
      className={className}
      // The build wrote this HTML from the page's own Markdown (render/rehype-static-tables.ts).
      dangerouslySetInnerHTML={{__html: html}}
      onClick={follow}
      onMouseOver={preload}
      onTouchStart={preload}
    />
  );
}
