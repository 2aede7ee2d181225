/**
 * All checks of the API sources of one version, or of every version under
 * api/. Each problem names the source file (relative), the JSON pointer and,
 * when known, the line.
 */
import {checkBuilders} from './check-builders';
import {checkExampleRules} from './check-example-rules';
import {checkExamples} from './check-examples';
import {checkOpenApi} from './check-openapi';
import {checkOperations} from './check-operations';
import {checkPages} from './check-pages';
import {checkEvidence} from '../evidence/check';
import {checkRequests} from './check-requests';
import {checkWorkflows} from './check-workflows';
import {toPointer} from '../browser-safe/json';
import {apiVersions, loadApi, type LoadedApi} from '../model/load';
import type {Problem} from '../model/problems';
import {checkTranslations} from '../model/text';

type Located = {segments: string[]; message: string} | {pointer: string; message: string};

/** A problem about a pointer of the merged document, placed in its source file. */
function place(api: LoadedApi, problem: Located | Problem): Problem {
  if ('file' in problem) return problem;
  const pointer = 'pointer' in problem ? problem.pointer : toPointer(problem.segments);
  return {...api.locate(pointer), pointer, message: problem.message};
}

/** Runs one check; a crash (a broken $ref, say) becomes a problem instead of a stack trace. */
async function guarded(
  api: LoadedApi,
  name: string,
  run: () => Promise<(Located | Problem)[]> | (Located | Problem)[],
) {
  try {
    return (await run()).map((p) => place(api, p));
  } catch (error) {
    return [{file: api.files[0], pointer: '', message: `${name} check failed: ${(error as Error).message}`}];
  }
}

export async function checkApi(siteDir: string, version: string): Promise<Problem[]> {
  const api = loadApi(siteDir, version);
  if (api.problems.length > 0) return api.problems;
  const doc = api.document;
  const groups = await Promise.all([
    guarded(api, 'OpenAPI', () => checkOpenApi(doc)),
    guarded(api, 'operations', () => checkOperations(doc)),
    guarded(api, 'examples', () => checkExamples(doc)),
    guarded(api, 'example rules', () => checkExampleRules(siteDir, version, doc)),
    guarded(api, 'translations', () => checkTranslations(doc)),
    guarded(api, 'pages', () => checkPages(siteDir, version, doc)),
    guarded(api, 'requests', () => checkRequests(siteDir, version, doc)),
    guarded(api, 'request builders', () => checkBuilders(doc, version)),
    guarded(api, 'workflows', () => checkWorkflows(siteDir, version, doc)),
    guarded(api, 'evidence', () => checkEvidence({siteDir, version, doc, versions: apiVersions(siteDir)})),
  ]);
  return groups.flat();
}

export async function checkAllApis(siteDir: string): Promise<{versions: string[]; problems: Problem[]}> {
  const versions = apiVersions(siteDir);
  const problems = (await Promise.all(versions.map((v) => checkApi(siteDir, v)))).flat();
  return {versions, problems};
}
