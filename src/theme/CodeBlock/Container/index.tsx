/**
 * Replaces the theme's code block container, which sets the Prism theme's
 * plain colours as inline CSS variables of the current colour mode. Those come
 * from CSS for both modes here (plugins/code-theme), so the server HTML is
 * right in dark mode too and nothing re-renders once the mode is known.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
