/**
 * Replaces the theme's code block entry, which re-mounts every block after
 * hydration (a `key` that changes once in the browser) so inline Prism colours
 * follow the colour mode: every block was tokenised and drawn twice. Here the
 * colours are CSS (plugins/code-theme) and a block hydrates once.
 *
 * A string sample has the host placeholder ({your-domain}) replaced by the
 * reader's CRM domain, so the highlighted code and what its copy button copies
 * are the same personalised text.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import {personalise, useApiDomain} from '@site/src/lib/apiDomain';

/** The children as one string when they are only strings (so the block can be highlighted and copied). */
function asString(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const domain = useApiDomain();
  const code = asString(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{personalise(code, domain)}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
