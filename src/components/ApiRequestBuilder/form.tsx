/**
 * What every input of the builder shares: the panel's problems and id prefix (FormContext), an input's id,
 * the problems at a JSON pointer, their text, the "required" mark, and the fieldset a group of inputs sits in
 * (an object, a list's rows, a map). Fields.tsx, ScalarField.tsx and ListTools.tsx draw their inputs with them.
 */
import {createContext, useContext, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {Input} from '@site/api/lib/browser-safe/builder-model';
import type {Json} from '@site/api/lib/browser-safe/json';
import type {Problem} from './messages';
import styles from './Panel.module.css';

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

export type FieldProps = {
  input: Input;
  pointer: string;
  label: string;
  required: boolean;
  value: Json | undefined;
  onChange: (value: Json | undefined) => void;
};

export function Group({
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

/** The pointer of a child of `pointer` (JSON pointer escaping). */
export const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
