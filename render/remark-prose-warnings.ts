/**
 * Remark plugin for the dev server: each time a doc page compiles, the prose
 * check (api/lib/prose/check-prose.ts, the same as `npm run check`) runs on that
 * page and prints its problems in the terminal, naming file, line and token,
 * so a writer sees a wrong API name as they save. It never fails the compile
 * (the check fails `npm run check` and `npm test`), and a production build
 * skips it.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {checkProsePage, formatProseProblem} from '../api/lib/prose/check-prose';
import {pageLocation} from '../api/lib/pages/site';

export type Options = {
  /** The site directory (default: the current directory). */
  siteDir?: string;
  /** Where the lines go (default: console.warn). */
  report?: (line: string) => void;
  /** Run in every mode, not only in development (tests). */
  always?: boolean;
};

export default function remarkProseWarnings(options: Options = {}) {
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  const report = options.report ?? ((line: string) => console.warn(line));
  return async (_tree: Root, vfile: VFile): Promise<void> => {
    if (!options.always && process.env.NODE_ENV !== 'development') return;
    const file = path.resolve(vfile.path);
    if (!pageLocation(siteDir, file)) return;
    try {
      const problems = await checkProsePage(siteDir, file);
      for (const problem of problems) report(`[prose check] ${formatProseProblem(problem)}`);
    } catch (error) {
      report(`[prose check] ${path.relative(siteDir, file)}: the check failed: ${(error as Error).message}`);
    }
  };
}
