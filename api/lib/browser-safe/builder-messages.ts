/**
 * The request builder's validation messages: one text per JSON-schema keyword
 * (ajv's own English messages never reach a reader), and where each problem
 * belongs (the JSON pointer of the value it is about). Written once and said
 * by two speakers: the builder's panel in the browser passes Docusaurus's
 * `translate` (src/components/ApiRequestBuilder/messages.ts), the MCP server's
 * call_operation passes one that reads the same i18n/vi/code.json
 * (mcp/builder-words.ts). The ids are the site's UI string ids; the i18n
 * check (scripts/check-i18n.ts) reads this file with src/ and fails on an id
 * without its Vietnamese text.
 * Browser-safe: it imports only builder-model (a pure engine module).
 */
import {patternShape} from './builder-model';

/** Docusaurus's `translate` signature: a message by id (English as the default) with `{name}` values filled. */
export type Translate = (message: {id: string; message: string}, values?: Record<string, string | number>) => string;

/** The part of an ajv error the messages read. */
export type SchemaError = {keyword: string; instancePath: string; params: Record<string, unknown>};

/** One problem: the pointer of the value it is about (`/query/limit`) and its text. */
export type Problem = {pointer: string; text: string};

function list(values: unknown): string {
  return Array.isArray(values)
    ? values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
    : String(values);
}

function formatText(format: string, translate: Translate): string {
  switch (format) {
    case 'date':
      return translate(
        {id: 'api.builder.error.dateExample', message: 'Not a date: write it as YYYY-MM-DD, such as {example}.'},
        {example: '2025-03-01'},
      );
    case 'date-time':
      return translate(
        {
          id: 'api.builder.error.dateTimeExample',
          message: 'Not a date and time: write it as YYYY-MM-DDThh:mm:ssZ, such as {example}.',
        },
        {example: '2025-03-01T08:30:00Z'},
      );
    case 'email':
      return translate({id: 'api.builder.error.email', message: 'Not an email address.'});
    default:
      return translate({id: 'api.builder.error.format', message: 'Not a valid {format}.'}, {format});
  }
}

/** A pattern's error in words (its shape and an example), never the regular expression itself. */
function patternText(pattern: string, translate: Translate): string {
  const known = patternShape(pattern);
  return known
    ? translate({id: 'api.builder.error.patternShape', message: 'Write it as {shape}, such as {example}.'}, known)
    : translate({id: 'api.builder.error.patternOther', message: 'Does not have the form this value takes.'});
}

function typeText(type: string, translate: Translate): string {
  const types = type.split(',').filter((t) => t !== 'null');
  if (types.includes('integer') && !types.includes('string'))
    return translate({id: 'api.builder.error.integer', message: 'Must be a whole number.'});
  if (types.includes('number') && !types.includes('string'))
    return translate({id: 'api.builder.error.number', message: 'Must be a number.'});
  if (types.length === 1 && types[0] === 'boolean')
    return translate({id: 'api.builder.error.boolean', message: 'Must be true or false.'});
  return translate({id: 'api.builder.error.type', message: 'Must be of type {type}.'}, {type: types.join(' | ')});
}

/** The text of one schema error, in the words `translate` gives. */
export function errorText(error: SchemaError, value: unknown, translate: Translate): string {
  const p = error.params;
  const limit = String(p.limit ?? '');
  switch (error.keyword) {
    case 'required':
      return translate({id: 'api.builder.error.required', message: 'Required.'});
    case 'enum':
      return /\/fields\/\d+$/.test(error.instancePath)
        ? translate(
            {id: 'api.builder.error.unknownField', message: 'Unknown field name: {name}.'},
            {name: String(value ?? '')},
          )
        : translate(
            {id: 'api.builder.error.enum', message: 'Must be one of {values}.'},
            {values: list(p.allowedValues)},
          );
    case 'format':
      return formatText(String(p.format), translate);
    case 'type':
      return typeText(String(p.type), translate);
    case 'minimum':
      return translate({id: 'api.builder.error.minimum', message: 'Must be at least {limit}.'}, {limit});
    case 'maximum':
      return translate({id: 'api.builder.error.maximum', message: 'Must be at most {limit}.'}, {limit});
    case 'exclusiveMinimum':
      return translate({id: 'api.builder.error.exclusiveMinimum', message: 'Must be more than {limit}.'}, {limit});
    case 'exclusiveMaximum':
      return translate({id: 'api.builder.error.exclusiveMaximum', message: 'Must be less than {limit}.'}, {limit});
    case 'minItems':
      return translate({id: 'api.builder.error.minItems', message: 'Needs at least {limit} item(s).'}, {limit});
    case 'maxItems':
      return translate({id: 'api.builder.error.maxItems', message: 'Takes at most {limit} item(s).'}, {limit});
    case 'minLength':
      return translate({id: 'api.builder.error.minLength', message: 'Needs at least {limit} character(s).'}, {limit});
    case 'maxLength':
      return translate({id: 'api.builder.error.maxLength', message: 'Takes at most {limit} character(s).'}, {limit});
    case 'pattern':
      return patternText(String(p.pattern), translate);
    case 'uniqueItems':
      return translate({id: 'api.builder.error.uniqueItems', message: 'Holds the same value twice.'});
    case 'additionalProperties':
    case 'unevaluatedProperties':
    case 'propertyNames':
      return translate(
        {id: 'api.builder.error.unknownField', message: 'Unknown field name: {name}.'},
        {name: String(p.additionalProperty ?? p.unevaluatedProperty ?? p.propertyName ?? '')},
      );
    default:
      return translate({id: 'api.builder.error.invalid', message: 'Not a valid value here.'});
  }
}

/** The pointer of the value a schema error is about: a missing field's own place, else the value's. */
export function pointerOf(error: SchemaError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return `${error.instancePath}/${error.params.missingProperty.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return error.instancePath;
}

/** The problems of a validation run, one per pointer and text (ajv may report a value twice). */
export function problemsOf(
  errors: readonly SchemaError[],
  value: (pointer: string) => unknown,
  translate: Translate,
): Problem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') return [];
    const pointer = pointerOf(error);
    const text = errorText(error, value(error.instancePath), translate);
    const key = `${pointer}\0${text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{pointer, text}];
  });
}
