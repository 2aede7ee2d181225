/**
 * An identifier in inline code may wrap after `_`, `.`, `/` and `-`, never
 * inside a word: a `<wbr>` after each, and after `? & = , :` (the same rule
 * as the build's for tables, render/rehype-table-labels.ts). Its text stays
 * the same.
 */
import {Fragment, type ReactNode} from 'react';

const BREAK_AFTER = /(?<=[_./\-?&=,:])(?=.)/u;

export function withBreaks(text: string): ReactNode {
  const parts = text.split(BREAK_AFTER);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
