import {useEffect, useState} from 'react';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import {search, versionFromTag, type SearchHit} from './engine';

export type SearchState = {status: 'idle' | 'loading' | 'done' | 'error'; hits: SearchHit[]};

/** The docs version the reader is in (or prefers), the default search scope. */
export function useCurrentDocsVersion(): string | undefined {
  return versionFromTag(useDocsContextualSearchTags()[0]);
}

/** Runs the query as the reader types; the newest query wins. */
export function useSearch(query: string, version: string | undefined, limit?: number): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle', hits: []});
  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle', hits: []});
      return undefined;
    }
    let current = true;
    setState((s) => ({status: 'loading', hits: s.hits}));
    search(query, version, limit).then(
      (hits) => current && setState({status: 'done', hits}),
      (err: unknown) => {
        console.warn('Search failed to load', err);
        if (current) setState({status: 'error', hits: []});
      },
    );
    return () => {
      current = false;
    };
  }, [query, version, limit]);
  return state;
}
