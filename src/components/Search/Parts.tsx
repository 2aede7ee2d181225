/** Pieces the search dialog and the /search page share. */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {SearchState} from './useSearch';
import styles from './styles.module.css';

/** The one-click switch between the current version and all versions. */
export function ScopeToggle({
  allVersions,
  version,
  onChange,
}: {
  allVersions: boolean;
  version?: string;
  onChange: (all: boolean) => void;
}): ReactNode {
  return (
    <label className={styles.scope}>
      <input type="checkbox" checked={allVersions} onChange={(e) => onChange(e.target.checked)} />{' '}
      {allVersions ? (
        <Translate id="search.scope.all">Searching all versions</Translate>
      ) : (
        <Translate id="search.scope.current" values={{version: version ?? ''}}>
          {'Search all versions (now: version {version})'}
        </Translate>
      )}
    </label>
  );
}

/** "1 result" / "2 results" in English, one form in Vietnamese (the plural rules of the page's locale). */
function ResultCount({count, query}: {count: number; query: string}): ReactNode {
  const {selectMessage} = usePluralForm();
  const message = translate(
    {
      id: 'search.page.count',
      message: 'One result for “{query}”|{count} results for “{query}”',
      description: 'Plural forms separated by |',
    },
    {count, query},
  );
  return selectMessage(count, message);
}

/** The empty, no-results, count and error states, announced politely. */
export function SearchStatus({
  query,
  state,
  showCount = false,
}: {
  query: string;
  state: SearchState;
  showCount?: boolean;
}): ReactNode {
  const trimmed = query.trim();
  const {status, hits} = state;
  return (
    <div className={styles.status} role="status" aria-live="polite">
      {!trimmed && <Translate id="search.state.empty">Type a word from the docs. Tone marks are optional.</Translate>}
      {trimmed && status === 'done' && hits.length === 0 && (
        <Translate id="search.state.noResults" values={{query: trimmed}}>
          {'No results for “{query}”.'}
        </Translate>
      )}
      {showCount && trimmed && status === 'done' && hits.length > 0 && (
        <ResultCount count={state.total ?? hits.length} query={trimmed} />
      )}
      {status === 'error' && <Translate id="search.state.error">The search index could not be loaded.</Translate>}
    </div>
  );
}
