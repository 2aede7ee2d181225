/**
 * The landing page's quick start: the key, the host, then a first request in each version of versions.json
 * (a tab per version, the default version first: config/version-info.ts gives each its list of customers and
 * the page that says how to authenticate). Nothing here names a version.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {brand} from '@site/config/brand';
import {firstRequestCurl, versionCards, type VersionCard} from '@site/config/version-info';
import styles from './styles.module.css';

/** A doc page of the card's version ('intro' is the version's root). */
function docPath(card: VersionCard, page: string): string {
  return page === 'intro' ? card.to : `${card.to}/${page}`;
}

function FirstRequest({card}: {card: VersionCard}): ReactNode {
  return (
    <>
      <p>
        <Translate id="home.quickstart.request.version" values={{version: card.version}}>
          {
            'This lists the first twenty customers in version {version}. A 200 answer with a list of records means your key and host are right.'
          }
        </Translate>
      </p>
      <CodeBlock language="bash" title="cURL">
        {firstRequestCurl(card)}
      </CodeBlock>
      <ul className={styles.links}>
        <li>
          <Link to={docPath(card, card.firstRequest.page)}>
            <Translate id="home.quickstart.list" values={{version: card.version}}>
              {'The customer list in {version}: filters, fields and paging'}
            </Translate>
          </Link>
        </li>
        <li>
          <Link to={`${docPath(card, card.firstRequest.authentication)}#authentication`}>
            <Translate id="home.quickstart.more">Read more about authentication</Translate>
          </Link>
        </li>
      </ul>
    </>
  );
}

export default function QuickStart(): ReactNode {
  const cards = versionCards();
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <div className="container">
        <Heading as="h2" id="quick-start">
          <Translate id="home.quickstart.title">Quick start</Translate>
        </Heading>
        <ol className={styles.steps}>
          <li>
            <strong>
              <Translate id="home.quickstart.key.title">Get an API key.</Translate>
            </strong>{' '}
            <Translate id="home.quickstart.key.body">
              Sign in to the CRM with an administrator account and open Integration, then API key. The key is 30 letters
              and digits; keep it on your server, never in a browser or an app.
            </Translate>
          </li>
          <li>
            <strong>
              <Translate id="home.quickstart.host.title">Find your API host.</Translate>
            </strong>{' '}
            <Translate id="home.quickstart.host.body" values={{placeholder: <code>{brand.apiHost.placeholder}</code>}}>
              {'It is the domain you use to open your CRM. In every sample, replace {placeholder} with it.'}
            </Translate>
          </li>
          <li>
            <strong>
              <Translate id="home.quickstart.request.title">Make a first request.</Translate>
            </strong>{' '}
            <Translate id="home.quickstart.request.pick">
              Pick the version your CRM runs: each has its own paths.
            </Translate>
          </li>
        </ol>
        <Tabs defaultValue={cards[0]!.version}>
          {cards.map((card) => (
            <TabItem key={card.version} value={card.version} label={`API ${card.version}`}>
              <FirstRequest card={card} />
            </TabItem>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
