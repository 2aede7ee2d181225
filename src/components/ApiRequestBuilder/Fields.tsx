/**
 * The builder's inputs, one per schema node: a scalar's input (ScalarField.tsx), a group for an object, rows
 * for a list, name/value rows for a map (custom fields). Each input is labelled, marks a required value, and
 * shows the problems at its JSON pointer (aria-invalid + aria-describedby; form.tsx).
 */
import {useContext, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {fixedLength, type Input} from '@site/api/lib/browser-safe/builder-model';
import type {Json} from '@site/api/lib/browser-safe/json';
import styles from './Panel.module.css';
import {child, FormContext, Group, inputId, type FieldProps} from './form';
import {ScalarField} from './ScalarField';

/** A list of a fixed number of values (a `between` range: its start and end): one input each, no rows to add. */
function FixedArrayField({
  input,
  count,
  pointer,
  label,
  required,
  value,
  onChange,
}: FieldProps & {input: Extract<Input, {kind: 'array'}>; count: number}) {
  const given = Array.isArray(value) ? value : [];
  const rows = Array.from({length: count}, (_, i) => given[i] ?? '');
  const hint =
    count === 2
      ? translate({id: 'api.builder.rangeHint', message: 'Two values: the start of the range, then its end.'})
      : translate({id: 'api.builder.fixedHint', message: 'Exactly {count} values.'}, {count});
  return (
    <Group pointer={pointer} label={label} required={required} hint={hint}>
      {rows.map((row, index) => (
        <Field
          key={index}
          input={input.items}
          pointer={child(pointer, index)}
          label={`${label}[${index}]`}
          required
          value={input.items.kind === 'scalar' && row === '' ? undefined : row}
          onChange={(v) => onChange(rows.map((r, i) => (i === index ? (v ?? '') : r)) as Json[])}
        />
      ))}
    </Group>
  );
}

/** Rows of a list: each an input of the item, with a remove button; an add button under them. */
function ArrayField({
  input,
  pointer,
  label,
  required,
  value,
  onChange,
}: FieldProps & {input: Extract<Input, {kind: 'array'}>}) {
  const count = fixedLength(input);
  const rows = Array.isArray(value) ? value : [];
  const set = (next: (Json | undefined)[]) => onChange(next.map((v) => (v === undefined ? '' : v)) as Json[]);
  if (count !== undefined) {
    return (
      <FixedArrayField
        input={input}
        count={count}
        pointer={pointer}
        label={label}
        required={required}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <Group pointer={pointer} label={label} required={required}>
      {rows.map((row, index) => (
        <div key={index} className={styles.row}>
          <Field
            input={input.items}
            pointer={child(pointer, index)}
            label={`${label}[${index}]`}
            required
            value={input.items.kind === 'scalar' && row === '' ? undefined : row}
            onChange={(v) => set(rows.map((r, i) => (i === index ? v : r)))}
          />
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => set(rows.filter((_, i) => i !== index))}
          >
            {translate({id: 'api.builder.removeRow', message: 'Remove {name}'}, {name: `${label}[${index}]`})}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => set([...rows, input.items.kind === 'object' ? {} : ''])}
      >
        {translate({id: 'api.builder.addRow', message: 'Add to {name}'}, {name: label})}
      </button>
    </Group>
  );
}

/** Name → value rows (custom fields: the version's field names or codes, as the CRM defines them). */
function MapField({
  input,
  pointer,
  label,
  required,
  value,
  onChange,
}: FieldProps & {input: Extract<Input, {kind: 'map'}>}) {
  const [rows, setRows] = useState<[string, Json | undefined][]>(() =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [],
  );
  const {idPrefix} = useContext(FormContext);
  const update = (next: [string, Json | undefined][]) => {
    setRows(next);
    const entries = next.filter(([k, v]) => k !== '' && v !== undefined) as [string, Json][];
    onChange(entries.length > 0 || required ? Object.fromEntries(entries) : undefined);
  };
  return (
    <Group pointer={pointer} label={label} required={required}>
      {rows.map(([name, item], index) => {
        const nameId = inputId(idPrefix, `${pointer}#name${index}`);
        return (
          <div key={index} className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={nameId} className={styles.label}>
                <Translate id="api.builder.mapName" values={{name: label}}>
                  {'Field name in {name}'}
                </Translate>
              </label>
              <input
                id={nameId}
                className={styles.control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={name}
                onChange={(e) => update(rows.map((r, i) => (i === index ? [e.target.value, r[1]] : r)))}
              />
            </div>
            <Field
              input={input.values}
              pointer={child(pointer, name || `#${index}`)}
              label={name ? `${label}.${name}` : translate({id: 'api.builder.mapValue', message: 'Value'})}
              required={false}
              value={item}
              onChange={(v) => update(rows.map((r, i) => (i === index ? [r[0], v] : r)))}
            />
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => update(rows.filter((_, i) => i !== index))}
            >
              {translate({id: 'api.builder.removeRow', message: 'Remove {name}'}, {name: name || label})}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => update([...rows, ['', undefined]])}
      >
        {translate({id: 'api.builder.addRow', message: 'Add to {name}'}, {name: label})}
      </button>
    </Group>
  );
}

/** The input of any schema node. */
export function Field(props: FieldProps): ReactNode {
  const {input} = props;
  if (input.kind === 'scalar') return <ScalarField {...props} input={input} />;
  if (input.kind === 'array') return <ArrayField {...props} input={input} />;
  if (input.kind === 'map') return <MapField {...props} input={input} />;
  const object = props.value && typeof props.value === 'object' && !Array.isArray(props.value) ? props.value : {};
  return (
    <Group pointer={props.pointer} label={props.label} required={props.required}>
      {input.properties.map((p) => (
        <Field
          key={p.name}
          input={p.input}
          pointer={child(props.pointer, p.name)}
          label={p.name}
          required={p.required}
          value={object[p.name]}
          onChange={(v) => {
            const next = {...object};
            if (v === undefined) delete next[p.name];
            else next[p.name] = v;
            props.onChange(next);
          }}
        />
      ))}
    </Group>
  );
}
