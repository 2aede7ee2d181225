/**
 * A page's own scripts are named in its HTML (plugins/route-chunks): the
 * browser fetches them with `main`, and `main` inserts no script element to
 * load them. Every script a page runs before it hydrates is in its HTML, each
 * fetched once, on the pages of each kind, in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, newContext} from '../support/browser';
import {suite} from '../support/behaviour';

const site = suite();

/** Counts the script elements with a `src` that scripts add to the document. */
const COUNT_INSERTED = `(() => {
  const inserted = (window.__insertedScripts = []);
  const note = (node) => { if (node instanceof HTMLScriptElement && node.src) inserted.push(new URL(node.src).pathname); };
  for (const name of ['appendChild', 'insertBefore']) {
    const original = Node.prototype[name];
    Node.prototype[name] = function (node, ...rest) { note(node); return original.call(this, node, ...rest); };
  }
  for (const name of ['append', 'prepend']) {
    const original = Element.prototype[name];
    Element.prototype[name] = function (...nodes) { nodes.forEach(note); return original.apply(this, nodes); };
  }
})()`;

const PAGES = [
  '/docs/order/detail',
  '/en/docs/6.1/account/list',
  '/docs/6.1/recipes/upsert-customer',
  '/',
  '/en/',
  '/docs/errors',
  '/search',
  '/en/no-such-page',
];

for (const path of PAGES) {
  test(`${path}: the scripts it runs before hydrating are named in its HTML and fetched once`, async () => {
    const context = await newContext(site.browser);
    try {
      const page = await context.newPage();
      await page.addInitScript(COUNT_INSERTED);
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
      });
      const response = await page.goto(site.origin + path);
      const html = (await response!.text()) ?? '';
      const named = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => m[1]!);
      await hydrated(page);
      const beforeHydration = [...requested];
      const inserted = (await page.evaluate('window.__insertedScripts')) as string[];
      assert.ok(named.length > 2, `${path} names its route's chunks besides the runtime and main: ${named.join(', ')}`);
      assert.deepEqual(inserted, [], `${path}: scripts inserted to load what the HTML could have named`);
      assert.deepEqual(
        beforeHydration.filter((src) => !named.includes(src)),
        [],
        `${path}: scripts fetched before hydration that its HTML does not name`,
      );
      assert.equal(new Set(beforeHydration).size, beforeHydration.length, `${path}: a script fetched twice`);
    } finally {
      await context.close();
    }
  });
}
