/**
 * The bench's Agent-Friendly Documentation figures: afdocs' score per locale
 * over our build behind the preview server, run as the test suite runs it
 * (scripts/afdocs.ts: 50 pages per locale, sampled deterministically), and the
 * checks that did not pass. Our site only: the stock site has no llms.txt.
 *
 *   npx tsx scripts/bench/afdocs.ts [build dir]   this part alone, over an existing build (default build/)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {LOCALES, type Locale} from '../../config/locales';
import {createServer} from '../serve';
import {AFDOCS_PAGES, afdocsNodeProblem, afdocsSummary, runAfdocs} from '../afdocs';

// Not ./options: it parses the bench's command line when imported, and this file runs alone too.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type LocaleScore = {overall: number; grade: string; notPassed: {id: string; status: string; message: string}[]};

export type AfdocsFigures = {
  /** The afdocs release that scored. */
  version: string;
  pages: number;
  locales: Partial<Record<Locale, LocaleScore>>;
  /** Printed per locale (scripts/afdocs.ts, afdocsSummary). */
  summary: string[];
  /** Why it was not measured. */
  error?: string;
};

function afdocsVersion(): string {
  const file = path.join(REPO, 'node_modules', 'afdocs', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/** afdocs over our build, both locales; an error (an old Node, a failed run) is reported, not thrown. */
export async function afdocsFigures(buildDir: string): Promise<AfdocsFigures> {
  const figures: AfdocsFigures = {version: afdocsVersion(), pages: AFDOCS_PAGES, locales: {}, summary: []};
  const problem = afdocsNodeProblem();
  if (problem) return {...figures, error: problem};
  const server = createServer(buildDir);
  // As in tests/build/afdocs.test.ts: afdocs' connections may idle past Node's 5 s while it converts long pages.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const locale of LOCALES) {
      const run = await runAfdocs(origin, locale);
      figures.locales[locale] = {
        overall: run.score.overall,
        grade: run.score.grade,
        notPassed: run.report.results
          .filter((r) => r.status !== 'pass' && r.status !== 'skip')
          .map(({id, status, message}) => ({id, status, message})),
      };
      figures.summary.push(afdocsSummary(locale, run));
      console.log(`[afdocs] ${locale}: ${run.score.overall}/100`);
    }
  } catch (error) {
    figures.error = error instanceof Error ? error.message : String(error);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return figures;
}

/** The bench's section: afdocs' version and sampling, then each locale's score and the checks that did not pass. */
export function printAfdocs(f: AfdocsFigures): void {
  console.log(`\nAgent-Friendly Documentation (afdocs ${f.version}, ${f.pages} pages per locale, deterministic)`);
  for (const text of f.summary) console.log(text.replace(/^/gm, '  '));
  if (f.error) console.log(`  not measured: ${f.error}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  afdocsFigures(path.resolve(process.argv[2] ?? path.join(REPO, 'build')))
    .then((figures) => {
      printAfdocs(figures);
      if (figures.error) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
