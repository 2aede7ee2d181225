/** The words of the generated "what changed" sections, in every locale. `{from}` and `{to}` are version names. */
import type {Locale} from '../config/locales';
import type {FieldChangeKind, FieldLocation} from '../api/lib/versions/diff';

const vi = {
  summary:
    'So với {from}, phiên bản {to} có {added} thao tác mới, {removed} thao tác không còn, {changed} thao tác đổi tham số hoặc trường phản hồi và {moved} thao tác chỉ đổi đường dẫn.',
  summaryNote:
    'Danh sách dưới đây được tạo tự động từ đặc tả OpenAPI của hai phiên bản. Thao tác được ghép theo operationId, rồi theo trang tài liệu khi tên thao tác đã đổi.',
  added: 'Thao tác mới',
  addedIntro: 'Có trong tài liệu {to}, không có trong {from}.',
  removed: 'Thao tác không còn',
  removedIntro: 'Có trong tài liệu {from}, không có trong {to}.',
  changed: 'Thao tác thay đổi',
  changedIntro:
    'Có ở cả hai phiên bản, với tham số hoặc trường phản hồi khác nhau. Mỗi bảng liệt kê trường được thêm, bị bỏ, đổi kiểu hoặc đổi tính bắt buộc.',
  moved: 'Chỉ đổi đường dẫn',
  movedIntro: 'Có ở cả hai phiên bản, cùng tham số và trường phản hồi, nhưng phương thức hoặc đường dẫn khác.',
  none: 'Không có.',
  resource: 'Nhóm',
  operation: 'Thao tác',
  request: 'Request',
  where: 'Vị trí',
  field: 'Trường',
  change: 'Thay đổi',
  fieldChanges: '{count} thay đổi về trường',
  required: 'bắt buộc',
  nullable: 'có thể null',
  change_added: 'thêm',
  change_removed: 'bỏ',
  change_type: 'đổi kiểu',
  change_required: 'đổi bắt buộc',
  location_path: 'đường dẫn',
  location_query: 'query',
  location_header: 'header',
  location_cookie: 'cookie',
  location_body: 'body',
  location_response: 'phản hồi',
};

export type ChangesUiKey = keyof typeof vi;
export type ChangesUi = Record<ChangesUiKey, string>;

export const CHANGES_UI_TEXT: Record<Locale, ChangesUi> = {
  vi,
  en: {
    summary:
      'Compared with {from}, version {to} has {added} new operations, {removed} operations no longer there, {changed} operations with changed parameters or response fields, and {moved} operations that only moved to another path.',
    summaryNote:
      'The lists below are generated from the OpenAPI descriptions of both versions. Operations are matched by operationId, then by their doc page when the operation was renamed.',
    added: 'New operations',
    addedIntro: 'In the {to} docs, not in {from}.',
    removed: 'Operations no longer there',
    removedIntro: 'In the {from} docs, not in {to}.',
    changed: 'Changed operations',
    changedIntro:
      'In both versions, with different parameters or response fields. Each table lists the fields added, removed, or whose type or required flag changed.',
    moved: 'New path only',
    movedIntro: 'In both versions with the same parameters and response fields, but another method or path.',
    none: 'None.',
    resource: 'Resource',
    operation: 'Operation',
    request: 'Request',
    where: 'Where',
    field: 'Field',
    change: 'Change',
    fieldChanges: '{count} field changes',
    required: 'required',
    nullable: 'nullable',
    change_added: 'added',
    change_removed: 'removed',
    change_type: 'type changed',
    change_required: 'required changed',
    location_path: 'path',
    location_query: 'query',
    location_header: 'header',
    location_cookie: 'cookie',
    location_body: 'body',
    location_response: 'response',
  },
};

export function changesUi(locale: Locale): ChangesUi {
  return CHANGES_UI_TEXT[locale];
}

export const changeLabel = (ui: ChangesUi, kind: FieldChangeKind): string => ui[`change_${kind}`];
export const locationLabel = (ui: ChangesUi, location: FieldLocation): string => ui[`location_${location}`];

/** 'So với {from}…' with the values in place. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
