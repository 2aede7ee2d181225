/**
 * What a page's HTML asks the browser for before the first paint: one style
 * sheet, `runtime~main` and `main`, and nothing else that is a script. A
 * route's own chunks are requested by `main` when it runs, which is after the
 * first paint.
 *
 * Why (issue 42, measured with Lighthouse 13 on /docs/order/detail): naming
 * the route's 11 chunks as `<script defer>` in the HTML fetched them with
 * `main`, one round trip sooner, but Lighthouse's simulated LCP counts every
 * request that ended before the paint it observed, and those small scripts
 * always had. The page's LCP went from about 1.06 s to 1.5-2.4 s, against
 * about 2.2 s for the stock site. On a phone they also share the connection
 * with the HTML and the style sheet before anything is painted.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/server';
import {heaviestReferencePage} from '../../scripts/bench/reference-page';
import {builtFile} from '../../scripts/bench/our-docs';

/** The external scripts, script preloads and style sheets that the HTML of `urlPath` names, as file names. */
export function firstPaintRequests(html: string): {scripts: string[]; styles: string[]} {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => path.basename(m[1]!));
  const preloads = [...html.matchAll(/<link\b[^>]*\brel=["']?(?:preload|modulepreload|prefetch)\b[^>]*>/g)]
    .filter((m) => /\bas=["']?script\b/.test(m[0]) || /\.js\b/.test(m[0]))
    .map((m) => path.basename(/\bhref=["']?([^"' >]+)/.exec(m[0])?.[1] ?? m[0]));
  const styles = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)].map((m) =>
    path.basename(/\bhref=["']?([^"' >]+)/.exec(m[0])?.[1] ?? m[0]),
  );
  return {scripts: [...scripts, ...preloads], styles};
}

const ALLOWED_SCRIPT = /^(?:runtime~main|main)\.[0-9a-f]{8}\.js$/;

test('a page names only runtime~main and main as scripts, and one style sheet', () => {
  const pages = ['/', '/en/', heaviestReferencePage(BUILD_DIR).path, '/docs/6.1/account/list', '/en/docs/6.1/recipes/sync-customers'];
  for (const urlPath of pages) {
    const file = builtFile(BUILD_DIR, urlPath);
    assert.ok(file && fs.existsSync(file), `${urlPath}: no built HTML`);
    const {scripts, styles} = firstPaintRequests(fs.readFileSync(file, 'utf8'));
    const extra = scripts.filter((name) => !ALLOWED_SCRIPT.test(name));
    assert.deepEqual(extra, [], `${urlPath} (${file}) names scripts besides runtime~main and main: ${extra.join(', ')}`);
    assert.equal(scripts.length, 2, `${urlPath}: expected runtime~main and main, found ${scripts.join(', ') || 'none'}`);
    assert.equal(styles.length, 1, `${urlPath}: expected one style sheet, found ${styles.join(', ') || 'none'}`);
  }
});

test('the reading of the HTML finds what a page with route scripts would name', () => {
  const html =
    '<link rel=stylesheet href=/assets/css/styles.4897bfa0.css /><script src=/assets/js/runtime~main.a3fcec60.js defer></script>' +
    '<script src=/assets/js/main.f4b4013d.js defer></script><script src=/assets/js/17896441.5f073beb.js defer></script>' +
    '<link rel=preload href=/assets/js/423.7424b7ff.js as=script>';
  const {scripts, styles} = firstPaintRequests(html);
  assert.deepEqual(scripts, ['runtime~main.a3fcec60.js', 'main.f4b4013d.js', '17896441.5f073beb.js', '423.7424b7ff.js']);
  assert.deepEqual(styles, ['styles.4897bfa0.css']);
  assert.deepEqual(
    scripts.filter((name) => !ALLOWED_SCRIPT.test(name)),
    ['17896441.5f073beb.js', '423.7424b7ff.js'],
  );
});
