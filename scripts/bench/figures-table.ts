/**
 * The rows of the bench's table, section by section: build, output, JS and CSS
 * before load, Lighthouse, search and growth.
 */
import type {BuildFigures, Growth, OutputSize} from './build-figures';
import type {FirstLoadFigures, LighthouseFigures, SearchFigures} from './serve-figures';
import type {Preset} from './lighthouse';
import type {PageName, Pages, Site} from './options';
import {kb, mb, row, sec, section} from './report-table';

/** A page's path for a section title: ours, and stock's where it differs. */
function pageTitle(pages: Record<Site, Pages>, name: PageName): string {
  const ours = pages.ours[name];
  const stock = pages.stock[name];
  return `${name} (${ours === stock ? ours : `ours ${ours}, stock ${stock}`})`;
}

export function tableRows(f: {
  pages: Record<Site, Pages>;
  pageCount: Record<Site, number>;
  builds: Record<Site, BuildFigures | undefined>;
  sizes: Record<Site, OutputSize>;
  bytes: FirstLoadFigures;
  /** The pages and Lighthouse presets measured. */
  names: readonly PageName[];
  presets: readonly Preset[];
  lighthouse: boolean;
  lh: LighthouseFigures;
  search: SearchFigures | undefined;
  growth: Growth;
}): void {
  const {pages, pageCount, builds, sizes, bytes, lh, search, growth} = f;
  section('build (cold, no persistent cache)');
  row('pages', 'HTML pages', pageCount.ours, pageCount.stock, String);
  row('build.docusaurusMs', 'docusaurus build wall time', builds.ours?.docusaurus.ms, builds.stock?.docusaurus.ms, sec);
  row(
    'build.msPerPage',
    'docusaurus build per page',
    builds.ours?.msPerPage,
    builds.stock?.msPerPage,
    (n) => `${n.toFixed(1)} ms`,
  );
  row(
    'build.peakRssMB',
    'docusaurus build peak memory (process tree)',
    builds.ours?.docusaurus.peakRssMB,
    builds.stock?.docusaurus.peakRssMB,
    (n) => `${n} MB`,
  );
  row('build.postBuildMs', 'post-build steps', builds.ours?.postBuild.ms, builds.stock?.postBuild.ms, sec);
  for (const step of Object.keys(builds.ours?.postBuild.stepMs ?? {}))
    row(
      `build.postBuild.${step}`,
      `  post-build: ${step}`,
      builds.ours?.postBuild.stepMs?.[step],
      builds.stock?.postBuild.stepMs?.[step],
      sec,
    );
  row('build.totalMs', 'whole build (docusaurus + post-build)', builds.ours?.totalMs, builds.stock?.totalMs, sec);
  section('output');
  row('output.bytes', 'output size (without .br/.gz twins)', sizes.ours.bytes, sizes.stock.bytes, mb);
  row('output.files', 'output files', sizes.ours.files, sizes.stock.files, String);
  row(
    'output.htmlPerPage',
    'HTML per page (average)',
    sizes.ours.html / pageCount.ours,
    sizes.stock.html / pageCount.stock,
    kb,
  );
  row('output.searchIndex', 'of which search index (pagefind/)', sizes.ours.searchIndex, sizes.stock.searchIndex, mb);
  row(
    'output.twins',
    'precompressed twins (.br + .gz)',
    sizes.ours.precompressedTwins,
    sizes.stock.precompressedTwins,
    mb,
  );
  for (const name of f.names) {
    section(`JS and CSS before load: ${pageTitle(pages, name)}`);
    for (const kind of ['js', 'css'] as const) {
      for (const enc of ['raw', 'gzip', 'brotli'] as const) {
        row(
          `bytes.${name}.${kind}.${enc}`,
          `${kind.toUpperCase()} ${enc}`,
          bytes.ours[name]?.[kind][enc],
          bytes.stock[name]?.[kind][enc],
          kb,
        );
      }
      row(
        `bytes.${name}.${kind}.files`,
        `${kind.toUpperCase()} files`,
        bytes.ours[name]?.[kind].files,
        bytes.stock[name]?.[kind].files,
        String,
      );
    }
    for (const kind of ['js', 'css'] as const) {
      for (const enc of ['raw', 'brotli'] as const) {
        row(
          `bytesIdle.${name}.${kind}.${enc}`,
          `${kind.toUpperCase()} ${enc}, hydrated + network idle`,
          bytes.ours[name]?.untilIdle[kind][enc],
          bytes.stock[name]?.untilIdle[kind][enc],
          kb,
        );
      }
      row(
        `bytesIdle.${name}.${kind}.files`,
        `${kind.toUpperCase()} files, hydrated + network idle`,
        bytes.ours[name]?.untilIdle[kind].files,
        bytes.stock[name]?.untilIdle[kind].files,
        String,
      );
    }
  }
  if (f.lighthouse) {
    for (const preset of f.presets) {
      for (const name of f.names) {
        section(`Lighthouse ${preset}: ${pageTitle(pages, name)}`);
        const o = lh.ours[`${name}/${preset}`];
        const s = lh.stock[`${name}/${preset}`];
        const k = `lighthouse.${preset}.${name}`;
        row(`${k}.performance`, 'performance', o?.performance, s?.performance, String);
        row(`${k}.accessibility`, 'accessibility', o?.accessibility, s?.accessibility, String);
        row(`${k}.bestPractices`, 'best practices', o?.bestPractices, s?.bestPractices, String);
        row(`${k}.seo`, 'SEO', o?.seo, s?.seo, String);
        row(`${k}.lcpMs`, 'LCP', o?.lcpMs, s?.lcpMs, (n) => `${n} ms`);
        row(`${k}.tbtMs`, 'TBT', o?.tbtMs, s?.tbtMs, (n) => `${n} ms`);
        row(`${k}.cls`, 'CLS', o?.cls, s?.cls, (n) => n.toFixed(3));
        // The same runs audited from their traces in CPU time (lighthouse.ts): the figures without the machine's load.
        const oc = o?.cpuMedian;
        const sc = s?.cpuMedian;
        row(`${k}.cpu.performance`, 'performance, CPU time (median)', oc?.performance, sc?.performance, String);
        row(`${k}.cpu.lcpMs`, 'LCP, CPU time (median)', oc?.lcpMs, sc?.lcpMs, (n) => `${n} ms`);
        row(`${k}.cpu.tbtMs`, 'TBT, CPU time (median)', oc?.tbtMs, sc?.tbtMs, (n) => `${n} ms`);
      }
    }
  }
  if (search) {
    section('search (ours only: the stock site has no search)');
    for (const [lang, s] of Object.entries(search.index)) {
      row(
        `search.index.${lang}`,
        `index size ${lang} (${s.pages} pages; meta+index+fragments+filters)`,
        s.total,
        undefined,
        kb,
      );
      row(`search.wasm.${lang}`, `wasm for ${lang}`, s.wasm, undefined, kb);
    }
    for (const r of search.runs) {
      row(
        `search.firstQuery.${r.locale}`,
        `first query "${r.firstQuery}" (${r.locale}): bytes transferred`,
        r.firstQueryBytes,
        undefined,
        kb,
      );
      row(
        `search.firstQueryPagefind.${r.locale}`,
        `  of which /pagefind/ (${r.firstQueryRequests} requests in all)`,
        r.firstQueryPagefindBytes,
        undefined,
        kb,
      );
      row(
        `search.firstQueryMs.${r.locale}`,
        '  open + type + first results',
        r.firstQueryMs,
        undefined,
        (n) => `${n} ms`,
      );
      row(
        `search.medianMs.${r.locale}`,
        `median input-to-results, loaded (${r.samples.length} queries)`,
        r.medianMs,
        undefined,
        (n) => `${n.toFixed(1)} ms`,
      );
    }
  }
  if (growth.length > 0) {
    section('growth: cold docusaurus build at N× the content');
    for (const g of growth) {
      row(
        `growth.x${g.scale}.ms`,
        `${g.scale}× (${g.ours.pages} / ${g.stock.pages} pages) wall time`,
        g.ours.docusaurus.ms,
        g.stock.docusaurus.ms,
        sec,
      );
      row(
        `growth.x${g.scale}.msPerPage`,
        `${g.scale}× per page`,
        g.ours.msPerPage,
        g.stock.msPerPage,
        (n) => `${n.toFixed(1)} ms`,
      );
      row(
        `growth.x${g.scale}.peakRssMB`,
        `${g.scale}× peak memory`,
        g.ours.docusaurus.peakRssMB,
        g.stock.docusaurus.peakRssMB,
        (n) => `${n} MB`,
      );
    }
  }
}
