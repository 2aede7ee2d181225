/**
 * The MCP server's search_docs (mcp/search.ts: the site's own Pagefind index
 * and query handling, under Node) against the site's relevance table
 * (tests/search/relevance.json), over the production build: each query in its
 * locale and version (search_docs always searches one version: the rows of
 * every version are the dialog's only). The bar is the site's own (tests/browser/search-relevance.test.ts):
 * per locale, the expected page first for at least 90 % of the queries and in
 * the top 3 for all. The rates are printed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import relevance from '../search/relevance.json';
import {Docs} from '../../mcp/docs';
import {buildSource} from '../../mcp/source';
import {siteOrigin} from '../../config/site';
import {BUILD_DIR} from '../support/server';

const MIN_TOP1 = 0.9;

const docs = new Docs(buildSource(BUILD_DIR));
const origin = siteOrigin;

for (const locale of ['vi', 'en'] as const) {
  test(`search_docs, ${locale}: the expected page first for ≥ 90 % of the queries, in the top 3 for all`, async (t) => {
    const rows = relevance.queries.filter((q) => q.locale === locale && q.version !== 'all');
    let top1 = 0;
    const misses: string[] = [];
    const outside: string[] = [];
    for (const q of rows) {
      const {hits} = await docs.search(q.query, q.version, q.locale, 3);
      const paths = hits.map((h) => h.url.slice(origin.length));
      if (paths[0] === q.expect) top1 += 1;
      else misses.push(`${q.version} «${q.query}»: ${paths.join(', ') || 'no result'} (expected ${q.expect} first)`);
      if (!paths.includes(q.expect)) outside.push(`${q.version} «${q.query}»: ${q.expect} not in ${paths.join(', ')}`);
    }
    const share = top1 / rows.length;
    const top3 = rows.length - outside.length;
    t.diagnostic(
      `MCP search ${locale}: top-1 ${top1}/${rows.length} (${(share * 100).toFixed(1)} %), top-3 ${top3}/${rows.length}`,
    );
    for (const miss of misses) t.diagnostic(miss);
    assert.deepEqual(outside, [], 'every expected page in the top 3');
    assert.ok(share >= MIN_TOP1, `top-1 ${(share * 100).toFixed(1)} % < 90 %:\n${misses.join('\n')}`);
  });
}
