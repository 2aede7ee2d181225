/**
 * A reference page's parameters or response fields (render/field-list.ts
 * writes the list at build time): per field its name, type and required mark
 * on one line, the description below at full width, then the allowed values,
 * default and example; children indented under their parent, foldable. Each
 * field's name links to its own anchor.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {FieldItem} from '@site/api/lib/field-item';
import {withBreaks} from '@site/src/lib/codeBreaks';
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

function Values({label, values}: {label: string; values: string[]}): ReactNode {
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

/** A field's source mark, where it differs from its operation's (`d:6.1`, `c`, `u`, `p`; render/evidence.ts). */
function Mark({code}: {code: string}): ReactNode {
  const label = code.startsWith('d:')
    ? translate({id: 'api.fields.evidence.derived', message: 'derived from {version}'}, {version: code.slice(2)})
    : code === 'c'
      ? translate({id: 'api.fields.evidence.clients', message: 'seen in client programs only'})
      : code === 'u'
        ? translate({id: 'api.fields.evidence.unpublished', message: 'not published'})
        : translate({id: 'api.fields.evidence.published', message: 'on the public page'});
  return (
    <span className={styles.mark} data-evidence={code.slice(0, 1)}>
      {label}
    </span>
  );
}

function Details({field}: {field: FieldItem}): ReactNode {
  const details = [
    field.d && <Rich key="d" text={field.d} />,
    field.v && (
      <span key="v">
        <Values label={translate({id: 'api.fields.allowedValues', message: 'Allowed values:'})} values={field.v} />
        {field.vs && (
          <>
            {' '}
            <Mark code={field.vs} />
          </>
        )}
      </span>
    ),
    field.df !== undefined && (
      <Values key="df" label={translate({id: 'api.fields.default', message: 'Default:'})} values={[field.df]} />
    ),
    field.e !== undefined && (
      <Values key="e" label={translate({id: 'api.fields.example', message: 'Example:'})} values={[field.e]} />
    ),
  ].filter(Boolean);
  if (details.length === 0) return null;
  // A div, not a p: the minified HTML drops optional end tags, and a </p> left out before the next <li>
  // misleads the HTML parsers of the search index and the tests.
  return <div className={styles.text}>{details.flatMap((d, i) => (i > 0 ? [' ', d] : [d]))}</div>;
}

function Children({field, required}: {field: FieldItem; required: boolean}): ReactNode {
  const {selectMessage} = usePluralForm();
  const children = field.c!;
  const summary = selectMessage(
    children.length,
    translate(
      {id: 'api.fields.children', message: '{count} field in {name}|{count} fields in {name}'},
      {count: children.length, name: field.n},
    ),
  );
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
        {field.s && <Mark code={field.s} />}
        {required && field.r ? (
          <>
            {' '}
            <span className={styles.required}>{translate({id: 'api.fields.required', message: 'required'})}</span>
          </>
        ) : null}
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
  const items = JSON.parse(fields) as FieldItem[];
  return (
    <div className={styles.fields}>
      <FieldList items={items} required={required} />
    </div>
  );
}
