/** The words of the generated convention blocks (`<ApiConvention>`), in every locale. */
import type {Locale} from '../api/lib/site';

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
  code: string;
  status: string;
  when: string;
  operation: string;
  request: string;
  identifiedBy: string;
  /** `{count}` endpoints (`{list}`) */
  usedOn: string;
  usedOnOne: string;
  noOperator: string;
  /** The field cell of a list that takes any `field:operator` key its pattern allows. */
  anyField: string;
  /** The meaning of each operator the API uses; an operator missing here reads `unknownOperator`. */
  operatorMeanings: Record<string, string>;
  unknownOperator: string;
  locator: {path: string; query: string; body: string; none: string};
  noStatus: string;
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
    code: 'Mã lỗi',
    status: 'Mã HTTP',
    when: 'Khi nào',
    operation: 'Thao tác',
    request: 'Yêu cầu',
    identifiedBy: 'Bản ghi được xác định bằng',
    usedOn: '{count} endpoint',
    usedOnOne: '1 endpoint',
    noOperator: '(không có toán tử)',
    anyField: 'Trường bất kỳ (nền tảng không công bố những trường nào có tác dụng)',
    operatorMeanings: {
      eq: 'Bằng giá trị',
      is: 'Là giá trị (trường trạng thái)',
      in: 'Thuộc danh sách',
      not_in: 'Không thuộc danh sách',
      contains: 'Chứa chuỗi',
      between: 'Trong khoảng [đầu, cuối], tính cả hai đầu',
      not_between: 'Ngoài khoảng [đầu, cuối]',
      gt: 'Lớn hơn',
      gte: 'Lớn hơn hoặc bằng',
      lt: 'Nhỏ hơn',
      lte: 'Nhỏ hơn hoặc bằng',
      empty: 'Trường trống (`1`) hoặc không trống (`0`)',
      '': 'Khóa không có toán tử: chỉ dùng được trên đúng các trường liệt kê ở endpoint đó',
    },
    unknownOperator: 'Xem trang của endpoint',
    locator: {
      path: '{names} trên đường dẫn',
      query: '{names} trong chuỗi truy vấn',
      body: '{names} trong thân yêu cầu',
      none: 'Không áp dụng',
    },
    noStatus: 'Không gắn với endpoint nào',
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
    code: 'Error code',
    status: 'HTTP status',
    when: 'When',
    operation: 'Operation',
    request: 'Request',
    identifiedBy: 'Record identified by',
    usedOn: '{count} endpoints',
    usedOnOne: '1 endpoint',
    noOperator: '(no operator)',
    anyField: 'Any field (the platform does not document which fields take effect)',
    operatorMeanings: {
      eq: 'Equals the value',
      is: 'Is the value (state fields)',
      in: 'In a list',
      not_in: 'Not in a list',
      contains: 'Contains the text',
      between: 'Within [start, end], both ends included',
      not_between: 'Outside [start, end]',
      gt: 'Greater than',
      gte: 'Greater than or equal to',
      lt: 'Less than',
      lte: 'Less than or equal to',
      empty: 'The field is empty (`1`) or not empty (`0`)',
      '': 'A key without an operator: only on the fields listed for that endpoint',
    },
    unknownOperator: "See the endpoint's page",
    locator: {
      path: '{names} in the path',
      query: '{names} in the query string',
      body: '{names} in the body',
      none: 'Not applicable',
    },
    noStatus: 'Not tied to any endpoint',
    noneRequired: 'No endpoint of this version requires `fields`.',
    noFilters: 'No endpoint of this version takes a `filtering` parameter.',
    noBareKeys: 'No endpoint of this version declares a filter key without an operator.',
  },
};

export function conventionsUi(locale: Locale): ConventionsUi {
  return UI[locale];
}
