/**
 * What the browser bundle has in place of ./serverOnly.ts (plugins/code-theme
 * swaps them): no highlighter in the first load. Code blocks keep the HTML
 * the server highlighted; the highlighter is loaded only for new ones.
 */
import type * as prism from './prism';

export const serverHighlighter: typeof prism | undefined = undefined;
