/**
 * The list tools of the builder: the fields picker (the names of the records
 * the list returns), the filter builder (field, operator, value; several
 * conditions, written in the version's syntax by builder-state.ts) and the
 * sort-field select.
 */
import {useContext, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Filter, Input} from '@site/api/lib/builder-model';
import {conditionsOf, filterValue, type Condition} from '@site/api/lib/builder-state';
import type {Json} from '@site/api/lib/json';
import {Field, FormContext, inputId, ProblemText, RequiredMark, useProblems} from './Fields';
import type {Problem} from './messages';
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
      <div className={styles.checks}>
        {names.map((field) => (
          <label key={field} className={styles.check}>
            <input type="checkbox" checked={chosen.includes(field)} onChange={(e) => toggle(field, e.target.checked)} />
            <code>{field}</code>
          </label>
        ))}
      </div>
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

const TEXT: Input = {kind: 'scalar', types: ['string']};

function operatorsOf(filter: Filter, field: string): {operator: string; input: Input}[] {
  if (filter.syntax === 'value') return filter.operators.map((operator) => ({operator, input: TEXT}));
  return filter.fields.find((f) => f.name === field)?.operators ?? [];
}

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
  const fieldId = inputId(idPrefix, `${pointer}#field${index}`);
  const operatorId = inputId(idPrefix, `${pointer}#operator${index}`);
  const operators = operatorsOf(filter, condition.field);
  const chosen = operators.find((o) => o.operator === condition.operator) ?? operators[0];
  const key = filter.syntax === 'key' && chosen?.operator ? `${condition.field}:${chosen.operator}` : condition.field;
  const number = index + 1;
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
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={condition.field}
            onChange={(e) => onChange({...condition, field: e.target.value})}
          />
        )}
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
          onChange={(e) => onChange({...condition, operator: e.target.value, value: undefined})}
        >
          {operators.map((o) => (
            <option key={o.operator} value={o.operator}>
              {o.operator || translate({id: 'api.builder.noOperator', message: '(no operator)'})}
            </option>
          ))}
        </select>
      </div>
      {chosen && condition.field !== '' && (
        <Field
          key={key}
          input={chosen.input}
          pointer={`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`}
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

export function FilterBuilder({name, filter, pointer, required, value, onChange}: Props<{filter: Filter}>): ReactNode {
  const {id, problems} = useProblems(pointer);
  const [conditions, setConditions] = useState<Condition[]>(() => conditionsOf(filter, value));
  const update = (next: Condition[]) => {
    setConditions(next);
    onChange(filterValue(filter, next));
  };
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
