/**
 * The Agent-Friendly Documentation Spec's checker (afdocs, scripts/afdocs.ts)
 * over the production build, served by the preview server, both locales, 50
 * pages each, sampled deterministically: score 100, no check failed, and no
 * warning but those explained below. Each run must also have fetched every
 * URL it asked for: a check computed on part of its pages would not measure
 * what it says.
 *
 * afdocs needs Node 22 or later: on an older Node the test fails, saying so.
 * AFDOCS_REPORTS=DIR keeps each locale's whole run as DIR/<locale>.json.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {AFDOCS_PAGES, afdocsNodeProblem, afdocsSummary, runAfdocs, withStatus, type AfdocsRun} from '../../scripts/afdocs';
import {LOCALES, type Locale} from '../../config/locales';
import {startServer, type RunningServer} from '../support/server';

/**
 * The warnings the site keeps, and why (the README, "AI-readable docs"). Any other warning fails the test:
 * mend it, or explain it here.
 */
const EXPLAINED_WARNINGS: Record<string, string> = {
  'page-size-markdown':
    'the conventions pages, the what-changed pages and the 4.0 intro are long guides (50,000 to 90,000 ' +
    'characters); their twins carry the whole page, as parity requires, and stay under the 100,000 characters ' +
    'after which agents truncate (tests/build/ai-docs.test.ts).',
  'page-size-html': 'the same long pages, converted from their HTML.',
  'embedded-data-serialization':
    "a what-changed page's table of operations (one row per operation of the version, with its counterpart in " +
    'the version before) is the page\'s content, not data dumped into it; its twin has the same table, and the ' +
    'page stays under 100,000 characters.',
};

/** The run's summary; when a check did not pass, also where its whole report is kept (every page's findings). */
function described(locale: string, run: AfdocsRun): string {
  const summary = afdocsSummary(locale as Locale, run);
  if (run.report.results.every((r) => r.status === 'pass' || r.status === 'skip')) return summary;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'afdocs-')), `${locale}.json`);
  fs.writeFileSync(file, JSON.stringify(run, null, 1));
  return `${summary}\n  (the whole report: ${file})`;
}

describe('afdocs, the Agent-Friendly Documentation Spec checker', () => {
  let server: RunningServer;
  const runs = new Map<string, AfdocsRun>();

  before(async () => {
    const problem = afdocsNodeProblem();
    if (problem) throw new Error(problem);
    // afdocs converts long pages synchronously: its connections may idle past Node's 5 s while it does.
    server = await startServer(undefined, {keepAliveTimeout: 0});
    for (const locale of LOCALES) runs.set(locale, await runAfdocs(server.origin, locale));
    // AFDOCS_REPORTS=DIR keeps each locale's whole run (report and score) as DIR/<locale>.json.
    const keep = process.env.AFDOCS_REPORTS;
    if (keep) {
      fs.mkdirSync(keep, {recursive: true});
      for (const [locale, run] of runs) fs.writeFileSync(path.join(keep, `${locale}.json`), JSON.stringify(run));
    }
  });

  after(() => server?.close());

  for (const locale of LOCALES) {
    test(`${locale}: score 100, no check failed, no warning but the explained ones`, () => {
      const run = runs.get(locale)!;
      const summary = described(locale, run);
      assert.deepEqual(
        withStatus(run, 'fail').map((r) => r.id),
        [],
        summary,
      );
      assert.deepEqual(
        withStatus(run, 'warn')
          .map((r) => r.id)
          .filter((id) => !(id in EXPLAINED_WARNINGS)),
        [],
        `a warning not explained in EXPLAINED_WARNINGS: mend it, or explain it there\n${summary}`,
      );
      assert.deepEqual(withStatus(run, 'error'), [], summary);
      assert.equal(run.score.overall, 100, summary);
    });

    test(`${locale}: the same ${AFDOCS_PAGES} pages every run, each fetched`, () => {
      const run = runs.get(locale)!;
      assert.equal(run.report.samplingStrategy, 'deterministic');
      assert.equal(run.report.testedPages, AFDOCS_PAGES);
      assert.equal(run.report.requestSummary?.fetchErrors, 0, described(locale, run));
      // The llms.txt link checks shuffle at random past maxLinksToTest: the index they read must be shorter.
      for (const id of ['llms-txt-links-resolve', 'llms-txt-links-markdown']) {
        const details = run.report.results.find((r) => r.id === id)?.details;
        assert.equal(details?.sampled, false, `${id} tests every link of the locale's llms.txt`);
      }
    });
  }
});
