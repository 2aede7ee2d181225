import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {personalise, useApiDomain} from '@site/src/lib/apiDomain';
import {useCopy} from '@site/src/lib/useCopy';
import styles from './styles.module.css';

type Props = {
  /** HTTP method, upper case. */
  method: string;
  /** Path template, e.g. /api/v6.1/ticket or /api/v6/accounts/{id}. */
  path: string;
  /** Server URL pattern, e.g. https://{your-domain}. */
  server: string;
  /** The operation's example request as a cURL command, built at compile time. */
  curl?: string;
};

const METHOD_CLASS: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.delete,
};

/**
 * A URL part with a line-break opportunity after each "/" (never inside "//"), so a narrow
 * screen breaks the URL between segments; a segment (`{your-domain}/`, with its hyphen) never breaks.
 */
function Segments({text}: {text: string}): ReactNode {
  return text.split(/(?<=\/)(?!\/)/).map((segment, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      <span className={styles.segment}>{segment}</span>
    </Fragment>
  ));
}

function PathTemplate({path}: {path: string}): ReactNode {
  const label = translate({id: 'api.endpoint.pathParameter', message: 'path parameter'});
  return path.split(/(\{[^}]+\})/).map((part, i) =>
    /^\{[^}]+\}$/.test(part) ? (
      <span key={i} className={styles.parameter} title={label}>
        {part}
      </span>
    ) : (
      <Segments key={i} text={part} />
    ),
  );
}

/** A button that copies a text and says so for two seconds. */
function CopyButton({text, label, children}: {text: string; label: string; children: ReactNode}): ReactNode {
  const {copied, copy} = useCopy();
  return (
    <button type="button" className={clsx('clean-btn', styles.copy)} onClick={() => copy(text)} aria-label={label}>
      <span aria-live="polite">{copied ? <Translate id="api.endpoint.copied">Copied</Translate> : children}</span>
    </button>
  );
}

/**
 * An endpoint line: coloured method badge, URL with its {path parameters}
 * marked, a copy button for the URL and one for the example request as cURL.
 * The host shows (and copies) the reader's CRM domain once they have set it.
 */
export default function ApiEndpoint({method, path, server, curl}: Props): ReactNode {
  const domain = useApiDomain();
  const host = personalise(server, domain);
  return (
    <div className={styles.endpoint}>
      <span className={clsx(styles.method, METHOD_CLASS[method])}>{method}</span>{' '}
      <code className={styles.url}>
        <span className={styles.server}>
          <Segments text={host} />
        </span>
        <PathTemplate path={path} />
      </code>
      <CopyButton
        text={`${host}${path}`}
        label={translate({id: 'api.endpoint.copyUrl', message: 'Copy the endpoint URL'})}
      >
        <Translate id="api.endpoint.copy">Copy</Translate>
      </CopyButton>
      {curl && (
        <CopyButton
          text={personalise(curl, domain)}
          label={translate({id: 'api.endpoint.copyCurl.label', message: 'Copy as cURL (the example request)'})}
        >
          <Translate id="api.endpoint.copyCurl">Copy as cURL</Translate>
        </CopyButton>
      )}
    </div>
  );
}
