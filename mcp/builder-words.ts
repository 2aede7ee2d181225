/**
 * The request builder's words for the MCP server: api/lib/browser-safe/builder-messages.ts
 * says its validation messages through a `translate`; this one reads the
 * site's own Vietnamese UI strings (render/code-translate.ts) and falls back
 * to the English message. So call_operation names a wrong value in the words
 * the builder's panel shows on the page, in the locale the assistant asked for.
 */
export {codeTranslate as builderTranslate} from '../render/code-translate';
