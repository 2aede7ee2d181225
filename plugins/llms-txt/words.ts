/** The words of the AI-readable files (llms.txt, llms-full.txt, Markdown twins), in every locale. */
import type {Locale} from '../../config/locales';
import {versionCards, type VersionCard} from '../../config/version-info';
import {fill} from '../../render/changes-ui-text';

type Words = {
  /** Section of the pages outside any sidebar category. */
  overview: string;
  /** Section of the pages in no sidebar. */
  otherPages: string;
  versions: string;
  fullText: string;
  optional: string;
  /** `{version}` is a version name. */
  versionTitle: string;
  defaultVersion: string;
  versionIndex: string;
  versionFull: string;
  fullTextOf: string;
  versionIntro: string;
  /** Template with {count} and {versions}, made by rootIntro(). */
  rootIntro: string;
  numbers: string[];
  and: string;
  defaultVersionPrefix: string;
  versionPrefix: string;
  otherLocale: string;
  otherLocaleText: string;
  openapi: string;
  source: string;
  downloads: {openapiJson: string; openapiYaml: string; postman: string};
  admonitions: Record<string, string>;
  /** The /llms.txt section for AI assistants: heading, two paragraphs, one item per version. */
  agents: string;
  /** {prefixes}: every version's path prefix; {default}: the default version. */
  agentsVersion: string;
  agentsSources: string;
  /** {version}, {title}: the conventions page's title. */
  agentsItemTitle: string;
  /** {prefix}, {section} (the which-version section's title), {auth}, {pagination}, {filtering}, {openapi} (a link). */
  agentsItem: string;
  /** How a credential is sent, {name} its name. */
  authIn: Record<'header' | 'query' | 'cookie', string>;
  /** The words of every doc page's version badge (theme.docs.versionBadge.label, src/theme/DocVersionBadge), {label} its version menu entry. */
  versionBadge: string;
  /**
   * The line under a twin's title: {badge} (the page's version badge), then where the AI-readable indexes
   * are, {version}, {index} (a link to the version's llms.txt) and {root} (a link to the locale's llms.txt).
   */
  twinNote: string;
};

const WORDS: Record<Locale, Words> = {
  vi: {
    overview: 'Tổng quan',
    otherPages: 'Trang khác',
    versions: 'Phiên bản API',
    fullText: 'Toàn văn',
    optional: 'Optional',
    versionTitle: 'API {version}',
    defaultVersion: '(mặc định)',
    versionIndex: 'Danh mục các trang của API {version}, mỗi trang kèm bản Markdown.',
    versionFull: 'Mọi trang của API {version} trong một tệp Markdown.',
    fullTextOf: 'Toàn văn API {version}',
    versionIntro:
      'Mỗi liên kết dưới đây trỏ tới bản Markdown của một trang. Trong các ví dụ, thay `{your-domain}` bằng tên miền CRM của bạn và `YOUR_API_KEY` bằng API key. Toàn bộ tài liệu của phiên bản này trong một tệp: {full}.',
    rootIntro:
      'Tài liệu có {count} phiên bản API: {versions}. Hãy dùng phiên bản mà CRM của bạn đang chạy. Mỗi phiên bản có danh mục trang (llms.txt), toàn văn (llms-full.txt) và đặc tả OpenAPI.',
    numbers: ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín', 'mười'],
    and: ' và ',
    defaultVersionPrefix: '{version} (mặc định, đường dẫn `{prefix}`)',
    versionPrefix: '{version} (`{prefix}`)',
    otherLocale: 'English',
    otherLocaleText: 'The same documentation in English.',
    openapi: 'Đặc tả OpenAPI 3.1 của API {version}, dạng JSON.',
    source: 'Nguồn',
    downloads: {openapiJson: 'OpenAPI 3.1 (JSON)', openapiYaml: 'OpenAPI 3.1 (YAML)', postman: 'Bộ sưu tập Postman'},
    admonitions: {
      note: 'Ghi chú',
      tip: 'Mẹo',
      info: 'Thông tin',
      warning: 'Cảnh báo',
      caution: 'Cảnh báo',
      danger: 'Nguy hiểm',
      important: 'Quan trọng',
    },
    agents: 'Hướng dẫn cho trợ lý AI',
    agentsVersion:
      'Hãy trả lời theo đúng phiên bản API mà CRM của người dùng đang chạy, và đừng trộn các phiên bản: đường dẫn, cách định danh bản ghi, phân trang và bộ lọc của mỗi phiên bản một khác. Nếu chưa rõ phiên bản, hãy hỏi người dùng, hoặc gọi thử một danh sách nhẹ (một bản ghi, kèm API key) trên từng tiền tố {prefixes}: `200` nghĩa là CRM phục vụ phiên bản đó; phản hồi khác nghĩa là không, hoặc API key sai. Trang quy ước của mỗi phiên bản (bên dưới) có một mục hướng dẫn cách thử. Nếu không hỏi được, hãy bắt đầu với {default}, phiên bản phần lớn CRM đang chạy, và nói rõ với người dùng rằng bạn đã giả định như vậy.',
    agentsSources:
      'Với tên tham số, thân yêu cầu và phản hồi chính xác, hãy dựa vào tệp OpenAPI của phiên bản thay vì suy ra từ ví dụ; các trang tài liệu giải thích quy ước và những lỗi tích hợp hay gặp. Trong mã viết cho người dùng, giữ nguyên `{your-domain}` và `YOUR_API_KEY` để họ tự điền tên miền CRM và API key của mình.',
    agentsItemTitle: 'API {version}: {title}',
    agentsItem:
      'đường dẫn bắt đầu bằng `{prefix}`. Cách xác định phiên bản: mục “{section}”. Xác thực: {auth}. Phân trang: {pagination} Lọc: {filtering} Đặc tả chính xác: tệp OpenAPI {openapi}.',
    authIn: {header: 'header `{name}`', query: 'tham số query `{name}`', cookie: 'cookie `{name}`'},
    versionBadge: 'Phiên bản: {label}',
    twinNote:
      '{badge}. Dành cho công cụ AI: các trang của API {version} ở dạng Markdown được liệt kê trong {index}, mọi phiên bản trong {root}.',
  },
  en: {
    overview: 'Overview',
    otherPages: 'Other pages',
    versions: 'API versions',
    fullText: 'Full text',
    optional: 'Optional',
    versionTitle: 'API {version}',
    defaultVersion: '(default)',
    versionIndex: 'Index of the API {version} pages, each with its Markdown version.',
    versionFull: 'Every page of API {version} in one Markdown file.',
    fullTextOf: 'API {version} full text',
    versionIntro:
      'Each link below points to the Markdown version of a page. In the samples, replace `{your-domain}` with your CRM domain and `YOUR_API_KEY` with your API key. The whole documentation of this version in one file: {full}.',
    rootIntro:
      'The documentation covers {count} API versions: {versions}. Use the version your CRM runs. Each version has a page index (llms.txt), its full text (llms-full.txt) and an OpenAPI description.',
    numbers: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    and: ' and ',
    defaultVersionPrefix: '{version} (the default, paths under `{prefix}`)',
    versionPrefix: '{version} (`{prefix}`)',
    otherLocale: 'Tiếng Việt',
    otherLocaleText: 'Tài liệu này bằng tiếng Việt.',
    openapi: 'The OpenAPI 3.1 description of API {version}, as JSON.',
    source: 'Source',
    downloads: {openapiJson: 'OpenAPI 3.1 (JSON)', openapiYaml: 'OpenAPI 3.1 (YAML)', postman: 'Postman collection'},
    admonitions: {
      note: 'Note',
      tip: 'Tip',
      info: 'Info',
      warning: 'Warning',
      caution: 'Caution',
      danger: 'Danger',
      important: 'Important',
    },
    agents: 'Instructions for AI assistants',
    agentsVersion:
      "Answer from the API version the user's CRM runs, and never mix versions: paths, record identifiers, pagination and filters differ between them. When the version is unknown, ask the user, or call a light list (one record, with the API key) under each prefix {prefixes}: `200` means the CRM serves that version; any other answer means it does not, or that the key is wrong. Each version's conventions page (below) has a section on this check. If you cannot ask, start with {default}, the version most tenants run, and tell the user you assumed it.",
    agentsSources:
      "For exact parameter names, request bodies and responses, rely on the version's OpenAPI file rather than inferring them from examples; the pages explain the conventions and the integration mistakes people often make. In code for the user, keep `{your-domain}` and `YOUR_API_KEY` as they are, for the user's CRM domain and API key.",
    agentsItemTitle: 'API {version}: {title}',
    agentsItem:
      'paths start with `{prefix}`. Which version: section “{section}”. Authentication: {auth}. Pagination: {pagination} Filters: {filtering} Exact schemas: the OpenAPI file {openapi}.',
    authIn: {header: 'header `{name}`', query: 'query parameter `{name}`', cookie: 'cookie `{name}`'},
    versionBadge: 'Version: {label}',
    twinNote:
      '{badge}. For AI tools: the pages of API {version} in Markdown are listed in {index}, every version in {root}.',
  },
};

export function words(locale: Locale): Words {
  return WORDS[locale];
}

/**
 * The opening sentence of /llms.txt: every version of versions.json with its
 * path prefix (config/version-info.ts), the default one first.
 */
export function rootIntro(locale: Locale, cards: readonly VersionCard[] = versionCards()): string {
  const w = WORDS[locale];
  const named = cards.map((c) =>
    fill(c.isDefault ? w.defaultVersionPrefix : w.versionPrefix, {version: c.version, prefix: c.apiPrefix}),
  );
  const versions = named.length > 1 ? `${named.slice(0, -1).join(', ')}${w.and}${named.at(-1)}` : (named[0] ?? '');
  return fill(w.rootIntro, {count: w.numbers[cards.length] ?? String(cards.length), versions});
}
