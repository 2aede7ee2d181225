/**
 * The prose check (api/lib/prose/check-prose.ts) over every doc page, partial and
 * version, or one version's: `npx tsx scripts/check-prose.ts [--version 6.1]`.
 * Prints `file:line:col  token  message (did you mean: …)` per problem, then
 * the counts per version and kind; exits 1 on any problem.
 */
import {checkProse, formatProseProblem, type ProseProblem} from '../api/lib/prose/check-prose';
import type {ConfigText} from '../api/lib/prose/prose-config';
import {LOCALES} from '../config/locales';
import {rootIntro, words} from '../plugins/llms-txt/words';

/** The words of the AI-readable files that state facts of the API (checked for every version). */
const LLMS_WORDS = 'plugins/llms-txt/words.ts';
const llmsTexts = (): ConfigText[] =>
  LOCALES.flatMap((locale) => {
    const w = words(locale);
    return [w.agentsVersion, w.agentsSources, w.agentsItem, w.versionIntro, rootIntro(locale)].map((text) => ({
      file: LLMS_WORDS,
      text,
    }));
  });

function versionsOf(argv: readonly string[]): string[] | undefined {
  const versions = argv.flatMap((arg, i) =>
    arg === '--version' ? [argv[i + 1] ?? ''] : arg.startsWith('--version=') ? [arg.slice('--version='.length)] : [],
  );
  return versions.length > 0 ? versions : undefined;
}

function summary(problems: readonly ProseProblem[]): string[] {
  const counts = new Map<string, number>();
  for (const p of problems) {
    const key = `${p.version ?? '-'} ${p.kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => {
      const [version, kind] = key.split(' ');
      return `  ${version === '-' ? 'other' : version}  ${kind}: ${count}`;
    });
}

async function main(): Promise<number> {
  const versions = versionsOf(process.argv.slice(2));
  const start = Date.now();
  const problems = await checkProse(process.cwd(), {...(versions ? {versions} : {}), texts: llmsTexts()});
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  const scope = versions ? `API ${versions.join(', ')}` : 'every version';
  if (problems.length === 0) {
    console.log(`prose OK (${scope}, ${seconds} s)`);
    return 0;
  }
  for (const problem of problems) console.error(formatProseProblem(problem));
  console.error(`\n${problems.length} prose problem(s) (${scope}, ${seconds} s):`);
  for (const line of summary(problems)) console.error(line);
  console.error(
    'A deliberate mention of something that does not exist goes in prose-allowlist.yaml (page, token, reason).',
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
