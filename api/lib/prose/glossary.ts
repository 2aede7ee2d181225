/**
 * The writers' glossary (docs-glossary.yaml at the site's root): one
 * Vietnamese term per API concept and the variants not to use. Read here
 * once, checked for form (a bad entry is an error naming the file and line),
 * and turned into matchers that respect Vietnamese syllable boundaries: a
 * phrase matches whole syllables only, any case, any run of spaces or one
 * line break between its syllables, and not where the syllables after or
 * before it make it another word (`đơn bán` inside `đơn bán hàng`). The
 * prose check (glossary-check.ts) and the unifier (scripts/glossary-fix.ts)
 * use the same matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode} from 'yaml';

export const GLOSSARY_FILE = 'docs-glossary.yaml';

export type Variant = {
  phrase: string;
  /** What the unifier writes instead. */
  fix: string;
  notFollowedBy: string[];
  notPrecededBy: string[];
  checkOnly: boolean;
  pattern: RegExp;
};
export type Concept = {id: string; en: string; vi: string; reason?: string; variants: Variant[]; line: number};
export type Glossary = {concepts: Concept[]; platformTitles: string[]};
/** One variant found in a text: [start, end) in that text. */
export type GlossaryMatch = {start: number; end: number; text: string; concept: Concept; variant: Variant};

/** A letter or digit of any script: what a syllable is made of. */
const WORD = '[\\p{L}\\p{M}\\p{N}_]';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Between two syllables of a phrase: spaces or tabs, with at most one line break (and the next line's indent). */
const GAP = '[ \\t]*(?:\\r?\\n[ \\t]*(?:(?:>|\\/\\/|\\*)[ \\t]*)?|[ \\t])';
const phraseSource = (phrase: string) => phrase.trim().split(/\s+/).map(escape).join(GAP);

/** The matcher of a variant: whole syllables, with its exceptions as lookarounds. */
export function variantPattern(phrase: string, notFollowedBy: string[] = [], notPrecededBy: string[] = []): RegExp {
  const after = notFollowedBy.map((w) => `(?!${GAP}${phraseSource(w)}(?!${WORD}))`).join('');
  const before = notPrecededBy.map((w) => `(?<!(?<!${WORD})${phraseSource(w)}${GAP})`).join('');
  return new RegExp(`(?<!${WORD})${before}${phraseSource(phrase)}(?!${WORD})${after}`, 'giu');
}

export class GlossaryError extends Error {}

const strings = (value: unknown): string[] | undefined =>
  value === undefined ? [] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;

function readVariant(raw: Record<string, unknown>, vi: string, where: string): Variant {
  const {phrase, fix = vi, check_only: checkOnly = false} = raw;
  const notFollowedBy = strings(raw.not_followed_by);
  const notPrecededBy = strings(raw.not_preceded_by);
  if (typeof phrase !== 'string' || !phrase.trim()) throw new GlossaryError(`${where}: a variant needs a phrase`);
  if (typeof fix !== 'string' || typeof checkOnly !== 'boolean' || !notFollowedBy || !notPrecededBy)
    throw new GlossaryError(
      `${where}: fix is a string, check_only true or false, not_followed_by and not_preceded_by lists of words`,
    );
  const pattern = variantPattern(phrase, notFollowedBy, notPrecededBy);
  return {phrase, fix, notFollowedBy, notPrecededBy, checkOnly, pattern};
}

/** The glossary of a text (its file name for errors). Throws a GlossaryError naming file and line. */
export function parseGlossary(text: string, file = GLOSSARY_FILE): Glossary {
  const lines = new LineCounter();
  const doc = parseDocument(text, {lineCounter: lines});
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    throw new GlossaryError(`${file}:${error.linePos?.[0].line ?? 1}: ${error.message.split('\n')[0]}`);
  }
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : 1);
  const root = doc.contents;
  const list = isMap(root) ? root.get('concepts', true) : undefined;
  if (!isSeq(list)) throw new GlossaryError(`${file}:1: the glossary is a map with a list of concepts`);
  const platformTitles = strings((root as {toJSON(): Record<string, unknown>}).toJSON().platform_titles);
  if (!platformTitles) throw new GlossaryError(`${file}:1: platform_titles is a list of titles`);
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  for (const item of list.items) {
    const line = lineOf(item as YamlNode);
    const where = `${file}:${line}`;
    const raw = isMap(item) ? (item.toJSON() as Record<string, unknown>) : {};
    const {id, en, vi, reason, variants} = raw;
    if (typeof id !== 'string' || typeof en !== 'string' || typeof vi !== 'string' || !Array.isArray(variants))
      throw new GlossaryError(`${where}: a concept needs id, en, vi and a list of variants`);
    if (reason !== undefined && typeof reason !== 'string') throw new GlossaryError(`${where}: reason is a line`);
    if (seen.has(id)) throw new GlossaryError(`${where}: concept ${id} is listed twice`);
    seen.add(id);
    const read = variants.map((v: unknown) =>
      readVariant(typeof v === 'object' && v ? (v as Record<string, unknown>) : {}, vi, `${where} (${id})`),
    );
    concepts.push({id, en, vi, reason, variants: read, line});
  }
  return {concepts, platformTitles};
}

const cache = new Map<string, {mtime: number; glossary: Glossary}>();

/** The site's glossary (docs-glossary.yaml), read again when the file changes; undefined when there is none. */
export function loadGlossary(siteDir: string): Glossary | undefined {
  const file = path.join(siteDir, GLOSSARY_FILE);
  if (!fs.existsSync(file)) return undefined;
  const mtime = fs.statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit?.mtime === mtime) return hit.glossary;
  const glossary = parseGlossary(fs.readFileSync(file, 'utf8'));
  cache.set(file, {mtime, glossary});
  return glossary;
}

/**
 * The variants in a text, longest first where two overlap, left to right.
 * `exempt` ranges (code, URLs, quoted platform text) are never matched into.
 */
export function findVariants(
  glossary: Glossary,
  text: string,
  exempt: readonly (readonly [number, number])[] = [],
): GlossaryMatch[] {
  const found: GlossaryMatch[] = [];
  for (const concept of glossary.concepts) {
    for (const variant of concept.variants) {
      for (const m of text.matchAll(variant.pattern)) {
        const start = m.index;
        const end = start + m[0].length;
        if (exempt.some(([a, b]) => start < b && end > a)) continue;
        found.push({start, end, text: m[0], concept, variant});
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: GlossaryMatch[] = [];
  for (const match of found) {
    const last = kept.at(-1);
    if (!last || match.start >= last.end) kept.push(match);
  }
  return kept;
}

/** The fix of a match, its first letter upper case when the variant's was (a sentence's first word). */
export function fixedText(match: GlossaryMatch): string {
  const fix = match.variant.fix;
  const first = match.text.charAt(0);
  return first !== first.toLowerCase() ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
}

/** The text with every fixable match replaced (check_only variants stay). */
export function applyFixes(text: string, matches: readonly GlossaryMatch[]): string {
  let out = '';
  let at = 0;
  for (const match of matches) {
    if (match.variant.checkOnly) continue;
    out += text.slice(at, match.start) + fixedText(match);
    at = match.end;
  }
  return out + text.slice(at);
}
