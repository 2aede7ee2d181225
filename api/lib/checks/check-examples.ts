/** Every example validates against its schema (ajv, JSON Schema 2020-12, `$ref`s inlined). */
import type Ajv2020 from 'ajv/dist/2020';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import {operations, type OpenApiDocument} from '../browser-safe/openapi';
import {inlineRefs, RefError} from '../browser-safe/refs';
import {createAjv} from '../model/ajv';

export type ExampleProblem = {segments: string[]; message: string};

/** An object that carries a `schema` and examples: a parameter or a media type. */
type Holder = {segments: string[]; holder: JsonObject};

function mediaHolders(owner: Json, segments: string[]): Holder[] {
  if (!isObject(owner) || typeof owner.$ref === 'string' || !isObject(owner.content)) return [];
  return Object.entries(owner.content)
    .filter(([, media]) => isObject(media))
    .map(([type, media]) => ({segments: [...segments, 'content', type], holder: media as JsonObject}));
}

function parameterHolder(parameter: Json, segments: string[]): Holder[] {
  return isObject(parameter) && typeof parameter.$ref !== 'string' ? [{segments, holder: parameter}] : [];
}

function entries(map: Json | undefined): [string, Json][] {
  return isObject(map) ? Object.entries(map) : [];
}

/** Shared components once, then each operation's inline parameters, body and responses. */
function holders(doc: OpenApiDocument): Holder[] {
  const components = (doc.components ?? {}) as JsonObject;
  const shared = [
    ...entries(components.parameters).flatMap(([n, p]) => parameterHolder(p, ['components', 'parameters', n])),
    ...entries(components.requestBodies).flatMap(([n, b]) => mediaHolders(b, ['components', 'requestBodies', n])),
    ...entries(components.responses).flatMap(([n, r]) => mediaHolders(r, ['components', 'responses', n])),
  ];
  const perOperation = operations(doc).flatMap(({operation, segments}) => [
    ...(operation.parameters ?? []).flatMap((p, i) => parameterHolder(p, [...segments, 'parameters', String(i)])),
    ...mediaHolders(operation.requestBody ?? null, [...segments, 'requestBody']),
    ...entries(operation.responses).flatMap(([status, r]) => mediaHolders(r, [...segments, 'responses', status])),
  ]);
  return [...shared, ...perOperation];
}

function examplesOf({segments, holder}: Holder): {segments: string[]; value: Json}[] {
  const single = 'example' in holder ? [{segments: [...segments, 'example'], value: holder.example}] : [];
  const named = entries(holder.examples)
    .filter(([, example]) => isObject(example) && 'value' in example)
    .map(([name, example]) => ({
      segments: [...segments, 'examples', name, 'value'],
      value: (example as JsonObject).value,
    }));
  return [...single, ...named];
}

function validateHolder(ajv: Ajv2020, doc: OpenApiDocument, holder: Holder): ExampleProblem[] {
  const examples = examplesOf(holder);
  if (examples.length === 0 || !isObject(holder.holder.schema)) return [];
  let validate;
  try {
    validate = ajv.compile(inlineRefs(doc, holder.holder.schema) as JsonObject);
  } catch (error) {
    const message = error instanceof RefError ? error.message : `schema does not compile: ${(error as Error).message}`;
    return [{segments: [...holder.segments, 'schema'], message}];
  }
  return examples.flatMap(({segments, value}) =>
    validate(value)
      ? []
      : (validate.errors ?? []).map((e) => ({
          segments,
          message: `example does not match its schema: ${e.instancePath || '(root)'} ${e.message ?? ''}`.trim(),
        })),
  );
}

export function checkExamples(doc: OpenApiDocument): ExampleProblem[] {
  const ajv = createAjv();
  return holders(doc).flatMap((holder) => validateHolder(ajv, doc, holder));
}
