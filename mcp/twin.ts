/**
 * A Markdown twin (`/docs/6.1/account/list.md`) as the parts the search
 * weighs, the way scripts/search-index.ts weighs the HTML page: the title,
 * the lead paragraph, the endpoint path, h2 sections, h3/h4 subsections,
 * tables and the rest; code blocks are left out (Pagefind skips `pre`).
 */
import {WEIGHTS} from '../config/search';

export type Part = {text: string; weight: number; section: number};

/** A heading of the page; section 0 is the top of the page (title, lead). */
export type Section = {title: string; depth: number; text: string};

export type Twin = {title: string; description: string; parts: Part[]; sections: Section[]};

const ENDPOINT = /^\*\*([A-Z]+)\*\* `(?:https?:\/\/[^/`]*)?([^`]*)`$/;

/** The readable text of a Markdown line: links, emphasis, code marks and escapes removed. */
export function plain(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\\([[\]*_`|#])/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The table row's cells, separated like the site's excerpts ("Name · Type · Required"). */
function row(line: string): string {
  return line
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => plain(cell))
    .join(' · ');
}

export function parseTwin(markdown: string): Twin {
  const lines = markdown.split('\n');
  const parts: Part[] = [];
  const sections: Section[] = [{title: '', depth: 1, text: ''}];
  let title = '';
  let description = '';
  let fence: string | undefined;
  let paragraph: string[] = [];
  let leadDone = false;
  const add = (text: string, weight: number) => {
    if (!text) return;
    parts.push({text, weight, section: sections.length - 1});
    const section = sections.at(-1)!;
    section.text = section.text ? `${section.text} ${text}` : text;
  };
  const flush = () => {
    if (paragraph.length === 0) return;
    add(plain(paragraph.join(' ')), leadDone ? WEIGHTS.body : WEIGHTS.lead);
    leadDone = true;
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const opening = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (opening && line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (opening) {
      flush();
      fence = opening[1];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const text = plain(heading[2]);
      if (depth === 1 && !title) {
        title = text;
        parts.push({text, weight: WEIGHTS.title, section: 0});
        continue;
      }
      sections.push({title: text, depth, text: ''});
      add(text, depth === 2 ? WEIGHTS.section : depth <= 4 ? WEIGHTS.subheading : WEIGHTS.body);
      continue;
    }
    if (/^>\s?/.test(line) && parts.length === 1 && !description && paragraph.length === 0) {
      // The page's description (front matter): not in the HTML body, so not in the site's index either.
      description = plain(line.replace(/^>\s?/, ''));
      continue;
    }
    const endpoint = ENDPOINT.exec(line.trim());
    if (endpoint) {
      flush();
      add(endpoint[2], WEIGHTS.endpoint);
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s|:-]+\|?\s*$/.test(line)) add(row(line.trim()), WEIGHTS.table);
      continue;
    }
    if (line.trim() === '' || /^\s*([-*+]|\d+\.)\s/.test(line) || /^>/.test(line)) {
      // A list item or a quote is no paragraph: only the first <p> is the lead.
      flush();
      if (line.trim() !== '') add(plain(line.replace(/^\s*([-*+]|\d+\.|>)\s?/, '')), WEIGHTS.body);
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return {title, description, parts, sections};
}
