/**
 * Counts each glossary concept's term and variants (docs-glossary.yaml) in
 * the running text of the Vietnamese Markdown twins of a build: `docs.md`
 * and `docs/**\/*.md` of the folder (not `en/`), with front matter, fenced
 * code, inline code, link targets and URLs removed, quoted platform titles
 * exempt, as the check matches them.
 *
 *   npx tsx scripts/glossary-count.ts [BUILD_DIR]    (default: build)
 *   npx tsx scripts/glossary-count.ts --sources      the sources' running text, as the check reads it
 *
 * Prints one line per concept: the term's count, then each variant's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {findVariants, loadGlossary, variantPattern, type Glossary} from '../api/lib/prose/glossary';
import {glossaryMatches} from '../api/lib/prose/glossary-check';
import {outside, platformTitles, type Range} from '../api/lib/prose/glossary-sources';

type Counts = Map<string, Map<string, number>>;

/** The code, link targets and URLs of a Markdown twin, as ranges to leave out. */
function codeRanges(text: string): Range[] {
  const patterns = [
    /^---\n[\s\S]*?\n---\n/g,
    /^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm,
    /`[^`\n]*`/g,
    /\]\([^)\s]*\)/g,
    /https?:\/\/[^\s)>"'`]+/g,
  ];
  const ranges = patterns.flatMap((p) => [...text.matchAll(p)].map((m): Range => [m.index, m.index + m[0].length]));
  return ranges.sort((a, b) => a[0] - b[0]);
}

function quoted(text: string, titles: readonly string[]): Range[] {
  return [...text.matchAll(/"([^"\n]*?)"|“([^”\n]*)”/g)]
    .filter((m) => titles.some((t) => (m[1] ?? m[2] ?? '').toLowerCase().replace(/\s+/g, ' ').includes(t)))
    .map((m): Range => [m.index, m.index + m[0].length]);
}

function emptyCounts(glossary: Glossary): Counts {
  return new Map(
    glossary.concepts.map((c) => [
      c.id,
      new Map([[c.vi, 0], ...c.variants.map((v): [string, number] => [v.phrase, 0])]),
    ]),
  );
}

/** Adds a text's term and variant counts; `exempt` is what is not running text. */
function count(glossary: Glossary, counts: Counts, text: string, exempt: readonly Range[]): void {
  const free = (start: number, end: number) => !exempt.some(([a, b]) => start < b && end > a);
  const variants = findVariants(glossary, text, exempt);
  for (const m of variants) {
    const concept = counts.get(m.concept.id)!;
    concept.set(m.variant.phrase, (concept.get(m.variant.phrase) ?? 0) + 1);
  }
  for (const concept of glossary.concepts) {
    const own = counts.get(concept.id)!;
    for (const m of text.matchAll(variantPattern(concept.vi))) {
      const end = m.index + m[0].length;
      const inVariant = variants.some((v) => m.index < v.end && end > v.start);
      if (free(m.index, end) && !inVariant) own.set(concept.vi, (own.get(concept.vi) ?? 0) + 1);
    }
  }
}

function twins(dir: string): string[] {
  const docs = path.join(dir, 'docs');
  const nested = fs.existsSync(docs)
    ? fs
        .readdirSync(docs, {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile() && e.name.endsWith('.md'))
        .map((e) => path.join(e.parentPath, e.name))
    : [];
  return [path.join(dir, 'docs.md'), ...nested].filter((f) => fs.existsSync(f)).sort();
}

async function main(): Promise<number> {
  const siteDir = process.cwd();
  const glossary = loadGlossary(siteDir);
  if (!glossary) throw new Error('no docs-glossary.yaml in this folder');
  const counts = emptyCounts(glossary);
  const args = process.argv.slice(2);
  let scope: string;
  if (args.includes('--sources')) {
    const found = await glossaryMatches(siteDir, glossary);
    for (const {source} of found)
      count(glossary, counts, source.text, [...outside(source.text, source.ranges), ...source.exempt]);
    scope = `${found.length} source files`;
  } else {
    const dir = path.resolve(args[0] ?? 'build');
    const files = twins(dir);
    if (files.length === 0) throw new Error(`${dir}: no docs.md or docs/**/*.md (build the site first)`);
    const titles = platformTitles(siteDir, glossary.platformTitles);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      count(glossary, counts, text, [...codeRanges(text), ...quoted(text, titles)]);
    }
    scope = `${files.length} Vietnamese Markdown twins in ${dir}`;
  }
  console.log(`| Concept | Term | Variants (occurrences) |\n|---|---|---|`);
  for (const concept of glossary.concepts) {
    const [[term, n], ...variants] = [...counts.get(concept.id)!.entries()];
    const rest = variants.map(([v, k]) => `${v} ${k}`).join(' / ');
    console.log(`| ${concept.id} | ${term} ${n} | ${rest} |`);
  }
  console.log(`\n(${scope}; running text, code removed)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
