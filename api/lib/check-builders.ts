/**
 * Every operation can be turned into a request builder: its form model and
 * its validator build, and the values of its documented example make a valid
 * request by the builder's own checks (so the builder accepts what the page
 * shows). A problem names the operation.
 */
import type Ajv2020 from 'ajv/dist/2020';
import {builderAjv, builderModule, requestSchema} from './builder';
import type {BuilderValues} from './browser-safe/builder-model';
import {isObject, type Json, type JsonObject} from './browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from './browser-safe/openapi';
import {deref} from './browser-safe/refs';

export type BuilderProblem = {segments: string[]; message: string};

/** The values of an operation's documented example: parameter examples and the first body example. */
export function exampleValues(doc: OpenApiDocument, entry: OperationEntry): BuilderValues {
  const values: BuilderValues = {};
  const key = {path: 'path', query: 'query', header: 'headers'} as const;
  for (const raw of entry.operation.parameters ?? []) {
    const p = deref(doc, raw);
    if (p.in === 'cookie' || !('example' in p)) continue;
    const group = (values[key[p.in]] ??= {}) as JsonObject;
    group[p.name] = p.example as Json;
  }
  const media = entry.operation.requestBody
    ? deref(doc, entry.operation.requestBody).content?.['application/json']
    : undefined;
  const first = media ? Object.values(media.examples ?? {})[0] : undefined;
  if (isObject(first) && 'value' in first) values.body = first.value as Json;
  else if (media && 'example' in media) values.body = media.example as Json;
  return values;
}

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
