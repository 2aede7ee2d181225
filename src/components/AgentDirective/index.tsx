/**
 * The first thing in every page's HTML, and hidden from people (the `hidden`
 * attribute: not drawn, not read aloud): one sentence that tells an AI agent
 * reading the HTML where the same content is in Markdown. On a doc page it
 * names the page's twin, its version's llms.txt and the locale's llms.txt;
 * elsewhere the locale's llms.txt. The Agent-Friendly Documentation Spec asks
 * for this directive near the top of each page, before the navigation: an
 * agent that converts the HTML meets it before the navbar and the sidebar.
 * The people's version is the "View as Markdown" line by the title
 * (src/components/AiFormats).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {LLMS_FILE, twinPath, versionFile} from '@site/config/llms';

export default function AgentDirective(): ReactNode {
  const {activeDoc, activeVersion} = useActiveDocContext(undefined);
  const index = useBaseUrl(`/${LLMS_FILE}`);
  const text =
    activeDoc && activeVersion
      ? translate(
          {
            id: 'docs.agentDirective.doc',
            message:
              'For AI agents: this page in Markdown is {twin}. Every page of API {version} is listed in {versionIndex}, and every version in {index}.',
          },
          {
            twin: twinPath(activeDoc.path),
            version: activeVersion.label,
            versionIndex: versionFile(activeVersion.path, LLMS_FILE),
            index,
          },
        )
      : translate(
          {
            id: 'docs.agentDirective.site',
            message: 'For AI agents: every page of these docs is listed, with a link to its Markdown, in {index}.',
          },
          {index},
        );
  return (
    <p hidden data-agent-directive="">
      {text}
    </p>
  );
}
