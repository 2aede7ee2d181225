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
