import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Topic = {title: string; body: string; to: string};

/** Topics of the default version. Only pages that exist are linked. */
function topics(): Topic[] {
  return [
    {
      title: translate({id: 'home.topics.baseUrl.title', message: 'Base URL'}),
      body: translate({id: 'home.topics.baseUrl.body', message: 'Which host and path prefix each request uses.'}),
      to: '/docs#base-url',
    },
    {
      title: translate({id: 'home.topics.auth.title', message: 'Authentication'}),
      body: translate({id: 'home.topics.auth.body', message: 'Send your API key in the X-API-KEY header.'}),
      to: '/docs#authentication',
    },
    {
      title: translate({id: 'home.topics.basics.title', message: 'Requests and responses'}),
      body: translate({id: 'home.topics.basics.body', message: 'Methods, JSON bodies, dates and list pages.'}),
      to: '/docs#request-and-response',
    },
    {
      title: translate({id: 'home.topics.first.title', message: 'Your first request'}),
      body: translate({id: 'home.topics.first.body', message: 'A list call you can paste into a terminal.'}),
      to: '/docs#first-request',
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
          <Translate id="home.topics.title">Topics in version 4.0</Translate>
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
