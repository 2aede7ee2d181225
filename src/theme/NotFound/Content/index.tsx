/**
 * The not-found page: the spec's title and two sentences (the stock content),
 * then a way forward (src/components/NotFoundHelp).
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
