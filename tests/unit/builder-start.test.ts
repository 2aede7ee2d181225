/**
 * The request builder opens on the filter readers of a list need most (issue 42): it starts from the page's
 * documented example (exampleValues), so the customer lists' filter example leads with `updated_at:gte`, the
 * condition of an incremental sync, which client programs send on the customer list (client-calls.json).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {localizedApi} from '../../api/lib/model/cache';
import {exampleValues} from '../../api/lib/requests/example-values';
import {findOperation} from '../../api/lib/browser-safe/openapi';

const SITE = path.resolve(__dirname, '../..');

type Call = {api_version: string; method: string; path: string; query_params: string[]};
const calls = JSON.parse(fs.readFileSync(path.join(SITE, 'api/evidence/client-calls.json'), 'utf8')) as Call[];

/** The customer list of each version with filter conditions, and the list path client programs call. */
const LISTS = [
  {version: '6.0', operation: 'list_accounts', calledAs: '/api/v6/accounts'},
  // 6.1's list is derived from 6.0's (x-evidence): the same calls hold for it.
  {version: '6.1', operation: 'list_accounts', calledAs: '/api/v6/accounts'},
];

for (const {version, operation, calledAs} of LISTS) {
  test(`${version} ${operation}: the builder's first condition is the sync filter client programs send`, () => {
    const doc = localizedApi(SITE, version, 'en');
    const entry = findOperation(doc, operation)!;
    const filtering = exampleValues(doc, entry).query?.filtering as Record<string, unknown> | undefined;
    assert.ok(filtering, 'the example has filter conditions');
    assert.equal(Object.keys(filtering)[0], 'updated_at:gte');
    assert.ok(
      calls.some(
        (c) =>
          c.method === 'GET' &&
          c.path === calledAs &&
          c.query_params.some((q) => q.includes('filtering[updated_at:gte]')),
      ),
      `a client program filters ${calledAs} by updated_at:gte`,
    );
  });
}
