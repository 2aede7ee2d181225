/** A problem found in the API sources: the file it is in, where, and what is wrong. */

export type Problem = {
  /** Path of the source file, relative to the site directory. */
  file: string;
  /** JSON pointer inside that file (YAML sources), or '' for other files. */
  pointer: string;
  /** 1-based line, when known. */
  line?: number;
  message: string;
};

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.pointer ? `${where} ${problem.pointer}: ${problem.message}` : `${where}: ${problem.message}`;
}

/** Thrown when sources that must be valid (at build time) are not. */
export class ApiSourceError extends Error {
  constructor(
    readonly problems: readonly Problem[],
    context: string,
  ) {
    super(`${context}\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ApiSourceError';
  }
}
