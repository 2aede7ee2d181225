/**
 * The glossary's unifier: rewrites every variant of docs-glossary.yaml in the
 * Vietnamese running text of the sources (the pages, partials, OpenAPI
 * descriptions, workflows, UI strings, sidebar labels and generated words the
 * prose check reads; never code, URLs or quoted platform titles) to the term
 * the glossary gives (or its variant's `fix`).
 *
 *   npx tsx scripts/glossary-fix.ts            what it would change, per concept and file
 *   npx tsx scripts/glossary-fix.ts --write    writes the files
 *
 * It prints, per concept, the variants found before and after (after = what
 * is left: `check_only` variants, which the writer judges). Running it again
 * changes nothing: a fix contains no variant (tests/unit/glossary.test.ts). A sidebar
 * category label it changes also renames that label's translation key.
 */
import fs from 'node:fs';
import path from 'node:path';
import {glossaryMatches, type FileMatches} from '../api/lib/prose/glossary-check';
import {applyFixes, loadGlossary, type Glossary} from '../api/lib/prose/glossary';

function perConcept(glossary: Glossary, found: readonly FileMatches[]): Map<string, number> {
  const counts = new Map(glossary.concepts.map((c) => [c.id, 0]));
  for (const {matches} of found) for (const m of matches) counts.set(m.concept.id, (counts.get(m.concept.id) ?? 0) + 1);
  return counts;
}

const labels = (text: string) => [...text.matchAll(/"label":\s*"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1]);

/**
 * A sidebar category's label is the key of its translation (`sidebar.api.category.<label>` in
 * i18n/<locale>/docusaurus-plugin-content-docs/version-X.json): a label the unifier changed renames that key.
 */
function renameCategoryKeys(siteDir: string, file: string, before: string, after: string): void {
  const version = /^versioned_sidebars\/version-(.+)-sidebars\.json$/.exec(file)?.[1];
  if (!version) return;
  const [old, now] = [labels(before), labels(after)];
  const i18n = path.join(siteDir, 'i18n');
  for (const locale of fs.existsSync(i18n) ? fs.readdirSync(i18n) : []) {
    const target = path.join(i18n, locale, 'docusaurus-plugin-content-docs', `version-${version}.json`);
    if (!fs.existsSync(target)) continue;
    let text = fs.readFileSync(target, 'utf8');
    old.forEach((label, i) => {
      if (label !== now[i])
        text = text.split(`"sidebar.api.category.${label}"`).join(`"sidebar.api.category.${now[i]}"`);
    });
    fs.writeFileSync(target, text);
  }
}

async function main(): Promise<number> {
  const siteDir = process.cwd();
  const write = process.argv.includes('--write');
  const glossary = loadGlossary(siteDir);
  if (!glossary) {
    console.error('no docs-glossary.yaml in this folder');
    return 1;
  }
  const before = await glossaryMatches(siteDir, glossary);
  const files = before.filter((f) => f.matches.some((m) => !m.variant.checkOnly));
  for (const {source, matches} of files) {
    const fixable = matches.filter((m) => !m.variant.checkOnly);
    console.log(`${source.file}: ${fixable.length}`);
    if (!write) continue;
    const fixed = applyFixes(source.text, fixable);
    fs.writeFileSync(path.join(siteDir, source.file), fixed);
    renameCategoryKeys(siteDir, source.file, source.text, fixed);
  }
  const after = write
    ? await glossaryMatches(siteDir, glossary)
    : before.map((f) => ({...f, matches: f.matches.filter((m) => m.variant.checkOnly)}));
  const [b, a] = [perConcept(glossary, before), perConcept(glossary, after)];
  console.log(`\nconcept                variants before → after${write ? '' : ' (dry run: --write writes)'}`);
  for (const concept of glossary.concepts) {
    console.log(
      `${concept.id.padEnd(22)} ${String(b.get(concept.id)).padStart(6)} → ${a.get(concept.id)}   (${concept.vi})`,
    );
  }
  console.log(`${files.length} file(s) ${write ? 'rewritten' : 'to rewrite'}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
