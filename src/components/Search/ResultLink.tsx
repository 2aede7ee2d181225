/**
 * A search result's link: a real <a href> (middle-click, open in a new tab,
 * copy link) that navigates within the app on a plain click, as Docusaurus's
 * <Link> does, but without prefetching its page because it is in view: a list
 * of results would fetch the chunks of every page it shows (about 190 KB for
 * the dialog's eight results, more than the search itself). The page's chunks
 * load when the reader points at the result, as <Link> does on hover.
 */
import type {AnchorHTMLAttributes, MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Runs before a plain click navigates (the dialog closes itself). */
  onNavigate?: () => void;
};

function preload(href: string): void {
  (window as unknown as {docusaurus?: {preload: (path: string) => unknown}}).docusaurus?.preload(href);
}

export default function ResultLink({href, onNavigate, children, ...rest}: Props): ReactNode {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain || event.defaultPrevented) return;
    event.preventDefault();
    onNavigate?.();
    history.push(href);
  };
  return (
    <a {...rest} href={href} onClick={onClick} onMouseEnter={() => preload(href)} onFocus={() => preload(href)}>
      {children}
    </a>
  );
}
