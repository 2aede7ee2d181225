/** A button that copies a text and says "Copied" for two seconds (the panel's copy actions). */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useCopy} from '@site/src/lib/useCopy';

export default function CopyButton({text, children}: {text: string | (() => string); children: ReactNode}): ReactNode {
  const {copied, copy} = useCopy();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => copy(typeof text === 'function' ? text() : text)}
    >
      <span aria-live="polite">{copied ? <Translate id="api.builder.copied">Copied</Translate> : children}</span>
    </button>
  );
}
