/**
 * Docusaurus plugin: after each locale's build, writes two things explicit in
 * the built HTML that the HTML minifier (swc's, `future.faster`) leaves
 * implicit, because simple HTML parsers misread them. node-html-parser, which
 * AI tools and the Agent-Friendly Documentation checker (afdocs) use to read
 * pages, is one: on either, it lost the page's <body>, <main> and <article>
 * and read the whole document, head and scripts included, as the page's text.
 *
 * - Unquoted attribute values that end a tag with "/": the links to a locale's
 *   home page come out as `<a class=… href=/en/>`, valid HTML (the value is
 *   `/en/`) that such parsers read as a self-closing tag. `href="/en/">` reads
 *   the same everywhere, for two bytes a link (three links a page: the navbar
 *   logo, the sidebar logo, the breadcrumbs' home).
 * - The end tags a table may omit (`</td>`, `</th>`, `</tr>`, `</thead>`,
 *   `</tbody>`, `</tfoot>`): such a parser does not close a cell when the
 *   next row starts, so every table left the rest of the page inside its last
 *   cell. Five bytes a cell before compression, a few percent of a page after.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A comment, a script or style element (left as they are), or a tag (start tags
 * with their attributes as HTML tokenises them: an unquoted value runs to the
 * next space or ">").
 */
const TAG =
  /<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<\/?[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;

/** The last attribute of a start tag, unquoted and ending in "/", right before ">". */
const UNQUOTED_SLASH_END = /=([^\s"'=<>`]*\/)>$/;

/** A tag with its last attribute value quoted when it is unquoted and ends with "/" (comments, scripts, styles as they are). */
function quoteTag(tag: string): string {
  return /^<(!--|script|style)/.test(tag) ? tag : tag.replace(UNQUOTED_SLASH_END, '="$1">');
}

/** `html` with each unquoted attribute value that ends a tag with "/" quoted; everything else as it was. */
export function quoteSlashEndedValues(html: string): string {
  return html.replace(TAG, quoteTag);
}

/** A table's open cell, row and row group, innermost table last. */
type TableState = {cell?: string; row: boolean; group?: string};

/** A tag, with the end tags its table omitted before it written out (`tables`: the open tables, updated). */
function tableTag(tables: TableState[], tag: string): string {
  const m = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(tag);
  if (!m) return tag;
  const closing = m[1] === '/';
  const name = m[2]!.toLowerCase();
  if (name === 'table' && !closing) {
    tables.push({row: false});
    return tag;
  }
  const t = tables.at(-1);
  if (!t) return tag;
  const close = (level: 'cell' | 'row' | 'group'): string => {
    let out = '';
    if (t.cell) out += `</${t.cell}>`;
    t.cell = undefined;
    if (level === 'cell') return out;
    if (t.row) out += '</tr>';
    t.row = false;
    if (level === 'row') return out;
    if (t.group) out += `</${t.group}>`;
    t.group = undefined;
    return out;
  };
  if (closing) {
    if (name === 'td' || name === 'th') t.cell = undefined;
    else if (name === 'tr') return `${close('cell')}${((t.row = false), tag)}`;
    else if (name === 'thead' || name === 'tbody' || name === 'tfoot')
      return `${close('row')}${((t.group = undefined), tag)}`;
    else if (name === 'table') {
      tables.pop();
      return `${close('group')}${tag}`;
    }
    return tag;
  }
  if (name === 'td' || name === 'th') {
    const before = close('cell');
    t.cell = name;
    return `${before}${tag}`;
  }
  if (name === 'tr') {
    const before = close('row');
    t.row = true;
    return `${before}${tag}`;
  }
  if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
    const before = close('group');
    t.group = name;
    return `${before}${tag}`;
  }
  return tag;
}

/** `html` with the end tags its tables omit written out; everything else as it was. */
export function closeTableTags(html: string): string {
  const tables: TableState[] = [];
  return html.replace(TAG, (tag) => tableTag(tables, tag));
}

/** Both at once, in one pass over the tags (the build runs this on every page). */
export function explicitHtml(html: string): string {
  const tables: TableState[] = [];
  return html.replace(TAG, (tag) => tableTag(tables, quoteTag(tag)));
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function explicitHtmlPlugin(): Plugin {
  return {
    name: 'explicit-html',
    async postBuild({outDir}) {
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        const explicit = explicitHtml(html);
        if (explicit !== html) fs.writeFileSync(file, explicit);
      }
    },
  };
}
