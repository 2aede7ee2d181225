/**
 * The build figures: cold builds of both sites at 1× (alternating, median
 * kept) and at N× the content, with wall time, peak memory, pages and output
 * size.
 */
import fs from 'node:fs';
import path from 'node:path';
import {measure, type Measured} from './run';
import {writeStockSite} from './stock-site';
import {ourDocs, type SourceDoc} from './our-docs';
import {scaleOurSite} from './scale';
import {REPO, log, type Site} from './options';

export type BuildFigures = {
  pages: number;
  docusaurus: {ms: number; peakRssMB: number};
  /** The post-build steps, in order, each with its wall time (stock has no search index). */
  postBuild: {ms: number; peakRssMB: number; steps: string[]; stepMs?: Record<string, number>};
  totalMs: number;
  msPerPage: number;
  /** Every run's docusaurus build time, with --build-runs. */
  runsMs?: number[];
};

/** The post-build scripts scripts/build.sh runs after `docusaurus build`, in order (scripts/post-build.ts). */
function postBuildSteps(): string[] {
  const sh = fs.readFileSync(path.join(REPO, 'scripts', 'build.sh'), 'utf8');
  return [...sh.matchAll(/^npx tsx (scripts\/[\w./-]+\.ts) build\s*$/gm)].map((m) => m[1]!);
}

/** The wall time of each step scripts/post-build.ts ran, from the line it prints. */
function stepTimes(output: string): Record<string, number> {
  const line = /^post-build steps \(ms\): (\{.*\})$/m.exec(output);
  return line ? (JSON.parse(line[1]!) as Record<string, number>) : {};
}

export function htmlPages(buildDir: string): number {
  return fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter(
      (e) => e.isFile() && e.name.endsWith('.html') && !path.relative(buildDir, e.parentPath).startsWith('pagefind'),
    ).length;
}

function check(run: Measured, what: string): Measured {
  if (run.code !== 0) throw new Error(`${what} failed (exit ${run.code}):\n${run.output.slice(-4000)}`);
  return run;
}

const TSX = ['--import', 'tsx'];

async function buildSite(
  siteDir: string,
  steps: {script: string; cwd: string; args?: string[]}[],
  label: string,
): Promise<BuildFigures> {
  fs.rmSync(path.join(siteDir, 'build'), {recursive: true, force: true});
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  log(`${label}: cold docusaurus build…`);
  const bin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const build = check(
    await measure(process.execPath, [bin, 'build'], {cwd: siteDir, env: {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}}),
    `${label} build`,
  );
  let postMs = 0;
  let postPeak = 0;
  const stepMs: Record<string, number> = {};
  for (const step of steps) {
    const run = check(
      await measure(process.execPath, [...TSX, step.script, path.join(siteDir, 'build'), ...(step.args ?? [])], {
        cwd: step.cwd,
      }),
      `${label} ${step.script}`,
    );
    postMs += run.ms;
    const times = stepTimes(run.output);
    if (Object.keys(times).length) Object.assign(stepMs, times);
    else stepMs[path.basename(step.script, '.ts')] = Math.round(run.ms);
    postPeak = Math.max(postPeak, run.peakRssMB);
  }
  const pages = htmlPages(path.join(siteDir, 'build'));
  log(
    `${label}: ${pages} pages, build ${(build.ms / 1000).toFixed(1)} s, post-build ${(postMs / 1000).toFixed(1)} s, peak ${build.peakRssMB.toFixed(0)} MB`,
  );
  return {
    pages,
    docusaurus: {ms: Math.round(build.ms), peakRssMB: Math.round(build.peakRssMB)},
    postBuild: {ms: Math.round(postMs), peakRssMB: Math.round(postPeak), steps: steps.map((s) => s.script), stepMs},
    totalMs: Math.round(build.ms + postMs),
    msPerPage: Math.round((build.ms / pages) * 10) / 10,
  };
}

/** The run with the median docusaurus build time; memory is the highest seen. */
function medianBuild(runs: BuildFigures[]): BuildFigures {
  const sorted = [...runs].sort((a, b) => a.docusaurus.ms - b.docusaurus.ms);
  const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const peak = Math.max(...runs.map((r) => r.docusaurus.peakRssMB));
  return {...mid, docusaurus: {...mid.docusaurus, peakRssMB: peak}, runsMs: runs.map((r) => r.docusaurus.ms)};
}

function copyOurSite(dest: string): void {
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench-results', 'test-results']);
  fs.rmSync(dest, {recursive: true, force: true});
  fs.cpSync(REPO, dest, {recursive: true, filter: (src) => !skip.has(path.relative(REPO, src).split(path.sep)[0]!)});
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

export type OutputSize = {files: number; bytes: number; precompressedTwins: number; searchIndex: number; html: number};

export function outputSize(buildDir: string): OutputSize {
  const out: OutputSize = {files: 0, bytes: 0, precompressedTwins: 0, searchIndex: 0, html: 0};
  for (const e of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!e.isFile()) continue;
    const rel = path.relative(buildDir, path.join(e.parentPath, e.name));
    if (rel.startsWith('.headers')) continue;
    const size = fs.statSync(path.join(e.parentPath, e.name)).size;
    if (/\.(?:br|gz)$/.test(e.name)) {
      out.precompressedTwins += size;
      continue;
    }
    out.files += 1;
    out.bytes += size;
    if (rel.startsWith('pagefind')) out.searchIndex += size;
    if (e.name.endsWith('.html')) out.html += size;
  }
  return out;
}

/** What the stock site takes from ours besides its pages: the browserslist and the versions. */
type StockInputs = {browserslist: unknown; versions: string[]};

/**
 * The cold 1× builds of both sites, alternating, the median kept; with `reuse`,
 * the figures a previous run left in `work` (if any).
 */
export async function coldBuilds(args: {
  work: string;
  oursDir: string;
  stockDir: string;
  reuse: boolean;
  buildRuns: number;
}): Promise<{builds: Record<Site, BuildFigures | undefined>; stock: StockInputs}> {
  const {work, oursDir, stockDir, reuse, buildRuns} = args;
  const ourSteps = postBuildSteps().map((script) => ({script, cwd: oursDir}));
  // The stock site gets the same serving treatment (CSP file, CDN files, precompression), not our search index.
  const stockSteps = postBuildSteps().map((script) => ({
    script: path.join(REPO, script),
    cwd: REPO,
    args: ['--no-search-index'],
  }));
  const browserslist = (
    JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {browserslist?: unknown}
  ).browserslist;
  const versions = JSON.parse(fs.readFileSync(path.join(REPO, 'versions.json'), 'utf8')) as string[];

  const builds: Record<Site, BuildFigures | undefined> = {ours: undefined, stock: undefined};
  if (!reuse) {
    // Alternate the sites so that a busy machine weighs on both alike.
    const runs: Record<Site, BuildFigures[]> = {ours: [], stock: []};
    copyOurSite(oursDir);
    for (let r = 1; r <= buildRuns; r++) {
      runs.ours.push(await buildSite(oursDir, ourSteps, `ours 1× (${r}/${buildRuns})`));
      if (r === 1) {
        const docs = ourDocs(oursDir, path.join(oursDir, 'build'));
        writeStockSite(stockDir, {
          docs,
          versions,
          copies: 1,
          nodeModules: path.join(REPO, 'node_modules'),
          browserslist,
        });
      }
      runs.stock.push(await buildSite(stockDir, stockSteps, `stock 1× (${r}/${buildRuns})`));
    }
    builds.ours = medianBuild(runs.ours);
    builds.stock = medianBuild(runs.stock);
    fs.writeFileSync(path.join(work, 'builds.json'), JSON.stringify(builds));
  } else if (fs.existsSync(path.join(work, 'builds.json'))) {
    Object.assign(builds, JSON.parse(fs.readFileSync(path.join(work, 'builds.json'), 'utf8')) as typeof builds);
  }
  return {builds, stock: {browserslist, versions}};
}

export type Growth = {scale: number; ours: BuildFigures; stock: BuildFigures}[];

/** Growth: the same cold build at N× the content (1× from `builds`, when built). */
export async function growthBuilds(args: {
  work: string;
  scales: number[];
  builds: Record<Site, BuildFigures | undefined>;
  docs: SourceDoc[];
  stock: StockInputs;
}): Promise<Growth> {
  const {work, scales, builds, docs} = args;
  const {versions, browserslist} = args.stock;
  const growth: Growth = [];
  if (builds.ours && builds.stock) growth.push({scale: 1, ours: builds.ours, stock: builds.stock});
  for (const scale of scales) {
    const oursN = path.join(work, `ours-x${scale}`);
    const stockN = path.join(work, `stock-x${scale}`);
    copyOurSite(oursN);
    scaleOurSite(oursN, scale);
    const o = await buildSite(oursN, [], `ours ${scale}×`);
    writeStockSite(stockN, {docs, versions, copies: scale, nodeModules: path.join(REPO, 'node_modules'), browserslist});
    const s = await buildSite(stockN, [], `stock ${scale}×`);
    growth.push({scale, ours: o, stock: s});
    fs.rmSync(oursN, {recursive: true, force: true});
    fs.rmSync(stockN, {recursive: true, force: true});
  }
  return growth;
}
