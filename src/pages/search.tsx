/**
 * The full results page, /search?q=…&version=… (and /en/search?…), so a
 * search can be shared. The query and the version scope live in the URL.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import ResultLink from '@site/src/components/Search/ResultLink';
import Excerpt from '@site/src/components/Search/Excerpt';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {ScopeToggle, SearchStatus} from '@site/src/components/Search/Parts';
import {useCurrentDocsVersion, useSearch} from '@site/src/components/Search/useSearch';
import styles from '@site/src/components/Search/styles.module.css';

type Scope = {query: string; version?: string; allVersions: boolean};

/**
 * The query and the scope live in the URL (?q=webhook&version=6.0, or
 * version=all), so "See all results" keeps the version the reader came from
 * and a search can be shared. They are read once hydrated: the static HTML
 * has no query, and hydration must render what it rendered.
 */
function useUrlScope(current: string | undefined): [Scope, (next: Partial<Scope>) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const fromUrl = params.get('q') ?? '';
  const versionParam = params.get('version');
  const [query, setQuery] = useState(fromUrl);
  useEffect(() => setQuery(fromUrl), [fromUrl]);
  const scope: Scope = {
    query,
    allVersions: versionParam === 'all',
    version: versionParam && versionParam !== 'all' ? versionParam : current,
  };
  function update(next: Partial<Scope>): void {
    const merged = {...scope, ...next};
    setQuery(merged.query);
    const search = new URLSearchParams(location.search);
    if (merged.query) search.set('q', merged.query);
    else search.delete('q');
    search.set('version', merged.allVersions ? 'all' : (merged.version ?? 'all'));
    history.replace({...location, search: `?${search.toString()}`});
  }
  return [scope, update];
}

/** Results the page lists, and how many it shows with their excerpts at once. */
const RESULTS = 50;
const FIRST_SCREEN = 10;

function SearchPageContent({title}: {title: string}): ReactNode {
  const [{query, version, allVersions}, update] = useUrlScope(useCurrentDocsVersion());
  const state = useSearch(query, allVersions ? undefined : version, RESULTS, FIRST_SCREEN, version);
  const {hits, more} = state;
  const moreRef = useRef<HTMLParagraphElement>(null);
  // The results past the first screen get their excerpts when the reader scrolls near them.
  useEffect(() => {
    const sentinel = moreRef.current;
    if (!more || !sentinel) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {
      rootMargin: '0px 0px 400px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more]);
  return (
    <main className={`container ${styles.page}`}>
      <Heading as="h1">{title}</Heading>
      <form className={styles.pageForm} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input">
          <Translate id="search.page.inputLabel">Words to find</Translate>
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => update({query: e.target.value})}
        />
        <ScopeToggle allVersions={allVersions} version={version} onChange={(all) => update({allVersions: all})} />
      </form>
      <SearchStatus query={query} state={state} showCount />
      <ul
        className={styles.pageList}
        aria-busy={state.status === 'loading'}
        data-query={state.query}
        data-scope={state.scope}
      >
        {hits.map((hit) => (
          <li key={hit.id + hit.url}>
            <ResultLink className={styles.pageTitle} href={hit.url}>
              {hit.title}
            </ResultLink>
            {allVersions && hit.version && <span className={styles.versionBadge}>{hit.version}</span>}
            {hit.section && <span className={styles.pageSection}>{hit.section}</span>}
            <p className={styles.pageExcerpt}>
              <Excerpt parts={hit.excerpt} />
            </p>
          </li>
        ))}
      </ul>
      {more && (
        <p ref={moreRef} className={styles.pageMore}>
          <button type="button" className="button button--secondary button--sm" onClick={more}>
            <Translate id="search.page.more" values={{count: (state.total ?? hits.length) - hits.length}}>
              {'More results ({count})'}
            </Translate>
          </button>
        </p>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  const title = translate({id: 'search.page.title', message: 'Search the documentation'});
  return (
    <Layout title={title} description={title}>
      <SearchPageContent title={title} />
    </Layout>
  );
}
