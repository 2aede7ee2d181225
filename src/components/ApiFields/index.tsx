/**
 * A reference page's parameters or response fields (render/field-list.ts
 * writes the list at build time): per field its name, type, required mark and
 * source mark (only where weaker than what the reader already sees:
 * render/evidence-marks.ts) on one line, apart by spaces so that the line's text is the
 * Markdown twin's (both say the words of api/lib/browser-safe/field-words.ts); the
 * description below at full width, then the allowed values, default and
 * example, each on a line of its own; children indented under their parent,
 * foldable. Each field's name links to its own anchor.
 *
 * The list has no state and no handler of its own (its folds are native
 * `<details>`), so a page that hydrates keeps the server's HTML of it
 * (src/lib/serverHtml.ts): no fiber per field.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {FieldItem} from '@site/api/lib/browser-safe/field-item';
import {withBreaks} from '@site/src/lib/codeBreaks';
import {fieldWords} from '@site/api/lib/browser-safe/field-words';
import {useServerHtml} from '@site/src/lib/serverHtml';
import styles from './styles.module.css';

type Props = {
  /** The fields as JSON (a FieldItem[]), written by the build. */
  fields: string;
  /** Whether the list marks required fields (parameters and bodies). */
  required?: boolean;
};

/** Text where `backticks` mark inline code. */
function Rich({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') ? <code key={i}>{withBreaks(part.slice(1, -1))}</code> : part,
    );
}

/** A line of its own: the label, then the values. */
function Values({label, values}: {label: ReactNode; values: string[]}): ReactNode {
  return (
    <span className={styles.detail}>
      {label}{' '}
      {values.map((value, i) => (
        <span key={value}>
          {i > 0 && ', '}
          <code>{withBreaks(value)}</code>
        </span>
      ))}
    </span>
  );
}

/** "Allowed values (not published):": a list's mark sits in its label, before the values it is about. */
function MarkedLabel({code}: {code: string}): ReactNode {
  const [before = '', after = ''] = fieldWords(translate).allowedValuesMarked('\0').split('\0');
  return (
    <>
      {before}
      <Mark code={code} inLabel />
      {after}
    </>
  );
}

/**
 * A field's source mark, where it is weaker than what the reader already sees (`d:6.1`, `c`, `t`, `u`;
 * render/evidence-marks.ts).
 */
function Mark({code, inLabel = false}: {code: string; inLabel?: boolean}): ReactNode {
  return (
    <span className={clsx(styles.mark, inLabel && styles.inLabel)} data-evidence={code.slice(0, 1)}>
      {fieldWords(translate).mark(code)}
    </span>
  );
}

function Details({field}: {field: FieldItem}): ReactNode {
  const words = fieldWords(translate);
  const details = [
    field.d && <Rich key="d" text={field.d} />,
    field.v && (
      <Values key="v" label={field.vs ? <MarkedLabel code={field.vs} /> : words.allowedValues} values={field.v} />
    ),
    field.df !== undefined && <Values key="df" label={words.defaultValue} values={[field.df]} />,
    field.e !== undefined && <Values key="e" label={words.example} values={[field.e]} />,
  ].filter(Boolean);
  if (details.length === 0) return null;
  // A div, not a p: the minified HTML drops optional end tags, and a </p> left out before the next <li>
  // misleads the HTML parsers of the search index and the tests.
  return <div className={styles.text}>{details.flatMap((d, i) => (i > 0 ? [' ', d] : [d]))}</div>;
}

function Children({field, required}: {field: FieldItem; required: boolean}): ReactNode {
  const {selectMessage} = usePluralForm();
  const children = field.c!;
  const summary = selectMessage(children.length, fieldWords(translate).children(children.length, field.n));
  return (
    <details open className={styles.children}>
      <summary className={styles.summary}>{summary}</summary>
      <FieldList items={children} required={required} />
    </details>
  );
}

function Field({field, required}: {field: FieldItem; required: boolean}): ReactNode {
  useBrokenLinks().collectAnchor(field.id);
  return (
    <li id={field.id} className={styles.field}>
      <div className={styles.head}>
        <a href={`#${field.id}`} className={styles.name} title={field.p}>
          <code>{withBreaks(field.n)}</code>
        </a>{' '}
        <span className={styles.type}>{field.t}</span>
        {required && field.r ? (
          <>
            {' '}
            <span className={styles.required}>{fieldWords(translate).required}</span>
          </>
        ) : null}
        {field.s && (
          <>
            {' '}
            <Mark code={field.s} />
          </>
        )}
      </div>
      <Details field={field} />
      {field.c && <Children field={field} required={required} />}
    </li>
  );
}

function FieldList({items, required}: {items: FieldItem[]; required: boolean}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((field) => (
        <Field key={field.id} field={field} required={required} />
      ))}
    </ul>
  );
}

export default function ApiFields({fields, required = false}: Props): ReactNode {
  const {marks, html} = useServerHtml(`${required}${fields}`);
  if (html !== undefined) return <div className={styles.fields} {...marks} dangerouslySetInnerHTML={{__html: html}} />;
  const items = JSON.parse(fields) as FieldItem[];
  return (
    <div className={styles.fields} {...marks}>
      <FieldList items={items} required={required} />
    </div>
  );
}
