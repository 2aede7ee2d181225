/**
 * Links to the support channels of config/brand.ts, for pages that speak of
 * them (the how-to-read page's "Getting help" and "Report a problem"): a page
 * names no channel itself. The report link is completed with the page's URL,
 * version, locale and selected text when it is used (src/lib/docsReport.ts);
 * before that it names the site (the same on the server and in the browser,
 * also on the not-found page, which is rendered once for every URL).
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {brand} from '@site/config/brand';
import {reportHref} from '@site/src/lib/docsReport';
import {reportWords} from '@site/src/lib/reportWords';

export function SupportLink({children}: {children: ReactNode}): ReactNode {
  return (
    <a href={brand.support.help} data-support-link="">
      {children}
    </a>
  );
}

export function ReportLink({children}: {children: ReactNode}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const href = reportHref(
    {
      url: `${siteConfig.url}${siteConfig.baseUrl}`,
      version: '',
      locale: i18n.currentLocale,
      title: siteConfig.title,
    },
    brand.support.docsReport,
    reportWords(),
  );
  return (
    <a href={href} data-docs-report="problem" data-docs-report-template={brand.support.docsReport} rel="nofollow">
      {children}
    </a>
  );
}
