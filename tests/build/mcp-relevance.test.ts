/**
 * The MCP server's search (mcp/search.ts) against the site's relevance table
 * (tests/search/relevance.json), over the production build's Markdown twins:
 * each query in its locale and version. Prints the top-1 and top-3 rates and
 * fails below the floors (the site's own Pagefind test asks more: 90 % / 100 %).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import relevance from '../search/relevance.json';
import {Docs} from '../../mcp/docs';
import {buildSource} from '../../mcp/source';
import {brand} from '../../config/brand';
import {BUILD_DIR} from '../support/server';

/** Measured 49/65 top-1 and 64/65 top-3 when written; the floors leave room for new pages. */
const FLOOR = {top1: 0.7, top3: 0.9};

test('MCP search ranks the relevance table like the site: top-1 and top-3 rates above the floors', async (t) => {
  const docs = new Docs(buildSource(BUILD_DIR));
  const origin = brand.siteUrl.replace(/\/$/, '');
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const q of relevance.queries) {
    const {hits} = await docs.search(q.query, q.version, q.locale, 3);
    const paths = hits.map((h) => h.url.slice(origin.length));
    const first = paths[0] === q.expect;
    const within = paths.some((p) => p === q.expect || q.accept.includes(p));
    if (first) top1 += 1;
    if (within) top3 += 1;
    if (!first) misses.push(`${within ? 'top-3' : 'MISS '} ${q.locale} ${q.version} "${q.query}": expected ${q.expect}, got ${paths.join(', ')}`);
  }
  const n = relevance.queries.length;
  const rate = (k: number) => `${k}/${n} (${Math.round((k / n) * 1000) / 10} %)`;
  t.diagnostic(`MCP search: top-1 ${rate(top1)}, top-3 ${rate(top3)}`);
  for (const miss of misses) t.diagnostic(miss);
  assert.ok(top1 / n >= FLOOR.top1, `top-1 ${rate(top1)} is below ${FLOOR.top1 * 100} %:\n${misses.join('\n')}`);
  assert.ok(top3 / n >= FLOOR.top3, `top-3 ${rate(top3)} is below ${FLOOR.top3 * 100} %:\n${misses.join('\n')}`);
});
