/**
 * The figures taken with both sites served behind the same server: JS and CSS
 * transferred before `load` on each page, the search figures (ours only) and
 * Lighthouse (median of N runs per page and preset).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createServer} from '../serve';
import {startNginx} from '../../deploy/nginx';
import {
  launch,
  firstLoad,
  searchIndexSizes,
  searchRun,
  type FirstLoad,
  type IndexSize,
  type SearchRun,
} from './browser';
import {lighthouseMedian, type LighthouseResult, type Preset} from './lighthouse';
import {LH_NOT_FOUND, REPO, log, type PageName, type Pages, type Site} from './options';

type Served = {origin: string; close: () => Promise<void>};

async function serve(kind: string, buildDir: string): Promise<Served> {
  if (kind === 'nginx') return startNginx(buildDir);
  const server = createServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FirstLoadFigures = Record<Site, Partial<Record<PageName, FirstLoad>>>;
export type LighthouseFigures = Record<Site, Partial<Record<`${PageName}/${Preset}`, LighthouseResult>>>;
export type SearchFigures = {index: Record<string, IndexSize>; runs: SearchRun[]};

/**
 * Measures each site on its own pages (`pages`, those named in `o.names`);
 * search runs on our reference page, in both locales.
 */
export async function servedFigures(
  buildDir: Record<Site, string>,
  pages: Record<Site, Pages>,
  o: {
    server: string;
    search: boolean;
    lighthouse: boolean;
    lhRuns: number;
    names: readonly PageName[];
    presets: readonly Preset[];
  },
): Promise<{
  bytes: FirstLoadFigures;
  lh: LighthouseFigures;
  search: SearchFigures | undefined;
  lhErrors: string[];
}> {
  // Lighthouse refuses a page answered with status 404: it audits the not-found
  // page at a bench-only URL that serves 404.html with 200 (an unknown route, so
  // the client renders the same not-found page).
  for (const site of ['ours', 'stock'] as const) {
    for (const ext of ['', '.br', '.gz']) {
      const from = path.join(buildDir[site], `404.html${ext}`);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(buildDir[site], `${LH_NOT_FOUND.slice(1)}.html${ext}`));
    }
  }
  const servers: Record<Site, Served> = {
    ours: await serve(o.server, buildDir.ours),
    stock: await serve(o.server, buildDir.stock),
  };
  const bytes: FirstLoadFigures = {ours: {}, stock: {}};
  const lh: LighthouseFigures = {ours: {}, stock: {}};
  let search: SearchFigures | undefined;
  const lhErrors: string[] = [];
  try {
    const browser = await launch();
    try {
      for (const site of ['ours', 'stock'] as const) {
        for (const name of o.names) {
          bytes[site][name] = await firstLoad(browser, servers[site].origin, pages[site][name], buildDir[site]);
        }
      }
      log('first-load bytes measured');
      if (o.search) {
        const runs: SearchRun[] = [];
        runs.push(await searchRun(browser, servers.ours.origin, pages.ours.reference, 'vi'));
        runs.push(await searchRun(browser, servers.ours.origin, `/en${pages.ours.reference}`, 'en'));
        search = {index: searchIndexSizes(buildDir.ours), runs};
        log('search measured');
      }
    } finally {
      await browser.close();
    }
    if (o.lighthouse) {
      for (const preset of o.presets) {
        for (const site of ['ours', 'stock'] as const) {
          for (const name of o.names) {
            const p = pages[site][name];
            log(`lighthouse ${preset} ${site} ${p}`);
            const url = servers[site].origin + (name === 'notFound' ? LH_NOT_FOUND : p);
            try {
              lh[site][`${name}/${preset}`] = await lighthouseMedian(REPO, url, preset, o.lhRuns);
            } catch (err) {
              lhErrors.push(
                `${site} ${name} ${preset}: ${err instanceof Error ? err.message.split('\n').slice(0, 2).join(' ') : String(err)}`,
              );
              console.error(lhErrors[lhErrors.length - 1]);
            }
          }
        }
      }
    }
  } finally {
    await servers.ours.close();
    await servers.stock.close();
  }
  return {bytes, lh, search, lhErrors};
}
