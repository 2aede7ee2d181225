/**
 * Puts the agents' llms.txt directive (src/components/AgentDirective) first in
 * the page, before the skip link, the navbar and the sidebar.
 */
import type {ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import AgentDirective from '@site/src/components/AgentDirective';

export default function SkipToContentWrapper(): ReactNode {
  return (
    <>
      <AgentDirective />
      <SkipToContent />
    </>
  );
}
