/**
 * Every name one endpoint of a public page shows, with its nesting, read from
 * each shape the facts files use (api/evidence/api-facts-*.json):
 *
 * - parameter tables (`query_params`, `body_params`) whose names may be paths
 *   (`order_info.account_code`, `contacts[].first_name`,
 *   `saved_order_details.*.id`) and whose rows may list their fields as
 *   `items` (`account` → `account.contact_name`; an array row →
 *   `saved_order_details[].product_code`);
 * - answer lists (`response_fields`, `fields`, `response`) whose entries may be
 *   brace lists, nested to any depth (`sheet_info{sheet_id,…}`,
 *   `records[]{…,account_info{account_id,…}}`, `[]{quantity,…}` for a bare
 *   array, `data {via:'direct',id}` with sample values), dotted paths
 *   (`data.task_code`) or flat names with a note (`created_at (datetime)`);
 * - the fields a reader selects (`selectable_fields`, 6.0's "Fields" tables,
 *   `quote_details.*.price`): the fields of one record of the answer;
 * - filters (`filters` with their operators, `filters_sample` rows such as
 *   `sheet_date eq,gte,lte,between`, `nested_filter`) and the filter keys
 *   and query names of the example URLs (`filtering[x:gte]=…`, `fields=…`);
 * - the keys of the example bodies (`example_body`, `example_body_keys`).
 *
 * A name is kept as a path of segments joined by `.`, each array written
 * `[]` (`data[].id`); placeholders (`<custom fields>`, `filtering[<field>]`),
 * cut excerpts (`...`, `not seen (cut)`) and maps written as a sample
 * (`sorted {updated_at: DESC}`) name nothing. An answer "same response" as
 * another endpoint of its page is resolved where the page is known
 * (./nesting.ts).
 */

export type ShownKind = 'query' | 'filter' | 'body' | 'response';

export type ShownName = {
  kind: ShownKind;
  /** `order_info.is_repay`, `data[].id`, `account.contact_name`; for a filter `field:op` (`sheet_date:gte`, `sub_account`). */
  path: string;
  /** As the facts write it (for messages). */
  written: string;
  /** A response name written at its list's own level (no dotted path before its braces): `id`, `contacts[] {…}`. */
  flat?: boolean;
  /** Written as one name alone (no path, no braces): `data`, `records[]`; only such a name can be an envelope. */
  bare?: boolean;
  /** A field of one record of the answer (the selectable fields, 6.1's `fields` of a detail page). */
  selectable?: boolean;
  /** Where in the endpoint object the name is read (`response_fields`, `selectable_fields`, …). */
  from: string;
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Splits at top-level commas (not inside braces or brackets). */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '{' || char === '[' || char === '(') depth += 1;
    if (char === '}' || char === ']' || char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `saved_order_details.*.id` → `saved_order_details[].id`; `contacts[]` stays; a segment that is no name → undefined. */
export function pathOf(written: string): string | undefined {
  const head = written
    .trim()
    .replace(/\s*\(.*$/, '')
    .replace(/\s+.*$/, '');
  if (!head) return undefined;
  const segments = head.replace(/\.\*(?=\.|$)/g, '[]').split('.');
  const clean = segments.map((s) => {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)?((?:\[\])*)$/.exec(s);
    return match ? `${match[1] ?? ''}${match[2]}` : undefined;
  });
  if (clean.some((s) => s === undefined || s === '') || !clean[clean.length - 1]!.replace(/\[\]/g, ''))
    return undefined;
  return clean.join('.');
}

/**
 * The paths a written answer entry names: `sheet_info{a,b{c}}` → `sheet_info`, `sheet_info.a`, `sheet_info.b`,
 * `sheet_info.b.c`; `[]{quantity}` → `[].quantity`; `labels (string[])` → `labels`.
 */
export function bracePaths(written: string, prefix = ''): string[] {
  const text = written.trim();
  const open = text.indexOf('{');
  const join = (name: string) => (prefix ? `${prefix}.${name}` : name);
  if (open < 0) {
    // A sample value (`via:'direct'`, `deleted:true`) names its key.
    const key = text.includes(':') ? text.split(':')[0]!.trim() : text;
    if (/^\.\.\.|^<|^not\b|\bcut\b|\bsee\b/i.test(key)) return [];
    const path = pathOf(key);
    return path ? [join(path)] : [];
  }
  const head = text.slice(0, open).trim();
  const close = text.lastIndexOf('}');
  const inner = text.slice(open + 1, close > open ? close : undefined);
  const parts = splitTop(inner);
  // A map written as a sample (`sorted {updated_at: DESC}`) names its owner only.
  const sample = parts.length > 0 && parts.every((p) => /^[A-Za-z_]+\s*:\s*(?:ASC|DESC)$/i.test(p));
  const owner = head === '' || head === '[]' ? head : pathOf(head);
  if (owner === undefined) return [];
  const base = owner === '' ? prefix : join(owner);
  const own = owner === '' || owner === '[]' ? [] : [base];
  if (sample) return own;
  return [...own, ...parts.flatMap((p) => bracePaths(p, base))];
}

/** The names of a parameter table: each row and, for a row with `items`, its fields under it. */
function tableNames(value: unknown, kind: 'query' | 'body', from: string): ShownName[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ShownName[] => {
    const record = asRecord(item);
    const written = typeof item === 'string' ? item : typeof record?.name === 'string' ? record.name : '';
    if (/[<>]|^\.\.\./.test(written)) return [];
    const path = pathOf(written);
    if (!path) return [];
    const own: ShownName = {kind, path: kind === 'query' ? path.replace(/\[\]$/, '') : path, written, from};
    const items = Array.isArray(record?.items) ? record.items : [];
    const isArray = /array|\[\]/i.test(String(record?.type ?? '')) && !path.endsWith('[]');
    const base = isArray ? `${path}[]` : path;
    const nested = items.flatMap((i): ShownName[] => {
      const name = typeof i === 'string' ? pathOf(i) : undefined;
      return name ? [{kind, path: `${base}.${name}`, written: `${written}: ${String(i)}`, from}] : [];
    });
    return [own, ...nested];
  });
}

/** The names of an answer list (strings or `{name}` rows, or one string of them). */
function answerNames(value: unknown, from: string, selectable: boolean): ShownName[] {
  const entries = typeof value === 'string' ? [] : Array.isArray(value) ? value : [];
  const names = entries.flatMap((item) => {
    const written =
      typeof item === 'string' ? item : typeof asRecord(item)?.name === 'string' ? String(asRecord(item)!.name) : '';
    return written.split(/\s+\/\s+/).flatMap((part) => bracePaths(part).map((path) => ({path, written: part})));
  });
  return names.map(({path, written}) => ({
    kind: 'response' as const,
    path,
    written,
    from,
    ...(selectable ? {selectable} : {}),
    ...(!/\./.test(written.split('{')[0]!) ? {flat: true} : {}),
    ...(!path.includes('.') && !written.includes('{') ? {bare: true} : {}),
  }));
}

/** `sheet_date eq,gte,lte,between` → `sheet_date:eq`, …; `valid_user_department is` → one key. */
function sampleFilters(value: unknown, from: string): ShownName[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ShownName[] => {
    const [field, ops] = String(item).trim().split(/\s+/);
    if (!field || !IDENT.test(field)) return [];
    const operators = (ops ?? '').split(',').filter((op) => IDENT.test(op));
    return operators.length
      ? operators.map((op) => ({kind: 'filter' as const, path: `${field}:${op}`, written: String(item), from}))
      : [{kind: 'filter' as const, path: field, written: String(item), from}];
  });
}

function tableFilters(value: unknown, from: string): ShownName[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ShownName[] => {
    const record = asRecord(item);
    const field = typeof record?.field === 'string' ? record.field.trim() : '';
    if (!IDENT.test(field)) return [];
    const operators = Array.isArray(record?.operators) ? record.operators.map(String) : [];
    return operators.length
      ? operators.map((op) => ({kind: 'filter' as const, path: `${field}:${op}`, written: field, from}))
      : [{kind: 'filter' as const, path: field, written: field, from}];
  });
}

/** The query names and filter keys of the example URLs: `?fields=a&filtering[id]=2&filtering[x:contains]=…`. */
function urlNames(text: string, from: string): ShownName[] {
  const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : '';
  return query.split('&').flatMap((pair): ShownName[] => {
    const key = pair.split('=')[0]!.trim();
    const filter = /^(?:filtering|filter)\[([A-Za-z_][A-Za-z0-9_]*)(?::([a-z_]+))?\]$/.exec(key);
    if (filter)
      return [{kind: 'filter', path: filter[2] ? `${filter[1]}:${filter[2]}` : filter[1]!, written: key, from}];
    return IDENT.test(key) ? [{kind: 'query', path: key, written: key, from}] : [];
  });
}

/** The keys of an example body, as paths (`saved_order_details[].product_id`). */
function bodyKeys(value: unknown, prefix: string, from: string): ShownName[] {
  if (Array.isArray(value)) return value.flatMap((v) => bodyKeys(v, `${prefix}[]`, from));
  const record = asRecord(value);
  if (!record) return [];
  return Object.entries(record).flatMap(([key, v]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [{kind: 'body' as const, path, written: path, from}, ...bodyKeys(v, path, from)];
  });
}

/** Every name one endpoint object of a facts file shows (duplicates removed, first reading kept). */
export function shownNames(raw: Record<string, unknown>): ShownName[] {
  const urls = ['example', 'example_request'].flatMap((k) => (typeof raw[k] === 'string' ? [raw[k]] : []));
  const names: ShownName[] = [
    ...tableNames(raw.query_params, 'query', 'query_params'),
    ...tableNames(raw.body_params, 'body', 'body_params'),
    ...(Array.isArray(raw.example_body_keys)
      ? raw.example_body_keys.flatMap((k) => {
          const path = pathOf(String(k));
          return path ? [{kind: 'body' as const, path, written: String(k), from: 'example_body_keys'}] : [];
        })
      : []),
    ...bodyKeys(raw.example_body, '', 'example_body'),
    ...answerNames(raw.response_fields, 'response_fields', false),
    ...answerNames(raw.fields, 'fields', true),
    ...answerNames(raw.response, 'response', false),
    ...answerNames(raw.selectable_fields, 'selectable_fields', true),
    ...tableFilters(raw.filters, 'filters'),
    ...sampleFilters(raw.filters_sample, 'filters_sample'),
    ...(typeof raw.nested_filter === 'string' && IDENT.test(raw.nested_filter.trim())
      ? [{kind: 'filter' as const, path: raw.nested_filter.trim(), written: raw.nested_filter, from: 'nested_filter'}]
      : []),
    ...urls.flatMap((url) => urlNames(String(url), 'example')),
  ];
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = `${n.kind}\0${n.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the page says this endpoint answers as another of its endpoints does (`same response`). */
export const sameResponse = (raw: Record<string, unknown>): boolean =>
  /\bsame response\b/i.test(String(raw.note ?? '')) &&
  !['response_fields', 'fields', 'response'].some((k) => Array.isArray(raw[k]) && (raw[k] as unknown[]).length > 0);
