/**
 * Which details of an operation carry a source mark, and what the line under
 * its title sums up (render/evidence.ts says both in words). The rules, as a
 * reader needs them:
 *
 * - The line under the title gives the operation's source: the floor of the
 *   whole page. A detail (parameter, filter key, field, list of allowed
 *   values, error status) carries a mark only where its source is weaker
 *   than what the reader already sees for it (published > derived > client
 *   programs only > not published), or where it is derived from another
 *   version and the difference matters: the field is required, has allowed
 *   values or a format, or is a status. A stronger source gets no mark (the
 *   line counts the fields the version's public pages show).
 * - What the reader already sees for a field: the mark of the nearest parent
 *   that carries one (a mark on an object covers the fields under it), else
 *   the operation's line. For a list of allowed values: its field's mark,
 *   else the same.
 * - The line counts the weaker details once, by kind and source, so that the
 *   marks stay short and the advice is said once.
 */
import type {OpenApiDocument, OperationEntry, Schema} from '../api/lib/browser-safe/openapi';
import {isObject} from '../api/lib/browser-safe/json';
import {operationElements, type Element, type ElementKind} from '../api/lib/evidence/elements';
import {STATUSES, type Provenance, type Status} from '../api/lib/evidence/status';

/**
 * A mark as the field list stores it: `c`, `t` (client programs, one of whose authors says they tried it: a
 * `tested` pointer), `u` or `d:6.1` (a published source is never weaker: no mark).
 */
export function markCode(provenance: Provenance): string {
  if (provenance.status === 'derived') return `d:${provenance.from}`;
  if (provenance.status === 'clients' && provenance.tested) return 't';
  return provenance.status[0]!;
}

const rank = (p: Provenance) => STATUSES.indexOf(p.status);

/**
 * Whether a detail whose source is `own` carries a mark where the reader already sees `floor`: a weaker source
 * always; one of the same rank only when its mark says something else (derived from another version) and
 * `relevant` (a required flag, allowed values, a format, a status).
 */
export function needsMark(own: Provenance | undefined, floor: Provenance | undefined, relevant: boolean): boolean {
  if (!own) return false;
  if (!floor) return own.status !== 'published';
  if (rank(own) > rank(floor)) return true;
  return rank(own) === rank(floor) && relevant && markCode(own) !== markCode(floor);
}

/** Whether a field's source matters for what the reader sends or reads: required, allowed values, a format. */
export function relevantField(schema: Schema, required: boolean): boolean {
  const items = isObject(schema.items) ? (schema.items as Schema) : undefined;
  return required || Boolean(schema.enum ?? items?.enum) || Boolean(schema.format ?? items?.format);
}

/** The marks of one field: `s` by its name, `vs` on its "Allowed values" label. */
export type FieldMark = {s?: string; vs?: string};
/** The marks of a field list, asked row by row in the list's order (parents before their children). */
export type ListMarks = (row: {name: string; relevant: boolean}) => FieldMark;

type WeakerStatus = Exclude<Status, 'published'>;
export type DetailCounts = {fields: number; values: number; statuses: number};

/** What the line under the title sums up. */
export type EvidenceSummary = {
  /** Fields, parameters and filter keys the version's public pages show, where the operation is not published. */
  published: number;
  /** Details weaker than the operation, per source (the derived ones only under a published operation). */
  weaker: Partial<Record<WeakerStatus, DetailCounts>>;
};

export type OperationEvidence = {
  operation?: Provenance;
  /** The marks of a field list of these kinds (`response` with its status as context). */
  listMarks(kinds: ElementKind[], context?: string): ListMarks;
  /** The mark of an error status. */
  errorMark(status: string): string | undefined;
  summary: EvidenceSummary;
};

/** The fewest weaker details for which the line under the title counts them and says what to do. */
export const SUMMARY_MIN = 3;

const FIELD_KINDS: ElementKind[] = ['parameter', 'filter', 'body', 'response'];

function isChildOf(name: string, parent: string): boolean {
  return name.startsWith(`${parent}.`) || name.startsWith(`${parent}[].`);
}

function summarize(elements: Element[], operation: Provenance | undefined): EvidenceSummary {
  const summary: EvidenceSummary = {published: 0, weaker: {}};
  if (!operation) return summary;
  const filterOwners = new Set(elements.filter((e) => e.kind === 'filter').map((e) => e.name.replace(/\[.*$/, '')));
  const count = (p: Provenance, key: keyof DetailCounts) => {
    if (p.status === 'published' || rank(p) <= rank(operation)) return;
    const counts = (summary.weaker[p.status] ??= {fields: 0, values: 0, statuses: 0});
    counts[key] += 1;
  };
  const lists = new Set<string>();
  for (const element of elements) {
    const p = element.effective;
    if (!p) continue;
    if (FIELD_KINDS.includes(element.kind)) {
      // A deepObject parameter (`filtering`) shows as its keys, not as a field of its own.
      if (element.kind === 'parameter' && filterOwners.has(element.name)) continue;
      if (p.status === 'published' && operation.status !== 'published') summary.published += 1;
      count(p, 'fields');
    } else if (element.kind === 'error') count(p, 'statuses');
    else if (element.kind === 'enum' && element.own && !lists.has(element.context ?? '')) {
      // A list with a source of its own, counted once (one inheriting its field's is its field's).
      lists.add(element.context ?? '');
      count(p, 'values');
    }
  }
  return summary;
}

/** The total of weaker details the line counts. */
export function weakerTotal(summary: EvidenceSummary): number {
  return Object.values(summary.weaker).reduce((n, c) => n + c.fields + c.values + c.statuses, 0);
}

const keyOf = (kind: string, name: string, context?: string) => `${kind}\0${context ?? ''}\0${name}`;

export function operationEvidence(doc: OpenApiDocument, entry: OperationEntry): OperationEvidence {
  const elements = operationElements(doc, entry);
  const operation = elements[0]?.effective;
  const byKey = new Map<string, Element>();
  const values = new Map<string, Provenance>();
  for (const element of elements) {
    if (element.kind === 'enum') {
      if (element.effective) values.set(element.context ?? '', element.effective);
    } else byKey.set(keyOf(element.kind, element.name, element.context), element);
  }
  return {
    operation,
    summary: summarize(elements, operation),
    errorMark(status) {
      const own = byKey.get(keyOf('error', status))?.effective;
      return needsMark(own, operation, true) ? markCode(own!) : undefined;
    },
    listMarks(kinds, context) {
      /** The rows that carry a mark so far, with the source it shows. */
      const shown: {name: string; provenance: Provenance}[] = [];
      return ({name, relevant}) => {
        const element = kinds.map((k) => byKey.get(keyOf(k, name, context))).find(Boolean);
        const own = element?.effective;
        const parent = [...shown].reverse().find((s) => isChildOf(name, s.name));
        const floor = parent?.provenance ?? operation;
        const marked = needsMark(own, floor, relevant);
        if (marked) shown.push({name, provenance: own!});
        const list = values.get(name);
        const listFloor = marked ? own : floor;
        const listMarked = list !== undefined && needsMark(list, listFloor, true);
        return {...(marked ? {s: markCode(own!)} : {}), ...(listMarked ? {vs: markCode(list)} : {})};
      };
    },
  };
}
