/**
 * A workflow step as the request its recipe page shows: the step's parameters
 * (the workflow's, then its own) and body become the `<ApiRequest>` values of
 * requests/api-request.ts, checked and serialised like any other request of a guide.
 *
 * The step is written as `redocly respect` sends it, so what runs is what the
 * page shows: a deepObject filter is one query parameter per key
 * (`filtering[account_code:eq]`), a list for a comma list stays a list. Where a
 * value comes from a runtime expression, the page shows the recipe's running
 * example instead: `$inputs.x` shows the input's `default`; any other
 * expression in a parameter needs `x-example` beside it; in a body, only
 * `$inputs.x` may stand in the payload, and a value from an earlier step is a
 * `replacement` whose target holds the literal the page shows.
 */
import {getAt, fromPointer, isObject, type Json, type JsonObject} from '../browser-safe/json';
import {findOperation, type OpenApiDocument, type OperationEntry, type Parameter} from '../browser-safe/openapi';
import type {RequestValues} from '../requests/api-request';
import {
  API_KEY_INPUT,
  inputProperties,
  isExpression,
  referenceOf,
  type Step,
  type StepParameter,
  type Workflow,
} from './arazzo';
import {deref} from '../browser-safe/refs';
import {credentialsOf} from '../browser-safe/request';

export type StepRequest = {entry?: OperationEntry; values: RequestValues; problems: string[]};

const JSON_TYPE = 'application/json';
const LOCATIONS = {path: 'path', query: 'query', header: 'headers'} as const;

/** The parameters a step sends: the workflow's, with the step's own replacing those of the same name and place. */
export function stepParameters(workflow: Workflow, step: Step): StepParameter[] {
  const all = [...(workflow.parameters ?? []), ...(step.parameters ?? [])].filter(isObject) as StepParameter[];
  const byKey = new Map<string, StepParameter>();
  for (const p of all) byKey.set(`${String(p.in)}\0${p.in === 'header' ? p.name.toLowerCase() : p.name}`, p);
  return [...byKey.values()];
}

/** The value the page shows for a value that may be (or hold) `$inputs.x` expressions. */
function shownValue(workflow: Workflow, value: Json, where: string, problems: string[]): Json {
  if (Array.isArray(value)) return value.map((v) => shownValue(workflow, v, where, problems));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, shownValue(workflow, v, `${where}/${k}`, problems)]),
    );
  if (typeof value === 'string' && /\{\$[a-z]/i.test(value)) {
    problems.push(
      `${where}: "${value}" embeds a runtime expression in a string; give the whole value as one expression`,
    );
    return value;
  }
  if (!isExpression(value)) return value;
  const reference = referenceOf(value);
  if (reference.kind !== 'input') {
    problems.push(
      `${where}: ${value} comes from an earlier step; the page shows a literal instead: give it as x-example beside a parameter, or as a body replacement's target`,
    );
    return value;
  }
  const input = inputProperties(workflow)[reference.name];
  if (!isObject(input)) {
    problems.push(`${where}: ${value} names no input of workflow ${workflow.workflowId}`);
    return value;
  }
  if (input.default === undefined) {
    problems.push(`${where}: input "${reference.name}" has no default, the value the page shows`);
    return value;
  }
  return input.default;
}

function operationParameters(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  return (entry.operation.parameters ?? []).map((p) => deref(doc, p));
}

/** The request values of a step for the page, and what keeps them from being a request of the version. */
export function stepRequest(doc: OpenApiDocument, version: string, workflow: Workflow, step: Step): StepRequest {
  const problems: string[] = [];
  const values: RequestValues = {};
  if (typeof step.operationId !== 'string') {
    return {values, problems: ['names no operationId: only a step that sends one request of the version can be shown']};
  }
  const entry = findOperation(doc, step.operationId);
  if (!entry) return {values, problems: [`operationId "${step.operationId}" names no operation of API ${version}`]};
  const credentials = credentialsOf(doc, entry);
  const declared = operationParameters(doc, entry);
  for (const parameter of stepParameters(workflow, step)) {
    const where = `parameter ${parameter.name}`;
    const credential = credentials.find(
      (c) => c.in === parameter.in && c.name.toLowerCase() === String(parameter.name).toLowerCase(),
    );
    if (credential) {
      // The page shows the key's placeholder (YOUR_API_KEY); the workflow takes the key as an input.
      if (parameter.value !== `$inputs.${API_KEY_INPUT}`)
        problems.push(
          `${where}: the credential ${credential.name} must be $inputs.${API_KEY_INPUT}, never a literal key`,
        );
      continue;
    }
    const location = LOCATIONS[parameter.in as keyof typeof LOCATIONS];
    if (!location) {
      problems.push(`${where}: "in" must be path, query or header, not ${String(parameter.in)}`);
      continue;
    }
    let shown: Json;
    if ('x-example' in parameter) {
      if (!isExpression(parameter.value)) problems.push(`${where}: x-example belongs beside a runtime expression only`);
      shown = parameter['x-example'] as Json;
    } else {
      shown = shownValue(workflow, parameter.value, where, problems);
    }
    const target = (values[location] ??= {}) as JsonObject;
    const member = /^([^[\]]+)\[([^[\]]+)\]$/.exec(parameter.name);
    const deep =
      location === 'query' && member
        ? declared.find((p) => p.in === 'query' && p.name === member[1] && p.style === 'deepObject')
        : undefined;
    if (member && deep) {
      const object = (target[member[1]] ??= {}) as JsonObject;
      object[member[2]] = shown;
    } else {
      target[parameter.name] = shown;
    }
  }
  const body = step.requestBody;
  if (isObject(body)) {
    if (body.contentType !== undefined && body.contentType !== JSON_TYPE)
      problems.push(`requestBody.contentType must be ${JSON_TYPE}, the only body this API takes`);
    if (body.payload !== undefined) values.body = shownValue(workflow, body.payload, 'requestBody.payload', problems);
    for (const [index, replacement] of (body.replacements ?? []).entries()) {
      const target = typeof replacement.target === 'string' ? replacement.target : '';
      if (!target.startsWith('/') || getAt(values.body ?? null, fromPointer(target)) === undefined)
        problems.push(
          `requestBody.replacements[${index}]: target "${target}" is no JSON pointer to a value of the payload (the payload holds the value the page shows)`,
        );
    }
  }
  return {entry, values, problems};
}
