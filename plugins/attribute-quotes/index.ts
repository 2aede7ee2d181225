/**
 * Docusaurus plugin: after each locale's build, quotes every unquoted
 * attribute value that ends in "/" and closes its tag, in the built HTML.
 *
 * The HTML minifier drops the quotes of attribute values where HTML allows
 * it, so the links to a locale's home page come out as `<a class=… href=/en/>`.
 * That is valid HTML (the value is `/en/`), but simple parsers read the final
 * `/>` as a self-closing tag: node-html-parser, which AI tools and the
 * Agent-Friendly Documentation checker (afdocs) use to read pages, then
 * closes the link at once and the rest of the page falls apart (no <body>,
 * <main> or <article>: the text of the whole document, head and scripts
 * included, reads as one paragraph). `href="/en/">` reads the same in every
 * parser, for two bytes a link (three such links a page: the navbar logo,
 * the sidebar logo, the breadcrumbs' home).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A comment, a script or style element (left as they are), or a start tag
 * (its attributes as HTML tokenises them: an unquoted value runs to the next
 * space or ">").
 */
const TAG =
  /<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;

/** The last attribute of a start tag, unquoted and ending in "/", right before ">". */
const UNQUOTED_SLASH_END = /=([^\s"'=<>`]*\/)>$/;

/** `html` with each unquoted attribute value that ends a tag with "/" quoted; everything else as it was. */
export function quoteSlashEndedValues(html: string): string {
  return html.replace(TAG, (tag) =>
    /^<(!--|script|style)/.test(tag) ? tag : tag.replace(UNQUOTED_SLASH_END, '="$1">'),
  );
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function attributeQuotes(): Plugin {
  return {
    name: 'attribute-quotes',
    async postBuild({outDir}) {
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        const quoted = quoteSlashEndedValues(html);
        if (quoted !== html) fs.writeFileSync(file, quoted);
      }
    },
  };
}
