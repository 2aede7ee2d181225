/**
 * The link a reference page opens with, right under its title, to its first
 * request example (render/operation-layout.ts places it). It shows below the
 * reference layout's breakpoint, where the example comes after every field;
 * on a wide screen the example sits beside the fields and the link is not
 * shown (src/css/custom.css, "Reference layout"). A real link to the
 * example's heading: it works before any script runs.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** The id of the request example's heading (`request-example`, prefixed on a page of several operations). */
  to: string;
};

export default function ApiJumpToExample({to}: Props): ReactNode {
  return (
    <div className={`api-op-jump ${styles.jump}`} data-pagefind-ignore="">
      <a href={`#${to}`} className={styles.link}>
        {translate({id: 'api.layout.jumpToExample', message: 'Jump to the example'})}
      </a>
    </div>
  );
}
