/**
 * The bench's command line (`npm run bench -- --help`), the pages it measures
 * and its log line.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PAGE_NAMES = ['landing', 'reference', 'notFound'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
/** A path per page measured, on one site. */
export type Pages = Record<PageName, string>;
/**
 * The pages measured on both sites; the reference page here is only a
 * fallback: the bench measures our heaviest one, picked from our build
 * (reference-page.ts), on both sites (the stock site has the same paths).
 */
export const STOCK_PAGES: Pages = {landing: '/', reference: '/docs/6.1/sale-order/create', notFound: '/nope-bench-404'};
export const LH_NOT_FOUND = '/bench-not-found';
export type Site = 'ours' | 'stock';

export const HELP = `Usage: npm run bench -- [options]
  --quick               skip the 2× and 4× content builds
  --scales=2,4          content multiples for the growth builds (default 2,4)
  --no-lighthouse       skip Lighthouse
  --no-search           skip the search figures
  --lighthouse-runs=N   Lighthouse runs per page and preset; the median is kept (default 3)
  --build-runs=N        cold 1× builds per site, alternating ours/stock; the median is kept (default 1)
  --server=preview|nginx  the server both sites sit behind (default preview: scripts/serve.ts)
  --workdir=DIR         build in DIR instead of a new temp dir
  --reuse-builds        with --workdir: reuse the 1× builds found there
  --keep                keep the temp dir
  --out=FILE            JSON output (default bench-results/latest.json)`;

export const {values: opt} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    scales: {type: 'string', default: '2,4'},
    'no-lighthouse': {type: 'boolean', default: false},
    'no-search': {type: 'boolean', default: false},
    'lighthouse-runs': {type: 'string', default: '3'},
    'build-runs': {type: 'string', default: '1'},
    server: {type: 'string', default: 'preview'},
    workdir: {type: 'string'},
    'reuse-builds': {type: 'boolean', default: false},
    keep: {type: 'boolean', default: false},
    out: {type: 'string', default: path.join(REPO, 'bench-results', 'latest.json')},
    help: {type: 'boolean', default: false},
  },
});

export const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
