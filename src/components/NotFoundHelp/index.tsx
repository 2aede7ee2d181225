/**
 * What the not-found page offers: the search, filled with the words of the
 * missing path (a plain GET form to /search, so it works before hydration),
 * and links to the version's intro, its conventions page and the landing page.
 * The version is the one in the URL (/docs/6.0/nope → 6.0), else the latest.
 * The static 404.html is rendered once for every unknown URL, so the links
 * follow the URL only once hydrated (no hydration mismatch).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {useLatestVersion, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {mainDoc} from '@site/src/lib/versionSwitch';
import styles from './styles.module.css';

/** The docs page that holds a version's conventions: `needed_info` where it exists, else the version's intro. */
const CONVENTIONS_DOC = 'needed_info';

/** 'customer/creat-order.html' → 'customer creat order': the words a reader was looking for. */
export function wordsOfPath(pathname: string, versionPath: string): string {
  const rest = pathname.startsWith(versionPath) ? pathname.slice(versionPath.length) : pathname;
  return rest
    .replace(/\.html?$/, '')
    .split(/[/_.\-\s]+|%20/)
    .filter((w) => w && !/^(en|vi|docs|index)$/.test(w))
    .join(' ');
}

/** The version whose path is the longest prefix of the URL; the latest when none is. */
function versionOf(pathname: string, versions: GlobalVersion[], latest: GlobalVersion): GlobalVersion {
  const within = versions.filter((v) => pathname === v.path || pathname.startsWith(`${v.path}/`));
  return within.sort((a, b) => b.path.length - a.path.length)[0] ?? latest;
}

export default function NotFoundHelp(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  const version = isBrowser ? versionOf(pathname, versions, latest) : latest;
  const words = isBrowser ? wordsOfPath(pathname, version.path) : '';
  const searchPage = useBaseUrl('/search');
  const conventions = version.docs.find((doc) => doc.id === CONVENTIONS_DOC);
  return (
    <section className={`container ${styles.help}`} aria-labelledby="not-found-help">
      <h2 id="not-found-help" className={styles.heading}>
        <Translate id="notFound.help.title">Find what you were looking for</Translate>
      </h2>
      <form className={styles.search} action={searchPage} method="get" role="search">
        <label htmlFor="not-found-search">
          <Translate id="notFound.help.searchLabel">Search the documentation</Translate>
        </label>
        <div className={styles.row}>
          <input
            id="not-found-search"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={words}
            key={words}
          />
          <input type="hidden" name="version" value={version.name} />
          <button type="submit" className="button button--primary">
            <Translate id="notFound.help.searchButton">Search</Translate>
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={mainDoc(version).path}>
            <Translate id="notFound.help.intro" values={{version: version.label}}>
              {'Overview of API version {version}'}
            </Translate>
          </Link>
        </li>
        {conventions && (
          <li>
            <Link to={conventions.path}>
              <Translate id="notFound.help.conventions" values={{version: version.label}}>
                {'Conventions of version {version}: authentication, filters, pagination, errors'}
              </Translate>
            </Link>
          </li>
        )}
        <li>
          <Link to="/">{translate({id: 'notFound.help.home', message: 'Home page of the documentation'})}</Link>
        </li>
      </ul>
    </section>
  );
}
