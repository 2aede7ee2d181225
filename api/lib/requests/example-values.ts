/**
 * The values of an operation's documented example, as the request builder
 * takes them: the form starts from them (plugins/request-builder), and the
 * builders' check makes sure they make a valid request.
 */
import type {BuilderValues} from '../browser-safe/builder-model';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import type {OpenApiDocument, OperationEntry} from '../browser-safe/openapi';
import {deref} from '../browser-safe/refs';

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
