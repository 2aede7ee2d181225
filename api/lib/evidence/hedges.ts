/**
 * Hedging sentences: a sentence that says the platform does not publish,
 * document or say something. One pattern per locale; `scripts/evidence/hedges.ts`
 * counts them per version and locale over the doc pages, the partials a
 * version's pages include (code blocks and generated tags excluded, as the
 * prose check reads them) and the descriptions of the OpenAPI sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import {localizedApi} from '../model/cache';
import {docFiles} from '../pages/doc-files';
import {fillPlaceholders, partialFile, partialValues} from '../pages/partial-values';
import {parseProse} from '../pages/prose-parse';
import {docsDir, LOCALES, type Locale} from '../pages/site';

/** What a hedge says, per locale. */
const HEDGE: Record<Locale, RegExp> = {
  en: /\b(?:(?:does|do|did|is|are)\s+not\s+(?:publish|document|say|state|list|show|give|name)\w*|not\s+(?:published|documented|stated)|undocumented|unpublished|no\s+public\s+page|nothing\s+public|not\s+on\s+(?:the|its)\s+public\s+page)/i,
  vi: /không\s+(?:được\s+)?(?:công bố|ghi|nói|nêu|mô tả|liệt kê|cho biết)|chưa\s+(?:được\s+)?(?:công bố|ghi|nói|nêu)|(?:tài liệu|trang) công khai\s+[^.;]{0,60}\bkhông\b|không\s+(?:\S+\s+){0,4}(?:công bố|nói rõ|nêu rõ|cho biết)/i,
};

/** A text's sentences. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?;:])\s+(?=\S)|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** A text's hedging sentences. */
const hedges = (text: string, locale: Locale): string[] => sentencesOf(text).filter((s) => HEDGE[locale].test(s));

/** Called with each hedge found and where (for `--list`). */
type OnHedge = (where: string, sentence: string) => void;

/** The prose of an MDX source as a page of `version` shows it: one string per unit, code excluded. */
async function proseUnits(source: string, version: string): Promise<{text: string; partials: string[]}> {
  const page = await parseProse(source, version);
  const text = page.units
    .map((u) =>
      u.pieces
        .filter((p) => p.kind === 'text' || p.kind === 'inline')
        .map((p) => (p.kind === 'inline' ? `\`${p.value}\`` : p.value))
        .join(''),
    )
    .join('\n');
  const partials = page.tags.filter((t) => t.name === 'ApiConvention').map((t) => t.attributes.name ?? '');
  return {text, partials};
}

/** Every description and summary of a document (examples excluded). */
function descriptions(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => descriptions(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'example' || key === 'examples' || key === 'x-en') continue;
      if ((key === 'description' || key === 'summary') && typeof value === 'string') out.push(value);
      else descriptions(value, out);
    }
  }
  return out;
}

type HedgeCount = {version: string; locale: Locale; pages: number; partials: number; openapi: number};

/** The hedging sentences of one version in one locale: its pages, the partials they include, its OpenAPI text. */
async function versionHedges(siteDir: string, version: string, locale: Locale, onHedge?: OnHedge): Promise<HedgeCount> {
  const count = (where: string, text: string) => {
    const found = hedges(text, locale);
    found.forEach((s) => onHedge?.(`${version} ${locale} ${where}`, s));
    return found.length;
  };
  let pages = 0;
  let partials = 0;
  const included = new Set<string>();
  for (const file of docFiles(docsDir(siteDir, version, locale))) {
    const prose = await proseUnits(fs.readFileSync(file, 'utf8'), version);
    pages += count(path.relative(siteDir, file), prose.text);
    prose.partials.forEach((p) => included.add(p));
  }
  for (const name of [...included].sort()) {
    const file = partialFile(siteDir, locale, name);
    if (!fs.existsSync(file)) continue;
    const source = fillPlaceholders(fs.readFileSync(file, 'utf8'), partialValues(version));
    partials += count(path.relative(siteDir, file), (await proseUnits(source, version)).text);
  }
  const openapi = descriptions(localizedApi(siteDir, version, locale)).reduce(
    (n, text) => n + count(`api/${version}`, text),
    0,
  );
  return {version, locale, pages, partials, openapi};
}

/** Per version and locale. */
export async function siteHedges(
  siteDir: string,
  versions: readonly string[],
  onHedge?: OnHedge,
): Promise<HedgeCount[]> {
  const counts: HedgeCount[] = [];
  for (const version of versions)
    for (const locale of LOCALES) counts.push(await versionHedges(path.resolve(siteDir), version, locale, onHedge));
  return counts;
}
