/** How many operations, fields and enum values of a version have each kind of evidence. */
import type {Element} from './elements';
import {STATUSES, type Status} from './status';

export type Coverage = {
  operations: Record<Status, number>;
  fields: Record<Status, number>;
  values: Record<Status, number>;
};

const FIELD_KINDS = new Set<Element['kind']>(['parameter', 'filter', 'body', 'response']);

const zero = (): Record<Status, number> => Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;

export function coverage(elements: readonly Element[]): Coverage {
  const result: Coverage = {operations: zero(), fields: zero(), values: zero()};
  for (const element of elements) {
    const status = element.effective?.status ?? 'unpublished';
    if (element.kind === 'operation') result.operations[status] += 1;
    else if (FIELD_KINDS.has(element.kind)) result.fields[status] += 1;
    else if (element.kind === 'enum') result.values[status] += 1;
  }
  return result;
}
