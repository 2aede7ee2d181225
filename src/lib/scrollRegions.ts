/**
 * Makes a table that scrolls sideways reachable with the keyboard.
 *
 * Markdown and API tables scroll horizontally when they are wider than the
 * column (always on a phone). A reader without a mouse can only scroll what
 * can take the focus (WCAG 2.1.1, axe rule scrollable-region-focusable), so
 * such a table gets tabindex="0"; a table that fits gets no extra tab stop.
 * Checked again whenever the page content changes (navigation), the window
 * is resized, a `<details>` opens or closes, or a table's own box changes size
 * (the docs sidebar folded, a late layout change).
 *
 * Only tables that are rendered are measured. A table in a closed `<details>`
 * (the what-changed pages hold dozens) sits in a subtree the browser does not
 * lay out (`content-visibility: hidden`); reading its size made Chromium lay
 * that subtree out on the spot, once per table: 43 layouts in one frame,
 * about 150 ms at a phone's speed on /docs/6.0/changes. Such a table cannot
 * scroll or take the focus until it is shown, and it is checked when it is.
 */
import {useEffect} from 'react';

const MARK = 'data-scroll-focusable';

function scrolls(el: HTMLElement): boolean {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}

/** Whether the table is rendered: not in a closed `<details>`, a `display: none` or `content-visibility: hidden` subtree. */
function rendered(table: HTMLElement): boolean {
  // checkVisibility() reads styles only, never the layout (Chromium 105+, Firefox 106+, Safari 17.4+).
  return typeof table.checkVisibility === 'function' ? table.checkVisibility() : !table.closest('details:not([open])');
}

export function updateScrollingTables(root: ParentNode = document): void {
  const tables = Array.from(root.querySelectorAll<HTMLElement>('main table'));
  // Every size is read before any attribute is written: a write between two
  // reads would lay the page out again for each table.
  const boxes = tables.map((table) =>
    !rendered(table)
      ? null
      : // The scrolling box is the table itself (Infima) or a wrapper around it.
        scrolls(table)
        ? table
        : table.parentElement && scrolls(table.parentElement)
          ? table.parentElement
          : null,
  );
  tables.forEach((table, i) => {
    const box = boxes[i];
    for (const el of [table, table.parentElement]) {
      if (el && el !== box && el.hasAttribute(MARK)) {
        el.removeAttribute('tabindex');
        el.removeAttribute(MARK);
      }
    }
    if (box && !box.hasAttribute('tabindex')) {
      box.setAttribute('tabindex', '0');
      box.setAttribute(MARK, '');
    }
  });
}

export function useFocusableScrollingTables(): void {
  useEffect(() => {
    let frame = 0;
    // Each table is watched once (observing it again would report it again, and loop).
    const watched = new WeakSet<Element>();
    const resized = new ResizeObserver(schedule);
    const update = () => {
      updateScrollingTables();
      for (const table of Array.from(document.querySelectorAll('main table'))) {
        if (!watched.has(table)) {
          watched.add(table);
          resized.observe(table);
        }
      }
    };
    function schedule() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    }
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {childList: true, subtree: true});
    window.addEventListener('resize', schedule);
    // `toggle` does not bubble: listened to in the capture phase, for every <details> of the page.
    document.addEventListener('toggle', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('toggle', schedule, true);
    };
  }, []);
}
