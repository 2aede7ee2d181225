import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Wraps a generated parameter / field / error table: names stay on one line, descriptions keep a readable width
 * (on a phone the two columns share the screen instead: styles.module.css).
 */
export default function ApiTable({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.table}>{children}</div>;
}
