/** The merged document is valid OpenAPI: @redocly/openapi-core, `recommended` ruleset, errors only. */
import {createConfig, lintFromString} from '@redocly/openapi-core';
import type {OpenApiDocument} from '../browser-safe/openapi';

export type LintProblem = {pointer: string; message: string};

export async function checkOpenApi(doc: OpenApiDocument): Promise<LintProblem[]> {
  const config = await createConfig({extends: ['recommended']});
  const problems = await lintFromString({source: JSON.stringify(doc), absoluteRef: '/openapi.json', config});
  return problems
    .filter((p) => p.severity === 'error')
    .map((p) => ({pointer: p.location[0]?.pointer ?? '#', message: `${p.message} [redocly ${p.ruleId}]`}));
}
