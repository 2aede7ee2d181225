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
  'content-start-position':
    'the navbar, the version and language menus and the docs sidebar come before the content in the HTML (about ' +
    '2,000 characters once converted to Markdown), as the reading and keyboard order of the page; on a short page ' +
    'that is more than 10 % of it. The twins, which llms.txt, the page head and the top of every page point to, ' +
    'start with the content.',
  'page-size-markdown':
    'the conventions pages, the what-changed pages and the 4.0 intro are long guides (50,000 to 85,000 ' +
    'characters); their twins carry the whole page, as parity requires, and stay under the 100,000 characters ' +
    'after which agents truncate (tests/build/ai-docs.test.ts).',
  'page-size-html': 'the same long pages, converted from their HTML.',
};

/**
 * What is not yet at the spec's mark, per locale, with why (issue 34 stays open on them): listed so that the suite
 * holds everything else at its mark, and fails both on a new problem and on one of these once it is mended (the
 * entry must then go). The score may not fall below SCORE_FLOOR meanwhile.
 */
const OPEN: Record<string, {locales: readonly Locale[]; status: 'fail' | 'warn'; why: string}> = {
  'markdown-content-parity': {
    locales: ['vi', 'en'],
    status: 'fail',
    why:
      "a reference page's field lists say 'required' and the evidence mark in words where the twin's table says " +
      'Yes/No; the endpoint line has no space between method and URL in the HTML; the domain field\'s label and help ' +
      'are for people only (data-markdown-ignore); the nested lists\' "N fields in X" lines',
  },
  'llms-txt-directive-html': {
    locales: ['vi'],
    status: 'warn',
    why: 'the sample includes the home page /, which is not a doc page and does not name llms.txt',
  },
  'embedded-data-serialization': {
    locales: ['vi'],
    status: 'warn',
    why: 'one 42-row table on an 81,000-character page',
  },
};
const SCORE_FLOOR = 98;

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
    test(`${locale}: no check failed or warned but the open and the explained ones; score at least ${SCORE_FLOOR}`, () => {
      const run = runs.get(locale)!;
      const summary = described(locale, run);
      const open = (status: 'fail' | 'warn') =>
        Object.entries(OPEN)
          .filter(([, o]) => o.status === status && o.locales.includes(locale))
          .map(([id]) => id)
          .sort();
      assert.deepEqual(
        withStatus(run, 'fail')
          .map((r) => r.id)
          .sort(),
        open('fail'),
        `failed checks other than the open ones (or an open one mended: remove it from OPEN)\n${summary}`,
      );
      assert.deepEqual(
        withStatus(run, 'warn')
          .map((r) => r.id)
          .filter((id) => !(id in EXPLAINED_WARNINGS))
          .sort(),
        open('warn'),
        summary,
      );
      assert.deepEqual(withStatus(run, 'error'), [], summary);
      assert.ok(run.score.overall >= SCORE_FLOOR, summary);
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
