/**
 * One endpoint of a public page, read into one form: its method and path,
 * the parameters and fields the page lists (by name, with what the page says
 * of them), its filters and their operators, the statuses it shows and the
 * shape of its answer. Every name it shows, with its nesting, is read by
 * ./endpoint-names.ts and compared with the source by ./nesting.ts.
 */
import {sameResponse, shownNames, type ShownName} from './endpoint-names';

export type EvidenceParam = {
  name: string;
  required?: boolean;
  type?: string;
  default?: string;
  values?: string[];
};

export type EvidenceFilter = {field: string; operators: string[]; type?: string};

export type EvidenceEndpoint = {
  version: string;
  page: string;
  /** `customer/sync#GET /api/v6/accounts/sync`: how a source points at it. */
  pointer: string;
  method: string;
  /** The path as the page writes it. */
  path: string;
  /** Method and path with every path parameter as `{}`: `GET /api/v6/accounts/{}`. */
  key: string;
  query: EvidenceParam[];
  body: EvidenceParam[];
  /** The fields a reader may choose (6.0 "Fields" tables). */
  selectable: EvidenceParam[];
  /** Field names of the answer the page shows (full paths as written: `data[].id`, `contacts[]`). */
  response: string[];
  filters: EvidenceFilter[];
  sort: string[];
  statusCodes: number[];
  /** Every name the endpoint shows, with its nesting (./endpoint-names.ts). */
  names: ShownName[];
  /** The page says this endpoint gives the same answer as another of its endpoints. */
  sameResponse: boolean;
  /** What the page says of the answer's shape, e.g. `bare array`. */
  shape?: string;
  raw: Record<string, unknown>;
};

/**
 * The name in a loosely written entry: `limit (50; 100 or 10)` → `limit`, `fields=a,b` → `fields`,
 * `account_type_names[] (array of names)` → `account_type_names`; undefined for a placeholder
 * (`filtering[<field>]`) or a note that names nothing.
 */
export function cleanName(raw: string): string | undefined {
  const head = raw.trim().split(/\s*[=(]|\s+|;/)[0] ?? '';
  const name = head.replace(/(?:\[\])+$/, '').replace(/[.,:]$/, '');
  if (!name || /[<>{}'"]/.test(name) || !/^[A-Za-z_]/.test(name)) return undefined;
  return name;
}

/** `{domain_crm}/api/callcenter/inbound?x=1` → `/api/callcenter/inbound`; `{id}`, `{{id}}`, `:id` → `{}`. */
export function normalizePath(raw: string): string {
  const withoutHost = raw.trim().replace(/^[^/]*?(?=\/?api\/)/, '');
  const absolute = withoutHost.startsWith('/') ? withoutHost : `/${withoutHost}`;
  return absolute
    .split(/[?#\s]/)[0]!
    .replace(/\{\{?[^}]*\}?\}|<[^>]*>|(?<=\/):[A-Za-z_]+/g, '{}')
    .replace(/\/+$/, '');
}

export const endpointKey = (method: string, path: string) => `${method.toUpperCase()} ${normalizePath(path)}`;

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function paramOf(item: unknown): EvidenceParam | undefined {
  if (typeof item === 'string') {
    const name = cleanName(item);
    return name ? {name} : undefined;
  }
  const record = asRecord(item);
  const name = typeof record?.name === 'string' ? cleanName(record.name) : undefined;
  if (!record || !name) return undefined;
  const values = Array.isArray(record.values)
    ? record.values.map(String)
    : asRecord(record.values)
      ? Object.keys(asRecord(record.values)!)
      : undefined;
  return {
    name,
    ...(typeof record.required === 'boolean' ? {required: record.required} : {}),
    ...(typeof record.type === 'string' ? {type: record.type} : {}),
    ...(record.default !== undefined && record.default !== null && record.default !== ''
      ? {default: String(record.default)}
      : {}),
    ...(values ? {values} : {}),
  };
}

/** The parameters of a table, each followed by the fields a row lists as its `items` (`account.account_code`). */
const params = (value: unknown): EvidenceParam[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const param = paramOf(item);
        if (!param) return [];
        const items = asRecord(item)?.items;
        const nested = Array.isArray(items)
          ? items.flatMap((i) => {
              const name = typeof i === 'string' ? cleanName(i) : undefined;
              return name ? [{name: `${param.name}.${name}`}] : [];
            })
          : [];
        return [param, ...nested];
      })
    : [];

function filtersOf(value: unknown): EvidenceFilter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): EvidenceFilter[] => {
    const record = asRecord(item);
    if (!record || typeof record.field !== 'string') return [];
    const operators = Array.isArray(record.operators) ? record.operators.map(String) : [];
    return [{field: record.field, operators, ...(typeof record.type === 'string' ? {type: record.type} : {})}];
  });
}

function sortOf(raw: Record<string, unknown>): string[] {
  const list = [raw.sort, raw.sorting].flatMap((v) => (Array.isArray(v) ? v : []));
  return list.flatMap((item) => {
    const record = asRecord(item);
    const field = typeof record?.field === 'string' ? record.field : typeof item === 'string' ? item : undefined;
    const name = field ? cleanName(field) : undefined;
    return name ? [name] : [];
  });
}

function responseOf(raw: Record<string, unknown>): string[] {
  const list = [raw.response_fields, raw.fields].flatMap((v) => (Array.isArray(v) ? v : []));
  return list.flatMap((item) => {
    const name =
      typeof item === 'string' ? item : typeof asRecord(item)?.name === 'string' ? String(asRecord(item)!.name) : '';
    return name
      .split(/\s*\/\s*/)
      .map((part) => part.trim().split(/\s+|\(/)[0]!)
      .filter((part) => /^[A-Za-z_]/.test(part));
  });
}

function statusCodesOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const match = /\d{3}/.exec(String(item));
    return match ? [Number(match[0])] : [];
  });
}

export function endpointOf(version: string, page: string, value: unknown, index: number): EvidenceEndpoint | undefined {
  const raw = asRecord(value);
  if (!raw || typeof raw.method !== 'string' || typeof raw.path !== 'string') return undefined;
  const method = raw.method.toUpperCase().trim();
  const path = raw.path.trim();
  void index;
  return {
    version,
    page,
    pointer: `${page}#${method} ${path}`,
    method,
    path,
    key: endpointKey(method, path),
    query: params(raw.query_params),
    body: params(raw.body_params),
    selectable: params(raw.selectable_fields),
    response: responseOf(raw),
    filters: filtersOf(raw.filters),
    sort: sortOf(raw),
    statusCodes: statusCodesOf(raw.status_codes),
    names: shownNames(raw),
    sameResponse: sameResponse(raw),
    ...(typeof raw.response_shape === 'string' ? {shape: raw.response_shape} : {}),
    raw,
  };
}
