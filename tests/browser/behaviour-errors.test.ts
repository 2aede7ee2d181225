/**
 * Error behaviour (spec §8): the crash page, shown by the theme's error
 * boundary in the production build, and the configuration errors that must
 * fail a build (fixture sites in tests/fixtures/config-errors/).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {suite, routerGo} from '../support/behaviour';

const site = suite();

/**
 * Makes the links of the page content crash while React mounts them (the
 * theme's <Link> observes itself with an IntersectionObserver to prefetch),
 * with an error that has a cause. Links outside the content (navbar,
 * sidebar) are left alone, as a crash in a page's own content would. A
 * string, so nothing transpiled runs in the page.
 */
const BREAK_CONTENT_LINKS = `
  window.__realObserve = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (element) {
    if (element && element.closest && element.closest('article')) {
      throw new Error('Boom while mounting a link', {cause: new Error('the root cause of the boom')});
    }
    return window.__realObserve.call(this, element);
  };
`;
const MEND_LINKS = 'IntersectionObserver.prototype.observe = window.__realObserve;';

for (const [start, texts] of [
  ['/en/docs/6.1/ticket/create', {title: 'This page crashed.', retry: 'Try again'}],
  ['/docs/6.1/ticket/create', {title: 'Trang này đã gặp lỗi.', retry: 'Thử lại'}],
] as const) {
  test(`crash page (${start}): "${texts.title}", the error with its causes, and "${texts.retry}" recovers`, async () => {
    // No crash route ships to readers: the crash is provoked in the page.
    const {context, page} = await site.open(start);
    // The next page in the sidebar, reached client-side (no click: the
    // scrolling it needs would re-render the current links).
    const next = page.locator('a.pagination-nav__link--next');
    const target = (await next.getAttribute('href'))!;
    const label = (await next.locator('.pagination-nav__label').textContent())!;
    await page.evaluate(BREAK_CONTENT_LINKS);
    await routerGo(page, target);
    const main = page.locator('main', {has: page.locator('h1', {hasText: texts.title})});
    await main.waitFor();
    assert.equal(await page.locator('nav.navbar').isVisible(), true, 'shown inside the layout');
    const message = await main.locator('p').last().textContent();
    assert.equal(message, 'Boom while mounting a link\n\nCause:\nthe root cause of the boom');
    const tryAgain = main.getByRole('button', {name: texts.retry});
    await page.evaluate(MEND_LINKS);
    await tryAgain.click();
    await page.locator('article h1', {hasText: label}).waitFor();
    assert.equal(await page.locator('h1', {hasText: texts.title}).count(), 0);
    await context.close();
  });
}

const FIXTURE = path.resolve('tests/fixtures/config-errors');
const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Builds the fixture site with one case's config in a scratch copy; resolves to the build's output. */
async function buildFixture(config: string): Promise<{code: number; output: string}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-errors-'));
  try {
    fs.cpSync(FIXTURE, dir, {recursive: true});
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    const run = promisify(execFile);
    try {
      const {stdout, stderr} = await run(
        process.execPath,
        [
          DOCUSAURUS,
          'build',
          dir,
          '--config',
          path.join(dir, config),
          '--out-dir',
          path.join(dir, 'build'),
          '--no-minify',
        ],
        {
          cwd: dir,
          env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0'},
          maxBuffer: 32 * 1024 * 1024,
          timeout: 120_000,
        },
      );
      return {code: 0, output: stdout + stderr};
    } catch (error) {
      const e = error as {code?: number; stdout?: string; stderr?: string};
      return {code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}`};
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const CASES = [
  {
    config: 'unknown-navbar-item-type.config.ts',
    problem: 'an unknown navbar item type',
    error: /Bad navbar item type versionDropdown/,
  },
  {
    config: 'unknown-docs-version.config.ts',
    problem: 'a docs version name that does not exist',
    error:
      /No docs version exist for name '9\.9', please verify your 'docsVersionDropdown' navbar item versions config\.\s+Available version names:\s+- current/,
  },
  {
    config: 'sidebar-without-link.config.ts',
    problem: 'a sidebar with nothing to link to',
    error: /DocSidebarNavbarItem: Sidebar with ID "linksOnly" doesn't have anything to be linked to\./,
  },
] as const;

test('configuration errors (§8) each fail the build with an error that names the problem', async (t) => {
  // The three builds run side by side: one fails at validation, two when the pages render.
  const results = await Promise.all(CASES.map((c) => buildFixture(c.config)));
  for (const [i, c] of CASES.entries()) {
    await t.test(`${c.problem} (${c.config})`, () => {
      const {code, output} = results[i]!;
      assert.notEqual(code, 0, `the build must fail:\n${output.slice(-2000)}`);
      assert.match(output, c.error);
    });
  }
});
