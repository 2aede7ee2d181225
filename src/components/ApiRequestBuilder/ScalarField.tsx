/**
 * A scalar's input: a text input, or a select for an enum or a boolean; a Unix time is read as a date and time
 * too, and its other side is shown under the input. Its draft stays as typed until it reads as a value.
 */
import {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {coerce, patternShape, type Input} from '@site/api/lib/browser-safe/builder-model';
import type {Json} from '@site/api/lib/browser-safe/json';
import {UNIX_TIME_FORMAT, unixTimeValue} from '@site/api/lib/browser-safe/unix-time';
import styles from './Panel.module.css';
import {ProblemText, RequiredMark, useProblems, type FieldProps} from './form';
import {UnixTimeEcho, unixTimeProblem, unixTimeShape} from './UnixTime';

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

export function ScalarField({
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
