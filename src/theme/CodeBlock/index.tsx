/**
 * Wraps the theme's code block: a string sample has the host placeholder
 * ({your-domain}) replaced by the reader's CRM domain, so the highlighted
 * code and what its copy button copies are the same personalised text.
 */
import type {ComponentProps, ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {personalise, useApiDomain} from '@site/src/lib/apiDomain';

type Props = ComponentProps<typeof CodeBlock>;

export default function CodeBlockWrapper({children, ...props}: Props): ReactNode {
  const domain = useApiDomain();
  const text = typeof children === 'string' ? children : undefined;
  return <CodeBlock {...props}>{text === undefined ? children : personalise(text, domain)}</CodeBlock>;
}
