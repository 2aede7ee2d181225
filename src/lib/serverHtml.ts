/**
 * Keeps what the server drew for a block whose markup depends only on its
 * props: while the page hydrates, React takes the block's HTML as it is
 * (`dangerouslySetInnerHTML`) instead of building an element and a fiber per
 * node and walking them. A reference page's field lists are most of what
 * React would otherwise hydrate (ApiFields). Only while the page hydrates
 * (Docusaurus writes `data-has-hydrated="false"` into the HTML and sets it
 * to "true" once hydrated): in a client-side navigation the page being left
 * is still in the document, its ids can repeat, and a fold the reader closed
 * there is not this page's. The block's element also carries the fingerprint
 * of the props it was drawn from, and markup drawn from other props is never
 * taken: then, as on the server, the block renders itself.
 */
import {useId, useMemo, useState} from 'react';

/** FNV-1a of a string, in base 36: which props a block was drawn from. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

type ServerHtml = {
  /** The attributes that mark the block's element (spread them on it). */
  marks: {'data-static': string; 'data-print': string};
  /** The inner HTML the server wrote for these props, while hydrating; otherwise undefined. */
  html: string | undefined;
};

/** The server's markup of the block drawn from `props` (a string that holds all of them), while hydrating. */
export function useServerHtml(props: string): ServerHtml {
  const id = useId();
  const print = useMemo(() => fingerprint(props), [props]);
  // Read once, while hydrating, as the code blocks read theirs (src/lib/highlight).
  const [html] = useState(() => {
    if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'false') return undefined;
    const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`);
    return element?.getAttribute('data-print') === print ? element.innerHTML : undefined;
  });
  return {marks: {'data-static': id, 'data-print': print}, html};
}
