/**
 * The request builder's messages in the reader's language: the validation
 * messages (their texts and ids are the engine's, api/lib/browser-safe/builder-messages.ts,
 * which the MCP server's call_operation says too; here Docusaurus's
 * `translate` says them), an incomplete filter condition's gap and the filter
 * operators in words.
 */
import {translate} from '@docusaurus/Translate';
import * as words from '@site/api/lib/browser-safe/builder-messages';
import type {SchemaError, Problem} from '@site/api/lib/browser-safe/builder-messages';
import type {ConditionGap} from '@site/api/lib/browser-safe/builder-model';

export type {SchemaError, Problem};

/** The problems of a validation run, one per pointer and text, in the reader's language. */
export function problemsOf(errors: readonly SchemaError[], value: (pointer: string) => unknown): Problem[] {
  return words.problemsOf(errors, value, translate);
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
