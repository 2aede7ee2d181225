/**
 * Every operation can be turned into a request builder: its form model and
 * its validator build, and the values of its documented example make a valid
 * request by the builder's own checks (so the builder accepts what the page
 * shows). A problem names the operation.
 */
import type Ajv2020 from 'ajv/dist/2020';
import {builderAjv, builderModule, requestSchema} from './builder';
import type {BuilderValues} from './builder-model';
import {isObject, type Json, type JsonObject} from './json';
import {operations, type OpenApiDocument, type OperationEntry} from './openapi';
import {deref} from './refs';

export type BuilderProblem = {segments: string[]; message: string};

/**
 * The values the request builder opens with: the operation's documented example (parameter examples and the
 * first body example), where the operation's `x-builder-filter` (the conditions a reader of that list most
 * often needs, as the client programs' calls show them) takes the place of its filter parameter's example.
 */
export function exampleValues(doc: OpenApiDocument, entry: OperationEntry): BuilderValues {
  const values: BuilderValues = {};
  const key = {path: 'path', query: 'query', header: 'headers'} as const;
  const parameters = (entry.operation.parameters ?? []).map((raw) => deref(doc, raw));
  for (const p of parameters) {
    if (p.in === 'cookie' || !('example' in p)) continue;
    const group = (values[key[p.in]] ??= {}) as JsonObject;
    group[p.name] = p.example as Json;
  }
  const start = entry.operation['x-builder-filter'];
  if (start !== undefined) {
    const filter = parameters.find((p) => p.in === 'query' && p.style === 'deepObject');
    if (!isObject(start) || !filter)
      throw new Error('x-builder-filter: conditions (an object) for an operation with a deepObject filter parameter');
    (values.query ??= {})[filter.name] = start;
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
  let values: BuilderValues;
  try {
    values = exampleValues(doc, entry);
  } catch (error) {
    return [(error as Error).message];
  }
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
