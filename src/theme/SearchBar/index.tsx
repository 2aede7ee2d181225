/**
 * The navbar's search item. Only this button ships with every page: the
 * dialog's code and the Pagefind index load when the reader first opens it
 * (click or focus, Ctrl/⌘+K, or "/").
 */
import {lazy, Suspense, useCallback, useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from '@site/src/components/Search/styles.module.css';

const SearchDialog = lazy(() => import('@site/src/components/Search/SearchDialog'));

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [listening, setListening] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        show();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    setListening(true);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        data-shortcuts={listening ? 'on' : undefined}
        // Named by its visible text ("Search Ctrl K", WCAG 2.5.3); the shortcuts are announced as such.
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onFocus={() => setLoaded(true)}
      >
        <svg className={styles.triggerIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.triggerText}>
          <Translate id="search.trigger.text">Search</Translate>
        </span>
        <kbd className={styles.triggerKey}>Ctrl K</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
