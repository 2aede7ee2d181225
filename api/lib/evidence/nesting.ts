/**
 * Whether a name a public endpoint shows (./endpoint-names.ts) is an element
 * of the source at the same nesting. Names are compared as paths with the
 * array marks dropped (`data[].id` and `data.id` are one level; a bare array
 * `[]{quantity}` is the top level). The rules, in order:
 *
 * 1. Same path: `order_info.is_repay` is `order_info.is_repay`, never
 *    `is_repay` nor `account.is_repay`.
 * 2. A list envelope: a page lists the fields of one record flat under the
 *    envelope it names (6.0 `data, has_more, offset, …, user_id`; 6.1
 *    `data[], id, …`; 4.0 `records[], account_code, …`). A name of such a
 *    list written without the envelope (`user_id`, `related_users[] {user_id}`,
 *    6.1's `meta.class` of a chart's entries) is a field of that envelope's record (`data[].user_id`,
 *    `data[].related_users[].user_id`) or a top-level field (`has_more`).
 *    An envelope holds a list: a write's answer object (`data.account_code`
 *    of a create) is not a list's record. A list that names no envelope writes the
 *    top level only: 6.1's bonus-points answer `id, account_code, …` is not
 *    the `data.account_code` of another answer.
 * 3. The fields of one record: the selectable fields (6.0's "Fields"
 *    tables, 6.1's `fields` of a detail page) and the bare names of a read
 *    (GET) answer that names no envelope (a detail page: 6.1 account detail
 *    `id, account_code, …`). Such a name (`id`, `order_details[].price`)
 *    is that path at the top level or in a list's record
 *    (`data[].order_details[].price`: a list's record is the detail's);
 *    a selectable name also in a `data` object. It is never a field of a
 *    write's answer object (`data.account_code` of a create) nor of a
 *    nested object (`contacts[].description` is not `description`).
 * 4. A request body and the query are compared by rule 1 only; a path
 *    parameter is shown by the page's path (`{ORDER_CODE}`, `{SHEET_ID}`).
 * 5. A filter key `filtering[field:op]` is shown by that field with that
 *    operator; `filtering[field]` (equality, the plain form) by the field.
 * 6. An endpoint whose note says it gives the "same response" as another of
 *    its page shows that endpoint's answer names.
 */
import type {Element} from './elements';
import type {EvidenceEndpoint} from './endpoint';
import type {ShownName} from './endpoint-names';

/** `data[].id` → `data.id`; `[].quantity` → `quantity`; `contacts[]` → `contacts`. */
export const canonical = (path: string): string =>
  path
    .replace(/\[\]/g, '')
    .split('.')
    .filter((s) => s !== '')
    .join('.');

/** The names an endpoint shows, with the answer of the endpoint it says it answers as. */
export function shownBy(endpoint: EvidenceEndpoint, siblings: readonly EvidenceEndpoint[] = []): ShownName[] {
  if (!endpoint.sameResponse) return endpoint.names;
  const other = siblings.find((e) => e !== endpoint && e.names.some((n) => n.kind === 'response'));
  return [...endpoint.names, ...(other?.names.filter((n) => n.kind === 'response') ?? [])];
}

/** The envelopes an answer list names: a bare `X[]`, or `data` (`data`, `data (Array)`, `data[]`). */
export function envelopes(names: readonly ShownName[]): string[] {
  return [
    ...new Set(
      names
        .filter((n) => n.kind === 'response' && n.bare && (n.path.endsWith('[]') || n.path === 'data'))
        .map((n) => canonical(n.path)),
    ),
  ];
}

/** What an endpoint's answer list says of its own levels. */
export type AnswerLevels = {
  /** The envelopes it names (`data`, `records`). */
  envelopes: readonly string[];
  /** A read (GET) answer that names no envelope: its bare names are the fields of one record. */
  record: boolean;
};

export function answerLevels(endpoint: Pick<EvidenceEndpoint, 'method'>, names: readonly ShownName[]): AnswerLevels {
  const found = envelopes(names);
  return {envelopes: found, record: endpoint.method === 'GET' && found.length === 0};
}

/** Whether a shown answer name is this response field (rules 1–3). */
export function responseMatches(shown: ShownName, field: string, levels: AnswerLevels): boolean {
  const s = canonical(shown.path);
  if (s === canonical(field)) return true;
  // The fields of one record (rule 3) are those of a list's record: `data[].order_details[].price`.
  if ((shown.selectable || (shown.flat && levels.record)) && field.startsWith('data[].')) {
    if (canonical(field.slice('data[].'.length)) === s) return true;
  }
  if (shown.selectable && canonical(field) === `data.${s}`) return true;
  // Rule 2: any name of a list that names an envelope, written without it (`id`, `meta.class`), may sit in its record.
  // An envelope holds a list: its record is `data[]`, never the `data` object of a write's answer.
  return levels.envelopes.some(
    (env) => !`${s}.`.startsWith(`${env}.`) && field.startsWith(`${env}[]`) && canonical(field) === `${env}.${s}`,
  );
}

const filterOf = (name: string) => /^[a-z_]+\[([^\]:]+)(?::([a-z_]+))?\]$/i.exec(name);

/** Whether a shown name is the element (kinds parameter, filter, body, response), at the element's own level. */
export function nameIsElement(shown: ShownName, element: Element, levels: AnswerLevels): boolean {
  switch (element.kind) {
    case 'parameter':
      // `extension[]` as the source names a repeated key is the page's `extension[]`.
      return shown.kind === 'query' && shown.path === element.name.replace(/\[\]$/, '');
    case 'filter': {
      const parts = filterOf(element.name);
      if (!parts || shown.kind !== 'filter') return false;
      const [field, op] = shown.path.split(':');
      return field === parts[1] && (parts[2] === undefined || parts[2] === op);
    }
    case 'body':
      return shown.kind === 'body' && canonical(shown.path) === canonical(element.name);
    case 'response':
      return shown.kind === 'response' && responseMatches(shown, element.name, levels);
    default:
      return false;
  }
}

/** The name of an endpoint that shows the element at its own level, if any. */
export function shownName(
  endpoint: EvidenceEndpoint,
  element: Element,
  siblings: readonly EvidenceEndpoint[] = [],
): ShownName | undefined {
  const names = shownBy(endpoint, siblings);
  const levels = answerLevels(endpoint, names);
  return names.find((n) => nameIsElement(n, element, levels));
}

/** Where an endpoint shows a name the element has (by leaf) at another level: for the message of a borrowed pointer. */
export function otherLevel(
  endpoint: EvidenceEndpoint,
  element: Element,
  siblings: readonly EvidenceEndpoint[] = [],
): ShownName | undefined {
  const leaf = (p: string) => canonical(p).split('.').pop();
  const kind = element.kind === 'parameter' ? 'query' : element.kind;
  return shownBy(endpoint, siblings).find((n) => n.kind === kind && leaf(n.path) === leaf(element.name));
}
