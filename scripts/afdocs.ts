/**
 * The Agent-Friendly Documentation Spec's checker, afdocs (npm), over a served
 * build, both locales, run the same way by the test suite
 * (tests/build/afdocs.test.ts) and the bench (scripts/bench/afdocs.ts).
 *
 * - Against a local server whose origin stands for the site's
 *   (`canonicalOrigin`: the absolute URLs of llms.txt and the twins, on
 *   brand.siteUrl, lead to the server).
 * - Deterministic: afdocs sorts the pages it discovers (llms.txt links, then
 *   the sitemap) and takes every Nth of them (`samplingStrategy:
 *   'deterministic'`); the link checks of llms.txt test every link (our
 *   indexes have fewer than `maxLinksToTest`, so afdocs' random shuffle never
 *   runs). The same build gives the same pages.
 * - No network: every URL it fetches is on the server.
 * - No timing: no delay between requests, and a request timeout far above any
 *   wait for a local file. afdocs converts long pages synchronously, and on a
 *   busy machine that can stall its event loop for many seconds while
 *   responses it is waiting for are already there; with its default 15 s, a
 *   stalled loop fails a check.
 *
 * Node: afdocs needs Node 22 or later (its `engines`); the project runs on
 * Node 24. It runs in a child process of the current Node
 * (`process.execPath`), which must be 22 or later, else the suite and the
 * bench say so, naming the Node they found: this file, run with a base URL,
 * is that child; it prints the report and its score as JSON.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import type {CheckResult, ReportResult, RunnerOptions, ScoreResult} from 'afdocs';
import {siteOrigin} from '../config/site';
import type {Locale} from '../config/locales';

/** The oldest Node afdocs runs on (its `engines`). */
export const AFDOCS_NODE_MAJOR = 22;

/** Pages per locale, sampled deterministically (afdocs' default count). */
export const AFDOCS_PAGES = 50;

export const AFDOCS_OPTIONS = {
  samplingStrategy: 'deterministic',
  maxLinksToTest: AFDOCS_PAGES,
  requestDelay: 0,
  maxConcurrency: 3,
  requestTimeout: 600_000,
  networkContext: 'developer-machine',
  canonicalOrigin: siteOrigin,
} satisfies Partial<RunnerOptions>;

/** Where each locale's docs start on a server (a locale's base URL without its trailing slash). */
export const AFDOCS_BASES: Record<Locale, string> = {vi: '', en: '/en'};

export type AfdocsRun = {report: ReportResult; score: ScoreResult};

const SELF = fileURLToPath(import.meta.url);

/** Why this Node cannot run afdocs, or undefined when it can. */
export function afdocsNodeProblem(version: string = process.versions.node): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= AFDOCS_NODE_MAJOR) return undefined;
  return (
    `afdocs (the Agent-Friendly Documentation checker) needs Node ${AFDOCS_NODE_MAJOR} or later, and the project runs ` +
    `on Node 24; this is Node ${version} (${process.execPath}). Run it with Node 24: through npm (its scripts ` +
    `run the project's Node), or with that binary: <node 24> --import tsx --test tests/build/afdocs.test.ts`
  );
}

/** Runs afdocs over the locale's docs on `origin` (a server of the build), in a child process of this Node. */
export async function runAfdocs(origin: string, locale: Locale): Promise<AfdocsRun> {
  const problem = afdocsNodeProblem();
  if (problem) throw new Error(problem);
  const {stdout} = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', SELF, `${origin}${AFDOCS_BASES[locale]}`],
    {cwd: path.resolve(path.dirname(SELF), '..'), maxBuffer: 256 * 1024 * 1024},
  );
  return JSON.parse(stdout) as AfdocsRun;
}

/** The checks of a run with the given status. */
export function withStatus(run: AfdocsRun, status: CheckResult['status']): CheckResult[] {
  return run.report.results.filter((result) => result.status === status);
}

/** One locale's score, then each check that did not pass, with afdocs' own message. */
export function afdocsSummary(locale: Locale, run: AfdocsRun): string {
  const {overall, grade} = run.score;
  const notPassed = run.report.results.filter((r) => r.status !== 'pass' && r.status !== 'skip');
  return [
    `${locale}: ${overall}/100 (${grade}), ${run.report.testedPages ?? 0} pages, ${notPassed.length} checks not passed`,
    ...notPassed.map((r) => `  ${r.status.toUpperCase().padEnd(4)} ${r.id}: ${r.message}`),
  ].join('\n');
}

/** The child: afdocs over one base URL, the report and its score on stdout. */
async function main(baseUrl: string): Promise<void> {
  const {runChecks, computeScore} = await import('afdocs');
  const report = await runChecks(baseUrl, AFDOCS_OPTIONS);
  process.stdout.write(JSON.stringify({report, score: computeScore(report)} satisfies AfdocsRun));
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: tsx scripts/afdocs.ts <base URL of a locale on a server of the build>');
    process.exit(2);
  }
  main(baseUrl).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
