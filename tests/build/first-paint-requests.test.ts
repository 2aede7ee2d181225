/**
 * What a page's HTML asks the browser for before the first paint: its style
 * sheet and, at low priority, `main`; nothing else. `runtime~main` and `main`
 * are started by the page's inline loader after the first contentful paint
 * (config/ssr-template.ts); a route's own chunks are requested by `main` when
 * it runs; the logos are lazy images, fetched for the mode shown once the page
 * is laid out (src/theme/ThemedImage).
 *
 * Why (issue 42, measured with Lighthouse 13 on /docs/order/detail): its
 * simulated LCP counts every request that ended before the paint it observed,
 * unless it finds a script's evaluation after that paint. The route's 11
 * chunks named as `<script defer>` moved it from about 1.06 s to 1.5-2.4 s;
 * `runtime~main`, too short a task to be found, always counted; `main`
 * counted whenever it ran before the paint; both logos were preloaded.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/server';
import {heaviestReferencePage} from '../../scripts/bench/reference-page';
import {builtFile} from '../../scripts/bench/our-docs';
import {stableName} from '../support/browser';

type Requests = {scripts: string[]; preloads: string[]; styles: string[]; loader: string[] | undefined};

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(tag)?.slice(1).find((v) => v !== undefined);

/** The external scripts, preloads (as `as:file`), style sheets and the inline loader's list that an HTML page names. */
export function firstPaintRequests(html: string): Requests {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => attribute(m[0], 'src'))
    .filter((src): src is string => src !== undefined)
    .map((src) => path.basename(src));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = links
    .filter((tag) => /^(?:preload|modulepreload|prefetch)$/.test(attribute(tag, 'rel') ?? ''))
    .map((tag) => `${attribute(tag, 'as') ?? '?'}:${path.basename(attribute(tag, 'href') ?? '?')}`);
  const styles = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => path.basename(attribute(tag, 'href') ?? '?'));
  const list = /first-contentful-paint[^<]*\}\)?\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  const loader = list ? (JSON.parse(list) as string[]).map((src) => path.basename(src)) : undefined;
  return {scripts, preloads, styles, loader};
}

test('a page preloads only main, names no script, and starts runtime~main and main from its loader', () => {
  const pages = ['/', '/en/', heaviestReferencePage(BUILD_DIR).path, '/docs/6.1/account/list', '/en/docs/6.1/recipes/sync-customers'];
  for (const urlPath of pages) {
    const file = builtFile(BUILD_DIR, urlPath);
    assert.ok(file && fs.existsSync(file), `${urlPath}: no built HTML`);
    const {scripts, preloads, styles, loader} = firstPaintRequests(fs.readFileSync(file, 'utf8'));
    assert.deepEqual(scripts, [], `${urlPath} (${file}) names scripts of its own: ${scripts.join(', ')}`);
    assert.deepEqual(preloads.map(stableName), ['script:main.js'], `${urlPath} (${file}) preloads ${preloads.join(', ')}`);
    assert.deepEqual(loader?.map(stableName), ['runtime~main.js', 'main.js'], `${urlPath} (${file}): the loader starts ${loader?.join(', ') ?? 'nothing (no loader found)'}`);
    assert.equal(styles.length, 1, `${urlPath}: expected one style sheet, found ${styles.join(', ') || 'none'}`);
  }
});

test('the reading of the HTML finds route scripts, image preloads and the loader', () => {
  const html =
    '<link rel=stylesheet href=/assets/css/styles.4897bfa0.css /><script src=/assets/js/runtime~main.a3fcec60.js defer></script>' +
    '<script src=/assets/js/17896441.5f073beb.js defer></script><link rel="preload" as="script" fetchpriority="low" href="/assets/js/main.f4b4013d.js" />' +
    '<script>!function(e){"first-contentful-paint"}(["/assets/js/runtime~main.a3fcec60.js","/assets/js/main.f4b4013d.js"])</script>' +
    '<div id=__docusaurus><link rel=preload as=image href=/img/logo.svg />';
  const {scripts, preloads, styles, loader} = firstPaintRequests(html);
  assert.deepEqual(scripts, ['runtime~main.a3fcec60.js', '17896441.5f073beb.js']);
  assert.deepEqual(preloads, ['script:main.f4b4013d.js', 'image:logo.svg']);
  assert.deepEqual(styles, ['styles.4897bfa0.css']);
  assert.deepEqual(loader, ['runtime~main.a3fcec60.js', 'main.f4b4013d.js']);
});
