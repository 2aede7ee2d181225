/**
 * Locale parity checks. Every problem names the file it is about.
 * - every doc and Markdown page, and every prose partial (partials/), exists in both locales;
 * - twins carry the same explicit heading ids, and every heading has one (ASCII);
 * - every UI string id used in src/ (and in the engine modules of SHARED_UI_STRINGS) has a Vietnamese translation;
 * - every sidebar category label has its English translation;
 * - no label of a (Vietnamese) sidebar is English: a category, doc or link label, or the text of an
 *   HTML item, made only of ASCII letters (Vietnamese words carry tone marks) fails, except the shared
 *   terms below and the version heading "Api version X", which the theme translates
 *   (src/theme/DocSidebarItem/Html).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SIDEBAR_TITLE_CLASS, sidebarTitleVersion} from '../config/versions';

const DOC_EXT = /\.mdx?$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const EXPLICIT_ID = /\{#([^}]*)\}\s*$/;
const ASCII_ID = /^[a-z0-9][a-z0-9-]*$/;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && DOC_EXT.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Heading ids of a Markdown/MDX text, outside fenced code; problems for headings without an ASCII id. */
export function headingIds(text: string, file: string): {ids: string[]; problems: string[]} {
  const ids: string[] = [];
  const problems: string[] = [];
  let fenced = false;
  let frontMatter = text.startsWith('---');
  text.split('\n').forEach((line, index) => {
    if (frontMatter) {
      if (index > 0 && line.trim() === '---') frontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const heading = HEADING.exec(line);
    if (!heading || heading[1] === '#') return;
    const id = EXPLICIT_ID.exec(line)?.[1];
    if (!id) problems.push(`${file}:${index + 1}: heading "${heading[2]}" has no explicit id ({#ascii-id})`);
    else if (!ASCII_ID.test(id)) problems.push(`${file}:${index + 1}: heading id "${id}" is not lower-case ASCII`);
    else ids.push(id);
  });
  return {ids, problems};
}

function compareTwins(viDir: string, enDir: string, root: string): string[] {
  const problems: string[] = [];
  const vi = listFiles(viDir);
  const en = listFiles(enDir);
  const rel = (dir: string, f: string) => path.relative(root, path.join(dir, f));
  for (const f of vi) if (!en.includes(f)) problems.push(`${rel(viDir, f)}: no English twin at ${rel(enDir, f)}`);
  for (const f of en) if (!vi.includes(f)) problems.push(`${rel(enDir, f)}: no Vietnamese twin at ${rel(viDir, f)}`);
  for (const f of vi.filter((x) => en.includes(x))) {
    const a = headingIds(fs.readFileSync(path.join(viDir, f), 'utf8'), rel(viDir, f));
    const b = headingIds(fs.readFileSync(path.join(enDir, f), 'utf8'), rel(enDir, f));
    problems.push(...a.problems, ...b.problems);
    if (a.ids.join(',') !== b.ids.join(',')) {
      problems.push(
        `${rel(enDir, f)}: heading ids [${b.ids.join(', ')}] differ from ${rel(viDir, f)} [${a.ids.join(', ')}]`,
      );
    }
    for (const [dir, text] of [
      [viDir, fs.readFileSync(path.join(viDir, f), 'utf8')],
      [enDir, fs.readFileSync(path.join(enDir, f), 'utf8')],
    ] as const) {
      if (/\bTODO\b|\bTBD\b|lorem ipsum/i.test(text))
        problems.push(`${rel(dir, f)}: placeholder text (TODO/TBD/lorem ipsum)`);
    }
  }
  return problems;
}

/**
 * The engine modules outside src/ whose UI strings the site shows: the request
 * builder's validation messages, which the MCP server says too.
 */
export const SHARED_UI_STRINGS = ['api/lib/browser-safe/builder-messages.ts', 'api/lib/browser-safe/field-words.ts'];

/** Ids passed to <Translate id="…"> and translate({id: '…'}) in the site's source: folders (read whole) or files. */
export function translateIds(...sources: string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const files = sources.flatMap((source) =>
    !fs.existsSync(source)
      ? []
      : fs.statSync(source).isDirectory()
        ? fs
            .readdirSync(source, {recursive: true, withFileTypes: true})
            .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [source],
  );
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Translate\b[^>]*?\bid="([^"]+)"|translate\(\s*\{\s*id:\s*'([^']+)'/g)) {
      ids.set((m[1] ?? m[2])!, file);
    }
  }
  return ids;
}

type SidebarItem = {type?: string; label?: string; value?: string; className?: string; items?: SidebarItem[]};

/** Words the same in both languages: a label made only of these is no English label. */
const SHARED_TERMS = new Set(['api', 'crm', 'mcp', 'openapi', 'postman', 'webhook', 'webhooks', 'rest', 'json', 'faq']);

/** A label with a word and no letter outside ASCII, not made of shared terms only: English. */
function isEnglishLabel(label: string): boolean {
  const words = label.match(/[\p{L}]+/gu) ?? [];
  if (words.length === 0 || /[^\t\n\r -~]/.test(label)) return false;
  return words.some((w) => !SHARED_TERMS.has(w.toLowerCase()));
}

/** The labels of a Vietnamese sidebar that are English (see the header), as they are written. */
function englishSidebarLabels(items: readonly (SidebarItem | string)[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [];
    const nested = englishSidebarLabels(item.items ?? []);
    if (item.type === 'html') {
      const text = (item.value ?? '').replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
      const translated = item.className === SIDEBAR_TITLE_CLASS && sidebarTitleVersion(text) !== undefined;
      return [...(!translated && isEnglishLabel(text) ? [text.trim()] : []), ...nested];
    }
    return [...(item.label !== undefined && isEnglishLabel(item.label) ? [item.label] : []), ...nested];
  });
}

function categoryLabels(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category' ? [item.label ?? '', ...categoryLabels(item.items ?? [])] : [],
  );
}

export function checkI18n(root: string): string[] {
  const problems: string[] = [];
  const versions: string[] = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
  for (const v of versions) {
    problems.push(
      ...compareTwins(
        path.join(root, `versioned_docs/version-${v}`),
        path.join(root, `i18n/en/docusaurus-plugin-content-docs/version-${v}`),
        root,
      ),
    );
    const sidebarFile = path.join(root, `versioned_sidebars/version-${v}-sidebars.json`);
    const translationFile = `i18n/en/docusaurus-plugin-content-docs/version-${v}.json`;
    const sidebars: Record<string, SidebarItem[]> = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
    const translations: Record<string, {message: string}> = fs.existsSync(path.join(root, translationFile))
      ? JSON.parse(fs.readFileSync(path.join(root, translationFile), 'utf8'))
      : {};
    for (const [sidebarId, items] of Object.entries(sidebars)) {
      for (const label of englishSidebarLabels(items)) {
        problems.push(
          `versioned_sidebars/version-${v}-sidebars.json: English label "${label}" in the Vietnamese sidebar "${sidebarId}" (write it in Vietnamese; its English goes in ${translationFile})`,
        );
      }
      for (const label of categoryLabels(items)) {
        const key = `sidebar.${sidebarId}.category.${label}`;
        if (!translations[key]?.message) problems.push(`${translationFile}: no English label for "${key}"`);
      }
    }
  }
  problems.push(
    ...compareTwins(path.join(root, 'src/pages'), path.join(root, 'i18n/en/docusaurus-plugin-content-pages'), root),
  );
  // The prose partials that <ApiConvention name="…"/> includes (render/partials.ts) exist in both locales too.
  if (fs.existsSync(path.join(root, 'partials')))
    problems.push(...compareTwins(path.join(root, 'partials/vi'), path.join(root, 'partials/en'), root));
  const viCodeFile = path.join(root, 'i18n/vi/code.json');
  const viCode: Record<string, unknown> = fs.existsSync(viCodeFile)
    ? JSON.parse(fs.readFileSync(viCodeFile, 'utf8'))
    : {};
  for (const [id, file] of translateIds(path.join(root, 'src'), ...SHARED_UI_STRINGS.map((f) => path.join(root, f)))) {
    if (!(id in viCode))
      problems.push(
        `${path.relative(root, file)}: UI string "${id}" has no Vietnamese translation in i18n/vi/code.json`,
      );
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = checkI18n(process.cwd());
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.log('i18n: both locales complete');
}
