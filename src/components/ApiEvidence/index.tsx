/**
 * The line by a reference operation's title that says where its facts come
 * from (render/evidence.ts writes its words in the page's language): the
 * platform's published page, another version's, client programs only, or
 * nothing public. Quiet: small text with a mark of its kind; left out of the
 * search index, which indexes what the API does, not where we read it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {kind: 'published' | 'derived' | 'clients' | 'unpublished'; children: ReactNode};

export default function ApiEvidence({kind, children}: Props): ReactNode {
  return (
    <div className={clsx(styles.evidence, styles[kind])} data-evidence={kind} data-pagefind-ignore="">
      {/* One flex item for the words and links: each would otherwise be a narrow column of its own on a phone. */}
      <span>{children}</span>
    </div>
  );
}
