/**
 * The list tools of the builder: the fields picker (the names of the records
 * the list returns), the filter builder (field, operator, value; several
 * conditions, written in the version's syntax by builder-model.ts) and the
 * sort-field select.
 */
import {useContext, useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  carriedValue,
  chosenOperator,
  conditionGap,
  conditionsOf,
  filterValue,
  operatorsOf,
  type Condition,
  type Filter,
} from '@site/api/lib/browser-safe/builder-model';
import type {Json} from '@site/api/lib/browser-safe/json';
import {Field} from './Fields';
import {FormContext, inputId, ProblemText, RequiredMark, useProblems} from './form';
import {gapText, operatorLabel, type Problem} from './messages';
import styles from './Panel.module.css';

type Props<T> = {
  name: string;
  pointer: string;
  required: boolean;
  value: Json | undefined;
  onChange: (value: Json | undefined) => void;
} & T;

/** A list tool's fieldset: the parameter's name and required mark, a hint, the tool, its problems. */
function ToolGroup({
  id,
  name,
  required,
  problems,
  hint,
  children,
}: {
  id: string;
  name: string;
  required: boolean;
  problems: Problem[];
  hint: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <fieldset className={styles.group} aria-describedby={problems.length ? `${id}-problem` : `${id}-hint`}>
      <legend>
        <code>{name}</code>
        <RequiredMark required={required} />
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {children}
      <ProblemText id={id} problems={problems} />
    </fieldset>
  );
}

export function FieldsPicker({name, names, pointer, required, value, onChange}: Props<{names: string[]}>): ReactNode {
  const {id, problems} = useProblems(pointer, true);
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const toggle = (field: string, on: boolean) => {
    const next = names.filter((n) => (n === field ? on : chosen.includes(n)));
    const unknown = chosen.filter((n) => !names.includes(n));
    const all = [...next, ...unknown];
    onChange(all.length > 0 ? all : undefined);
  };
  return (
    <ToolGroup
      id={id}
      name={name}
      required={required}
      problems={problems}
      hint={
        <Translate id="api.builder.fieldsHint">
          The fields of the records this list returns; none chosen sends no fields parameter.
        </Translate>
      }
    >
      {/* Folded: one Tab stop on the way from the key to the filters, however many fields the list has. */}
      <details className={styles.choices}>
        <summary>
          {translate(
            {id: 'api.builder.fieldsSummary', message: 'Choose fields ({chosen} of {count} chosen)'},
            {chosen: chosen.filter((n) => names.includes(n)).length, count: names.length},
          )}
        </summary>
        <div className={styles.checks}>
          {names.map((field) => (
            <label key={field} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(field)}
                onChange={(e) => toggle(field, e.target.checked)}
              />
              <code>{field}</code>
            </label>
          ))}
        </div>
      </details>
    </ToolGroup>
  );
}

export function SortSelect({name, names, pointer, required, value, onChange}: Props<{names: string[]}>): ReactNode {
  const {id, problems} = useProblems(pointer);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{name}</code>
        <RequiredMark required={required} />
      </label>
      <select
        id={id}
        className={styles.control}
        aria-invalid={problems.length > 0}
        aria-describedby={problems.length ? `${id}-problem` : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{translate({id: 'api.builder.unset', message: '(not sent)'})}</option>
        {names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <ProblemText id={id} problems={problems} />
    </div>
  );
}

/** A condition's key (`field:operator` in 6.x, the field code in 4.0) and where its value input's problems go. */
function conditionKey(filter: Filter, condition: Condition): string {
  const chosen = chosenOperator(filter, condition);
  return filter.syntax === 'key' && chosen?.operator ? `${condition.field}:${chosen.operator}` : condition.field;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One condition: field, operator, value, and a remove button. */
function ConditionRow(props: {
  filter: Filter;
  name: string;
  pointer: string;
  index: number;
  condition: Condition;
  onChange: (c: Condition | null) => void;
}) {
  const {filter, name, pointer, index, condition, onChange} = props;
  const {idPrefix} = useContext(FormContext);
  const field = useProblems(`${pointer}#field${index}`);
  const fieldId = inputId(idPrefix, `${pointer}#field${index}`);
  const operatorId = inputId(idPrefix, `${pointer}#operator${index}`);
  const operators = operatorsOf(filter, condition.field);
  const chosen = chosenOperator(filter, condition);
  const key = conditionKey(filter, condition);
  const number = index + 1;
  const fieldInvalid = field.problems.length > 0;
  return (
    <div
      className={styles.row}
      role="group"
      aria-label={translate({id: 'api.builder.condition', message: 'Condition {number}'}, {number})}
    >
      <div className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          <Translate id="api.builder.filterField">Field</Translate>
        </label>
        {filter.syntax === 'key' ? (
          <select
            id={fieldId}
            className={styles.control}
            aria-invalid={fieldInvalid}
            aria-describedby={fieldInvalid ? `${fieldId}-problem` : undefined}
            value={condition.field}
            onChange={(e) =>
              onChange({
                field: e.target.value,
                operator: operatorsOf(filter, e.target.value)[0]?.operator ?? '',
                value: undefined,
              })
            }
          >
            <option value="">{translate({id: 'api.builder.chooseField', message: '(choose a field)'})}</option>
            {filter.fields.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fieldId}
            className={styles.control}
            aria-invalid={fieldInvalid}
            aria-describedby={fieldInvalid ? `${fieldId}-problem` : undefined}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={condition.field}
            onChange={(e) => onChange({...condition, field: e.target.value})}
          />
        )}
        <ProblemText id={fieldId} problems={field.problems} />
      </div>
      <div className={styles.field}>
        <label htmlFor={operatorId} className={styles.label}>
          <Translate id="api.builder.filterOperator">Operator</Translate>
        </label>
        <select
          id={operatorId}
          className={styles.control}
          value={chosen?.operator ?? ''}
          disabled={operators.length === 0}
          onChange={(e) => {
            // The value stays: gte → between keeps it as the range's start, between → gte keeps the start, in → eq the first.
            const to = operators.find((o) => o.operator === e.target.value)?.input;
            onChange({...condition, operator: e.target.value, value: carriedValue(condition.value, to)});
          }}
        >
          {operators.map((o) => (
            <option key={o.operator} value={o.operator}>
              {operatorLabel(o.operator)}
            </option>
          ))}
        </select>
      </div>
      {chosen && condition.field !== '' && (
        <Field
          key={key}
          input={chosen.input}
          pointer={`${pointer}/${escape(key)}`}
          label={`${name}[${key}]`}
          required
          value={condition.value}
          onChange={(value) => onChange({...condition, operator: chosen.operator, value})}
        />
      )}
      <button type="button" className="button button--sm button--secondary" onClick={() => onChange(null)}>
        {translate({id: 'api.builder.removeCondition', message: 'Remove condition {number}'}, {number})}
      </button>
    </div>
  );
}

/** The problems of the incomplete conditions, each at its input: the field select, else the value's input. */
function gapProblems(filter: Filter, pointer: string, conditions: readonly Condition[]): Problem[] {
  return conditions.flatMap((condition, index) => {
    const gap = conditionGap(filter, condition);
    if (!gap) return [];
    const at =
      gap.kind === 'field' ? `${pointer}#field${index}` : `${pointer}/${escape(conditionKey(filter, condition))}`;
    return [{pointer: at, text: gapText(gap)}];
  });
}

export function FilterBuilder({name, filter, pointer, required, value, onChange}: Props<{filter: Filter}>): ReactNode {
  const {id, problems} = useProblems(pointer);
  const {report} = useContext(FormContext);
  const [conditions, setConditions] = useState<Condition[]>(() => conditionsOf(filter, value));
  const update = (next: Condition[]) => {
    setConditions(next);
    onChange(filterValue(filter, next));
  };
  // An incomplete condition is an error at its input (and counts in the panel's summary), never dropped silently.
  const gaps = gapProblems(filter, pointer, conditions);
  const gapsKey = JSON.stringify(gaps);
  useEffect(() => {
    report(pointer, JSON.parse(gapsKey) as Problem[]);
  }, [report, pointer, gapsKey]);
  useEffect(() => () => report(pointer, []), [report, pointer]);
  const hint =
    filter.syntax === 'key'
      ? translate(
          {id: 'api.builder.filterHintKey', message: 'Each condition is sent as {example}.'},
          {example: `${name}[field:operator]=value`},
        )
      : translate(
          {id: 'api.builder.filterHintValue', message: 'Each condition is sent as {example}.'},
          {example: `${name}[code]=operator|value`},
        );
  return (
    <ToolGroup id={id} name={name} required={required} problems={problems} hint={hint}>
      {conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          filter={filter}
          name={name}
          pointer={pointer}
          index={index}
          condition={condition}
          onChange={(c) =>
            update(c ? conditions.map((x, i) => (i === index ? c : x)) : conditions.filter((_, i) => i !== index))
          }
        />
      ))}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() =>
          update([
            ...conditions,
            {field: '', operator: filter.syntax === 'value' ? (filter.operators[0] ?? '') : '', value: undefined},
          ])
        }
      >
        <Translate id="api.builder.addCondition">Add a condition</Translate>
      </button>
    </ToolGroup>
  );
}
