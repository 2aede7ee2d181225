import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {LAST_VERSION} from '@site/config/versions';
import styles from './styles.module.css';

type Topic = {title: string; body: string; to: string};

/** Topics of the default version (LAST_VERSION, served at /docs). Only pages that exist are linked. */
function topics(): Topic[] {
  return [
    {
      title: translate({id: 'home.topics.auth.title', message: 'Authentication'}),
      body: translate({id: 'home.topics.auth.body', message: 'Send your API key in the X-API-KEY header.'}),
      to: '/docs#authentication',
    },
    {
      title: translate({id: 'home.topics.customers.title', message: 'Customers'}),
      body: translate({id: 'home.topics.customers.body', message: 'Create, update, list and sync customer records.'}),
      to: '/docs/customer/intro',
    },
    {
      title: translate({id: 'home.topics.orders.title', message: 'Orders'}),
      body: translate({id: 'home.topics.orders.body', message: 'Sales and purchase orders, approval and payments.'}),
      to: '/docs/order/intro',
    },
    {
      title: translate({id: 'home.topics.products.title', message: 'Products and stock'}),
      body: translate({
        id: 'home.topics.products.body',
        message: 'The catalogue, units, categories and inventory per store.',
      }),
      to: '/docs/product/intro',
    },
    {
      title: translate({id: 'home.topics.tickets.title', message: 'Tickets'}),
      body: translate({id: 'home.topics.tickets.body', message: 'Open support tickets from your website or chat bot.'}),
      to: '/docs/ticket/intro',
    },
    {
      title: translate({id: 'home.topics.callCenter.title', message: 'Call centre'}),
      body: translate({
        id: 'home.topics.callCenter.body',
        message: 'Incoming-call pop-ups, call records and click-to-call.',
      }),
      to: '/docs/call_center/intro',
    },
    {
      title: translate({id: 'home.topics.webhook.title', message: 'Webhooks'}),
      body: translate({id: 'home.topics.webhook.body', message: 'Be told when a customer, order or product changes.'}),
      to: '/docs/webhook',
    },
    {
      title: translate({id: 'home.topics.errors.title', message: 'Errors'}),
      body: translate({
        id: 'home.topics.errors.body',
        message: 'What is known about failed requests, and what to do about them.',
      }),
      to: '/docs/errors',
    },
    {
      title: translate({id: 'home.topics.reading.title', message: 'How to read these docs'}),
      body: translate({id: 'home.topics.reading.body', message: 'Types, required fields and the page layout.'}),
      to: '/markdown-page',
    },
  ];
}

export default function TopicGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="topics">
      <div className="container">
        <Heading as="h2" id="topics">
          <Translate
            id="home.topics.titleVersion"
            description="The landing's topic grid heading; {version} is the default version (LAST_VERSION)"
            values={{version: LAST_VERSION}}
          >
            {'Topics in version {version}'}
          </Translate>
        </Heading>
        <ul className={styles.grid}>
          {topics().map((topic) => (
            <li key={topic.to}>
              <Link className={styles.tile} to={topic.to}>
                <span className={styles.tileTitle}>{topic.title}</span>
                <span className={styles.tileBody}>{topic.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
