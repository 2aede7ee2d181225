/**
 * What each version of versions.json is, in both languages: the API path
 * prefix its paths start with (checked against api/<v>/ by
 * scripts/check-versions.ts), who it is for and what sets it apart. The
 * landing page's cards and the llms.txt words are made from it, in the order
 * of versions.json. How lists page and filter is not here: the agent section
 * of /llms.txt takes it from the partials the pages show (plugins/llms-txt).
 */
import type {Localized} from './locales';
import {LAST_VERSION, VERSIONS, versionRoot, type VersionName} from './versions';
import {brand} from './brand';

export type VersionInfo = {
  /** Every path of the version starts with it: /api/v3, /api/v6, /api/v6.1. */
  apiPrefix: string;
  purpose: Localized;
  changes: Localized;
  /**
   * The landing page's first request (src/components/QuickStart): a list of customers, its path after the
   * prefix and its query, the doc page of that list and the page that says how to authenticate (doc paths of
   * the version, checked by scripts/check-versions.ts).
   */
  firstRequest: {path: string; query: string; page: string; authentication: string};
};

export const VERSION_INFO: Readonly<Record<VersionName, VersionInfo>> = {
  '4.0': {
    apiPrefix: '/api/v3',
    purpose: {
      vi: 'Phiên bản phần lớn CRM đang chạy. Khách hàng, đơn hàng, sản phẩm, phiếu hỗ trợ và callback tổng đài.',
      en: 'The version most tenants run. Customers, orders, products, tickets and the call-centre callbacks.',
    },
    changes: {
      vi: 'Danh sách khách hàng phân trang bằng page và limit; đơn hàng và tồn kho bằng offset và limit; có bộ lọc trường tùy chỉnh.',
      en: 'Customer lists page with page and limit; orders and inventory with offset and limit; custom-field filters.',
    },
    firstRequest: {path: '/accounts', query: 'page=1&limit=20', page: 'customer/list', authentication: 'intro'},
  },
  '6.0': {
    apiPrefix: '/api/v6',
    purpose: {
      vi: 'Dành cho CRM 6.0. Bổ sung báo giá, hợp đồng và trao đổi với khách hàng.',
      en: 'For tenants on CRM 6.0. Adds quotes, order contracts and customer comments.',
    },
    changes: {
      vi: 'Bản ghi được xác định bằng id trên đường dẫn; các danh sách dùng chung một cú pháp truy vấn (fields, filtering, sort, direction, limit, offset), mỗi danh sách nhận những tham số trang của nó liệt kê.',
      en: 'Records by id in the path; lists share one query style (fields, filtering, sort, direction, limit, offset), each taking those its page lists.',
    },
    firstRequest: {path: '/accounts', query: 'limit=20&offset=0', page: 'customer/list', authentication: 'needed_info'},
  },
  '6.1': {
    apiPrefix: '/api/v6.1',
    purpose: {
      vi: 'Dành cho CRM 6.1. Bổ sung công việc, đơn mua hàng, chiến dịch và báo cáo khách hàng.',
      en: 'For tenants on CRM 6.1. Adds tasks, purchase orders, campaigns and customer reports.',
    },
    changes: {
      vi: 'Bản ghi được xác định bằng mã nghiệp vụ (account_code, order_code…) trong query hoặc body; đường dẫn số ít cho một bản ghi.',
      en: 'Records by business code (account_code, order_code…) in the query or body; singular paths for one record.',
    },
    firstRequest: {
      path: '/accounts',
      query: 'fields=id,account_code,account_name&limit=20&offset=0',
      page: 'account/list',
      authentication: 'needed_info',
    },
  },
};

/** A version's entry; a version of versions.json without one is an error that names this file. */
export function versionInfo(
  version: VersionName,
  info: Readonly<Record<VersionName, VersionInfo>> = VERSION_INFO,
): VersionInfo {
  const entry = info[version];
  if (!entry) throw new Error(`config/version-info.ts has no entry for version ${version} of versions.json`);
  return entry;
}

export type VersionCard = VersionInfo & {version: VersionName; to: string; isDefault: boolean};

/** One card per version, in the order of versions.json; the last version (served at /docs) is the default. */
export function versionCards(
  versions: readonly VersionName[] = VERSIONS,
  info: Readonly<Record<VersionName, VersionInfo>> = VERSION_INFO,
  lastVersion: VersionName = LAST_VERSION,
): VersionCard[] {
  const ordered = [lastVersion, ...versions.filter((v) => v !== lastVersion).reverse()];
  return ordered.map((version) => ({
    version,
    ...versionInfo(version, info),
    to: versionRoot(version, lastVersion),
    isDefault: version === lastVersion,
  }));
}

/** The newest version (first in versions.json). */
export const NEWEST_VERSION: VersionName = VERSIONS[0];

/**
 * The cURL command of a version's first request, as the landing page's quick start shows it
 * (tests/samples/quick-start.test.ts runs it against each version's mock).
 */
export function firstRequestCurl(card: VersionCard): string {
  const {path, query} = card.firstRequest;
  return `curl --globoff "${brand.apiHost.pattern}${card.apiPrefix}${path}?${query}" \\
  -H "X-API-KEY: YOUR_API_KEY" \\
  -H "Accept: application/json"`;
}
