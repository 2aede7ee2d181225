/**
 * The request builder's validation messages, one text per JSON-schema keyword,
 * in the reader's language (ajv's own English messages never reach the page),
 * and where each problem belongs: the JSON pointer of the input that shows it.
 */
import {translate} from '@docusaurus/Translate';
import {patternShape} from '@site/api/lib/builder-model';
import type {ConditionGap} from '@site/api/lib/builder-model';

/** The part of an ajv error the builder reads. */
export type SchemaError = {keyword: string; instancePath: string; params: Record<string, unknown>};

export type Problem = {pointer: string; text: string};

function list(values: unknown): string {
  return Array.isArray(values)
    ? values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
    : String(values);
}

function formatText(format: string): string {
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
function patternText(pattern: string): string {
  const known = patternShape(pattern);
  return known
    ? translate({id: 'api.builder.error.patternShape', message: 'Write it as {shape}, such as {example}.'}, known)
    : translate({id: 'api.builder.error.patternOther', message: 'Does not have the form this value takes.'});
}

function typeText(type: string): string {
  const types = type.split(',').filter((t) => t !== 'null');
  if (types.includes('integer') && !types.includes('string'))
    return translate({id: 'api.builder.error.integer', message: 'Must be a whole number.'});
  if (types.includes('number') && !types.includes('string'))
    return translate({id: 'api.builder.error.number', message: 'Must be a number.'});
  if (types.length === 1 && types[0] === 'boolean')
    return translate({id: 'api.builder.error.boolean', message: 'Must be true or false.'});
  return translate({id: 'api.builder.error.type', message: 'Must be of type {type}.'}, {type: types.join(' | ')});
}

/** The reader's-language text of one schema error. */
export function errorText(error: SchemaError, value?: unknown): string {
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
      return formatText(String(p.format));
    case 'type':
      return typeText(String(p.type));
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
      return patternText(String(p.pattern));
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

/** The pointer of the input a schema error belongs to: a missing field's own input, else the value's. */
export function pointerOf(error: SchemaError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return `${error.instancePath}/${error.params.missingProperty.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return error.instancePath;
}

/** The problems of a validation run, one per pointer and text (ajv may report a value twice). */
export function problemsOf(errors: readonly SchemaError[], value: (pointer: string) => unknown): Problem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') return [];
    const pointer = pointerOf(error);
    const text = errorText(error, value(error.instancePath));
    const key = `${pointer}\0${text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{pointer, text}];
  });
}

/** What an incomplete filter condition lacks, said at its input. */
export function gapText(gap: ConditionGap): string {
  switch (gap.kind) {
    case 'field':
      return translate({id: 'api.builder.error.conditionField', message: 'Choose a field, or remove this condition.'});
    case 'value':
      return translate({id: 'api.builder.error.conditionValue', message: 'Enter a value, or remove this condition.'});
    case 'values':
      return gap.count === 2
        ? translate({
            id: 'api.builder.error.conditionRange',
            message: 'Enter both values, the start and the end of the range, or remove this condition.',
          })
        : translate(
            {
              id: 'api.builder.error.conditionCount',
              message: 'Enter exactly {count} values, or remove this condition.',
            },
            {count: gap.count},
          );
  }
}

/**
 * A filter operator in words, its token beside (`at least (gte)`): the 6.x
 * tokens and the 4.0 symbols; an operator whose words are its token
 * (`between`, `contains` in English) or that has no words shows the token.
 */
export function operatorLabel(token: string): string {
  const words = operatorWords(token);
  if (token === '') return translate({id: 'api.builder.noOperator', message: '(no operator)'});
  return words && words !== token ? `${words} (${token})` : token;
}

function operatorWords(token: string): string | undefined {
  switch (token) {
    case 'eq':
    case '=':
      return translate({id: 'api.builder.operator.eq', message: 'equals'});
    case 'is':
      return translate({id: 'api.builder.operator.is', message: 'is'});
    case 'in':
      return translate({id: 'api.builder.operator.in', message: 'one of'});
    case 'not_in':
      return translate({id: 'api.builder.operator.notIn', message: 'none of'});
    case 'contains':
      return translate({id: 'api.builder.operator.contains', message: 'contains'});
    case 'like':
      return translate({id: 'api.builder.operator.like', message: 'matches the text'});
    case 'between':
      return translate({id: 'api.builder.operator.between', message: 'between'});
    case 'not_between':
      return translate({id: 'api.builder.operator.notBetween', message: 'not between'});
    case 'gt':
    case '>':
      return translate({id: 'api.builder.operator.gt', message: 'more than'});
    case 'gte':
    case '>=':
      return translate({id: 'api.builder.operator.gte', message: 'at least'});
    case 'lt':
    case '<':
      return translate({id: 'api.builder.operator.lt', message: 'less than'});
    case 'lte':
    case '<=':
      return translate({id: 'api.builder.operator.lte', message: 'at most'});
    case 'empty':
      return translate({id: 'api.builder.operator.empty', message: 'is empty (1) or not (0)'});
    default:
      return undefined;
  }
}
