import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ENDPOINT_LABELS, pick} from '@site/src/lib/labels';
import styles from './styles.module.css';

type Props = {
  /** HTTP method, upper case. */
  method: string;
  /** Path template, e.g. /api/v6.1/ticket or /api/v6/accounts/{id}. */
  path: string;
  /** Server URL pattern, e.g. https://{your-domain}. */
  server: string;
};

const METHOD_CLASS: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.delete,
};

function PathTemplate({path, label}: {path: string; label: string}): ReactNode {
  return path.split(/(\{[^}]+\})/).map((part, i) =>
    /^\{[^}]+\}$/.test(part) ? (
      <span key={i} className={styles.parameter} title={label}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** An endpoint line: coloured method badge, URL with its {path parameters} marked, and a copy button. */
export default function ApiEndpoint({method, path, server}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const text = pick(ENDPOINT_LABELS, i18n.currentLocale);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(`${server}${path}`).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.endpoint}>
      <span className={clsx(styles.method, METHOD_CLASS[method])}>{method}</span>
      <code className={styles.url}>
        <span className={styles.server}>{server}</span>
        <PathTemplate path={path} label={text.pathParameter} />
      </code>
      <button type="button" className={clsx('clean-btn', styles.copy)} onClick={copy} aria-label={text.copyLabel}>
        <span aria-live="polite">{copied ? text.copied : text.copy}</span>
      </button>
    </div>
  );
}
