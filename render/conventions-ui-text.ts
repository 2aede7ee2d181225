/** The words of the generated convention blocks (`<ApiConvention>`), in every locale. */
import type {Locale} from '../api/lib/pages/site';

export type ConventionsUi = {
  operator: string;
  meaning: string;
  example: string;
  endpoint: string;
  acceptedBy: string;
  field: string;
  operators: string;
  key: string;
  type: string;
  required: string;
  yes: string;
  no: string;
  operation: string;
  request: string;
  identifiedBy: string;
  /** `{count}` endpoints (`{list}`) */
  usedOn: string;
  usedOnOne: string;
  noOperator: string;
  /** The field cell of a list that takes any `field:operator` key its pattern allows. */
  anyField: string;
  /** What a key without an operator means (an operator's meaning is its `x-operators` text in the source). */
  noOperatorMeaning: string;
  unknownOperator: string;
  /** The accepted-by cell of an operator no endpoint's page lists. */
  usedOnNone: string;
  /** After an example whose endpoint or key no public page or client program shows. */
  unpublishedExample: string;
  locator: {path: string; query: string; body: string; none: string};
  noneRequired: string;
  noFilters: string;
  noBareKeys: string;
};

const UI: Record<Locale, ConventionsUi> = {
  vi: {
    operator: 'Toán tử',
    meaning: 'Ý nghĩa',
    example: 'Ví dụ',
    endpoint: 'Endpoint',
    acceptedBy: 'Dùng ở',
    field: 'Trường',
    operators: 'Toán tử',
    key: 'Khóa',
    type: 'Kiểu',
    required: 'Bắt buộc',
    yes: 'Có',
    no: 'Không',
    operation: 'Thao tác',
    request: 'Request',
    identifiedBy: 'Bản ghi được xác định bằng',
    usedOn: '{count} endpoint',
    usedOnOne: '1 endpoint',
    noOperator: '(không có toán tử)',
    anyField: 'Trường bất kỳ (nền tảng không công bố những trường nào có tác dụng)',
    noOperatorMeaning: 'Khóa viết không có toán tử, như trang của endpoint viết; nền tảng không nói nó so sánh ra sao',
    unknownOperator: 'Xem trang của endpoint',
    usedOnNone: 'Không trang endpoint nào liệt kê',
    unpublishedExample: '(không có trên trang công khai)',
    locator: {
      path: '{names} trên đường dẫn',
      query: '{names} trong query string',
      body: '{names} trong body',
      none: 'Không áp dụng',
    },
    noneRequired: 'Không endpoint nào của phiên bản này bắt buộc `fields`.',
    noFilters: 'Không endpoint nào của phiên bản này có tham số `filtering`.',
    noBareKeys: 'Không endpoint nào của phiên bản này khai báo khóa lọc không có toán tử.',
  },
  en: {
    operator: 'Operator',
    meaning: 'Meaning',
    example: 'Example',
    endpoint: 'Endpoint',
    acceptedBy: 'Accepted by',
    field: 'Field',
    operators: 'Operators',
    key: 'Key',
    type: 'Type',
    required: 'Required',
    yes: 'Yes',
    no: 'No',
    operation: 'Operation',
    request: 'Request',
    identifiedBy: 'Record identified by',
    usedOn: '{count} endpoints',
    usedOnOne: '1 endpoint',
    noOperator: '(no operator)',
    anyField: 'Any field (the platform does not document which fields take effect)',
    noOperatorMeaning:
      "A key written without an operator, as the endpoint's page writes it; the platform does not say how it compares",
    unknownOperator: "See the endpoint's page",
    usedOnNone: "No endpoint's page lists it",
    unpublishedExample: '(not on a public page)',
    locator: {
      path: '{names} in the path',
      query: '{names} in the query string',
      body: '{names} in the body',
      none: 'Not applicable',
    },
    noneRequired: 'No endpoint of this version requires `fields`.',
    noFilters: 'No endpoint of this version takes a `filtering` parameter.',
    noBareKeys: 'No endpoint of this version declares a filter key without an operator.',
  },
};

export function conventionsUi(locale: Locale): ConventionsUi {
  return UI[locale];
}
