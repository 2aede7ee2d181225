/**
 * Holds a `clients` pointer to the client evidence: each call is of the
 * version (and, for an operation, its method and path) and sends or reads
 * the element; a call that is only a help-file example does not stand where a
 * running call shows the same; a cited comment or finding exists in
 * client-findings.json, and a `tested` pointer's comment says it was tested.
 */
import type {ClientCall} from './clients';
import {describe, type Context} from './context';
import type {Element} from './elements';
import {endpointKey} from './endpoint';
import {citedComments, findingProblem, TESTED_WORDS} from './findings';
import {callShows} from './match-names';
import {strongest, type EvidenceKind} from './rank';
import type {Provenance} from './status';

type ClientsPointer = Extract<Provenance, {status: 'clients'}>;

/** The cited comment and finding of a clients pointer exist in client-findings.json, and `tested` holds. */
function citationProblems(ctx: Context, element: Element, pointer: ClientsPointer): string[] {
  const data = ctx.evidence.findings;
  const problems: string[] = [];
  const cited = citedComments(data, pointer.calls, pointer.comment);
  if (pointer.comment !== undefined && cited.length === 0)
    problems.push(
      `${describe(element)}: no comment of ${pointer.calls.join(', ')} in ${data.file} says "${pointer.comment}"`,
    );
  if (pointer.tested && cited.length > 0 && !cited.some((c) => TESTED_WORDS.test(c)))
    problems.push(
      `${describe(element)}: tested, but the ${pointer.comment === undefined ? 'comments' : 'comment'} of ${pointer.calls.join(', ')} in ${data.file} ${pointer.comment === undefined ? 'do' : 'does'} not say tested or confirmed`,
    );
  else if (pointer.tested && pointer.comment === undefined && cited.length === 0)
    problems.push(`${describe(element)}: tested, but ${pointer.calls.join(', ')} have no comment in ${data.file}`);
  if (pointer.finding !== undefined) {
    const problem = findingProblem(data, pointer.finding);
    if (problem) problems.push(`${describe(element)}: ${problem}`);
  }
  return problems;
}

export function checkClients(ctx: Context, element: Element, pointer: ClientsPointer): string[] {
  const {calls} = pointer;
  const problems: string[] = [];
  const found = calls.map((id) => ctx.evidence.calls.find((c) => c.id === id));
  calls.forEach((id, i) => {
    const call = found[i];
    if (!call) problems.push(`${describe(element)}: call ${id} is not in api/evidence/client-calls.json`);
    else if (call.version !== ctx.version)
      problems.push(`${describe(element)}: call ${id} uses version ${call.version ?? '?'}, not ${ctx.version}`);
    else if (element.kind === 'operation' && call.key !== endpointKey(element.entry.method, element.entry.path)) {
      problems.push(`${describe(element)}: call ${id} is ${call.method} ${call.path}`);
    }
  });
  const valid = found.filter((c): c is ClientCall => !!c && c.version === ctx.version);
  if (
    problems.length === 0 &&
    element.kind !== 'operation' &&
    element.kind !== 'convention' &&
    !valid.some((c) => callShows(c, element))
  ) {
    problems.push(`${describe(element)}: none of the calls ${calls.join(', ')} sends or reads it`);
  }
  // A help-file example is not a use: where a running call shows the same, cite that one.
  if (problems.length === 0 && valid.every((c) => c.kind === 'doc-example')) {
    const stronger = ctx.evidence.calls.filter(
      (c) =>
        c.version === ctx.version &&
        c.kind !== 'doc-example' &&
        c.key === endpointKey(element.entry.method, element.entry.path) &&
        callShows(c, element),
    );
    if (stronger.length > 0)
      problems.push(
        `${describe(element)}: ${calls.join(', ')} ${calls.length > 1 ? 'are' : 'is'} only an example in a help file (doc-example in ${ctx.evidence.findings.file}); cite the running call ${stronger.map((c) => `${c.id} (${c.kind})`).join(', ')}`,
      );
  }
  return [...problems, ...citationProblems(ctx, element, pointer)];
}

/** The strongest kind of evidence a clients pointer has (./rank.ts): a tested comment, else its strongest call. */
export function clientsKind(ctx: Pick<Context, 'evidence'>, pointer: ClientsPointer): EvidenceKind | undefined {
  if (pointer.tested) return 'tested-comment';
  return strongest(ctx.evidence.calls.filter((c) => pointer.calls.includes(c.id)).map((c) => c.kind));
}
