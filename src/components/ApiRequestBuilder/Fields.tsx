/**
 * The builder's inputs, one per schema node: a text input or a select for a
 * scalar, a group for an object, rows for a list, name/value rows for a map
 * (custom fields). Each input is labelled, marks a required value, and shows
 * the problems at its JSON pointer (aria-invalid + aria-describedby).
 */
import {createContext, useContext, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {coerce, fixedLength, patternShape, type Input} from '@site/api/lib/builder-model';
import type {Json} from '@site/api/lib/json';
import {UNIX_TIME_FORMAT, unixTimeValue} from '@site/api/lib/unix-time';
import type {Problem} from './messages';
import styles from './Panel.module.css';
import {UnixTimeEcho, unixTimeProblem, unixTimeShape} from './UnixTime';

/**
 * The panel's problems and its id prefix, shared by every input; `report`
 * adds the problems a tool finds itself (an incomplete filter condition),
 * under a key of its own (an empty list withdraws them).
 */
export const FormContext = createContext<{
  idPrefix: string;
  problems: Problem[];
  report: (key: string, problems: Problem[]) => void;
}>({idPrefix: 'b', problems: [], report: () => {}});

export function inputId(idPrefix: string, pointer: string): string {
  return `${idPrefix}${pointer.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/** The problems at a pointer (`within`: also below it, for a group such as the fields picker). */
export function useProblems(pointer: string, within = false): {id: string; problems: Problem[]} {
  const {idPrefix, problems} = useContext(FormContext);
  return {
    id: inputId(idPrefix, pointer),
    problems: problems.filter((p) => p.pointer === pointer || (within && p.pointer.startsWith(`${pointer}/`))),
  };
}

export function ProblemText({id, problems}: {id: string; problems: Problem[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <span id={`${id}-problem`} className={styles.problem}>
      {problems.map((p) => p.text).join(' ')}
    </span>
  );
}

export function RequiredMark({required}: {required: boolean}): ReactNode {
  if (!required) return null;
  return (
    <span className={styles.required}>
      {' '}
      (<Translate id="api.builder.required">required</Translate>)
    </span>
  );
}

type FieldProps = {
  input: Input;
  pointer: string;
  label: string;
  required: boolean;
  value: Json | undefined;
  onChange: (value: Json | undefined) => void;
};

function display(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The form a value is written in, when the schema fixes one: a date format or a pattern's shape. */
function shapeOf(input: Extract<Input, {kind: 'scalar'}>): string | undefined {
  if (input.format === UNIX_TIME_FORMAT) return unixTimeShape();
  if (input.format === 'date') return 'YYYY-MM-DD';
  if (input.format === 'date-time') return 'YYYY-MM-DDThh:mm:ssZ';
  return input.pattern ? patternShape(input.pattern)?.shape : undefined;
}

function placeholderOf(input: Extract<Input, {kind: 'scalar'}>): string | undefined {
  const sample = input.example ?? input.default;
  return sample !== undefined ? display(sample) : shapeOf(input);
}

function ScalarField({
  input,
  pointer,
  label,
  required,
  value,
  onChange,
}: FieldProps & {input: Extract<Input, {kind: 'scalar'}>}) {
  const found = useProblems(pointer);
  const {id} = found;
  const [draft, setDraft] = useState(display(value));
  const options = input.enum ?? (input.types.length === 1 && input.types[0] === 'boolean' ? [true, false] : undefined);
  // Unix seconds (`format: unixtime`): a date and time is read too, and the other side is shown under the input.
  const unixTime = input.format === UNIX_TIME_FORMAT && !options;
  const notTime = unixTime ? unixTimeProblem(draft) : undefined;
  const problems = notTime && found.problems.length > 0 ? [{pointer, text: notTime}] : found.problems;
  const describedBy = [problems.length > 0 ? `${id}-problem` : '', unixTime ? `${id}-echo` : ''].filter(Boolean);
  const common = {
    id,
    'aria-invalid': problems.length > 0,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-required': required,
    className: styles.control,
  };
  const control = options ? (
    <select
      {...common}
      value={display(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : options.find((o) => display(o) === e.target.value))}
    >
      <option value="">{translate({id: 'api.builder.unset', message: '(not sent)'})}</option>
      {options.map((o) => (
        <option key={display(o)} value={display(o)}>
          {display(o)}
        </option>
      ))}
    </select>
  ) : (
    <input
      {...common}
      type="text"
      autoComplete="off"
      spellCheck={false}
      inputMode={input.types.includes('string') || input.types.length === 0 || unixTime ? undefined : 'decimal'}
      placeholder={placeholderOf(input)}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(
          unixTime
            ? unixTimeValue(e.target.value)
            : coerce(e.target.value, input.types.length ? input.types : ['string']),
        );
      }}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{label}</code>
        <RequiredMark required={required} />
        {(shapeOf(input) ?? input.format) && <span className={styles.type}> {shapeOf(input) ?? input.format}</span>}
      </label>
      {control}
      {unixTime && <UnixTimeEcho id={`${id}-echo`} text={draft} />}
      <ProblemText id={id} problems={problems} />
    </div>
  );
}

function Group({
  pointer,
  label,
  required,
  hint,
  children,
}: {
  pointer: string;
  label: string;
  required: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const {id, problems} = useProblems(pointer);
  const describedBy = problems.length > 0 ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>
        <code>{label}</code>
        <RequiredMark required={required} />
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <ProblemText id={id} problems={problems} />
    </fieldset>
  );
}

const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

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
