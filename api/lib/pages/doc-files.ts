/**
 * The doc pages of a docs folder as files, and the operations a page shows:
 * its `<ApiOperation id="…"/>` tags (the renderer expands them; the pages check
 * and the tests read where they stand).
 */
import fs from 'node:fs';
import path from 'node:path';

export const API_OPERATION_TAG = 'ApiOperation';
const TAG_PATTERN = new RegExp(`<${API_OPERATION_TAG}\\b[^>]*?\\bid=(?:"([^"]*)"|'([^']*)')`, 'g');
const FENCE = /^\s*(```|~~~)/;

export type PageUse = {file: string; line: number; id: string};

/** `<ApiOperation id>` uses in a Markdown/MDX text, outside fenced code blocks. */
export function operationUses(text: string, file: string): PageUse[] {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) return [];
    return [...line.matchAll(TAG_PATTERN)].map((m) => ({file, line: index + 1, id: m[1] ?? m[2]}));
  });
}

/** The Markdown/MDX files under a docs folder, sorted. */
export function docFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
