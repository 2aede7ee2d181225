import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Card = {
  version: string;
  to: string;
  prefix: string;
  isDefault: boolean;
  purpose: string;
  changes: string;
};

function cards(): Card[] {
  return [
    {
      version: '4.0',
      to: '/docs',
      prefix: '/api/v3',
      isDefault: true,
      purpose: translate({
        id: 'home.versions.v40.purpose',
        message: 'The version most tenants run. Customers, orders, products, tickets and the call-centre callbacks.',
      }),
      changes: translate({
        id: 'home.versions.v40.changes',
        message: 'Customer lists page with page and limit; orders and inventory with offset and limit; custom-field filters.',
      }),
    },
    {
      version: '6.0',
      to: '/docs/6.0',
      prefix: '/api/v6',
      isDefault: false,
      purpose: translate({
        id: 'home.versions.v60.purpose',
        message: 'For tenants on CRM 6.0. Adds quotes, order contracts and customer comments.',
      }),
      changes: translate({
        id: 'home.versions.v60.changes',
        message: 'Records by id in the path; one query style for every list: fields, filtering, sort, direction, limit, offset.',
      }),
    },
    {
      version: '6.1',
      to: '/docs/6.1',
      prefix: '/api/v6.1',
      isDefault: false,
      purpose: translate({
        id: 'home.versions.v61.purpose',
        message: 'For tenants on CRM 6.1. Adds tasks, purchase orders, campaigns and customer reports.',
      }),
      changes: translate({
        id: 'home.versions.v61.changes',
        message: 'Records by business code (account_code, order_code…) in the query or body; singular paths for one record.',
      }),
    },
  ];
}

export default function VersionCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="choose-version">
      <div className="container">
        <Heading as="h2" id="choose-version">
          <Translate id="home.versions.title">Choose the version your CRM runs</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="home.versions.lead">
            Your CRM administrator can tell you the version. Each version has its own paths, so pick the one
            that matches before you copy a request.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {cards().map((card) => (
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
              <code className={styles.prefix}>{card.prefix}</code>
              <p>{card.purpose}</p>
              <p className={styles.changes}>
                <strong>
                  <Translate id="home.versions.changesLabel">What is different:</Translate>
                </strong>{' '}
                {card.changes}
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
