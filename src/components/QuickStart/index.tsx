import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {brand} from '@site/config/brand';
import styles from './styles.module.css';

const firstRequest = `curl --globoff "${brand.apiHost.pattern}/api/v3/accounts?page=1&limit=20" \\
  -H "X-API-KEY: YOUR_API_KEY" \\
  -H "Accept: application/json"`;

export default function QuickStart(): ReactNode {
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
            <Translate id="home.quickstart.request.body">
              This lists the first twenty customers in version 4.0. A 200 answer with a list of records means your key
              and host are right.
            </Translate>
          </li>
        </ol>
        <CodeBlock language="bash" title="cURL">
          {firstRequest}
        </CodeBlock>
        <p>
          <Link to="/docs#authentication">
            <Translate id="home.quickstart.more">Read more about authentication</Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
