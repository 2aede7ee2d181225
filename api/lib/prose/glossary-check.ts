/**
 * The glossary in the prose check: every variant of docs-glossary.yaml in
 * the Vietnamese running text of the sources (glossary-sources.ts) is a
 * problem naming file, line, column, the words found and the term to use.
 * The unifier (scripts/glossary-fix.ts) writes the same matches' fixes.
 */
import {GLOSSARY_FILE, findVariants, fixedText, loadGlossary, type Glossary, type GlossaryMatch} from './glossary';
import {glossarySources, outside, platformTitles, runningText, type RunningText} from './glossary-sources';
import type {ProseProblem} from './prose-model';
import {lineColumn} from '../pages/prose-parse';

export type FileMatches = {source: RunningText; matches: GlossaryMatch[]};

/** The variants found in one source's running text. */
export function matchesOf(glossary: Glossary, source: RunningText): GlossaryMatch[] {
  return findVariants(glossary, source.text, [...outside(source.text, source.ranges), ...source.exempt]);
}

/** Every source with the variants found in it (sources with none included, for the counts). */
export async function glossaryMatches(siteDir: string, glossary: Glossary): Promise<FileMatches[]> {
  const titles = platformTitles(siteDir, glossary.platformTitles);
  const out: FileMatches[] = [];
  for (const file of glossarySources(siteDir)) {
    const source = await runningText(siteDir, file, titles);
    out.push({source, matches: matchesOf(glossary, source)});
  }
  return out;
}

/** A match as the check prints it. */
export function glossaryProblem(file: string, text: string, match: GlossaryMatch): ProseProblem {
  const {line, column} = lineColumn(text, match.start);
  const found = match.text.replace(/\s+/g, ' ');
  const fix = fixedText(match);
  const use =
    fix.toLowerCase() === match.concept.vi.toLowerCase() ? `"${fix}"` : `"${fix}" (term: ${match.concept.vi})`;
  return {
    file,
    line,
    column,
    token: found,
    message: `glossary (${GLOSSARY_FILE}, ${match.concept.id}): write ${use}, not "${found}"`,
    suggestions: [],
    kind: 'glossary',
  };
}

/** The glossary's problems over every Vietnamese source; a glossary or a source that does not read is one. */
export async function glossaryProblems(siteDir: string): Promise<ProseProblem[]> {
  const problem = (file: string, message: string): ProseProblem => {
    const line = Number(/^[^:]+:(\d+):/.exec(message)?.[1] ?? 1);
    return {file, line, token: file, message, suggestions: [], kind: 'glossary'};
  };
  let glossary: Glossary | undefined;
  try {
    glossary = loadGlossary(siteDir);
  } catch (error) {
    return [problem(GLOSSARY_FILE, (error as Error).message)];
  }
  if (!glossary) return [];
  try {
    const found = await glossaryMatches(siteDir, glossary);
    return found.flatMap(({source, matches}) => matches.map((m) => glossaryProblem(source.file, source.text, m)));
  } catch (error) {
    const message = (error as Error).message;
    return [problem(message.split(':')[0], message)];
  }
}
