/**
 * What every operation must carry: a unique operationId, tags, summary,
 * description, `x-doc`, examples for required parameters and for the body,
 * and an example for each documented response.
 */
import {isObject, type JsonObject} from '../browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';
import {deref} from '../browser-safe/refs';

export type OperationProblem = {segments: string[]; message: string};

const OPERATION_ID = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$/;
const DOC_ID = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;
const NO_CONTENT = new Set(['204', '304']);

function hasExample(holder: JsonObject): boolean {
  return 'example' in holder || (isObject(holder.examples) && Object.keys(holder.examples).length > 0);
}

function checkFields({operation, segments}: OperationEntry, tagNames: Set<string>): OperationProblem[] {
  const at = (...rest: string[]) => [...segments, ...rest];
  const problems: OperationProblem[] = [];
  if (typeof operation.operationId !== 'string' || !OPERATION_ID.test(operation.operationId)) {
    problems.push({segments: at('operationId'), message: 'operationId is missing or not snake_case / kebab-case'});
  }
  for (const key of ['summary', 'description'] as const) {
    if (typeof operation[key] !== 'string') problems.push({segments: at(key), message: `operation has no ${key}`});
  }
  if (!Array.isArray(operation.tags) || operation.tags.length === 0) {
    problems.push({segments: at('tags'), message: 'operation has no tags'});
  }
  for (const [i, tag] of (operation.tags ?? []).entries()) {
    if (!tagNames.has(tag))
      problems.push({segments: at('tags', String(i)), message: `tag "${tag}" is not declared in tags`});
  }
  if (typeof operation['x-doc'] !== 'string' || !DOC_ID.test(operation['x-doc'])) {
    problems.push({
      segments: at('x-doc'),
      message: 'x-doc (the doc id of the page showing this operation) is missing or malformed',
    });
  }
  return problems;
}

function checkParameterExamples(doc: OpenApiDocument, {operation, segments}: OperationEntry): OperationProblem[] {
  return (operation.parameters ?? []).flatMap((raw, i) => {
    const parameter = deref(doc, raw);
    return parameter.required && !hasExample(parameter)
      ? [
          {
            segments: [...segments, 'parameters', String(i)],
            message: `required parameter "${parameter.name}" has no example`,
          },
        ]
      : [];
  });
}

function checkBodyExamples(doc: OpenApiDocument, {operation, segments}: OperationEntry): OperationProblem[] {
  if (!operation.requestBody) return [];
  const body = deref(doc, operation.requestBody);
  const media = body.content?.['application/json'];
  const at = [...segments, 'requestBody', 'content', 'application/json', 'examples'];
  if (!media || !isObject(media.examples) || Object.keys(media.examples).length === 0) {
    return [{segments: at, message: 'request body has no named examples (content.application/json.examples)'}];
  }
  return Object.entries(media.examples).flatMap(([name, example]) =>
    typeof example.summary === 'string' && 'value' in example
      ? []
      : [{segments: [...at, name], message: `request example "${name}" needs a summary and a value`}],
  );
}

function checkResponseExamples(doc: OpenApiDocument, {operation, segments}: OperationEntry): OperationProblem[] {
  const responses = Object.entries(operation.responses ?? {});
  const problems: OperationProblem[] = responses.some(([status]) => status.startsWith('2'))
    ? []
    : [{segments: [...segments, 'responses'], message: 'operation documents no 2xx response'}];
  for (const [status, raw] of responses) {
    const response = deref(doc, raw);
    const contents = Object.entries(response.content ?? {});
    const at = [...segments, 'responses', status];
    if (contents.length === 0 && !NO_CONTENT.has(status)) {
      problems.push({segments: at, message: `response ${status} has no content (and so no example)`});
    }
    for (const [type, media] of contents) {
      if (!hasExample(media))
        problems.push({segments: [...at, 'content', type], message: `response ${status} has no example`});
    }
  }
  return problems;
}

function checkUniqueIds(entries: OperationEntry[]): OperationProblem[] {
  const seen = new Map<string, OperationEntry>();
  return entries.flatMap((entry) => {
    const id = entry.operation.operationId;
    if (typeof id !== 'string') return [];
    const first = seen.get(id);
    if (!first) {
      seen.set(id, entry);
      return [];
    }
    const where = `${first.method.toUpperCase()} ${first.path}`;
    return [{segments: [...entry.segments, 'operationId'], message: `operationId "${id}" is already used by ${where}`}];
  });
}

export function checkOperations(doc: OpenApiDocument): OperationProblem[] {
  const entries = operations(doc);
  const tagNames = new Set((doc.tags ?? []).map((tag) => tag.name));
  return [
    ...checkUniqueIds(entries),
    ...entries.flatMap((entry) => [
      ...checkFields(entry, tagNames),
      ...checkParameterExamples(doc, entry),
      ...checkBodyExamples(doc, entry),
      ...checkResponseExamples(doc, entry),
    ]),
  ];
}
