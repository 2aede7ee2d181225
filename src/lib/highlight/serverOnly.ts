/**
 * The highlighter, imported synchronously: on the server, so every code block
 * of the static HTML is highlighted. The browser bundle gets
 * ./serverOnly.client.ts in its place (plugins/code-theme), which has none.
 */
import * as prism from './prism';

export const serverHighlighter: typeof prism | undefined = prism;
