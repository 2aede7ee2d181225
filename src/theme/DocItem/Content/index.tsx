/**
 * Wraps the doc page's content (title and body) with the page actions menu
 * button (src/components/PageActions), floated by the title. It comes before
 * the content, so the title stays the page's first heading and the version
 * badge above keeps its place.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
