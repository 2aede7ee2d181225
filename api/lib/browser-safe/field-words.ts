/**
 * The words of a field list, said once for all its readers: the page
 * (src/components/ApiFields, through Docusaurus's translate), its Markdown
 * twin and the MCP server (render/field-list.ts and render/evidence.ts,
 * through the same ids read from i18n/vi/code.json: render/code-translate.ts).
 * The twin's list then carries the page's very words, as the Agent-Friendly
 * Documentation Spec's content parity asks. No imports but types: the build's
 * Node code reads it too.
 */
import type {Translate} from './builder-messages';

export type FieldWords = {
  required: string;
  allowedValues: string;
  /** The "Allowed values" label of a list whose source is weaker than its field's: the mark in the label. */
  allowedValuesMarked: (mark: string) => string;
  defaultValue: string;
  example: string;
  /** "{count} field in {name}|{count} fields in {name}": the plural forms, chosen by the caller. */
  children: (count: number, name: string) => string;
  /** A field's source mark (`d:6.1`, `c`, `t`, `u`; render/evidence-marks.ts). */
  mark: (code: string) => string;
};

export function fieldWords(translate: Translate): FieldWords {
  return {
    required: translate({id: 'api.fields.required', message: 'required'}),
    allowedValues: translate({id: 'api.fields.allowedValues', message: 'Allowed values:'}),
    allowedValuesMarked: (mark) =>
      translate({id: 'api.fields.allowedValuesMarked', message: 'Allowed values ({mark}):'}, {mark}),
    defaultValue: translate({id: 'api.fields.default', message: 'Default:'}),
    example: translate({id: 'api.fields.example', message: 'Example:'}),
    children: (count, name) =>
      translate(
        {id: 'api.fields.children', message: '{count} field in {name}|{count} fields in {name}'},
        {count, name},
      ),
    mark: (code) =>
      code.startsWith('d:')
        ? translate({id: 'api.fields.evidence.derived', message: 'derived from {version}'}, {version: code.slice(2)})
        : code === 'c'
          ? translate({id: 'api.fields.evidence.clients', message: 'seen in client programs only'})
          : code === 't'
            ? translate({id: 'api.fields.evidence.tested', message: 'tested by a client program, not published'})
            : translate({id: 'api.fields.evidence.unpublished', message: 'not published'}),
  };
}
