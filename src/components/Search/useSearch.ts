import {useCallback, useEffect, useRef, useState} from 'react';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import {search, versionFromTag, type SearchHit, type SearchResults} from './engine';

/** How long the reader must stop typing before a query runs. */
const TYPING_PAUSE_MS = 120;

/**
 * `query` and `scope` (a version or "all") are what the hits answer: the previous ones while loading. The
 * scope is the version the query names when it names one ("webhook 6.0"). `more` is
 * there while results past the first ones wait for their excerpts; calling it loads them (once).
 */
export type SearchState = {
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchHit[];
  /** How many results the query has (`hits` may hold only the first ones yet). */
  total?: number;
  query?: string;
  scope?: string;
  more?: () => void;
};

/** The docs version the reader is in (or prefers), the default search scope. */
export function useCurrentDocsVersion(): string | undefined {
  return versionFromTag(useDocsContextualSearchTags()[0]);
}

/**
 * Runs the query as the reader types; the newest query wins. Up to `limit` results, the excerpts of the first
 * `first` at once, the others on `more()`. With every version (`version` undefined), the hits of `reading`, the
 * version being read, go first among equal hits.
 */
export function useSearch(
  query: string,
  version: string | undefined,
  limit?: number,
  first?: number,
  reading?: string,
): SearchState {
  const [state, setState] = useState<Omit<SearchState, 'more'>>({status: 'idle', hits: []});
  const rest = useRef<SearchResults['rest']>(undefined);
  const [hasMore, setHasMore] = useState(false);
  // The query the pending results belong to: a `more` of an older query adds nothing.
  const generation = useRef(0);
  useEffect(() => {
    const run = ++generation.current;
    rest.current = undefined;
    setHasMore(false);
    if (!query.trim()) {
      setState({status: 'idle', hits: []});
      return undefined;
    }
    setState((s) => ({...s, status: 'loading'}));
    // Wait for a pause in typing: each query loads index chunks, so a fast
    // typist should not pay for every prefix of the word.
    const timer = setTimeout(() => {
      search(query, version, limit, first, undefined, reading).then(
        (results) => {
          if (run !== generation.current) return;
          rest.current = results.rest;
          setHasMore(results.rest !== undefined);
          setState({status: 'done', hits: results.hits, total: results.total, query, scope: results.version ?? 'all'});
        },
        (err: unknown) => {
          console.warn('Search failed to load', err);
          if (run === generation.current) setState({status: 'error', hits: []});
        },
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, version, limit, first, reading]);
  const more = useCallback(() => {
    const load = rest.current;
    if (!load) return;
    rest.current = undefined;
    const run = generation.current;
    load().then(
      (hits) => {
        if (run !== generation.current) return;
        setHasMore(false);
        setState((s) => ({...s, hits: [...s.hits, ...hits]}));
      },
      (err: unknown) => console.warn('Search failed to load', err),
    );
  }, []);
  return hasMore ? {...state, more} : state;
}
