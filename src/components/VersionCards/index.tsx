import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {t, type Locale} from '@site/config/locales';
import {versionCards} from '@site/config/version-info';
import styles from './styles.module.css';

/** One card per version of versions.json (config/version-info.ts). */
export default function VersionCards(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as Locale;
  return (
    <section className={styles.section} aria-labelledby="choose-version">
      <div className="container">
        <Heading as="h2" id="choose-version">
          <Translate id="home.versions.title">Choose the version your CRM runs</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="home.versions.lead">
            Your CRM administrator can tell you the version. Each version has its own paths, so pick the one that
            matches before you copy a request.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {versionCards().map((card) => (
            <li key={card.version} className={styles.card}>
              <div className={styles.cardHead}>
                <Heading as="h3" className={styles.cardTitle}>
                  <Translate id="home.versions.cardTitle" values={{version: card.version}}>
                    {'API {version}'}
                  </Translate>
                </Heading>
                {card.isDefault && (
                  <span className={styles.badge}>
                    <Translate id="home.versions.default">Default</Translate>
                  </span>
                )}
              </div>
              <code className={styles.prefix}>{card.apiPrefix}</code>
              <p>{t(card.purpose, locale)}</p>
              <p className={styles.changes}>
                <strong>
                  <Translate id="home.versions.changesLabel">What is different:</Translate>
                </strong>{' '}
                {t(card.changes, locale)}
              </p>
              <Link className={styles.cardLink} to={card.to}>
                <Translate id="home.versions.open" values={{version: card.version}}>
                  {'Open the {version} docs'}
                </Translate>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
