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
import {cpuTimeArtifacts} from './cpu-time-trace';

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
  /** The same run audited from its trace in CPU time (cpu-time-trace.ts): the figures without the machine's load. */
  cpu?: CpuFigures;
  /** With several runs (lighthouseMedian): each run's figures, and the medians of the runs. */
  runs?: {performance: number; tbtMs: number; cpu?: CpuFigures}[];
  tbtMedianMs?: number;
  cpuMedian?: CpuFigures;
};
export type CpuFigures = {performance: number; tbtMs: number; lcpMs: number};

type Report = {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; title: string}>;
  environment: {benchmarkIndex: number};
};

/** The figures of a Lighthouse JSON report. */
function readReport(file: string): LighthouseResult {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
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

/**
 * One Lighthouse run: it gathers (loads the page in Chromium, saving the
 * artifacts), audits them as recorded (wall time), then audits them again
 * with the trace rewritten to CPU time (cpu-time-trace.ts).
 */
export async function lighthouse(repo: string, url: string, preset: Preset): Promise<LighthouseResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const artifacts = path.join(dir, 'artifacts');
  const cpuArtifacts = path.join(dir, 'artifacts-cpu');
  const run = (mode: string, out?: string) =>
    measure(
      path.join(repo, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        mode,
        ...(out ? ['--output=json', `--output-path=${out}`] : []),
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {cwd: repo, env: {CHROME_PATH: CHROMIUM}},
    );
  try {
    const wallReport = path.join(dir, 'wall.json');
    const cpuReport = path.join(dir, 'cpu.json');
    for (const [mode, out] of [
      [`-G=${artifacts}`, undefined],
      [`-A=${artifacts}`, wallReport],
    ] as const) {
      const r = await run(mode, out);
      if (r.code !== 0) throw new Error(`lighthouse ${url} (${preset}) ${mode} failed:\n${r.output.slice(-2000)}`);
    }
    const wall = readReport(wallReport);
    cpuTimeArtifacts(artifacts, cpuArtifacts);
    const r = await run(`-A=${cpuArtifacts}`, cpuReport);
    if (r.code !== 0) throw new Error(`lighthouse ${url} (${preset}) CPU-time audit failed:\n${r.output.slice(-2000)}`);
    const cpu = readReport(cpuReport);
    return {...wall, cpu: {performance: cpu.performance, tbtMs: cpu.tbtMs, lcpMs: cpu.lcpMs}};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
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

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor((v.length - 1) / 2);
  return v.length % 2 ? v[mid]! : Math.round((v[mid]! + v[mid + 1]!) / 2);
}

export async function lighthouseMedian(
  repo: string,
  url: string,
  preset: Preset,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRetried(repo, url, preset));
  const each = results.map((r) => ({performance: r.performance, tbtMs: r.tbtMs, cpu: r.cpu}));
  const cpus = each.map((r) => r.cpu).filter((c): c is CpuFigures => c !== undefined);
  const cpuMedian = cpus.length
    ? {
        performance: median(cpus.map((c) => c.performance)),
        tbtMs: median(cpus.map((c) => c.tbtMs)),
        lcpMs: median(cpus.map((c) => c.lcpMs)),
      }
    : undefined;
  const tbtMedianMs = median(each.map((r) => r.tbtMs));
  results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return {...results[Math.floor((results.length - 1) / 2)]!, runs: each, tbtMedianMs, cpuMedian};
}
