/**
 * MDX `code`: the theme shows it inline when its children are one-line text.
 * The build puts a `<wbr>` after `_ . / -` in the inline code of tables
 * (render/rehype-table-labels.ts), which the theme would take for a code
 * block: text and `<wbr>` only, on one line, stays inline here.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

const isBreak = (child: unknown) => isValidElement(child) && child.type === 'wbr';
const isLineText = (child: unknown) => typeof child === 'string' && !child.includes('\n');

export default function MDXCode(props: Props): ReactNode {
  const children = Children.toArray(props.children);
  const inlineWithBreaks = children.some(isBreak) && children.every((c) => isBreak(c) || isLineText(c));
  return inlineWithBreaks ? <CodeInline {...props} /> : <Code {...props} />;
}
