/**
 * The Vietnamese running text of the site's sources, as ranges of each file
 * (so that a match has a line and a fix can be written back): the pages and
 * partials (MDX text nodes and the front matter's title, sidebar_label and
 * description), the OpenAPI sources and workflows (`description`, `summary`,
 * `title`, `x-displayName`, never under `x-en` or in example values), the UI strings
 * (`message` of i18n/vi/code.json), the sidebars' labels, and the Vietnamese
 * string literals of the words the build generates (render/*-ui-text.ts,
 * api/lib/browser-safe/field-words.ts, config/*.ts but the search's concept aliases).
 * Inside a range, code in backticks, URLs, link targets and quoted platform
 * titles are exempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isPair, isScalar, parseDocument, visit} from 'yaml';
import {parseProse} from '../pages/prose-parse';

export type SourceKind = 'mdx' | 'yaml' | 'json' | 'ts';
export type SourceFile = {file: string; kind: SourceKind};
export type Range = readonly [number, number];
/** A file's text, the ranges of running text in it, and what inside them is exempt. */
export type RunningText = {file: string; text: string; ranges: Range[]; exempt: Range[]};

const rel = (siteDir: string, file: string) => path.relative(siteDir, file).split(path.sep).join('/');

function filesUnder(siteDir: string, dir: string, pattern: RegExp): string[] {
  const root = path.join(siteDir, dir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => rel(siteDir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Files whose Vietnamese strings are not running text: the search's aliases list the old variants on purpose. */
const NOT_RUNNING_TEXT = new Set(['config/search.ts', 'config/search-rank.ts', 'config/search-excerpts.ts']);

/** Every Vietnamese source the glossary applies to, relative to the site. */
export function glossarySources(siteDir: string): SourceFile[] {
  const of = (kind: SourceKind) => (file: string) => ({file, kind});
  const api = fs
    .readdirSync(path.join(siteDir, 'api'), {withFileTypes: true})
    .filter((e) => e.isDirectory() && /^\d/.test(e.name))
    .flatMap((e) => filesUnder(siteDir, `api/${e.name}`, /\.ya?ml$/));
  return [
    ...filesUnder(siteDir, 'versioned_docs', /\.mdx?$/).map(of('mdx')),
    ...filesUnder(siteDir, 'partials/vi', /\.mdx?$/).map(of('mdx')),
    ...api.map(of('yaml')),
    ...filesUnder(siteDir, 'i18n/vi', /\.json$/).map(of('json')),
    ...filesUnder(siteDir, 'versioned_sidebars', /\.json$/).map(of('json')),
    ...filesUnder(siteDir, 'render', /(^|-)ui-text\.ts$/).map(of('ts')),
    ...['api/lib/browser-safe/field-words.ts'].filter((f) => fs.existsSync(path.join(siteDir, f))).map(of('ts')),
    ...filesUnder(siteDir, 'config', /\.ts$/)
      .filter((f) => !NOT_RUNNING_TEXT.has(f) && !f.slice('config/'.length).includes('/'))
      .map(of('ts')),
  ];
}

const FRONT_MATTER_KEYS = /^(title|sidebar_label|description|pagination_label):[ \t]*(["']?)(.*?)\2[ \t]*$/gm;

async function mdxRanges(text: string): Promise<Range[]> {
  const ranges: Range[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---(?=\r?\n)/.exec(text);
  if (front) {
    const start = front.index + front[0].indexOf(front[1]);
    for (const m of front[1].matchAll(FRONT_MATTER_KEYS)) {
      const at = start + m.index + m[0].indexOf(m[3], m[1].length + 1);
      ranges.push([at, at + m[3].length]);
    }
  }
  const page = await parseProse(text);
  if (page.error) throw new Error(`line ${page.error.line}: the page does not parse as MDX: ${page.error.message}`);
  // The parser's text has the front matter's lines emptied (pages/prose-parse.ts): the rest is shifted by this much.
  const shift = text.length - page.text.length;
  for (const unit of page.units) {
    for (const piece of unit.pieces) if (piece.kind === 'text') ranges.push([piece.start + shift, piece.end + shift]);
  }
  return ranges;
}

const YAML_TEXT_KEYS = new Set(['description', 'summary', 'title', 'x-displayName']);
/** Data, not prose: never read. Under `examples`, each example's `summary` and `description` are prose, its `value` is not. */
const YAML_SKIPPED = new Set(['x-en', 'example', 'default', 'enum', 'const']);

function yamlRanges(text: string): Range[] {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(doc.errors[0].message.split('\n')[0]);
  const ranges: Range[] = [];
  visit(doc, {
    Pair(_key, pair, ancestors) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const parentKeys = ancestors.filter(isPair).map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
      if (YAML_SKIPPED.has(key) || parentKeys.some((k) => YAML_SKIPPED.has(k))) return visit.SKIP;
      if (key === 'value' && parentKeys.at(-2) === 'examples') return visit.SKIP;
      if (YAML_TEXT_KEYS.has(key) && isScalar(pair.value) && typeof pair.value.value === 'string' && pair.value.range)
        ranges.push([pair.value.range[0], pair.value.range[1]]);
      return isMap(pair.value) || !isScalar(pair.value) ? undefined : visit.SKIP;
    },
  });
  return ranges;
}

function jsonRanges(text: string): Range[] {
  return [...text.matchAll(/"(?:message|label)":\s*"((?:[^"\\\n]|\\.)*)"/g)].map((m) => {
    const start = m.index + m[0].length - m[1].length - 1;
    return [start, start + m[1].length] as const;
  });
}

/** A letter only Vietnamese (or another Latin-script language) writes: the string is not English. */
const VIETNAMESE = /[\u00C0-\u024F\u1E00-\u1EFF]/;

/** The string literals (and template literal parts) of a TypeScript file that hold Vietnamese. */
function tsRanges(text: string): Range[] {
  const ranges: Range[] = [];
  const push = (start: number, end: number) => {
    if (VIETNAMESE.test(text.slice(start, end))) ranges.push([start, end]);
  };
  let i = 0;
  const braces: number[] = [];
  const template = (from: number): number => {
    let j = from;
    let start = from;
    while (j < text.length && text[j] !== '`') {
      if (text[j] === '\\') j += 2;
      else if (text[j] === '$' && text[j + 1] === '{') {
        push(start, j);
        braces.push(0);
        return j + 2;
      } else j += 1;
    }
    push(start, j);
    start = j + 1;
    return start;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*')
      i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      push(i + 1, j);
      i = j + 1;
    } else if (c === '`') i = template(i + 1);
    else if (c === '{' && braces.length > 0) {
      braces[braces.length - 1] += 1;
      i += 1;
    } else if (c === '}' && braces.length > 0) {
      if (braces[braces.length - 1] === 0) {
        braces.pop();
        i = template(i + 1);
      } else {
        braces[braces.length - 1] -= 1;
        i += 1;
      }
    } else i += 1;
  }
  return ranges;
}

/** Quoted spans ("…", “…”, «…») that hold a platform title: the platform's words, kept as it writes them. */
function quotedTitles(text: string, range: Range, titles: readonly string[]): Range[] {
  const slice = text.slice(range[0], range[1]);
  const out: Range[] = [];
  for (const m of slice.matchAll(/\\?"([^"\n]*?)\\?"|“([^”\n]*)”|«([^»\n]*)»/g)) {
    const inner = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase().replace(/\s+/g, ' ');
    if (titles.some((t) => inner.includes(t))) out.push([range[0] + m.index, range[0] + m.index + m[0].length]);
  }
  return out;
}

/** Code in backticks, URLs and Markdown link targets inside running text (MDX pieces have none of them left). */
function codeAndUrls(text: string, range: Range): Range[] {
  const slice = text.slice(range[0], range[1]);
  const patterns = [/`[^`\n]*`/g, /\]\([^)\s]*\)/g, /https?:\/\/[^\s)>"'`]+/g];
  return patterns.flatMap((p) =>
    [...slice.matchAll(p)].map((m): Range => [range[0] + m.index, range[0] + m.index + m[0].length]),
  );
}

/** Platform page titles of every version (api/evidence/api-facts-*.json), lower case, and the glossary's own. */
export function platformTitles(siteDir: string, extra: readonly string[] = []): string[] {
  const dir = path.join(siteDir, 'api', 'evidence');
  const titles = new Set(extra.map((t) => t.toLowerCase()));
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!/^api-facts-.*\.json$/.test(name)) continue;
    const pages = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
    for (const page of Array.isArray(pages) ? pages : []) {
      const record = page as {title_vi?: unknown; fallback_root_intro?: {title_vi?: unknown}};
      for (const title of [record.title_vi, record.fallback_root_intro?.title_vi])
        if (typeof title === 'string' && title.trim()) titles.add(title.toLowerCase().replace(/\s+/g, ' '));
    }
  }
  return [...titles];
}

/** A source's running text. Throws with the file's name (and line) when it does not parse. */
export async function runningText(
  siteDir: string,
  source: SourceFile,
  titles: readonly string[],
  content?: string,
): Promise<RunningText> {
  const text = content ?? fs.readFileSync(path.join(siteDir, source.file), 'utf8');
  let ranges: Range[];
  try {
    ranges =
      source.kind === 'mdx'
        ? await mdxRanges(text)
        : source.kind === 'yaml'
          ? yamlRanges(text)
          : source.kind === 'json'
            ? jsonRanges(text)
            : tsRanges(text);
  } catch (error) {
    throw new Error(`${source.file}: ${(error as Error).message}`);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const exempt = ranges.flatMap((r) => [
    ...quotedTitles(text, r, titles),
    ...(source.kind === 'mdx' ? [] : codeAndUrls(text, r)),
  ]);
  return {file: source.file, text, ranges, exempt};
}

/** The parts of a text outside its running text, as exempt ranges (a match must lie inside one range). */
export function outside(text: string, ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.push([at, start]);
    at = Math.max(at, end);
  }
  out.push([at, text.length]);
  return out;
}
