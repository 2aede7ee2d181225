/**
 * Where a fact of an OpenAPI source comes from: the `x-evidence` extension.
 *
 *   x-evidence: {status: published, page: customer/sync}     the platform's public page shows it
 *   x-evidence: {status: published, page: conventions}       the version's published conventions show it
 *   x-evidence: {status: derived, from: '6.1'}               the same element of version 6.1 is published
 *   x-evidence: {status: clients, calls: [R031, R033]}       only public client programs show it
 *   x-evidence: {status: clients, calls: [R009], comment: 'returns 400', tested: true}
 *                                                            …and a comment of R009 says it was tested
 *   x-evidence: {status: clients, calls: [R013], finding: 'documented_vs_real_discrepancies_and_surprises: without fields='}
 *                                                            …and a finding across clients says so
 *   x-evidence: {status: unpublished, description: …, x-en}  no source shows it; the text says what to do
 *
 * An operation must say; its parameters, fields, enum values, examples and
 * responses inherit its status unless they carry their own. Enum values may
 * carry one of their own beside the enum (`x-enum-evidence`). A published
 * pointer whose page writes the path otherwise (a typo on the public page)
 * names it with `as: 'POST /api/…'` and says why in `reason`; one whose page's
 * required column is ambiguous (a lone "yes" that may mean nullable) states the
 * reading it follows with `required: false` and says why in `reason`.
 * The checks are in ./check.ts; the browser-safe reading is ./status.ts.
 */
import {isObject, type Json} from '../browser-safe/json';
import {EVIDENCE_KEY, ENUM_EVIDENCE_KEY, STATUSES, type Provenance, type Status} from './status';

export {EVIDENCE_KEY, ENUM_EVIDENCE_KEY, STATUSES, type Provenance};

const KEYS: Record<Status, {required: string[]; optional: string[]}> = {
  published: {required: ['page'], optional: ['as', 'required', 'reason']},
  derived: {required: ['from'], optional: []},
  clients: {required: ['calls'], optional: ['comment', 'tested', 'finding']},
  unpublished: {required: [], optional: ['description', 'x-en']},
};

/** The extension read and checked for shape: a provenance, or the reason it is not one. */
export function parseProvenance(value: Json | undefined): Provenance | {error: string} | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return {error: 'must be an object {status: …}'};
  const status = value.status;
  if (typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status)) {
    return {error: `status must be one of ${STATUSES.join(', ')}`};
  }
  const {required, optional} = KEYS[status as Status];
  const allowed = new Set(['status', ...required, ...optional]);
  const extra = Object.keys(value).filter((key) => !allowed.has(key));
  if (extra.length > 0)
    return {error: `${status}: unknown key ${extra.join(', ')} (allowed: ${[...allowed].join(', ')})`};
  const missing = required.filter((key) => value[key] === undefined);
  if (missing.length > 0) return {error: `${status} needs ${missing.join(', ')}`};
  switch (status as Status) {
    case 'published':
      if (typeof value.page !== 'string' || value.page === '') return {error: 'page must be a page id'};
      if (value.as !== undefined && (typeof value.as !== 'string' || typeof value.reason !== 'string')) {
        return {error: 'as needs a string and a reason'};
      }
      if (value.required !== undefined && (typeof value.required !== 'boolean' || typeof value.reason !== 'string')) {
        return {error: 'required (the reading of an ambiguous required column) needs true or false and a reason'};
      }
      return {
        status: 'published',
        page: value.page,
        ...(typeof value.as === 'string' ? {as: value.as} : {}),
        ...(typeof value.required === 'boolean' ? {required: value.required} : {}),
        ...(typeof value.reason === 'string' ? {reason: value.reason} : {}),
      };
    case 'derived':
      if (typeof value.from !== 'string') return {error: "from must be a version, e.g. '6.1'"};
      return {status: 'derived', from: value.from};
    case 'clients':
      if (!Array.isArray(value.calls) || value.calls.length === 0 || value.calls.some((c) => typeof c !== 'string')) {
        return {error: 'calls must list call ids, e.g. [R031]'};
      }
      if (value.comment !== undefined && (typeof value.comment !== 'string' || value.comment.trim() === ''))
        return {error: 'comment must be words of a comment of one of the calls'};
      if (value.tested !== undefined && typeof value.tested !== 'boolean')
        return {error: 'tested must be true or false'};
      if (value.finding !== undefined && (typeof value.finding !== 'string' || !/^[\w.]+:\s*\S/.test(value.finding)))
        return {error: "finding must be 'section: words', e.g. 'error_handling_seen.messages_matched: trùng'"};
      return {
        status: 'clients',
        calls: value.calls as string[],
        ...(typeof value.comment === 'string' ? {comment: value.comment} : {}),
        ...(typeof value.tested === 'boolean' ? {tested: value.tested} : {}),
        ...(typeof value.finding === 'string' ? {finding: value.finding} : {}),
      };
    case 'unpublished':
      return {
        status: 'unpublished',
        ...(typeof value.description === 'string' ? {description: value.description} : {}),
      };
  }
}
