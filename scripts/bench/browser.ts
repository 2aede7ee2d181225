/**
 * Browser figures, measured with Debian's Chromium through playwright-core:
 * the JavaScript and CSS a page loads (before `load`, and until hydrated) and the
 * search figures (index size, first-query transfer, input-to-results time).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser, type Page, type Request} from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic']});
}

export type Sizes = {files: number; raw: number; gzip: number; brotli: number};
export type FirstLoad = {
  js: Sizes;
  css: Sizes;
  transferred: number;
  urls: string[];
  untilIdle: {js: Sizes; css: Sizes; urls: string[]};
};

const sizeCache = new Map<string, {raw: number; gzip: number; brotli: number}>();

/** Raw, gzip -9 and brotli -q11 size of a built file (the settings of scripts/compress.ts). */
export function fileSizes(file: string): {raw: number; gzip: number; brotli: number} {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const data = fs.readFileSync(file);
  const sizes = {
    raw: data.length,
    gzip: zlib.gzipSync(data, {level: 9}).length,
    brotli: zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

/**
 * Records the same-origin scripts and style sheets `page` requests from now
 * on (URL paths, in request order; the array grows as requests go out).
 * Prefetches of other routes (`Sec-Purpose: prefetch`) are left out, by the
 * request itself: a file the page loads and a link also prefetches counts
 * once, as the page's. Resource timing cannot tell the two apart (one entry,
 * a link's, may stand for both), so it is not used to choose the files.
 */
export function recordPageFiles(page: Page, origin: string): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    const headers = request.headers();
    const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
    if (!prefetch && url.origin === origin && (type === 'script' || type === 'stylesheet')) files.push(url.pathname);
  });
  return files;
}

/**
 * The JS and CSS files a page requests before `load`, and until it is
 * hydrated and the network idle (prefetches of other routes left out:
 * recordPageFiles). Our pages start their scripts after the first paint
 * (config/ssr-template.ts), often after `load`: the second set is the one the
 * targets compare.
 */
export async function firstLoad(
  browser: Browser,
  origin: string,
  pagePath: string,
  buildDir: string,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = recordPageFiles(page, origin);
  let atLoad = 0;
  page.once('load', () => (atLoad = files.length));
  await page.goto(origin + pagePath, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  // Bytes on the wire per URL (the largest entry: a prefetch served from the cache reports 0).
  const transfer = new Map(
    await page.evaluate(() => {
      const sizes = new Map<string, number>();
      for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const {pathname} = new URL(e.name);
        sizes.set(pathname, Math.max(sizes.get(pathname) ?? 0, e.transferSize));
      }
      return [...sizes];
    }),
  );
  await context.close();
  const empty = (): Sizes => ({files: 0, raw: 0, gzip: 0, brotli: 0});
  const result: FirstLoad = {
    js: empty(),
    css: empty(),
    transferred: 0,
    urls: [],
    untilIdle: {js: empty(), css: empty(), urls: []},
  };
  const add = (sums: {js: Sizes; css: Sizes; urls: string[]}, pathname: string): boolean => {
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : undefined;
    const file = path.join(buildDir, decodeURIComponent(pathname));
    if (!kind || !fs.existsSync(file)) return false;
    const s = fileSizes(file);
    const sum = sums[kind];
    sum.files += 1;
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
    sums.urls.push(pathname);
    return true;
  };
  for (const pathname of new Set(files)) add(result.untilIdle, pathname);
  for (const pathname of new Set(files.slice(0, atLoad))) {
    if (add(result, pathname)) result.transferred += transfer.get(pathname) ?? 0;
  }
  return result;
}

export type IndexSize = {
  pages: number;
  meta: number;
  index: number;
  fragment: number;
  filter: number;
  wasm: number;
  total: number;
};

/** Pagefind's index per language, from pagefind-entry.json. */
export function searchIndexSizes(buildDir: string): Record<string, IndexSize> {
  const dir = path.join(buildDir, 'pagefind');
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {hash: string; wasm: string | null; page_count: number}>;
  };
  const sumDir = (sub: string, lang: string) => {
    const d = path.join(dir, sub);
    if (!fs.existsSync(d)) return 0;
    return fs
      .readdirSync(d)
      .filter((f) => f.startsWith(`${lang}_`))
      .reduce((n, f) => n + fs.statSync(path.join(d, f)).size, 0);
  };
  const out: Record<string, IndexSize> = {};
  for (const [lang, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(dir, `pagefind.${info.hash}.pf_meta`);
    const wasmFile = path.join(dir, `wasm.${info.wasm ?? 'unknown'}.pagefind`);
    const s: IndexSize = {
      pages: info.page_count,
      meta: fs.existsSync(metaFile) ? fs.statSync(metaFile).size : 0,
      index: sumDir('index', lang),
      fragment: sumDir('fragment', lang),
      filter: sumDir('filter', lang),
      wasm: fs.existsSync(wasmFile) ? fs.statSync(wasmFile).size : 0,
      total: 0,
    };
    s.total = s.meta + s.index + s.fragment + s.filter;
    out[lang] = s;
  }
  return out;
}

export const SEARCH = {
  button: 'button[aria-haspopup="dialog"]',
  input: 'dialog input[role="combobox"]',
  option: 'dialog [role="option"]',
};

export const QUERIES: Record<string, {first: string; words: string[]}> = {
  vi: {
    first: 'khach hang',
    words: ['khach hang', 'don hang', 'san pham', 'thanh toan', 'chien dich', 'co hoi', 'cong viec', 'kho'],
  },
  en: {
    first: 'customer',
    words: ['customer', 'sale order', 'product', 'payment', 'campaign', 'opportunity', 'task', 'warehouse'],
  },
};

/**
 * In-page timing of one query, from the input event that completes it (the
 * box emptied first) to the first frame that shows its results. Written as
 * plain JavaScript source: tsx would add helpers to a compiled function that
 * do not exist in the page.
 */
const INPUT_TO_RESULTS = `async ({word, inputSelector}) => {
  const input = document.querySelector(inputSelector);
  const dialog = input.closest('dialog');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', {bubbles: true}));
  for (let i = 0; i < 200 && dialog.querySelector('[role="option"]'); i++) await frame();
  const t0 = performance.now();
  setValue.call(input, word);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  const ok = await new Promise((resolve) => {
    const settle = () => requestAnimationFrame(() => resolve(true));
    if (dialog.querySelector('[role="option"]')) return settle();
    const observer = new MutationObserver(() => {
      if (!dialog.querySelector('[role="option"]')) return;
      observer.disconnect();
      settle();
    });
    observer.observe(dialog, {childList: true, subtree: true});
    setTimeout(() => { observer.disconnect(); resolve(false); }, 5000);
  });
  return ok ? performance.now() - t0 : null;
}`;

async function inputToResults(page: Page, word: string): Promise<number | undefined> {
  const ms = (await page.evaluate(`(${INPUT_TO_RESULTS})(${JSON.stringify({word, inputSelector: SEARCH.input})})`)) as
    number | null;
  return ms ?? undefined;
}

export type SearchRun = {
  locale: string;
  page: string;
  firstQuery: string;
  firstQueryBytes: number;
  firstQueryPagefindBytes: number;
  firstQueryRequests: number;
  firstQueryMs: number;
  samples: number[];
  medianMs: number;
  noResult: string[];
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Opens search on a page, types a first query, then times many queries once Pagefind is loaded. */
export async function searchRun(
  browser: Browser,
  origin: string,
  pagePath: string,
  locale: string,
  rounds = 3,
): Promise<SearchRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + pagePath, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  let pagefindBytes = 0;
  let requests = 0;
  const pending: Promise<void>[] = [];
  const count = (req: Request) => {
    pending.push(
      req.sizes().then((s) => {
        const n = s.responseBodySize + s.responseHeadersSize;
        bytes += n;
        requests += 1;
        if (new URL(req.url()).pathname.startsWith('/pagefind/')) pagefindBytes += n;
      }),
    );
  };
  page.on('requestfinished', count);
  const q = QUERIES[locale]!;
  const t0 = Date.now();
  await page.click(SEARCH.button);
  await page.locator(SEARCH.input).pressSequentially(q.first, {delay: 30});
  await page.waitForSelector(SEARCH.option, {timeout: 15000});
  const firstQueryMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await Promise.all(pending);
  // The first query's figures end here: the timing rounds below load more index chunks.
  page.off('requestfinished', count);
  const first = {bytes, pagefindBytes, requests};
  const samples: number[] = [];
  const noResult = new Set<string>();
  for (let r = 0; r < rounds; r++) {
    for (const word of q.words) {
      const ms = await inputToResults(page, word);
      if (ms === undefined) noResult.add(word);
      else samples.push(ms);
    }
  }
  await context.close();
  return {
    locale,
    page: pagePath,
    firstQuery: q.first,
    firstQueryBytes: first.bytes,
    firstQueryPagefindBytes: first.pagefindBytes,
    firstQueryRequests: first.requests,
    firstQueryMs,
    samples: samples.map((s) => Math.round(s * 10) / 10),
    medianMs: Math.round(median(samples) * 10) / 10,
    noResult: [...noResult],
  };
}
