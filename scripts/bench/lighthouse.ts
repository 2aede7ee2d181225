/**
 * Lighthouse 13 (the npm package, on Debian's Chromium), mobile (default
 * preset, simulated throttling) or desktop: category scores and the LCP,
 * TBT and CLS figures. With several runs, the run with the median
 * performance score is kept, with every run's score and TBT and the median
 * TBT of the runs beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {measure} from './run';
import {CHROMIUM} from './browser';

export type Preset = 'mobile' | 'desktop';
export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
  /** Audits that cost points, for the report. */
  failing: string[];
  /** With several runs (lighthouseMedian): each run's performance score and TBT, and the median TBT. */
  runs?: {performance: number; tbtMs: number}[];
  tbtMedianMs?: number;
};

type Report = {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; title: string}>;
  environment: {benchmarkIndex: number};
};

export async function lighthouse(repo: string, url: string, preset: Preset): Promise<LighthouseResult> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = await measure(path.join(repo, 'node_modules', '.bin', 'lighthouse'), args, {
    cwd: repo,
    env: {CHROME_PATH: CHROMIUM},
  });
  if (run.code !== 0 || !fs.existsSync(out))
    throw new Error(`lighthouse ${url} (${preset}) failed:\n${run.output.slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(path.dirname(out), {recursive: true, force: true});
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const failing: string[] = [];
  for (const [cat, c] of Object.entries(report.categories)) {
    for (const ref of c.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${cat}: ${ref.id} (${audit.score})`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(num('first-contentful-paint')),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    failing,
  };
}

/** One run, tried up to three times: on a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART). */
async function lighthouseRetried(repo: string, url: string, preset: Preset): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(repo, url, preset);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(
        `lighthouse ${url} (${preset}) attempt ${attempt} failed, retrying: ${(err instanceof Error ? err.message : String(err)).split('\n')[1] ?? ''}`,
      );
    }
  }
}

export async function lighthouseMedian(
  repo: string,
  url: string,
  preset: Preset,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRetried(repo, url, preset));
  const each = results.map((r) => ({performance: r.performance, tbtMs: r.tbtMs}));
  const tbts = each.map((r) => r.tbtMs).sort((a, b) => a - b);
  const mid = Math.floor((tbts.length - 1) / 2);
  const tbtMedianMs = tbts.length % 2 ? tbts[mid]! : Math.round((tbts[mid]! + tbts[mid + 1]!) / 2);
  results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return {...results[Math.floor((results.length - 1) / 2)]!, runs: each, tbtMedianMs};
}
