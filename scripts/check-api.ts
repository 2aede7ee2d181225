/**
 * Checks the OpenAPI sources under api/<version>/ (every version present):
 * valid OpenAPI, examples match their schemas, every text has its English
 * twin, and operations and MDX pages agree. Exits 1 on any problem. Keys of the
 * evidence files that no check reads are warnings (scripts/evidence/warnings.ts).
 */
import {checkAllApis} from '../api/lib/checks/check';
import {formatProblem} from '../api/lib/model/problems';
import {printKeyWarnings} from './evidence/warnings';

async function main(): Promise<number> {
  const {versions, problems} = await checkAllApis(process.cwd());
  printKeyWarnings(process.cwd(), versions);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) in the API sources of ${versions.join(', ')}`);
    return 1;
  }
  console.log(`API sources OK: ${versions.length ? versions.join(', ') : 'no version under api/'}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
