import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOWNLOAD_FILES, downloadPath, type DownloadFile} from '@site/api/lib/downloads';
import {pick, type Labels} from '@site/src/lib/labels';
import styles from './styles.module.css';

type Props = {
  /** API version, e.g. 6.1. */
  version: string;
};

const LABELS: Labels<'title' | 'openapiJson' | 'openapiYaml' | 'postman'> = {
  vi: {
    title: 'Tải về',
    openapiJson: 'OpenAPI 3.1 (JSON)',
    openapiYaml: 'OpenAPI 3.1 (YAML)',
    postman: 'Bộ sưu tập Postman',
  },
  en: {
    title: 'Downloads',
    openapiJson: 'OpenAPI 3.1 (JSON)',
    openapiYaml: 'OpenAPI 3.1 (YAML)',
    postman: 'Postman collection',
  },
};

function DownloadLink({version, file, label}: {version: string; file: DownloadFile; label: string}): ReactNode {
  // A plain <a>: the files are written after the build, where the broken-link checker does not look.
  const href = useBaseUrl(downloadPath(version, file));
  return (
    <li>
      <a href={href} download={file}>
        {label}
      </a>
    </li>
  );
}

/** Links to the version's OpenAPI document (JSON, YAML) and Postman collection, in the page's locale. */
export default function ApiDownloads({version}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const text = pick(LABELS, i18n.currentLocale);
  return (
    <nav className={styles.downloads} aria-label={`${text.title} API ${version}`}>
      <ul>
        {(Object.keys(DOWNLOAD_FILES) as (keyof typeof DOWNLOAD_FILES)[]).map((key) => (
          <DownloadLink key={key} version={version} file={DOWNLOAD_FILES[key]} label={text[key]} />
        ))}
      </ul>
    </nav>
  );
}
