/**
 * The HTML template of every page: Docusaurus's own, with one change to how
 * the page's scripts (`runtime~main` and `main`) start.
 *
 * Docusaurus writes them as `<script defer>`. A deferred script runs as soon
 * as the HTML is parsed, and when it is already downloaded (a fast network, a
 * cached `main`), that is often before the browser has painted anything: the
 * first paint then waits for `main`'s evaluation (about 50 ms of main thread on
 * this machine, four times that on a mid-range phone). Here the HTML preloads
 * `main` at the same low priority, and a small inline script inserts both, in
 * order, once the first contentful paint has happened; `runtime~main` (8 KB)
 * is fetched then, so nothing but the HTML, the style sheet and `main` is on
 * the wire before the first paint. Lighthouse counts a script that ended
 * before the paint it observes as part of the LCP unless it finds the
 * script's evaluation after that paint: on `/docs/order/detail` its simulated
 * LCP switched between about 1.0 s and 2.0 s from run to run on whether `main`
 * ran first, and the runtime, too short a task to be found, always counted
 * (issue 42).
 *
 * Where the browser reports no paint timing, or the page is not visible
 * (nothing will be painted), the scripts start when the HTML is parsed, as
 * deferred scripts do; and after 3 s at most in any case.
 * The CSP hashes the inline script like the others (scripts/security-headers.ts).
 * `tests/build/first-paint-requests.test.ts` holds what the HTML names,
 * `tests/browser/paint-first.test.ts` that `main` runs after the first paint.
 */
import * as docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** Docusaurus's lines that write the scripts (the text is asserted: an upgrade that changes it stops the build). */
const DOCUSAURUS_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/**
 * Inserts `scripts` in order once the first contentful paint has happened and
 * the HTML is parsed (a deferred script's moment: the page's root must be
 * whole when React hydrates it); `SCRIPTS` is replaced by their URLs.
 *
 * Docusaurus's base-URL banner (the home page's, spec: "Misconfigured base
 * URL") is shown at DOMContentLoaded when `main` has not run
 * (`window.docusaurus` unset), which is now always so. The loader answers that
 * check itself: it sets `window.docusaurus` to a stand-in (`main` replaces it)
 * and shows the banner (`insertBanner`, where the page has it) when one of the
 * scripts fails to load, which is what a wrong base URL causes.
 */
export const PAINT_FIRST_LOADER = `(function(scripts){var started=false,failed=false;window.docusaurus=window.docusaurus||{};function fail(){if(!failed&&typeof insertBanner==="function"){failed=true;insertBanner()}}function insert(){scripts.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;s.onerror=fail;document.head.appendChild(s)})}function start(){if(started)return;started=true;if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",insert);else insert()}try{if(document.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}catch(e){start()}})(SCRIPTS)`;

const PAINT_FIRST_SCRIPTS = `    <% it.scripts.filter((script) => !script.includes('/runtime~')).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>${PAINT_FIRST_LOADER.replace('SCRIPTS', '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>`;

/** Docusaurus's template with the scripts started after the first paint; throws when its script lines changed. */
export function paintFirstTemplate(template: string): string {
  const at = template.indexOf(DOCUSAURUS_SCRIPTS);
  if (at < 0 || template.indexOf(DOCUSAURUS_SCRIPTS, at + 1) >= 0) {
    throw new Error(
      'config/ssr-template.ts: the script lines of @docusaurus/core/lib/ssg/ssgTemplate.html.js changed; update DOCUSAURUS_SCRIPTS',
    );
  }
  return template.replace(DOCUSAURUS_SCRIPTS, PAINT_FIRST_SCRIPTS);
}

/** The template text of a CommonJS module's default export, however the loader at hand wraps it (Docusaurus, knip). */
function defaultExport(module: unknown): string {
  let value = module;
  for (let depth = 0; depth < 3 && typeof value !== 'string'; depth++)
    value = (value as {default?: unknown} | undefined)?.default;
  if (typeof value !== 'string')
    throw new Error('config/ssr-template.ts: @docusaurus/core/lib/ssg/ssgTemplate.html.js exports no template text');
  return value;
}

export const ssrTemplate: string = paintFirstTemplate(defaultExport(docusaurusTemplate));
