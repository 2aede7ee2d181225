import {useCallback, useEffect, useState} from 'react';

/**
 * Copies a text to the clipboard; `copied` is true for two seconds after a copy
 * succeeded, so a button can say "Copied". Used by the endpoint line and the
 * request builder.
 */
export function useCopy(): {copied: boolean; copy: (text: string) => void} {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }, []);
  return {copied, copy};
}
