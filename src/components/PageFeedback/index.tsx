/**
 * The end of every doc page: "Was this page helpful?" and "Report a problem
 * with this page". Both lead to the brand's docs-report channel
 * (config/brand.ts): the link opens prefilled with the page's URL, version
 * and locale, and the text the reader selected (src/lib/docsReport.ts
 * completes it when it is used), in the reader's language
 * (src/lib/reportWords.ts). Each answer offers a prefilled message to the
 * same channel, which a maintainer reads: "No" asks what was missing, "Yes"
 * what helped. The site has no backend of its own to count the answers.
 */
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {brand} from '@site/config/brand';
import {reportHref, type ReportPage} from '@site/src/lib/docsReport';
import {reportWords} from '@site/src/lib/reportWords';
import styles from './styles.module.css';

export default function PageFeedback(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const page = (kind: ReportPage['kind']): ReportPage => ({
    url: `${siteConfig.url}${metadata.permalink}`,
    version: version.version,
    locale: i18n.currentLocale,
    title: metadata.title,
    kind,
  });
  const report = (kind: NonNullable<ReportPage['kind']>, children: ReactNode) => (
    <a
      href={reportHref(page(kind), brand.support.docsReport, reportWords())}
      data-docs-report={kind}
      data-docs-report-template={brand.support.docsReport}
      rel="nofollow"
    >
      {children}
    </a>
  );
  return (
    <section
      className={styles.feedback}
      aria-label={translate({id: 'docs.feedback.label', message: 'Feedback on this page'})}
    >
      <div className={styles.row} role="group" aria-labelledby="docs-feedback-question">
        <span id="docs-feedback-question">
          <Translate id="docs.feedback.question">Was this page helpful?</Translate>
        </span>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-pressed={answer === 'yes'}
          onClick={() => setAnswer('yes')}
        >
          <Translate id="docs.feedback.yes">Yes</Translate>
        </button>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-pressed={answer === 'no'}
          onClick={() => setAnswer('no')}
        >
          <Translate id="docs.feedback.no">No</Translate>
        </button>
      </div>
      <p className={styles.answer} role="status">
        {answer === 'yes' &&
          report(
            'helpful',
            <Translate id="docs.feedback.thanks">
              Thank you. If you like, tell us what helped (opens a prefilled message)
            </Translate>,
          )}
        {answer === 'no' &&
          report(
            'not-helpful',
            <Translate id="docs.feedback.tellUs">
              Tell us what was missing or wrong (opens a prefilled report)
            </Translate>,
          )}
      </p>
      <p className={styles.report}>
        {report('problem', <Translate id="docs.feedback.report">Report a problem with this page</Translate>)}
      </p>
    </section>
  );
}
