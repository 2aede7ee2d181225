/**
 * The full results page, /search?q=… (and /en/search?q=…), so a search can
 * be shared. The query lives in the URL.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Excerpt from '@site/src/components/Search/Excerpt';
import {ScopeToggle, SearchStatus} from '@site/src/components/Search/Parts';
import {useCurrentDocsVersion, useSearch} from '@site/src/components/Search/useSearch';
import styles from '@site/src/components/Search/styles.module.css';

function useQueryParam(): [string, (q: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
  const [query, setQuery] = useState(fromUrl);
  useEffect(() => setQuery(fromUrl), [fromUrl]);
  function update(q: string): void {
    setQuery(q);
    const params = new URLSearchParams(location.search);
    if (q) params.set('q', q);
    else params.delete('q');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  }
  return [query, update];
}

function SearchPageContent({title}: {title: string}): ReactNode {
  const [query, setQuery] = useQueryParam();
  const [allVersions, setAllVersions] = useState(false);
  const version = useCurrentDocsVersion();
  const state = useSearch(query, allVersions ? undefined : version, 50);
  const {hits} = state;
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
            onChange={(e) => setQuery(e.target.value)}
          />
          <ScopeToggle allVersions={allVersions} version={version} onChange={setAllVersions} />
        </form>
        <SearchStatus query={query} state={state} showCount />
        <ul className={styles.pageList} aria-busy={state.status === 'loading'} data-query={state.query} data-scope={state.scope}>
          {hits.map((hit) => (
            <li key={hit.id + hit.url}>
              <Link className={styles.pageTitle} to={hit.url}>
                {hit.title}
              </Link>
              {allVersions && hit.version && <span className={styles.versionBadge}>{hit.version}</span>}
              {hit.section && <span className={styles.pageSection}>{hit.section}</span>}
              <p className={styles.pageExcerpt}>
                <Excerpt parts={hit.excerpt} />
              </p>
            </li>
          ))}
        </ul>
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
