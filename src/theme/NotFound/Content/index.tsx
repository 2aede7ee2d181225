/**
 * The not-found page: the theme's title and its two sentences, which the
 * spec requires ("We could not find what you were looking for." and "Please
 * contact the owner of the site that linked you to the original URL and let
 * them know their link is broken."; their Vietnamese in i18n/vi/code.json),
 * then our own: it offers the support channel and a report of the broken
 * link (both from config/brand.ts; the report is completed with the URL when
 * it is used, src/lib/docsReport.ts). Then a way forward
 * (src/components/NotFoundHelp), and a meta description (the stock page has
 * none, which costs it in search engines and Lighthouse), written by the
 * theme's PageMetadata like every other page's. Replaces the theme's
 * component: a wrapper cannot add to its column.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';
import {ReportLink, SupportLink} from '@site/src/components/SupportLinks';

export default function NotFoundContent({className}: Props): ReactNode {
  const description = translate({
    id: 'notFound.meta.description',
    message:
      'This page does not exist. Search the API documentation, or go to the overview or the conventions page of your API version.',
  });
  return (
    <>
      <PageMetadata description={description} />
      {/* Marks the page for its CSS (no announcement bar: src/theme/AnnouncementBar.module.css), also in the static 404.html. */}
      <Head>
        <html data-page="not-found" />
      </Head>
      {/* The help (search and links) is in <main> too, where landmark navigation and "skip to content" lead. */}
      <main className={className}>
        <div className="container margin-vert--xl">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <Heading as="h1" className="hero__title">
                <Translate id="theme.NotFound.title" description="The title of the 404 page">
                  Page Not Found
                </Translate>
              </Heading>
              <p>
                <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                  We could not find what you were looking for.
                </Translate>
              </p>
              <p>
                <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                  Please contact the owner of the site that linked you to the original URL and let them know their link
                  is broken.
                </Translate>
              </p>
              <p>
                <Translate
                  id="notFound.p2"
                  values={{
                    report: (
                      <ReportLink>
                        <Translate id="notFound.p2.report">report the broken link</Translate>
                      </ReportLink>
                    ),
                    support: (
                      <SupportLink>
                        <Translate id="notFound.p2.support">the API support team</Translate>
                      </SupportLink>
                    ),
                  }}
                >
                  {
                    'The address may be mistyped, or the link that brought you here may be out of date. Search below, {report} so we can fix it, or ask {support}.'
                  }
                </Translate>
              </p>
            </div>
          </div>
        </div>
        <NotFoundHelp />
      </main>
    </>
  );
}
