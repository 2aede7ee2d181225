/**
 * What each version of versions.json is, in both languages: the API path
 * prefix its paths start with (checked against api/<v>/ by
 * scripts/check-versions.ts), who it is for and what sets it apart. The
 * landing page's cards and the llms.txt words are made from it, in the order
 * of versions.json. `pagination` and `filtering` are what an AI assistant
 * must get right in every list call (the agent section of /llms.txt); the
 * conventions page of the version says it in full.
 */
import type {Localized} from './locales';
import {LAST_VERSION, VERSIONS, versionRoot, type VersionName} from './versions';

export type VersionInfo = {
  /** Every path of the version starts with it: /api/v3, /api/v6, /api/v6.1. */
  apiPrefix: string;
  purpose: Localized;
  changes: Localized;
  /** How lists page, in one or two sentences of Markdown. */
  pagination: Localized;
  /** How lists filter, in one or two sentences of Markdown. */
  filtering: Localized;
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
    pagination: {
      vi: 'Danh sách khách hàng (`GET /api/v3/accounts`) dùng `page` và `limit`, còn các danh sách khác dùng `offset` và `limit`. Phản hồi có `total_record` chứ không có `has_more`: đọc tiếp khi `page < total_page`, hoặc khi `offset + limit < total_record`.',
      en: 'The customer list (`GET /api/v3/accounts`) takes `page` and `limit`; the other lists take `offset` and `limit`. Responses carry `total_record`, not `has_more`: read on while `page < total_page`, or while `offset + limit < total_record`.',
    },
    filtering: {
      vi: 'Không có tham số `filtering`: mỗi danh sách có tham số lọc riêng, tên cố định (ví dụ `q`, `order_date_from`, ngày dạng `YYYY-MM-DD`). Danh sách khách hàng lọc trường tùy chỉnh bằng `custom_fields[mã]=toán tử|giá trị`.',
      en: 'There is no `filtering` parameter: each list has its own named filter parameters (e.g. `q`, `order_date_from`, dates as `YYYY-MM-DD`). The customer list filters custom fields with `custom_fields[code]=operator|value`.',
    },
  },
  '6.0': {
    apiPrefix: '/api/v6',
    purpose: {
      vi: 'Dành cho CRM 6.0. Bổ sung báo giá, hợp đồng và trao đổi với khách hàng.',
      en: 'For tenants on CRM 6.0. Adds quotes, order contracts and customer comments.',
    },
    changes: {
      vi: 'Bản ghi được xác định bằng id trên đường dẫn; mọi danh sách dùng chung cú pháp fields, filtering, sort, direction, limit, offset.',
      en: 'Records by id in the path; one query style for every list: fields, filtering, sort, direction, limit, offset.',
    },
    pagination: {
      vi: '`limit` và `offset`, không có `page`. Phản hồi có `has_more`: gọi tiếp với `offset + limit` khi `has_more` là `true`.',
      en: '`limit` and `offset`, no `page`. Responses carry `has_more`: call again with `offset + limit` while `has_more` is `true`.',
    },
    filtering: {
      vi: '`filtering[trường:toán tử]=giá trị` trong query, ví dụ `filtering[phone_office:contains]=0912`; giá trị danh sách lặp lại khóa kèm `[]`; ngày giờ là Unix timestamp tính bằng giây. Khóa thiếu toán tử nhận `400`.',
      en: '`filtering[field:operator]=value` in the query, e.g. `filtering[phone_office:contains]=0912`; list values repeat the key with `[]`; dates and times are Unix timestamps in seconds. A key without an operator gets `400`.',
    },
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
    pagination: {
      vi: '`limit` và `offset`, không có `page`. Phản hồi có `has_more`: gọi tiếp với `offset + limit` khi `has_more` là `true`.',
      en: '`limit` and `offset`, no `page`. Responses carry `has_more`: call again with `offset + limit` while `has_more` is `true`.',
    },
    filtering: {
      vi: '`filtering[trường:toán tử]=giá trị` trong query, ví dụ `filtering[updated_at:gte]=2025-03-01%2000:00:00`; giá trị danh sách lặp lại khóa kèm `[]`. Danh sách công việc dùng `filter` thay cho `filtering`; định dạng ngày tùy từng danh sách, ghi trên trang endpoint. Khóa thiếu toán tử nhận `400`.',
      en: '`filtering[field:operator]=value` in the query, e.g. `filtering[updated_at:gte]=2025-03-01%2000:00:00`; list values repeat the key with `[]`. The task list takes `filter` instead of `filtering`; date formats differ per list and each endpoint page gives them. A key without an operator gets `400`.',
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
