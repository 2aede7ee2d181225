/**
 * Every operation can be turned into a request builder: its form model and
 * its validator build, and the values of its documented example make a valid
 * request by the builder's own checks (so the builder accepts what the page
 * shows). A problem names the operation.
 */
import type Ajv2020 from 'ajv/dist/2020';
import {builderAjv, builderModule, requestSchema} from '../requests/builder';
import {operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';
import {exampleValues} from '../requests/example-values';

export type BuilderProblem = {segments: string[]; message: string};

function problemsOf(ajv: Ajv2020, doc: OpenApiDocument, entry: OperationEntry, version: string): string[] {
  try {
    builderModule(ajv, doc, entry, version);
  } catch (error) {
    return [`cannot be turned into a request builder: ${(error as Error).message}`];
  }
  const validate = ajv.compile(requestSchema(doc, entry));
  const values = exampleValues(doc, entry);
  if (validate({path: {}, query: {}, headers: {}, ...values})) return [];
  return (validate.errors ?? []).map((e) =>
    `its request builder rejects the documented example: ${e.instancePath || '/'} ${e.message ?? ''}`.trim(),
  );
}

export function checkBuilders(doc: OpenApiDocument, version: string): BuilderProblem[] {
  const ajv = builderAjv();
  return operations(doc).flatMap((entry) =>
    problemsOf(ajv, doc, entry, version).map((message) => ({
      segments: entry.segments,
      message: `operation ${entry.operation.operationId ?? entry.segments.join(' ')}: ${message}`,
    })),
  );
}
