/**
 * What the site's retry rules say about one answer, in their own words: the
 * version's retries section (info.x-docs.retries of its OpenAPI download, the
 * `retries` partial on the conventions page) is read from the page's Markdown
 * twin in the asked locale, and three parts are quoted: the row of its "when
 * to retry" table for the status (or for no response at all), its list of how
 * long to wait, and the rows of its "safe to resend" table for the request's
 * method. Nothing here states a policy of its own: when the page cannot be
 * read or has no such table, the advice is the section's address alone.
 */
import type {Locale} from '../config/locales';
import {versionRoot} from '../config/versions';
import type {OpenApiDocument} from '../api/lib/browser-safe/openapi';
import type {Docs} from './docs';
import {localePrefix} from './source';

export type RetryAdvice = {
  /** The "when to retry" row: `429 Too Many Requests: Yes, after the wait below`. */
  rule?: string;
  /** How long to wait, item by item. */
  wait?: string[];
  /** The "safe to resend" rows of the request's method. */
  resend?: string[];
  /** The retries section on the site. */
  guide: string;
};

type Table = {end: number; rows: string[][]};

/** Markdown without its link targets: `[wait](#retries-wait)` → `wait`. */
const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();

/** The tables of a Markdown text: their body rows as cells (header and separator left out), and the line after each. */
function tables(lines: readonly string[]): (Table & {start: number})[] {
  const found: (Table & {start: number})[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[i + 1] ?? '')) continue;
    const start = i;
    const rows: string[][] = [];
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
      rows.push(
        lines[i]!.replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map(plain),
      );
    }
    found.push({start, end: i, rows});
  }
  return found;
}

/** The status codes a row's first cell names: "`502 Bad Gateway`, `503 Service Unavailable`" → 502, 503. */
const codes = (cell: string) => [...cell.matchAll(/`(\d{3})\b/g)].map((m) => Number(m[1]));

/** The "when to retry" table: each of 429, 500, 502, 503 and 504 in one row of its own, 429 apart from 500. */
function isStatusTable(table: Table): boolean {
  const rowOf = (status: number) => table.rows.filter((row) => codes(row[0] ?? '').includes(status));
  return [429, 500, 502, 503, 504].every((s) => rowOf(s).length === 1) && rowOf(429)[0] !== rowOf(500)[0];
}

/** The advice of the page's rules for an answer with `status` (undefined: no answer came) to a `method` request. */
export function adviceFrom(markdown: string, guide: string, status: number | undefined, method: string): RetryAdvice {
  const lines = markdown.split('\n');
  const all = tables(lines);
  const statusTable = all.find(isStatusTable);
  if (!statusTable) return {guide};
  const row =
    status === undefined
      ? statusTable.rows.find((r) => codes(r[0] ?? '').length === 0)
      : statusTable.rows.find((r) => codes(r[0] ?? '').includes(status));
  const wait: string[] = [];
  for (let i = statusTable.end; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('- ')) wait.push(plain(line.slice(2)));
    else if (wait.length > 0 && line.trim() !== '') break;
    else if (line.startsWith('|')) break;
  }
  const resendTable = all.find((t) => t.start >= statusTable.end && t.rows.some((r) => r[0] === '`GET`'));
  const resend = (resendTable?.rows ?? [])
    .filter((r) => (r[0] ?? '').includes(`\`${method.toUpperCase()}\``))
    .map((r) => `${r[0]}: ${r[1] ?? ''}`);
  return {
    ...(row ? {rule: `${row[0]}: ${row[1] ?? ''}`} : {}),
    ...(wait.length > 0 ? {wait} : {}),
    ...(resend.length > 0 ? {resend} : {}),
    guide,
  };
}

/** The advice of a version's retry rules, read from its page in `locale`. */
export async function retryAdvice(
  docs: Docs,
  doc: OpenApiDocument,
  at: {version: string; locale: Locale},
  status: number | undefined,
  method: string,
): Promise<RetryAdvice | undefined> {
  const target = doc.info['x-docs']?.retries;
  if (!target) return undefined;
  const [docId, anchor] = target.split('#');
  try {
    const page = await docs.page(`${localePrefix(at.locale)}${versionRoot(at.version)}/${docId}`);
    return adviceFrom(page.markdown, `${page.url}${anchor ? `#${anchor}` : ''}`, status, method);
  } catch {
    return {guide: `${docs.source.origin}${localePrefix(at.locale)}${versionRoot(at.version)}/${target}`};
  }
}
