/**
 * Wraps the doc page footer with the links to the AI-readable versions of
 * the docs: this page's Markdown twin (also announced in the head as an
 * alternate) and the version's llms.txt. Plain <a> links: the files are
 * written after the build (plugins/llms-txt), outside the router.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import {LLMS_FILE, twinPath, versionFile} from '@site/config/llms';
import PageFeedback from '@site/src/components/PageFeedback';
import styles from './styles.module.css';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useActiveVersion(undefined);
  const twin = twinPath(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <p className={styles.formats}>
        <a href={twin} type="text/markdown">
          <Translate id="docs.aiFormats.markdown">View as Markdown</Translate>
        </a>
        {version && (
          <>
            {' · '}
            <a href={versionFile(version.path, LLMS_FILE)} type="text/plain">
              <Translate id="docs.aiFormats.llms" values={{file: LLMS_FILE}}>
                {'Page index for AI tools ({file})'}
              </Translate>
            </a>
          </>
        )}
      </p>
      <PageFeedback />
      <Footer />
    </>
  );
}
