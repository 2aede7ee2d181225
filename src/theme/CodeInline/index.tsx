/**
 * Inline code in the docs' running text (paragraphs, lists, headings) wraps
 * only after `_ . / -` (and `? & = , :`), never inside a word: the same
 * `<wbr>`s as in tables and field lists (src/lib/codeBreaks.tsx). Without
 * them the body's `overflow-wrap: break-word` split an identifier longer than
 * the rest of its line anywhere (`detail_custom_fie|lds`). Wraps the theme's
 * component; its text stays the same.
 */
import type {ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {withBreaks} from '@site/src/lib/codeBreaks';

type Props = WrapperProps<typeof CodeInlineType>;

export default function CodeInlineWrapper({children, ...props}: Props): ReactNode {
  return <CodeInline {...props}>{typeof children === 'string' ? withBreaks(children) : children}</CodeInline>;
}
