/**
 * The request builder of one operation, made at build time from the version's
 * OpenAPI source: the form model (browser-safe/builder-model.ts) and one JSON schema of the
 * whole request (`{path, query, headers, body}`) compiled by ajv into
 * standalone validation code, so the browser validates without `eval` (the
 * CSP has no 'unsafe-eval'). builderModule() writes both as one ES module per
 * operation; a schema the builder cannot turn into inputs is a BuilderError
 * naming the operation and the place.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import {closeObjects, recordFields} from './api-request';
import {addApiFormats} from '../model/ajv';
import type {
  BuilderModel,
  BuilderValues,
  Filter,
  FilterField,
  Input,
  ParameterModel,
} from '../browser-safe/builder-model';
import {normalize} from '../model/fields';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import type {OpenApiDocument, OperationEntry, Parameter, Schema} from '../browser-safe/openapi';
import {processCache} from '../model/process-cache';
import {deref, inlineRefs} from '../browser-safe/refs';
import {credentialsOf} from '../browser-safe/request';

export class BuilderError extends Error {}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** The input of a schema (allOf merged, $refs followed). */
export function inputOf(doc: OpenApiDocument, raw: Schema | undefined, where: string): Input {
  const schema = normalize(doc, raw);
  for (const key of ['anyOf', 'oneOf', 'not', 'if', 'prefixItems']) {
    if (key in schema) throw new BuilderError(`${where}: "${key}" has no form input`);
  }
  const types = typesOf(schema);
  const properties = isObject(schema.properties) ? Object.entries(schema.properties) : [];
  if (types.includes('object') && properties.length > 0) {
    const required = new Set(schema.required ?? []);
    return {
      kind: 'object',
      properties: properties.map(([name, s]) => ({
        name,
        required: required.has(name),
        input: inputOf(doc, s, `${where}.${name}`),
      })),
    };
  }
  if (types.includes('object')) {
    const values = isObject(schema.additionalProperties)
      ? inputOf(doc, schema.additionalProperties, `${where}{}`)
      : undefined;
    return {kind: 'map', values: values ?? {kind: 'scalar', types: ['string', 'number', 'boolean']}};
  }
  if (types.includes('array')) {
    return {
      kind: 'array',
      items: inputOf(doc, schema.items ?? {}, `${where}[]`),
      ...(typeof schema.minItems === 'number' ? {minItems: schema.minItems} : {}),
      ...(typeof schema.maxItems === 'number' ? {maxItems: schema.maxItems} : {}),
    };
  }
  return {
    kind: 'scalar',
    types,
    ...(schema.format ? {format: schema.format} : {}),
    ...(typeof schema.pattern === 'string' ? {pattern: schema.pattern} : {}),
    ...(Array.isArray(schema.enum) ? {enum: schema.enum} : {}),
    ...('default' in schema ? {default: schema.default} : {}),
    ...('example' in schema && !isObject(schema.example) && !Array.isArray(schema.example)
      ? {example: schema.example}
      : {}),
  };
}

const LIST_OPERATORS = new Set(['in', 'not_in', 'between', 'not_between']);
const RANGE_OPERATORS = new Set(['between', 'not_between']);
const ANY_SCALAR: Input = {kind: 'scalar', types: ['string', 'integer']};

/** The value input of an operator a filter names only in its key pattern: a range takes exactly two values. */
function operatorInput(operator: string): Input {
  if (RANGE_OPERATORS.has(operator)) return {kind: 'array', items: ANY_SCALAR, minItems: 2, maxItems: 2};
  return LIST_OPERATORS.has(operator) ? {kind: 'array', items: ANY_SCALAR} : ANY_SCALAR;
}

/** The filter builder of a deepObject parameter, when its schema is a filter (else undefined). */
function filterOf(doc: OpenApiDocument, entry: OperationEntry, schema: Schema, where: string): Filter | undefined {
  const properties = isObject(schema.properties) ? Object.entries(schema.properties) : [];
  if (properties.length > 0 && properties.some(([key]) => key.includes(':'))) {
    const fields: FilterField[] = [];
    for (const [key, s] of properties) {
      const colon = key.lastIndexOf(':');
      const [name, operator] = colon < 0 ? [key, ''] : [key.slice(0, colon), key.slice(colon + 1)];
      let field = fields.find((f) => f.name === name);
      if (!field) fields.push((field = {name, operators: []}));
      field.operators.push({operator, input: inputOf(doc, s, `${where}[${key}]`)});
    }
    return {syntax: 'key', fields};
  }
  const names =
    isObject(schema.propertyNames) && typeof schema.propertyNames.pattern === 'string'
      ? schema.propertyNames.pattern
      : '';
  const keyOperators = /:\(([^()]+)\)\$$/.exec(names);
  if (keyOperators) {
    const operators = keyOperators[1].split('|');
    const fields = [...recordFields(doc, entry)];
    if (fields.length === 0)
      throw new BuilderError(`${where}: a field:operator filter, but the response names no record fields`);
    return {
      syntax: 'key',
      fields: fields.map((name) => ({
        name,
        operators: operators.map((operator) => ({operator, input: operatorInput(operator)})),
      })),
    };
  }
  const values = isObject(schema.additionalProperties) ? normalize(doc, schema.additionalProperties) : undefined;
  const valueOperators = typeof values?.pattern === 'string' ? /^\^\(([^()]+)\)\\\|/.exec(values.pattern) : null;
  if (valueOperators) return {syntax: 'value', operators: valueOperators[1].split('|')};
  return undefined;
}

function parameterModel(doc: OpenApiDocument, entry: OperationEntry, parameter: Parameter): ParameterModel {
  const where = `${parameter.in} parameter "${parameter.name}"`;
  if (parameter.in === 'cookie') throw new BuilderError(`${where}: cookie parameters have no form input`);
  const schema = normalize(doc, parameter.schema);
  const base = {
    name: parameter.name,
    in: parameter.in,
    required: Boolean(parameter.required) || parameter.in === 'path',
    ...(parameter.style ? {style: parameter.style} : {}),
    ...(typeof parameter.explode === 'boolean' ? {explode: parameter.explode} : {}),
  };
  let input = inputOf(doc, schema, where);
  if (
    input.kind === 'scalar' &&
    parameter.example !== undefined &&
    !isObject(parameter.example) &&
    !Array.isArray(parameter.example)
  ) {
    input = {...input, example: parameter.example};
  }
  if (parameter.in !== 'query') return {...base, input};
  const records = [...recordFields(doc, entry)];
  if (parameter.name === 'fields' && input.kind === 'array') {
    const items = normalize(doc, schema.items);
    const names = Array.isArray(items.enum) ? items.enum.map(String) : records;
    return names.length > 0 ? {...base, input, role: {kind: 'fields', names}} : {...base, input};
  }
  if (parameter.name === 'sort' && input.kind === 'scalar' && !input.enum && records.length > 0) {
    return {...base, input, role: {kind: 'sort', names: records}};
  }
  if (parameter.style === 'deepObject') {
    const filter = filterOf(doc, entry, schema, where);
    if (filter) return {...base, input, role: {kind: 'filter', filter}};
  }
  return {...base, input};
}

function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  return (entry.operation.parameters ?? []).map((p) => deref(doc, p));
}

/** The form model of an operation (throws BuilderError when a part has no input). */
export function builderModel(doc: OpenApiDocument, entry: OperationEntry, version: string): BuilderModel {
  const server = doc.servers?.[0]?.url;
  if (!server) throw new BuilderError('the document declares no server');
  const body = entry.operation.requestBody ? deref(doc, entry.operation.requestBody) : undefined;
  const bodySchema = body?.content?.['application/json']?.schema;
  if (body && !bodySchema) throw new BuilderError('the request body has no application/json schema');
  return {
    id: entry.operation.operationId ?? '',
    version,
    method: entry.method.toUpperCase(),
    path: entry.path,
    server,
    credentials: credentialsOf(doc, entry),
    parameters: parametersOf(doc, entry).map((p) => parameterModel(doc, entry, p)),
    ...(bodySchema ? {body: {required: Boolean(body?.required), input: inputOf(doc, bodySchema, 'body')}} : {}),
  };
}

const ANNOTATIONS = new Set([
  'description',
  'example',
  'examples',
  'title',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
  '$comment',
]);
const SUBSCHEMA = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'not',
  'contains',
  'unevaluatedItems',
]);

/** A schema without its annotations (texts, examples): only what validates ships to the browser. */
export function slim(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if ((key === 'properties' || key === 'patternProperties') && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, slim(s)]));
    } else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) out[key] = value.map(slim);
    else out[key] = SUBSCHEMA.has(key) ? slim(value) : value;
  }
  return out;
}

/** One JSON schema of the whole request: parameter values by location, and the body. */
export function requestSchema(doc: OpenApiDocument, entry: OperationEntry): JsonObject {
  const parameters = parametersOf(doc, entry);
  const records = [...recordFields(doc, entry)];
  const location = (where: Parameter['in']): JsonObject => {
    const declared = parameters.filter((p) => p.in === where);
    const properties: JsonObject = {};
    for (const p of declared) {
      let schema = closeObjects(inlineRefs(doc, p.schema ?? {}));
      if (
        p.name === 'fields' &&
        isObject(schema) &&
        isObject(schema.items) &&
        !Array.isArray(schema.items.enum) &&
        records.length > 0
      ) {
        schema = {...schema, items: {...schema.items, enum: records}};
      }
      properties[p.name] = slim(schema);
    }
    const required = declared.filter((p) => p.required || p.in === 'path').map((p) => p.name);
    return {type: 'object', properties, additionalProperties: false, ...(required.length ? {required} : {})};
  };
  const body = entry.operation.requestBody ? deref(doc, entry.operation.requestBody) : undefined;
  const bodySchema = body?.content?.['application/json']?.schema;
  return {
    type: 'object',
    properties: {
      path: location('path'),
      query: location('query'),
      headers: location('header'),
      ...(bodySchema ? {body: slim(closeObjects(inlineRefs(doc, bodySchema)))} : {}),
    },
    ...(body?.required ? {required: ['body']} : {}),
  };
}

/** ajv as the builder compiles: JSON Schema 2020-12, formats, every error, code kept for standalone output. */
export function builderAjv(): Ajv2020 {
  return addApiFormats(new Ajv2020({strict: false, allErrors: true, code: {source: true, esm: true}}));
}

/** Standalone code with its runtime `require`s turned into imports (the module stays pure ESM). */
function esmOnly(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_whole, specifier: string) => {
    const name = `runtime${imports.length}`;
    imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
    return name;
  });
  return `${imports.join('')}${body.replace(/^"use strict";/, '')}`;
}

/**
 * Validator code by request schema. The schema has no annotations (`slim`), so
 * it is the same in both locales, and its standalone code is compiled once per
 * build (model/process-cache.ts).
 */
const validators = processCache<string, string>('builder-validators');

/**
 * The ES module the browser loads when a reader opens the operation's builder: `validate` and `model`
 * (with `example`, the values of the page's documented example, when given: the form starts from them).
 */
export function builderModule(
  ajv: Ajv2020,
  doc: OpenApiDocument,
  entry: OperationEntry,
  version: string,
  example?: BuilderValues,
): string {
  const model: BuilderModel = {...builderModel(doc, entry, version), ...(example ? {example} : {})};
  const schema = requestSchema(doc, entry);
  const key = JSON.stringify(schema);
  let code = validators.get(key);
  if (code === undefined) {
    code = esmOnly(standaloneCode(ajv, ajv.compile(schema)));
    validators.set(key, code);
  }
  return `${code}\nexport const model = ${JSON.stringify(model)};\n`;
}
