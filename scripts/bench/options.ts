/**
 * The bench's command line (`npm run bench -- --help`), the pages it measures
 * and its log line.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PAGE_NAMES = ['landing', 'reference', 'notFound', 'conventions', 'changes', 'intro'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
/** A path per page measured, on one site. */
export type Pages = Record<PageName, string>;
/** The long pages (issue 25), picked from our build by long-pages.ts. */
export const LONG_PAGE_NAMES = ['conventions', 'changes', 'intro'] as const;
/**
 * The pages measured on both sites; the reference page and the long pages
 * here are only fallbacks: the bench measures our heaviest reference page
 * (reference-page.ts) and our longest conventions and what-changed pages and
 * the default version's intro (long-pages.ts), picked from our build, on both
 * sites (the stock site has the same paths, with as much text and code).
 */
export const STOCK_PAGES: Pages = {
  landing: '/',
  reference: '/docs/6.1/sale-order/create',
  notFound: '/nope-bench-404',
  conventions: '/docs/6.1/needed_info',
  changes: '/docs/6.0/changes',
  intro: '/docs',
};
export const LH_NOT_FOUND = '/bench-not-found';
export type Site = 'ours' | 'stock';

export const HELP = `Usage: npm run bench -- [options]
  --quick               skip the 2× and 4× content builds
  --scales=2,4          content multiples for the growth builds (default 2,4)
  --no-lighthouse       skip Lighthouse
  --no-search           skip the search figures
  --no-afdocs           skip the Agent-Friendly Documentation score (afdocs, needs Node 22 or later)
  --lighthouse-runs=N   Lighthouse runs per page and preset; the median is kept (default 3)
  --pages=a,b           the pages measured, of ${PAGE_NAMES.join(', ')} (default all)
  --presets=mobile,desktop  the Lighthouse presets (default both)
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
    'no-afdocs': {type: 'boolean', default: false},
    'lighthouse-runs': {type: 'string', default: '3'},
    pages: {type: 'string', default: PAGE_NAMES.join(',')},
    presets: {type: 'string', default: 'mobile,desktop'},
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
