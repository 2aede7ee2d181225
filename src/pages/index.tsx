import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import VersionCards from '@site/src/components/VersionCards';
import QuickStart from '@site/src/components/QuickStart';
import TopicGrid from '@site/src/components/TopicGrid';
import {LAST_VERSION, versionRoot} from '@site/config/versions';
import {NEWEST_VERSION} from '@site/config/version-info';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead">
            Read and write customers, orders, products, tickets and call logs in the CRM from your own systems: shops,
            accounting tools, call centres and chat bots, over a JSON REST API secured by an API key.
          </Translate>
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to={versionRoot(LAST_VERSION)}>
            <Translate id="home.hero.start" values={{version: LAST_VERSION}}>
              {'Start with version {version}'}
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to={`${versionRoot(NEWEST_VERSION)}/changes`}>
            <Translate id="home.hero.latest" values={{version: NEWEST_VERSION}}>
              {'See what is new in {version}'}
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={translate({id: 'home.meta.title', message: 'Home'})} description={siteConfig.tagline}>
      <Hero />
      <main className={styles.main}>
        <VersionCards />
        <QuickStart />
        <TopicGrid />
      </main>
    </Layout>
  );
}
