/**
 * Code highlighting without Prism in the first load. The server highlights
 * every code block (./serverOnly). In the browser, a block that hydrates keeps
 * the server's markup as it is (serverMarkup); only a block the server did not
 * draw (a client-side navigation, another sample tab, a personalised domain)
 * needs the highlighter, which is loaded then, and the block shows its plain
 * lines until it arrives. A token carries its colours for both colour modes
 * (./tokenStyle), so nothing re-renders when the mode is known.
 */
import {useEffect, useMemo, useReducer} from 'react';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import clsx from 'clsx';
import {serverHighlighter} from './serverOnly';
import type {TokenStyle} from './tokenStyle';

type Highlighter = typeof import('./prism');

let highlighter: Highlighter | undefined = serverHighlighter;
let loading: Promise<Highlighter> | undefined;

/** Loads the highlighter once; resolves with it. A failed load (offline) can be tried again. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./prism').then(
    (module) => (highlighter = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The lines of `code`: Prism tokens when the highlighter is here (always on the
 * server), else plain lines, loading the highlighter so the block re-renders
 * highlighted (if it cannot be loaded, the plain lines stay). `wanted` false
 * (the block keeps the server's markup) loads nothing.
 */
export function useCodeLines(code: string, language: string, wanted: boolean): Token[][] | undefined {
  const [loads, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (wanted && !highlighter) loadHighlighter().then(loaded, () => undefined);
  }, [wanted]);
  return useMemo(
    () => (!wanted ? undefined : highlighter ? highlighter.tokenize(code, language) : plainLines(code)),
    // `loads` changes when the highlighter arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wanted, code, language, loads],
  );
}

/** One plain token per line, empty lines as prism-react-renderer marks them. */
function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content ? {types: ['plain'], content} : {types: ['plain'], content: '\n', empty: true}]);
}

/**
 * The text a server-highlighted block shows: its code without line breaks
 * (each line is its own element, an empty line has no text).
 */
function shownText(code: string): string {
  return code.replace(/\r\n|\r|\n/g, '');
}

/**
 * The inner HTML of the server-rendered `<code data-hl={id}>` while the page
 * hydrates, if it shows `code`; undefined on the server, for a block rendered
 * in the browser (its id matches no server element) or when the text differs.
 */
export function serverMarkup(id: string, code: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`code[data-hl="${CSS.escape(id)}"]`);
  return element && element.textContent === shownText(code) ? element.innerHTML : undefined;
}

/** Line props without inline colours: a line has the block's plain colours (plugins/code-theme). */
export function getLineProps(input: LineInputProps): LineOutputProps {
  const props: Record<string, unknown> = {...input};
  delete props.line;
  delete props.style;
  return {...props, className: clsx('token-line', input.className)};
}

/** Token props with the colours of both modes as inline variables (./tokenStyle). */
export function tokenProps(style: TokenStyle): (input: TokenInputProps) => TokenOutputProps {
  return (input) => {
    const {token} = input;
    const props: Record<string, unknown> = {...input};
    delete props.token;
    return {
      ...props,
      className: clsx('token', ...token.types, input.className),
      children: token.content,
      style: token.empty ? {display: 'inline-block', ...style(token.types)} : style(token.types),
    };
  };
}
