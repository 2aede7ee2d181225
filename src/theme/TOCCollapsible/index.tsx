/**
 * "On this page" on a phone (the theme shows it below 997 px, at the top of
 * the article; src/css/custom.css also shows it on reference pages between
 * 1280 and 1599 px, where the example column takes the table of contents'
 * place). Here it sticks below the navbar, so a reader deep in a long
 * page (needed_info is about 48,000 px tall at 375 px) reaches it from any
 * scroll position; on a phone, past the end of the article (the pager and
 * the footer fill the screen) it stays fixed there, and a placeholder of its
 * height keeps the article from moving. It is a navigation landmark named "On this page"; its
 * button says whether the list is open (aria-expanded); Escape closes the
 * list and gives the focus back to the button; following a link closes it.
 * The open list scrolls inside itself, within the screen. A control of the
 * article that takes the focus under the bar is scrolled below it (the
 * browser's own focus scrolling only keeps it inside the window). Replaces the
 * theme's component, which has none of these.
 */
import {useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const {collapsed, setCollapsed, toggleCollapsed} = useCollapsible({initialState: true});
  const root = useRef<HTMLElement>(null);
  const floating = useFloatingPastArticle(root);
  useFocusBelowBar(root);
  const close = (focusButton: boolean) => {
    setCollapsed(true);
    if (focusButton) root.current?.querySelector('button')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !collapsed) {
      event.preventDefault();
      close(true);
    }
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close(false);
  };
  return (
    <>
      {floating !== null && <div style={{height: floating}} aria-hidden="true" />}
      <nav
        ref={root}
        aria-label={translate({
          id: 'theme.TOCCollapsible.toggleButtonLabel',
          message: 'On this page',
          description: 'The label used by the button on the collapsible TOC component',
        })}
        className={clsx(styles.toc, !collapsed && styles.expanded, floating !== null && styles.floating, className)}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} aria-expanded={!collapsed} />
        <Collapsible lazy className={styles.content} collapsed={collapsed}>
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
        </Collapsible>
      </nav>
    </>
  );
}

/** The room left between the bar's bottom and a focused control. */
const FOCUS_GAP = 8;

/**
 * Keeps the focused control clear of the bar: after the browser's own focus scrolling (next frame), a control
 * of the bar's article whose top lies under the bar (or under the navbar and the bar, where the navbar comes
 * back as the page scrolls up) is scrolled down to just below them.
 */
function useFocusBelowBar(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      const nav = root.current;
      const target = event.target;
      const article = nav?.closest('article');
      if (!nav || !article || !(target instanceof Element) || nav.contains(target) || !article.contains(target)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const style = getComputedStyle(nav);
        if (style.display === 'none' || (style.position !== 'sticky' && style.position !== 'fixed')) return;
        const bar = nav.getBoundingClientRect();
        // The navbar's height in pixels (its variable is in rem): it comes back as the page scrolls up.
        const navbar = document.querySelector<HTMLElement>('nav.navbar')?.offsetHeight ?? 0;
        const clear = navbar + bar.height + FOCUS_GAP;
        const box = target.getBoundingClientRect();
        // Only where the bar sticks (it is at its stuck place) and the control lies under it.
        if (bar.top > navbar + 1 || box.top >= clear || box.bottom <= 0) return;
        window.scrollBy({top: box.top - clear});
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
    };
  }, [root]);
}

/** Where the bar floats past the article's end: a phone's width (on a wide screen it leaves with the article). */
const FLOATS = '(max-width: 996px)';

/**
 * The height the bar takes in the article (margins included) while the article's end is above the bar's
 * place, so the bar floats (position: fixed); null while it sticks inside the article.
 */
function useFloatingPastArticle(root: RefObject<HTMLElement | null>): number | null {
  const [floating, setFloating] = useState<number | null>(null);
  const placeholderHeight = useRef(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const nav = root.current;
      const article = nav?.closest('article');
      if (!nav || !article) return;
      if (!window.matchMedia(FLOATS).matches) {
        setFloating(null);
        return;
      }
      const style = getComputedStyle(nav);
      const top = parseFloat(style.top) || 0;
      const isFixed = style.position === 'fixed';
      if (!isFixed) {
        placeholderHeight.current = nav.offsetHeight + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
      }
      // Floating once the article ends above the bar's bottom (sticky would carry it away).
      const past = article.getBoundingClientRect().bottom < top + nav.offsetHeight;
      setFloating(past ? placeholderHeight.current : null);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [root]);
  return floating;
}
