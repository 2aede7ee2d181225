/**
 * The search dialog: an ARIA combobox over a listbox of results, with the
 * current locale and version as the default scope. Loaded on first open.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Excerpt from './Excerpt';
import ResultLink from './ResultLink';
import {loadPagefind, searchPageUrl} from './engine';
import {ScopeToggle, SearchStatus} from './Parts';
import {useCurrentDocsVersion, useSearch} from './useSearch';
import styles from './styles.module.css';

type Props = {open: boolean; onClose: () => void};

/** Results the dialog lists, and how many fit its first screen (their excerpts load with the query). */
const RESULTS = 8;
const FIRST_SCREEN = 5;

export default function SearchDialog({open, onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [allVersions, setAllVersions] = useState(false);
  const [chosen, setChosen] = useState(0);
  const version = useCurrentDocsVersion();
  const searchPage = useBaseUrl('/search');
  const state = useSearch(query, allVersions ? undefined : version, RESULTS, FIRST_SCREEN, version);
  const {hits, more} = state;
  const moreRef = useRef<HTMLDivElement>(null);

  // Results past the first screen get their excerpts when the reader scrolls to them (the dialog is what
  // scrolls), or at once when the list fits the dialog: then they are on the first screen too.
  useEffect(() => {
    const dialog = dialogRef.current;
    const sentinel = moreRef.current;
    if (!more || !dialog || !sentinel) return undefined;
    const check = () => {
      const fits = dialog.scrollHeight <= dialog.clientHeight;
      const reached = sentinel.getBoundingClientRect().top <= dialog.getBoundingClientRect().bottom;
      if (fits || (dialog.scrollTop > 0 && reached)) more();
    };
    check();
    dialog.addEventListener('scroll', check, {passive: true});
    return () => dialog.removeEventListener('scroll', check);
  }, [more]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      loadPagefind().catch(() => undefined);
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The chosen result, kept within the current results (-1 when there are none).
  const active = hits.length === 0 ? -1 : Math.min(chosen, hits.length - 1);
  const setActive = setChosen;

  function go(url: string): void {
    onClose();
    history.push(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      // Past the last loaded result: load the others and move on to the next once it is there.
      if (more && active === hits.length - 1) {
        more();
        setActive(hits.length);
      } else setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      // A search input would first clear itself: Esc closes the dialog at once.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.url);
      else if (query.trim()) go(searchPageUrl(searchPage, query, allVersions ? undefined : version));
    }
  }

  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const expanded = hits.length > 0;
  const label = translate({id: 'search.dialog.label', message: 'Search the documentation'});

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onClick={(e) => e.target === dialogRef.current && onClose()}
    >
      <div className={styles.dialogBody}>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={label}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={translate({
              id: 'search.input.placeholder',
              message: 'Search: customer, webhook, sale_order…',
            })}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setChosen(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.closeButton} onClick={onClose}>
            <Translate id="search.dialog.close">Close</Translate>
          </button>
        </div>
        <ScopeToggle
          allVersions={allVersions}
          version={version}
          onChange={(all) => {
            setAllVersions(all);
            // Back to the input: the arrow keys choose among the new results, Enter opens one.
            inputRef.current?.focus();
          }}
        />
        <div
          id={listboxId}
          role="listbox"
          className={styles.results}
          aria-label={label}
          aria-busy={state.status === 'loading'}
          data-query={state.query}
          data-scope={state.scope}
        >
          {hits.map((hit, i) => (
            // A real link (middle-click, open in a new tab, copy link) that is the listbox option;
            // focus stays in the input, which points at it with aria-activedescendant.
            <ResultLink
              key={hit.id + hit.url}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              href={hit.url}
              className={styles.result}
              onMouseMove={() => setActive(i)}
              onNavigate={onClose}
            >
              <span className={styles.resultTitle}>
                {hit.title}
                {hit.version && (allVersions || hit.version !== version) && (
                  <span className={styles.versionBadge}>{hit.version}</span>
                )}
              </span>
              {hit.endpoint && <code className={styles.resultEndpoint}>{hit.endpoint}</code>}
              {hit.section && <span className={styles.resultSection}>{hit.section}</span>}
              <span className={styles.resultExcerpt}>
                <Excerpt parts={hit.excerpt} />
              </span>
            </ResultLink>
          ))}
          {more && <div ref={moreRef} className={styles.more} aria-hidden="true" />}
        </div>
        <SearchStatus query={query} state={state} />
        {query.trim() && (
          <ResultLink
            className={styles.allResults}
            href={searchPageUrl(searchPage, query, allVersions ? undefined : version)}
            onNavigate={onClose}
          >
            <Translate id="search.dialog.seeAll">See all results</Translate>
          </ResultLink>
        )}
        <p className={styles.hint}>
          <Translate id="search.dialog.keys">↑ ↓ to choose, Enter to open, Esc to close</Translate>
        </p>
      </div>
    </dialog>
  );
}
