/**
 * The nearest names to a misspelt one, by edit distance: what a message suggests when a pointer names a page id
 * the evidence does not have (`account/type-detail` → `account/types`).
 */

/** Levenshtein distance: insertions, deletions and substitutions, each 1. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `count` candidates nearest to `name`, nearest first (ties in the candidates' order); only those within
 * half the longer name's length, so a name with no near match gets no suggestion.
 */
export function nearest(name: string, candidates: readonly string[], count = 3): string[] {
  return [...new Set(candidates)]
    .map((candidate, order) => ({candidate, order, distance: editDistance(name, candidate)}))
    .filter(({candidate, distance}) => distance <= Math.ceil(Math.max(name.length, candidate.length) / 2))
    .sort((x, y) => x.distance - y.distance || x.order - y.order)
    .slice(0, count)
    .map(({candidate}) => candidate);
}

/** What a pointer to a page id its version's facts file lacks is told: the file and the nearest page ids. */
export function notInFacts(id: string, version: string, facts: {file: string; pages: {page: string}[]} | undefined) {
  const near = nearest(
    id,
    (facts?.pages ?? []).map((p) => p.page),
  );
  return `page ${id} is not in ${facts?.file ?? `the evidence of ${version}`} (the platform's pages of ${version}): ${near.length ? `did you mean ${near.join(', ')}?` : 'no page id there is near it'}`;
}
