/**
 * Wraps the docs root so that an unknown URL under a docs version
 * (/en/docs/6.0/nope) keeps the not-found page's title.
 *
 * The server answers such a URL with 404.html ("Page Not Found | …"). On the
 * client the URL matches the version's route, whose root renders only the
 * not-found content, without its title, so the tab fell back to the site
 * title once React had loaded. Here that case also sets the page title.
 */
import type {ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type {Props} from '@theme/DocRoot';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';

export default function DocRootWrapper(props: Props): ReactNode {
  const isNotFound = useDocRootMetadata(props) === null;
  return (
    <>
      {isNotFound && <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />}
      <DocRoot {...props} />
    </>
  );
}
