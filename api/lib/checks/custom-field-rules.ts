/**
 * How a custom field's value is written and read in each version, as its conventions page says (4.0 `intro`,
 * 6.x `needed_info`, section `#custom-fields`), and the fields the version's own examples define: the custom-field
 * lists' answers (`field_name` with its `field_htmltype`), per resource. An example that gives a defined field a
 * value of the wrong form (a select's label where its option's id goes, a date string where Unix seconds go) breaks
 * the rule its page states.
 */
import {isObject, type Json} from '../browser-safe/json';
import {operations, type OpenApiDocument} from '../browser-safe/openapi';

export type Direction = 'write' | 'read';

/** A rule: what the value must be, and a check that says why it is not (undefined: it is). */
type Rule = {expects: string; test: (value: Json) => boolean};

const integer: Rule = {expects: "a whole number (the option's id, not its label)", test: Number.isInteger as never};
const id: Rule = {
  expects: "the option's id (a whole number, or its digits as a string), not its label",
  test: (v) => Number.isInteger(v) || (typeof v === 'string' && /^\d+$/.test(v)),
};
const text: Rule = {expects: 'a string', test: (v) => typeof v === 'string'};
const seconds: Rule = {expects: 'Unix seconds, a whole number (not a date string)', test: Number.isInteger as never};
const secondsText: Rule = {
  expects: 'Unix seconds (a whole number, or its digits as a string; not a date string)',
  test: (v) => Number.isInteger(v) || (typeof v === 'string' && /^\d+$/.test(v)),
};
const flag: Rule = {expects: '0 or 1', test: (v) => v === 0 || v === 1};

export type VersionRules = {page: string; write: Record<string, Rule>; read: Record<string, Rule>};

/** Per version: the page that states the rule, and a rule per `field_htmltype` for each direction. */
export const CUSTOM_FIELD_RULES: Readonly<Record<string, VersionRules>> = {
  // 4.0 publishes no date format, and says to read every value as a string.
  '4.0': {page: 'intro#custom-fields', write: {textinput: text, select: integer, checkbox: flag}, read: {}},
  // 6.0: the same form when written and when read.
  '6.0': {
    page: 'needed_info#custom-fields',
    write: {textinput: text, select: integer, date: seconds},
    read: {textinput: text, select: id, date: seconds},
  },
  // 6.1: a date reads back as Unix seconds in a string.
  '6.1': {
    page: 'needed_info#custom-fields',
    write: {textinput: text, select: integer, date: seconds},
    read: {textinput: text, select: id, date: secondsText},
  },
};

/** The resource a path is about: `/api/v6/sale_orders/custom_fields` and `/api/v6/sale_orders/{id}` → `sale_order`. */
export function resourceOf(path: string): string {
  return (path.split('/')[3] ?? '').replace(/s$/, '');
}

/** Custom-field definitions of a version: resource → field_name → field_htmltype, from the lists' examples. */
export type Definitions = Map<string, Map<string, string>>;

function collect(value: Json | undefined, into: Map<string, string>): void {
  if (Array.isArray(value)) value.forEach((v) => collect(v, into));
  else if (isObject(value)) {
    if (typeof value.field_name === 'string' && typeof value.field_htmltype === 'string')
      into.set(value.field_name, value.field_htmltype);
    else Object.values(value).forEach((v) => collect(v, into));
  }
}

export function customFieldDefinitions(doc: OpenApiDocument): Definitions {
  const result: Definitions = new Map();
  for (const {path, method, operation} of operations(doc)) {
    if (method !== 'get' || !/\/custom_fields$/.test(path)) continue;
    const fields = result.get(resourceOf(path)) ?? new Map<string, string>();
    for (const response of Object.values(operation.responses ?? {})) {
      const media = isObject(response) && isObject(response.content) ? Object.values(response.content) : [];
      for (const m of media.filter(isObject)) {
        collect(m.example, fields);
        if (isObject(m.examples)) for (const e of Object.values(m.examples)) if (isObject(e)) collect(e.value, fields);
      }
    }
    result.set(resourceOf(path), fields);
  }
  return result;
}

/** A value that breaks the rule: where it is inside the example (`custom_fields.material`, and as segments). */
export type RuleBreak = {at: string; segments: string[]; message: string};

/**
 * Where an example value (a body, an answer) gives a defined custom field a value its version's rule refuses. `at`
 * is the path inside the value (`custom_fields.material`).
 */
export function customFieldBreaks(
  version: string,
  definitions: Definitions,
  path: string,
  direction: Direction,
  value: Json | undefined,
  table: Readonly<Record<string, VersionRules>> = CUSTOM_FIELD_RULES,
): RuleBreak[] {
  const rules = table[version];
  const fields = definitions.get(resourceOf(path));
  if (!rules || !fields) return [];
  const breaks: RuleBreak[] = [];
  const walk = (node: Json | undefined, at: string, segments: string[]) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}[${i}]`, [...segments, String(i)]));
    else if (isObject(node))
      for (const [key, child] of Object.entries(node)) {
        const here = at ? `${at}.${key}` : key;
        if (key === 'custom_fields' && isObject(child)) {
          for (const [name, given] of Object.entries(child)) {
            const type = fields.get(name);
            const rule = type ? rules[direction][type] : undefined;
            if (rule && !rule.test(given))
              breaks.push({
                at: `${here}.${name}`,
                segments: [...segments, key, name],
                message: `custom field ${name} is a ${type} field, and a ${type} field's value, ${direction === 'write' ? 'written' : 'read'}, is ${rule.expects} (${version} ${rules.page}); the example gives ${JSON.stringify(given)}`,
              });
          }
        } else walk(child, here, [...segments, key]);
      }
  };
  walk(value, '', []);
  return breaks;
}
