/**
 * How strong each kind of evidence is, strongest first: the order in which a
 * writer chooses the source a fact cites, and the order each version's
 * sources page prints (render/evidence-rank.ts). The reason for each place:
 *
 * 1. `page`: the platform's own public page promises it.
 * 2. `tenant-report`: the docs' verifier (mcp/verify/, a `tenant-report-*.json`
 *    placed in api/evidence/, ./tenant-reports.ts) sent the page's own request
 *    to a real CRM and recorded what came back, dated and tied to a site
 *    version: the platform's own answer, on one tenant, not a promise to all.
 * 3. `tested-comment`: a client's authors wrote that they tried it against the
 *    platform and saw the answer ("tested for real", "confirmed with real
 *    curl"): an observation, stronger than any use of the API, weaker than a
 *    promise.
 * 4. `code`: a code path that runs in a client program; it would break if the
 *    platform answered otherwise, but nobody wrote down what it saw.
 * 5. `probe`: a script that tries names or paths against the platform; it saw
 *    answers, but it records attempts, some of which failed.
 * 6. `notes`: the client team's own written notes; first-hand, but nothing
 *    runs them, and they may describe another tenant or an older platform.
 * 7. `doc-example`: an example in a client's help file: neither run nor
 *    observed, it shows what its author expected.
 */

/** The kinds of client calls in api/evidence/client-findings.json. */
export const CALL_KINDS = ['code', 'probe', 'notes', 'doc-example'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** Every kind of evidence, strongest first. */
export const EVIDENCE_RANK = ['page', 'tenant-report', 'tested-comment', ...CALL_KINDS] as const;
export type EvidenceKind = (typeof EVIDENCE_RANK)[number];

/** The place of a kind in the rank (0 is the strongest). */
export const rankOf = (kind: EvidenceKind): number => EVIDENCE_RANK.indexOf(kind);

/** The strongest of the kinds given (undefined for none). */
export function strongest(kinds: readonly EvidenceKind[]): EvidenceKind | undefined {
  return [...kinds].sort((a, b) => rankOf(a) - rankOf(b))[0];
}
