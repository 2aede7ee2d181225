/**
 * Replaces the theme's code block content (it imports prism-react-renderer's
 * Highlight, which would put Prism in every page's first load and re-tokenise
 * every block while the page hydrates). Same markup, drawn by
 * src/lib/highlight: a block that hydrates keeps the server's highlighted
 * HTML untouched; a block drawn in the browser loads the highlighter. Tokens
 * carry the colours of both modes (src/lib/highlight/tokenStyle.ts).
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {getLineProps, serverMarkup, tokenProps, useCodeLines} from '@site/src/lib/highlight';
import {tokenStyle} from '@site/src/lib/highlight/tokenStyle';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const id = useId();
  // Read once, while hydrating: what the server drew for this code.
  const [server] = useState(() => {
    const html = serverMarkup(id, code);
    return html === undefined ? undefined : {code, html};
  });
  const kept = server?.code === code ? server.html : undefined;
  const lines = useCodeLines(code, language, kept === undefined);
  const {prism} = useThemeConfig();
  const getTokenProps = useMemo(
    () => tokenProps(tokenStyle(prism.theme, prism.darkTheme ?? prism.theme, language)),
    [prism, language],
  );
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A code block scrolls sideways: it takes the focus, as the theme's does.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        data-hl={id}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        {...(kept === undefined ? {} : {dangerouslySetInnerHTML: {__html: kept}})}
      >
        {lines?.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}
