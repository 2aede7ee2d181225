/**
 * The page's AI-readable formats, at the top of every doc page (in the page
 * actions' column, by the title): its Markdown twin and its version's
 * llms.txt. Early in the page, so that an agent reading the HTML learns of
 * them before the content (the Agent-Friendly Documentation Spec's llms.txt
 * directive); a small line, so that a reader is not kept from the title.
 * Plain <a> links: the files are written after the build (plugins/llms-txt),
 * outside the router.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import {LLMS_FILE, twinPath, versionFile} from '@site/config/llms';
import styles from './styles.module.css';

export default function AiFormats(): ReactNode {
  const {metadata} = useDoc();
  const version = useActiveVersion(undefined);
  return (
    // data-markdown-ignore: a line for readers of the HTML that the twin leaves out on purpose (the spec's
    // marker for content one audience gets and the other does not; the twin is the Markdown itself).
    <p className={styles.formats} data-markdown-ignore="">
      <a href={twinPath(metadata.permalink)} type="text/markdown">
        <Translate id="docs.aiFormats.markdown">View as Markdown</Translate>
      </a>
      {version && (
        <>
          {' · '}
          <a href={versionFile(version.path, LLMS_FILE)} type="text/plain">
            <span className={styles.hidden}>
              <Translate id="docs.aiFormats.llmsLabel">Page index for AI tools:</Translate>{' '}
            </span>
            {LLMS_FILE}
          </a>
        </>
      )}
    </p>
  );
}
