import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {DOWNLOAD_FILES, downloadPath, type DownloadFile} from '@site/config/downloads';
import styles from './styles.module.css';

type Props = {
  /** API version, e.g. 6.1. */
  version: string;
};

/** The link text of each download. */
function labelOf(key: keyof typeof DOWNLOAD_FILES): string {
  switch (key) {
    case 'openapiJson':
      return translate({id: 'api.downloads.openapiJson', message: 'OpenAPI 3.1 (JSON)'});
    case 'openapiYaml':
      return translate({id: 'api.downloads.openapiYaml', message: 'OpenAPI 3.1 (YAML)'});
    case 'postman':
      return translate({id: 'api.downloads.postman', message: 'Postman collection'});
  }
}

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
  return (
    <nav
      className={styles.downloads}
      aria-label={translate({id: 'api.downloads.title', message: 'Downloads, API {version}'}, {version})}
    >
      <ul>
        {(Object.keys(DOWNLOAD_FILES) as (keyof typeof DOWNLOAD_FILES)[]).map((key) => (
          <DownloadLink key={key} version={version} file={DOWNLOAD_FILES[key]} label={labelOf(key)} />
        ))}
      </ul>
    </nav>
  );
}
