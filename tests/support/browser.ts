/**
 * Debian's Chromium driven by playwright-core. Never downloads a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {recordPageFiles} from '../../scripts/bench/browser';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y chromium (npm test installs it: scripts/ensure-system.sh).`,
    );
  }
  return chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
}

/** Collects console errors/warnings and page errors of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the page. The static HTML already carries
 * `data-has-hydrated="false"`, so only the value "true" (set by Docusaurus
 * after hydration) means the page's effects and listeners are in place.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15000});
}

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({viewport: {width: 1280, height: 900}, ...options});
}

/**
 * The same-origin scripts and style sheets a page requests until it has
 * hydrated (URL paths, in request order): what a reader's browser fetches to
 * make the page work, prefetches of other routes left out (the bench's
 * recordPageFiles, which the bench's first-load figures use too). The cut is
 * hydration, not `load`: a page starts its scripts after its first paint
 * (config/ssr-template.ts), often after `load`.
 */
export async function firstLoadFiles(browser: Browser, origin: string, urlPath: string): Promise<string[]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const files = recordPageFiles(page, origin);
    await page.goto(origin + urlPath);
    await hydrated(page);
    return [...files];
  } finally {
    await context.close();
  }
}

/** A built asset's name without its content hash: `assets/js/main.a0abda89.js` → `main.js`; `17896441.5c2e1f0a.js` → `17896441.js`. */
export function stableName(file: string): string {
  return path.basename(file).replace(/\.[0-9a-f]{8}(\.(?:js|css))$/, '$1');
}
