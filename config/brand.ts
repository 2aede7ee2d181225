/**
 * The one place that holds the brand. Whoever deploys the site changes
 * these values and nothing else: every page, the navbar, the footer, the
 * code samples and the OpenAPI downloads read them from here.
 * The site deliberately names no real company.
 */
import type {Localized} from './locales';

export const brand = {
  title: {
    vi: 'Tài liệu API tích hợp CRM',
    en: 'CRM Integration API',
  },
  tagline: {
    vi: 'Kết nối cửa hàng, phần mềm kế toán, tổng đài và chatbot với CRM qua REST API.',
    en: 'Connect shops, accounting tools, call centres and chat bots to the CRM over its REST API.',
  },
  copyright: {
    vi: `Bản quyền © ${new Date().getFullYear()} Nhóm tài liệu API CRM. Nội dung phát hành để hỗ trợ tích hợp.`,
    en: `Copyright © ${new Date().getFullYear()} CRM API documentation team. Published to help integrators.`,
  },
  logo: {
    alt: {vi: 'Biểu trưng tài liệu API CRM', en: 'CRM API docs logo'},
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
  },
  /** Production URL of the docs site itself (used for canonical links and the sitemap). */
  siteUrl: 'https://docs.crm-api.example',
  /**
   * The API host shown to readers. `{your-domain}` is the placeholder the
   * reader replaces with their own CRM tenant's domain.
   */
  apiHost: {
    pattern: 'https://{your-domain}',
    placeholder: '{your-domain}',
    exampleDomain: 'your-company.crm.example',
  },
  /**
   * Where readers get help and report a docs problem. Only this file names
   * them: the footer, "Getting help", the not-found page and the report link
   * at the end of every doc page read them from here.
   */
  support: {
    /** Where an integrator asks about the API's behaviour (a web page or a mailto: address). */
    help: 'https://support.crm-api.example',
    /**
     * Where a docs problem is reported, as a URL template: `{title}` and
     * `{body}` are replaced, URL-encoded, by a one-line subject and a text
     * that gives the page's URL, version and locale (and the selected text).
     * A mailto: address or an issue form such as
     * `https://git.example/docs/issues/new?title={title}&body={body}`.
     */
    docsReport: 'mailto:docs@crm-api.example?subject={title}&body={body}',
  },
} as const satisfies {
  title: Localized;
  tagline: Localized;
  copyright: Localized;
  logo: {alt: Localized; src: string; srcDark: string};
  siteUrl: string;
  apiHost: {pattern: string; placeholder: string; exampleDomain: string};
  support: {help: `${'https' | 'mailto'}:${string}`; docsReport: `${'https' | 'mailto'}:${string}{body}${string}`};
};
