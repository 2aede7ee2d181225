/**
 * Helpers shared by the behaviour suites (tests/browser/behaviour-*.test.ts):
 * one server and one Chromium per file, a fresh context per test.
 */
import {before, after} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {startServer, type RunningServer} from './server';
import {launch, newContext, hydrated} from './browser';

export type Opened = {context: BrowserContext; page: Page; problems: string[]};

export type Suite = {
  readonly origin: string;
  readonly browser: Browser;
  /** A new context (1280×900 unless told) and page, at `path`, hydrated. */
  open(path: string, options?: Parameters<Browser['newContext']>[0]): Promise<Opened>;
};

/** Starts the `npm start` server and Chromium before the file's tests, stops them after. */
export function suite(): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const self: Suite = {
    get origin() {
      if (!server) throw new Error('server not started');
      return server.origin;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async open(path, options = {}) {
      const context = await newContext(self.browser, options);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(self.origin + path);
      await hydrated(page);
      return {context, page, problems};
    },
  };
  return self;
}

/**
 * Client-side navigation to any URL, as a browser back/forward step would
 * do it: the router hears a popstate and renders the new location without
 * a page load (no link on the site needs to point there).
 */
export async function routerGo(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, url);
}

/** Marks the current document, so a test can tell a client-side navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument?: boolean}).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

/**
 * Brings the hideable navbar into view as a reader would, by scrolling up, and
 * waits for it to finish sliding in. Docusaurus ignores the first scroll after
 * a #hash landing, so each poll nudges the page to (or next to) the top until
 * the navbar is shown; then it waits until no transition runs on it.
 */
export async function showNavbar(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector('nav.navbar')!;
      const shown = nav.getBoundingClientRect().top >= 0 && !/navbarHidden/.test(nav.className);
      if (!shown) {
        window.scrollTo(0, window.scrollY === 0 ? 1 : 0);
        return false;
      }
      return nav.getAnimations().length === 0;
    },
    undefined,
    {polling: 100, timeout: 10000},
  );
}

/** The navbar dropdown whose toggle reads `label` (version or language), opened by hovering. */
export async function openNavbarDropdown(page: Page, label: string) {
  await showNavbar(page);
  const dropdown = page.locator('.navbar__items--right .navbar__item.dropdown', {
    has: page.locator(':scope > a.navbar__link', {hasText: label}),
  });
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').waitFor({state: 'visible'});
  return dropdown;
}

/**
 * Console errors and warnings and page errors, like watchConsole, except the
 * line Chromium logs for the document itself when it is answered 404 on
 * purpose (a not-found URL): that is the status working, not a site problem.
 * A 404 of anything else the page loads is still reported.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** The page's main heading (an article's, else the main's: the not-found page). */
export const h1 = (page: Page) => page.locator('article h1, main h1').first().textContent();

/** Where the language dropdown (its toggle reading `current`) leads for the language `target`. */
export async function localeLink(page: Page, current: string, target: string): Promise<string | null> {
  const dropdown = await openNavbarDropdown(page, current);
  return dropdown.locator('.dropdown__menu a', {hasText: target}).getAttribute('href');
}

/**
 * An init script (a string, for `context.addInitScript`) that records, in
 * `window[list]`, the route of every call the page makes to Docusaurus'
 * `window.docusaurus[method]` (`prefetch` on a link in view, `preload` on hover).
 */
export function recordDocusaurusCalls(method: 'prefetch' | 'preload', list: string): string {
  return `(() => {
  window.${list} = [];
  let current;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get() { return current; },
    set(value) {
      const original = value.${method};
      current = {...value, ${method}: (routePath) => { window.${list}.push(routePath); return original(routePath); }};
    },
  });
})()`;
}
