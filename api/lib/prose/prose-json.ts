/**
 * A ```json block of a page says what it shows, in its meta (Docusaurus
 * ignores meta it does not know, and `title="…"` still works beside it):
 * `response="<operationId> <status>"` validates it against that response's
 * JSON schema, `request="<operationId>"` against the request body's schema
 * (objects closed as for `<ApiRequest>`: no field the schema does not list),
 * and `other="<reason>"` marks JSON that is no API body. It must parse.
 */
import type Ajv2020 from 'ajv/dist/2020';
import {closeObjects} from '../requests/api-request';
import {createAjv} from '../model/ajv';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import type {RequestBody, Response} from '../browser-safe/openapi';
import {closest, type Found, type ProseModel} from './prose-model';
import {metaAttributes, type Piece} from '../pages/prose-parse';
import {deref, inlineRefs} from '../browser-safe/refs';

const KINDS = ['response', 'request', 'other'] as const;
type Validate = ReturnType<Ajv2020['compile']>;
type Target = {validate: Validate} | {message: string; suggestions: string[]};

/** Errors shown per block: the first few say enough. */
const MAX_ERRORS = 5;

let ajv: Ajv2020 | undefined;
const targets = new WeakMap<ProseModel, Map<string, Target>>();

function jsonSchema(owner: Json | undefined): Json | undefined {
  const media = isObject(owner) && isObject(owner.content) ? owner.content['application/json'] : undefined;
  return isObject(media) ? media.schema : undefined;
}

function resolveTarget(model: ProseModel, kind: 'response' | 'request', value: string): Target {
  const [operationId, status, ...extra] = value.trim().split(/\s+/);
  const entry = model.operationIds.get(operationId);
  if (!entry) {
    return {
      message: `${operationId} is no operationId of API ${model.version}`,
      suggestions: closest(operationId, model.operationIds.keys()),
    };
  }
  let owner: Json | undefined;
  if (kind === 'request') {
    if (status)
      return {message: `request="${value}" names only the operation: request="${operationId}"`, suggestions: []};
    owner = entry.operation.requestBody ? deref(model.doc, entry.operation.requestBody as RequestBody) : undefined;
  } else {
    const statuses = Object.keys(entry.operation.responses ?? {});
    if (!status || extra.length > 0 || !statuses.includes(status)) {
      const wanted = Number(status) || 200;
      return {
        message: `response="${value}": ${operationId} answers with ${statuses.join(', ')}; write response="${operationId} <status>"`,
        suggestions: [...statuses]
          .sort((a, b) => Math.abs(Number(a) - wanted) - Math.abs(Number(b) - wanted))
          .slice(0, 3)
          .map((s) => `${operationId} ${s}`),
      };
    }
    owner = deref(model.doc, (entry.operation.responses ?? {})[status] as Response);
  }
  const schema = jsonSchema(owner);
  if (schema === undefined) {
    const what = kind === 'request' ? 'request body' : `${status} response`;
    return {message: `the ${what} of ${operationId} has no JSON schema to validate against`, suggestions: []};
  }
  ajv ??= createAjv();
  try {
    return {validate: ajv.compile(closeObjects(inlineRefs(model.doc, schema)) as JsonObject)};
  } catch (error) {
    return {message: `the schema of ${operationId} does not compile: ${(error as Error).message}`, suggestions: []};
  }
}

function targetOf(model: ProseModel, kind: 'response' | 'request', value: string): Target {
  const cache = targets.get(model) ?? new Map<string, Target>();
  targets.set(model, cache);
  const key = `${kind} ${value.trim()}`;
  const target = cache.get(key) ?? resolveTarget(model, kind, value);
  cache.set(key, target);
  return target;
}

/** The key an ajv error is about, to place the problem on its line. */
function keyOf(error: NonNullable<Validate['errors']>[number]): string | undefined {
  const params = error.params as Record<string, unknown>;
  const named = params.unevaluatedProperty ?? params.additionalProperty;
  if (typeof named === 'string') return named;
  return error.instancePath
    .split('/')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .at(-1);
}

/** Problems of one ```json block of a page of this version. */
export function jsonBlockProblems(model: ProseModel, piece: Piece): Found[] {
  const meta = metaAttributes(piece.meta ?? '');
  const kinds = KINDS.filter((k) => k in meta);
  const token = kinds.length > 0 ? kinds.map((k) => `${k}="${meta[k]}"`).join(' ') : '```json';
  const found = (message: string, suggestions: string[] = [], at?: string): Found => ({
    piece,
    token,
    kind: 'json',
    message,
    suggestions,
    ...(at ? {at} : {}),
  });
  let value: Json;
  try {
    value = JSON.parse(piece.value) as Json;
  } catch (error) {
    return [found(`the JSON does not parse: ${(error as Error).message}`)];
  }
  if (kinds.length !== 1) {
    return [
      found(
        kinds.length === 0
          ? 'a json block says what it shows: response="<operationId> <status>", request="<operationId>" or other="<reason>"'
          : `a json block is one thing: ${token}`,
      ),
    ];
  }
  const kind = kinds[0];
  if (kind === 'other') return meta.other.trim() ? [] : [found('other="…" needs its reason')];
  const target = targetOf(model, kind, meta[kind]);
  if ('message' in target) return [found(target.message, target.suggestions)];
  if (target.validate(value)) return [];
  return (target.validate.errors ?? []).slice(0, MAX_ERRORS).map((error) => {
    const params = error.params as Record<string, unknown>;
    const named = params.unevaluatedProperty ?? params.additionalProperty;
    const detail = typeof named === 'string' ? ` (${named})` : '';
    const key = keyOf(error);
    return found(
      `${kind} ${meta[kind].trim()}: ${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}${detail}`,
      [],
      key ? `"${key}"` : undefined,
    );
  });
}
