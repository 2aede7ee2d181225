/**
 * The prose check: every doc page of every version, in every locale, and the
 * prose partials they include (`<ApiConvention name="…"/>`, checked once per
 * version whose pages include them, its placeholders filled by pages/partial-values.ts),
 * read against that version's OpenAPI model (prose-model.ts): API paths and
 * methods, `filtering[field:operator]` keys, backticked API names, and JSON
 * blocks (prose-rules.ts); and the Vietnamese running text of every source
 * against the writers' glossary (docs-glossary.yaml, glossary-check.ts).
 * `prose-allowlist.yaml` lets a page name something
 * that does not exist on purpose; an entry that matches nothing is a problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isSeq, LineCounter, parseDocument} from 'yaml';
import {VERSION_INFO} from '../../../config/version-info';
import {localizedApi} from '../model/cache';
import {docFiles} from '../pages/doc-files';
import {apiVersions} from '../model/load';
import {PLACEHOLDER, fillPlaceholders, partialFile, partialValues, type PartialValues} from '../pages/partial-values';
import {proseModel, type ProseModel, type ProseProblem} from './prose-model';
import {claimsModel} from '../evidence/claims-model';
import {configProblems, versionInfoTexts, type ConfigText} from './prose-config';
import {glossaryProblems, glossaryProblem, matchesOf} from './glossary-check';
import {loadGlossary} from './glossary';
import {platformTitles, runningText} from './glossary-sources';
import {parseProse} from '../pages/prose-parse';
import {pageProblems} from './prose-rules';
import {DEFAULT_LOCALE, docsDir, LOCALES, pageLocation} from '../pages/site';

export type {ProseProblem} from './prose-model';

export const ALLOWLIST_FILE = 'prose-allowlist.yaml';

export type ProseOptions = {
  /** Check only the pages of these versions (default: every version). */
  versions?: readonly string[];
  /** Words of the site outside the pages that state facts (plugins/llms-txt's); config/version-info.ts is always read. */
  texts?: readonly ConfigText[];
};

const prefixes = VERSION_INFO as Readonly<Record<string, {apiPrefix: string} | undefined>>;
const rel = (siteDir: string, file: string) => path.relative(siteDir, file).split(path.sep).join('/');

/** A model per version that has both an API source and a path prefix; sources that do not load are problems. */
function loadModels(siteDir: string): {available: string[]; models: ProseModel[]; problems: ProseProblem[]} {
  const available = apiVersions(siteDir).filter((v) => prefixes[v]);
  const models: ProseModel[] = [];
  const problems: ProseProblem[] = [];
  for (const version of available) {
    try {
      const doc = localizedApi(siteDir, version, DEFAULT_LOCALE);
      models.push({...proseModel(version, doc), claims: claimsModel(siteDir, version, doc, available)});
    } catch (error) {
      const message = `the API ${version} sources do not load (run npx tsx scripts/check-api.ts): ${(error as Error).message.split('\n')[0]}`;
      problems.push({
        file: `api/${version}/openapi.yaml`,
        line: 1,
        token: version,
        message,
        suggestions: [],
        kind: 'page',
      });
    }
  }
  return {available, models, problems};
}

/** The problems of one page or partial text, checked as a page of `model`'s version. */
async function checkText(
  file: string,
  source: string,
  model: ProseModel,
  models: readonly ProseModel[],
): Promise<{problems: ProseProblem[]; partials: string[]}> {
  const page = await parseProse(source, model.version);
  if (page.error) {
    const problem = {file, line: page.error.line, token: file, suggestions: [], kind: 'page' as const};
    return {problems: [{...problem, message: `the page does not parse as MDX: ${page.error.message}`}], partials: []};
  }
  const compared = page.tags.filter((t) => t.name === 'ApiChanges' && t.attributes.from).map((t) => t.attributes.from);
  const partials = page.tags
    .filter((t) => t.name === 'ApiConvention' && t.attributes.name)
    .map((t) => t.attributes.name);
  return {problems: pageProblems({file, page, model, models, compared}), partials};
}

/** A partial as a page of this version includes it. */
function partialText(source: string, model: ProseModel): string {
  return fillPlaceholders(source, partialValues(model.version));
}

/** A problem of a partial's replaced text, its column moved back to the partial's own text. */
function partialColumn(source: string, model: ProseModel, problem: ProseProblem): ProseProblem {
  if (!problem.column) return problem;
  const values = partialValues(model.version);
  let shift = 0;
  for (const m of (source.split('\n')[problem.line - 1] ?? '').matchAll(PLACEHOLDER)) {
    const length = values[m[1] as keyof PartialValues].length;
    if (problem.column <= m.index + 1 + shift) break;
    if (problem.column <= m.index + 1 + shift + length) return {...problem, column: m.index + 1};
    shift += length - m[0].length;
  }
  return {...problem, column: problem.column - shift};
}

async function checkVersion(
  siteDir: string,
  model: ProseModel,
  models: readonly ProseModel[],
): Promise<ProseProblem[]> {
  const problems: ProseProblem[] = [];
  for (const locale of LOCALES) {
    const included = new Set<string>();
    for (const file of docFiles(docsDir(siteDir, model.version, locale))) {
      const result = await checkText(rel(siteDir, file), fs.readFileSync(file, 'utf8'), model, models);
      problems.push(...result.problems);
      result.partials.forEach((name) => included.add(name));
    }
    for (const name of [...included].sort()) {
      const file = partialFile(siteDir, locale, name);
      if (!fs.existsSync(file)) continue;
      const source = fs.readFileSync(file, 'utf8');
      const checked = await checkText(rel(siteDir, file), partialText(source, model), model, models);
      problems.push(...checked.problems.map((p) => partialColumn(source, model, p)));
    }
  }
  return problems;
}

type AllowEntry = {page: string; pattern: RegExp; token: string; reason: string; line: number; used: boolean};

/** The allowlist's entries, and what is wrong with its form. */
function readAllowlist(siteDir: string): {entries: AllowEntry[]; problems: ProseProblem[]} {
  const file = path.join(siteDir, ALLOWLIST_FILE);
  if (!fs.existsSync(file)) return {entries: [], problems: []};
  const lines = new LineCounter();
  const yaml = parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter: lines});
  const problem = (line: number, token: string, message: string): ProseProblem => ({
    file: ALLOWLIST_FILE,
    line,
    token,
    message,
    suggestions: [],
    kind: 'allowlist',
  });
  if (yaml.errors.length > 0) {
    const error = yaml.errors[0];
    return {entries: [], problems: [problem(error.linePos?.[0].line ?? 1, 'yaml', error.message.split('\n')[0])]};
  }
  const root = yaml.contents;
  if (root === null) return {entries: [], problems: []};
  if (!isSeq(root))
    return {entries: [], problems: [problem(1, 'yaml', 'the allowlist is a list of {page, token, reason}')]};
  const entries: AllowEntry[] = [];
  const problems: ProseProblem[] = [];
  for (const item of root.items) {
    const line = isMap(item) && item.range ? lines.linePos(item.range[0]).line : 1;
    const value = isMap(item) ? (item.toJSON() as Record<string, unknown>) : {};
    const [page, token, reason] = ['page', 'token', 'reason'].map((k) => value[k]);
    if (typeof page !== 'string' || typeof token !== 'string' || typeof reason !== 'string' || !reason.trim()) {
      problems.push(
        problem(line, String(token ?? ''), 'an entry needs page, token and reason (each a non-empty string)'),
      );
    } else {
      entries.push({page, pattern: pagePattern(page), token, reason, line, used: false});
    }
  }
  return {entries, problems};
}

/** An entry's page: a file relative to the site, where `*` stands for any characters but `/`, `**` for any. */
function pagePattern(page: string): RegExp {
  const parts = page
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}

/** Whether an allowlist entry's page was checked this run (so that an unused entry is stale). */
function judged(siteDir: string, page: string, versions: readonly string[], all: boolean): boolean {
  if (all) return true;
  if (page.includes('*')) return false;
  const location = pageLocation(siteDir, path.join(siteDir, page));
  return location !== undefined && versions.includes(location.version);
}

/** Problems not allowed by the allowlist, then the allowlist's own problems (malformed or stale entries). */
function applyAllowlist(siteDir: string, problems: ProseProblem[], versions: readonly string[], all: boolean) {
  const allowlist = readAllowlist(siteDir);
  const kept = problems.filter((p) => {
    const entries = allowlist.entries.filter((e) => e.token === p.token && e.pattern.test(p.file));
    entries.forEach((e) => (e.used = true));
    return entries.length === 0;
  });
  const stale = allowlist.entries
    .filter((e) => !e.used && judged(siteDir, e.page, versions, all))
    .map((e): ProseProblem => ({
      file: ALLOWLIST_FILE,
      line: e.line,
      token: e.token,
      message: `stale entry: ${e.page} has no problem with this token; remove the entry`,
      suggestions: [],
      kind: 'allowlist',
    }));
  return [...kept, ...allowlist.problems, ...stale];
}

const byPlace = (a: ProseProblem, b: ProseProblem) =>
  a.file.localeCompare(b.file) ||
  a.line - b.line ||
  (a.column ?? 0) - (b.column ?? 0) ||
  (a.version ?? '').localeCompare(b.version ?? '') ||
  a.message.localeCompare(b.message);

/** Every prose problem of the site (or of the given versions' pages), sorted by file and place. */
export async function checkProse(siteDir: string, options: ProseOptions = {}): Promise<ProseProblem[]> {
  const {available, models, problems} = loadModels(siteDir);
  const versions = options.versions ?? available;
  for (const version of versions.filter((v) => !available.includes(v))) {
    const message = `there is no API version ${version} (api/${version}/ with its prefix in config/version-info.ts)`;
    problems.push({file: 'versions.json', line: 1, token: version, message, suggestions: available, kind: 'page'});
  }
  const selected = models.filter((m) => versions.includes(m.version));
  for (const model of selected) {
    problems.push(...(await checkVersion(siteDir, model, models)));
  }
  problems.push(...configProblems(siteDir, [...versionInfoTexts(), ...(options.texts ?? [])], selected));
  if (!options.versions) problems.push(...(await glossaryProblems(siteDir)));
  const all = available.every((v) => versions.includes(v) && models.some((m) => m.version === v));
  return applyAllowlist(siteDir, problems, versions, all).sort(byPlace);
}

/** The problems of one doc page (its version from its path), allowlist applied: for a dev server or an editor. */
export async function checkProsePage(siteDir: string, file: string, source?: string): Promise<ProseProblem[]> {
  const location = pageLocation(siteDir, path.resolve(siteDir, file));
  const {models} = loadModels(siteDir);
  const model = models.find((m) => m.version === location?.version);
  if (!model) return [];
  const relative = rel(siteDir, path.resolve(siteDir, file));
  const text = source ?? fs.readFileSync(path.resolve(siteDir, file), 'utf8');
  const {problems} = await checkText(relative, text, model, models);
  const glossary = location?.locale === DEFAULT_LOCALE ? loadGlossary(siteDir) : undefined;
  if (glossary) {
    const titles = platformTitles(siteDir, glossary.platformTitles);
    const source = await runningText(siteDir, {file: relative, kind: 'mdx'}, titles, text);
    problems.push(...matchesOf(glossary, source).map((m) => glossaryProblem(relative, text, m)));
  }
  return applyAllowlist(siteDir, problems, [], false).sort(byPlace);
}

/** `file:line:col  token  message (did you mean: a, b, c)` */
export function formatProseProblem(problem: ProseProblem): string {
  const where = `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}`;
  const hint = problem.suggestions.length > 0 ? ` (did you mean: ${problem.suggestions.join(', ')})` : '';
  return `${where}  ${problem.token}  ${problem.message}${hint}`;
}
