/**
 * The keys of a facts file (`api/evidence/api-facts-<v>.json`) and what the evidence check does with each: the one
 * list of the keys it reads (load.ts reads a page's, endpoint.ts an endpoint's and its tables' rows, endpoint-names.ts the names its samples and nested lists show), the keys kept
 * for people only, and a warning for any other key, which no check would compare with the sources
 * (`path_params` where the check reads `query_params`, say). A reader that learns a new key adds it to READ_KEYS.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Node} from 'yaml';
import {EVIDENCE_DIR, factsFile, pageIdOf} from './load';

/** Where a key sits in a facts file: a page, an endpoint, a row of one of its tables, an enumeration. */
export type KeyPlace = 'page' | 'endpoint' | 'param' | 'filter' | 'sort' | 'enum';

/** The keys the check reads, per place. */
export const READ_KEYS: Readonly<Record<KeyPlace, readonly string[]>> = {
  page: [
    'kind',
    'type',
    'route',
    'route_vi',
    'route_en',
    'found_en',
    'found_vi',
    'title_vi',
    'title_en',
    'endpoints',
    'enums',
  ],
  endpoint: [
    'method',
    'path',
    'query_params',
    'body_params',
    'selectable_fields',
    'response_fields',
    'fields',
    'filters',
    'sort',
    'sorting',
    'status_codes',
    'response_shape',
    // endpoint-names.ts: the names a page shows in its samples, nested lists and "same response" notes.
    'response',
    'filters_sample',
    'nested_filter',
    'example',
    'example_request',
    'example_body',
    'example_body_keys',
  ],
  param: ['name', 'required', 'type', 'default', 'values', 'items'],
  filter: ['field', 'operators', 'type'],
  sort: ['field'],
  enum: ['name', 'values'],
};

/**
 * Keys kept as gathered for people: how the page is laid out, its headings, notes and messages, its sample
 * requests as written. They state nothing a check compares (the names a sample shows are in the tables), so
 * they raise no warning.
 */
export const NOTE_KEYS: Readonly<Record<KeyPlace, readonly string[]>> = {
  page: [
    'notes',
    'note',
    'version',
    'status',
    'layout',
    'layout_vi',
    'layout_en',
    'sidebar_hints',
    'sidebar_order',
    'title_source',
    'title_en_from_6_0',
    'in_brief_list',
    'analogue_6_0',
    'fallback_root_intro',
    'base_url',
    'headers_common',
  ],
  endpoint: [
    'note',
    'notes',
    'headers',
    'section',
    'section_en',
    'section_vi',
    'param_heading',
    'body_heading',
    'body_note',
    'body_required_note',
    'fields_note',
    'filters_note',
    'path_note',
    'response_fields_note',
    'response_message_en',
    'response_message_vi',
    'host_example',
    'full',
    'pagination',
  ],
  param: ['note', 'nullable', 'yes_flag', 'value', 'example'],
  filter: ['label_en'],
  sort: ['directions', 'values'],
  enum: [],
};

/** The tables of an endpoint and the place of their rows. */
const ROWS: Readonly<Record<string, KeyPlace>> = {
  query_params: 'param',
  body_params: 'param',
  selectable_fields: 'param',
  response_fields: 'param',
  fields: 'param',
  filters: 'filter',
  sort: 'sort',
  sorting: 'sort',
};

export type KeyWarning = {file: string; line: number; page: string; endpoint?: string; key: string; place: KeyPlace};

export const formatKeyWarning = (w: KeyWarning) =>
  `${w.file}:${w.line}: warning: page ${w.page}${w.endpoint ? `, ${w.endpoint}` : ''}: the ${w.place} key "${w.key}" is read by no check, so nothing holds the sources to it (the keys read: READ_KEYS.${w.place} in api/lib/evidence/keys.ts)`;

const known = (place: KeyPlace, key: string) => READ_KEYS[place].includes(key) || NOTE_KEYS[place].includes(key);

type Pair = {key: string; value: Node | null; offset: number};

function pairs(node: unknown): Pair[] {
  if (!isMap(node)) return [];
  return node.items.flatMap((item) =>
    isScalar(item.key)
      ? [{key: String(item.key.value), value: item.value as Node | null, offset: item.key.range?.[0] ?? 0}]
      : [],
  );
}

const items = (node: Node | null): unknown[] => (isSeq(node) ? node.items : []);

/** The unknown keys of one facts file's text (the file is named in each warning). */
export function unknownKeys(file: string, version: string, text: string): KeyWarning[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, {lineCounter: lines});
  const warnings: KeyWarning[] = [];
  for (const page of items(doc.contents)) {
    const own = pairs(page);
    const field = (key: string) => own.find((p) => p.key === key)?.value;
    const kind = field('kind') ?? field('type');
    // The conventions object is free text, read as a whole (match-names.ts, conventionsName).
    if (isScalar(kind) && ['conventions', 'site'].includes(String(kind.value))) continue;
    const route = [field('route'), field('route_vi'), field('route_en')].find(isScalar);
    const id = route ? pageIdOf(String(route.value), version) : '(no route)';
    const check = (place: KeyPlace, list: Pair[], endpoint?: string) => {
      for (const {key, offset} of list)
        if (!known(place, key))
          warnings.push({
            file,
            line: lines.linePos(offset).line,
            page: id,
            ...(endpoint ? {endpoint} : {}),
            key,
            place,
          });
    };
    check('page', own);
    for (const endpoint of items(field('endpoints') ?? null)) {
      const keys = pairs(endpoint);
      const text = (key: string) => {
        const value = keys.find((p) => p.key === key)?.value;
        return isScalar(value) ? String(value.value) : '?';
      };
      const label = `${text('method')} ${text('path')}`;
      check('endpoint', keys, label);
      for (const {key, value} of keys) {
        const place = ROWS[key];
        if (place) for (const row of items(value)) check(place, pairs(row), label);
      }
    }
    for (const list of items(field('enums') ?? null)) check('enum', pairs(list));
  }
  return warnings;
}

/** The unknown keys of every version's facts file. */
export function evidenceKeyWarnings(siteDir: string, versions: readonly string[]): KeyWarning[] {
  return versions.flatMap((version) => {
    const file = path.join(EVIDENCE_DIR, factsFile(version));
    const absolute = path.join(siteDir, file);
    return fs.existsSync(absolute) ? unknownKeys(file, version, fs.readFileSync(absolute, 'utf8')) : [];
  });
}
