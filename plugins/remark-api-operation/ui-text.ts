/** The words the generated API sections use, in every locale. */
import type {Locale} from '../../config/locales';

const vi = {
  parameters: 'Tham số',
  pathParameters: 'Tham số đường dẫn',
  queryParameters: 'Tham số query',
  headerParameters: 'Tham số header',
  cookieParameters: 'Tham số cookie',
  bodyParameters: 'Tham số body (JSON)',
  noParameters: 'Endpoint này không nhận tham số.',
  requestExample: 'Ví dụ yêu cầu',
  responses: 'Phản hồi',
  responseFields: 'Các trường trong phản hồi:',
  errors: 'Lỗi',
  errorsIntro: 'Các lỗi endpoint này có thể trả về. Mọi phản hồi lỗi có cùng cấu trúc, xem ',
  errorsLink: 'định dạng lỗi',
  name: 'Tên',
  type: 'Kiểu',
  required: 'Bắt buộc',
  description: 'Mô tả',
  yes: 'Có',
  no: 'Không',
  nullable: 'có thể null',
  allowedValues: 'Giá trị cho phép:',
  defaultValue: 'Mặc định:',
  status: 'Mã HTTP',
  errorCode: 'Mã lỗi',
  authentication: 'Xác thực:',
  authIn_header: 'header',
  authIn_query: 'tham số query',
  authIn_cookie: 'cookie',
  authLink: 'cách lấy và gửi thông tin xác thực',
};

export type UiKey = keyof typeof vi;

export const UI_TEXT: Record<Locale, Record<UiKey, string>> = {
  vi,
  en: {
    parameters: 'Parameters',
    pathParameters: 'Path parameters',
    queryParameters: 'Query parameters',
    headerParameters: 'Header parameters',
    cookieParameters: 'Cookie parameters',
    bodyParameters: 'Body parameters (JSON)',
    noParameters: 'This endpoint takes no parameters.',
    requestExample: 'Request example',
    responses: 'Responses',
    responseFields: 'Response fields:',
    errors: 'Errors',
    errorsIntro: 'The errors this endpoint can return. Every error response has the same shape: see ',
    errorsLink: 'the error format',
    name: 'Name',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'Yes',
    no: 'No',
    nullable: 'nullable',
    allowedValues: 'Allowed values:',
    defaultValue: 'Default:',
    status: 'Status',
    errorCode: 'Error code',
    authentication: 'Authentication:',
    authIn_header: 'header',
    authIn_query: 'query parameter',
    authIn_cookie: 'cookie',
    authLink: 'how to get and send credentials',
  },
};

export type Ui = Record<UiKey, string>;

export function uiText(locale: Locale): Ui {
  return UI_TEXT[locale];
}
