/**
 * The not-found page: the spec's title and two sentences (the stock content),
 * then a way forward (src/components/NotFoundHelp), and a meta description
 * (the stock page has none, which costs it in search engines and Lighthouse),
 * written by the theme's PageMetadata like every other page's.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'notFound.meta.description',
    message:
      'This page does not exist. Search the API documentation, or go to the overview or the conventions page of your API version.',
  });
  return (
    <>
      <PageMetadata description={description} />
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
