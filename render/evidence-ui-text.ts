/** The words of the evidence marks (render/evidence.ts), in every locale. `{…}` are filled in. */
import type {Locale} from '../config/locales';

const vi = {
  published: 'Nguồn: trang công khai của nền tảng.',
  derived:
    'Nguồn: suy ra từ phiên bản {from}, nơi nền tảng công bố [thao tác tương ứng]({link}). Trang công khai của phiên bản này không có thao tác này.',
  derivedNoLink: 'Nguồn: suy ra từ phiên bản {from}. Trang công khai của phiên bản này không có thao tác này.',
  clients:
    'Nguồn: chỉ thấy trong {count} chương trình tích hợp công khai, trang của nền tảng không có. Hãy thử trên CRM của bạn trước khi dựa vào.',
  clientsOne:
    'Nguồn: chỉ thấy trong một chương trình tích hợp công khai, trang của nền tảng không có. Hãy thử trên CRM của bạn trước khi dựa vào.',
  clientsCalls:
    'Nguồn: chỉ thấy trong chương trình tích hợp công khai (lời gọi {calls} của api/evidence/client-calls.json), trang của nền tảng không có. Hãy thử trên CRM của bạn trước khi dựa vào.',
  unpublished: 'Nguồn: không được công bố. {advice}',
  unpublishedAdvice:
    'Không nguồn công khai nào có thao tác này. Đường dẫn được đặt theo quy tắc đặt tên của phiên bản. Hãy thử trên CRM của bạn (hoặc máy chủ giả lập) trước khi dựa vào nó.',
  about: 'Về các nguồn',
  /** The line's sum of the details (render/evidence-marks.ts): one and many forms, `{count}` filled in. */
  summaryPublished: {
    one: '{count} trường của thao tác này có trên trang công khai của phiên bản {version}.',
    many: '{count} trường của thao tác này có trên trang công khai của phiên bản {version}.',
  },
  summaryMarked: 'Có dấu bên dưới: {parts}. Hãy thử trên CRM của bạn hoặc máy chủ giả lập trước khi dựa vào.',
  detail_fields: {one: '{count} trường', many: '{count} trường'},
  detail_values: {one: '{count} danh sách giá trị cho phép', many: '{count} danh sách giá trị cho phép'},
  detail_statuses: {one: '{count} mã trạng thái', many: '{count} mã trạng thái'},
  weaker_derived: 'suy ra từ phiên bản khác',
  weaker_clients: 'chỉ thấy ở chương trình tích hợp',
  weaker_unpublished: 'không được công bố',
  and: ' và ',
  /** The sources page's generated block (`<ApiConvention name="evidence-coverage"/>`). */
  kind: 'Loại',
  operations: 'Thao tác',
  fields: 'Tham số và trường',
  enumValues: 'Giá trị liệt kê',
  status_published: 'Công bố',
  status_derived: 'Suy ra',
  status_clients: 'Chỉ thấy ở chương trình tích hợp',
  status_unpublished: 'Không công bố',
  pagesFound:
    'Trang công khai của phiên bản {version}: tìm thấy {found} trong {total} trang. Chương trình tích hợp công khai: {clients} chương trình, {calls} lời gọi tới phiên bản này.',
  list_derived: 'Thao tác suy ra từ phiên bản khác',
  list_clients: 'Thao tác chỉ thấy ở chương trình tích hợp',
  list_unpublished: 'Thao tác không được công bố',
  from: 'từ {from}',
  none: 'Không có.',
};

export type EvidenceWords = typeof vi;

export const EVIDENCE_WORDS: Record<Locale, EvidenceWords> = {
  vi,
  en: {
    published: "Source: the platform's published page.",
    derived:
      "Source: derived from version {from}, where the platform publishes [the same operation]({link}); this version's public pages do not show it.",
    derivedNoLink: "Source: derived from version {from}; this version's public pages do not show it.",
    clients:
      "Source: seen only in {count} public client programs, not on the platform's pages: try it on your CRM before you rely on it.",
    clientsOne:
      "Source: seen only in one public client program, not on the platform's pages: try it on your CRM before you rely on it.",
    clientsCalls:
      "Source: seen only in public client programs (calls {calls} of api/evidence/client-calls.json), not on the platform's pages: try it on your CRM before you rely on it.",
    unpublished: 'Source: not published. {advice}',
    unpublishedAdvice:
      "Nothing public shows this operation; its path follows the version's naming. Try it on your CRM (or the mock server) before you build on it.",
    about: 'About sources',
    summaryPublished: {
      one: '{count} of its fields is shown on the public pages of version {version}.',
      many: '{count} of its fields are shown on the public pages of version {version}.',
    },
    summaryMarked: 'Marked below: {parts}. Try them on your CRM or the mock server before you rely on them.',
    detail_fields: {one: '{count} field', many: '{count} fields'},
    detail_values: {one: '{count} list of allowed values', many: '{count} lists of allowed values'},
    detail_statuses: {one: '{count} status', many: '{count} statuses'},
    weaker_derived: 'derived from another version',
    weaker_clients: 'seen only in client programs',
    weaker_unpublished: 'not published',
    and: ' and ',
    kind: 'Kind',
    operations: 'Operations',
    fields: 'Parameters and fields',
    enumValues: 'Enumerated values',
    status_published: 'Published',
    status_derived: 'Derived',
    status_clients: 'Seen in client programs only',
    status_unpublished: 'Not published',
    pagesFound:
      "The platform's public documentation of version {version}: {found} of {total} pages found. Public client programs: {clients} programs, {calls} calls to this version.",
    list_derived: 'Operations derived from another version',
    list_clients: 'Operations seen in client programs only',
    list_unpublished: 'Operations not published',
    from: 'from {from}',
    none: 'None.',
  },
};
