/**
 * Wraps the doc page footer: announces the page's Markdown twin in the head
 * (an alternate, for tools that read the head; the page links the twin at
 * its top, src/components/AiFormats) and ends the page with the feedback
 * question (src/components/PageFeedback).
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/config/llms';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
      </Head>
      <PageFeedback />
      <Footer />
    </>
  );
}
