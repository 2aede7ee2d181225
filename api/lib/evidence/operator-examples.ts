/**
 * The example the operators table (`<ApiConvention name="operators"/>`) shows
 * for each filter operator: the first key, in document order, among those with
 * the strongest evidence (published, then derived, then seen in clients), with
 * its status. An example whose endpoint or key nothing public shows must say
 * so beside it (render/conventions.ts).
 */
import {operatorUses, type FilterKey, type OperationFilters, type OperatorUse} from '../model/conventions';
import type {OpenApiDocument} from '../browser-safe/openapi';
import {documentElements} from './elements';
import type {Provenance} from './provenance';

type OperatorExample = OperatorUse & {status: Provenance['status']};

const RANK: Record<Provenance['status'], number> = {published: 0, derived: 1, clients: 2, unpublished: 3};

export function operatorExamples(doc: OpenApiDocument): OperatorExample[] {
  const elements = documentElements(doc);
  const status = new Map<string, Provenance['status']>();
  for (const e of elements)
    if (e.kind === 'filter' || e.kind === 'operation')
      status.set(
        `${e.entry.operation.operationId ?? ''} ${e.kind === 'filter' ? e.name : ''}`,
        e.effective?.status ?? 'unpublished',
      );
  const statusOf = (filters: OperationFilters, key: FilterKey): Provenance['status'] => {
    const id = filters.entry.operation.operationId ?? '';
    const name = `${filters.parameter.name}[${key.operator ? `${key.field}:${key.operator}` : key.field}]`;
    return status.get(`${id} ${name}`) ?? status.get(`${id} `) ?? 'unpublished';
  };
  return operatorUses(doc, (filters, key) => RANK[statusOf(filters, key)]).map((use) => ({
    ...use,
    status: statusOf(use.first.filters, use.first.key),
  }));
}
