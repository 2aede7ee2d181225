import {useEffect, useState} from 'react';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import {search, versionFromTag, type SearchHit} from './engine';

/** How long the reader must stop typing before a query runs. */
const TYPING_PAUSE_MS = 120;

/** `query` and `scope` (a version or "all") are what the hits answer: the previous ones while loading. */
export type SearchState = {
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchHit[];
  query?: string;
  scope?: string;
};

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
    setState((s) => ({...s, status: 'loading'}));
    // Wait for a pause in typing: each query loads index chunks, so a fast
    // typist should not pay for every prefix of the word.
    const timer = setTimeout(() => {
      search(query, version, limit).then(
        (hits) => current && setState({status: 'done', hits, query, scope: version ?? 'all'}),
        (err: unknown) => {
          console.warn('Search failed to load', err);
          if (current) setState({status: 'error', hits: []});
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, version, limit]);
  return state;
}
