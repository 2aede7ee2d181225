/**
 * The bench's targets (reported, never asserted) and its JSON result.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {BuildFigures, Growth, OutputSize} from './build-figures';
import type {FirstLoadFigures, LighthouseFigures, SearchFigures} from './serve-figures';
import {PAGES, log, opt, type PageName, type Site} from './options';
import {ratios} from './report-table';

type Target = {target: string; met: boolean | null; detail: string};

/** Prints the targets and returns them. */
export function printTargets(lh: LighthouseFigures): Target[] {
  const targets: Target[] = [];
  const js = ['raw', 'gzip', 'brotli'].map((enc) => ratios[`bytes.reference.js.${enc}`] ?? null);
  targets.push({
    target: 'first-load JS (before load) of the reference page ≤ 1.05× stock (raw, gzip and brotli)',
    met: js.every((r) => r !== null) ? js.every((r) => r! <= 1.05) : null,
    detail: `raw ${js[0]}×, gzip ${js[1]}×, brotli ${js[2]}×`,
  });
  const idle = ['raw', 'brotli'].map((enc) => ratios[`bytesIdle.reference.js.${enc}`] ?? null);
  targets.push({
    target: 'same, JS once hydrated and idle (not racing the load event) ≤ 1.05× stock',
    met: idle.every((r) => r !== null) ? idle.every((r) => r! <= 1.05) : null,
    detail: `raw ${idle[0]}×, brotli ${idle[1]}×`,
  });
  if (!opt['no-lighthouse']) {
    for (const name of Object.keys(PAGES) as PageName[]) {
      const o = lh.ours[`${name}/mobile`];
      if (!o) continue;
      targets.push({
        target: `Lighthouse mobile ${name}: performance ≥ 98, accessibility, best practices and SEO 100`,
        met: o.performance >= 98 && o.accessibility === 100 && o.bestPractices === 100 && o.seo === 100,
        detail: `${o.performance}/${o.accessibility}/${o.bestPractices}/${o.seo}; costing points: ${o.failing.join(', ') || 'none'}`,
      });
    }
  }
  const perPage = ratios['build.msPerPage'] ?? null;
  targets.push({
    target: 'cold build per page ≤ 1.3× stock (docusaurus build)',
    met: perPage === null ? null : perPage <= 1.3,
    detail: `${perPage}×`,
  });
  console.log('\nTargets (reported, not asserted)');
  for (const t of targets)
    console.log(`  ${t.met === null ? '—' : t.met ? 'met   ' : 'MISSED'}  ${t.target}: ${t.detail}`);
  return targets;
}

export function writeResult(r: {
  started: Date;
  scales: number[];
  builds: Record<Site, BuildFigures | undefined>;
  pageCount: Record<Site, number>;
  sizes: Record<Site, OutputSize>;
  bytes: FirstLoadFigures;
  lh: LighthouseFigures;
  lhErrors: string[];
  search: SearchFigures | undefined;
  growth: Growth;
  targets: Target[];
}): void {
  const {started, scales, builds, pageCount, sizes, bytes, lh, lhErrors, search, growth, targets} = r;
  const result = {
    date: started.toISOString(),
    durationS: Math.round((Date.now() - started.getTime()) / 1000),
    machine: {
      cpus: os.cpus().length,
      memGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageAtEnd: os.loadavg(),
    },
    options: {...opt, scales},
    server: opt.server,
    pages: PAGES,
    builds,
    pageCount,
    outputSize: sizes,
    firstLoadBytes: bytes,
    lighthouse: lh,
    lighthouseErrors: lhErrors,
    search,
    growth,
    ratios,
    targets,
  };
  fs.mkdirSync(path.dirname(opt.out), {recursive: true});
  fs.writeFileSync(opt.out, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${opt.out}`);
}
