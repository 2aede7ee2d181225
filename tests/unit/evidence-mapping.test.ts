/**
 * Every name a public endpoint shows maps to the source (issue 39, item 2):
 * for each found page of each version's facts and each endpoint an
 * operation points at, every name the endpoint shows (brace lists, items,
 * selectable fields, filters and their samples, example URLs and bodies, a
 * "same response") is an element of that operation at the same nesting whose
 * status is published, or an entry of api/evidence/unmatched.yaml with its
 * reason; and no element is marked unpublished while its own endpoint shows
 * it. Both fail on scratch data: an element of the real 4.0 source marked
 * unpublished, and a name added to a real endpoint.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {apiVersions, loadApi} from '../../api/lib/model/load';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {checkContext} from '../../api/lib/evidence/check';
import type {Context} from '../../api/lib/evidence/context';
import {documentElements} from '../../api/lib/evidence/elements';
import type {EvidenceEndpoint} from '../../api/lib/evidence/endpoint';
import {
  describeMapped,
  loadExceptions,
  mappingFigures,
  mapVersion,
  staleExceptions,
  type MappingException,
} from '../../api/lib/evidence/mapping';
import {shownByOwnEndpoint} from '../../api/lib/evidence/shown-unpublished';
import {tempDir} from '../support/temp-dir';

const siteDir = process.cwd();
const versions = apiVersions(siteDir);
const exceptions = loadExceptions(siteDir);

function contextOf(version: string): Context {
  const ctx = checkContext({siteDir, version, doc: loadApi(siteDir, version).document, versions});
  assert.ok(ctx, `no evidence for ${version}`);
  return ctx;
}

/** The names that fail, and the elements marked otherwise than published that their own endpoint shows. */
function failures(ctx: Context, list: readonly MappingException[]): string[] {
  const mapped = mapVersion(ctx, list);
  const names = mapped
    .filter((m) => m.outcome === 'unmatched' || m.outcome === 'not-published')
    .map((m) => describeMapped(ctx.version, m));
  const stale = staleExceptions(ctx, mapped, list).map(
    (x) =>
      `${ctx.version} api/evidence/unmatched.yaml:${x.line}: ${x.page} ${x.endpoint} ${x.name} is no exception (not shown, or matched)`,
  );
  const hidden = documentElements(ctx.doc)
    .filter((e) => e.effective?.status === 'unpublished' && shownByOwnEndpoint(ctx, e))
    .map(
      (e) =>
        `${ctx.version} ${e.entry.method.toUpperCase()} ${e.entry.path} ${e.kind} ${e.name}: marked unpublished, shown by its own endpoint`,
    );
  return [...names, ...stale, ...hidden];
}

for (const version of versions) {
  test(`${version}: every name its public endpoints show is a published element or a listed exception`, (t) => {
    const ctx = contextOf(version);
    t.diagnostic(`${version}: ${JSON.stringify(mappingFigures(mapVersion(ctx, exceptions)))}`);
    const problems = failures(ctx, exceptions);
    assert.deepEqual(problems, [], `${problems.length} names:\n${problems.join('\n')}`);
  });
}

/** A copy of the document with one element's own x-evidence replaced. */
function withEvidence(ctx: Context, method: string, route: string, name: string, value: Json): Context {
  const doc = structuredClone(ctx.doc);
  const element = documentElements(ctx.doc).find(
    (e) => e.entry.method === method && e.entry.path === route && e.name === name,
  );
  assert.ok(element, `no element ${name} of ${method} ${route}`);
  let node: unknown = doc;
  for (const s of element.segments) node = isObject(node as Json) ? (node as Record<string, unknown>)[s] : undefined;
  assert.ok(isObject(node as Json));
  (node as Record<string, unknown>)['x-evidence'] = value;
  return {...ctx, doc};
}

/** A copy of the evidence with one more name on one endpoint. */
function withName(ctx: Context, page: string, key: string, path: string): Context {
  const evidence = ctx.evidence.versions.get(ctx.version)!;
  const pages = evidence.pages.map((p) =>
    p.page !== page
      ? p
      : {
          ...p,
          endpoints: p.endpoints.map((e): EvidenceEndpoint =>
            e.key !== key
              ? e
              : {...e, names: [...e.names, {kind: 'response', path, written: path, from: 'response_fields'}]},
          ),
        },
  );
  const versionsMap = new Map(ctx.evidence.versions);
  versionsMap.set(ctx.version, {...evidence, pages});
  return {...ctx, evidence: {...ctx.evidence, versions: versionsMap}};
}

test('scratch: an element marked unpublished that its own endpoint shows fails, naming it', () => {
  const ctx = withEvidence(contextOf('4.0'), 'get', '/api/v3/orders/{ORDER_CODE}', 'order_info.is_repay', {
    status: 'unpublished',
  });
  const problems = failures(ctx, exceptions);
  assert.ok(
    problems.some((p) =>
      /order\/detail GET \/api\/v3\/orders\/\{ORDER_CODE\}: response:order_info\.is_repay .*unpublished/.test(p),
    ),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => /order_info\.is_repay: marked unpublished, shown by its own endpoint/.test(p)));
});

test('scratch: a name the page shows at a level the source lacks fails, then passes as an exception', () => {
  const ctx = withName(contextOf('4.0'), 'fund/sheet_detail', 'GET /api/v3/fund/sheet', 'sheet_info.sheet_secret');
  const problems = failures(ctx, exceptions);
  assert.ok(
    problems.some((p) => p.includes('response:sheet_info.sheet_secret') && p.includes('no element of its operation')),
    problems.join('\n'),
  );
  const listed: MappingException = {
    version: '4.0',
    page: 'fund/sheet_detail',
    endpoint: 'GET /api/v3/fund/sheet',
    name: 'response:sheet_info.sheet_secret',
    reason: 'scratch',
    line: 1,
  };
  // The endpoint by id gives the "same response": it shows the name too, until it is listed as well.
  const byId = failures(ctx, [...exceptions, listed]).filter((p) => p.includes('sheet_secret'));
  assert.ok(byId.length > 0 && byId.every((p) => p.includes('GET /api/v3/fund/sheet/{SHEET_ID}')), byId.join('\n'));
  const both = [...exceptions, listed, {...listed, endpoint: 'GET /api/v3/fund/sheet/{SHEET_ID}'}];
  assert.ok(!failures(ctx, both).some((p) => p.includes('sheet_secret')));
});

test('scratch: the flat name of another level does not stand for a nested field', () => {
  // `is_repay` at the top level of the answer is not `order_info.is_repay`.
  const ctx = withName(contextOf('4.0'), 'order/detail', 'GET /api/v3/orders/{}', 'is_repay');
  const problems = failures(ctx, exceptions);
  assert.ok(
    problems.some((p) => p.includes('response:is_repay') && p.includes('no element')),
    problems.join('\n'),
  );
});

test('an exception without its reason names the file and line', () => {
  const dir = tempDir('evidence-mapping-');
  fs.mkdirSync(path.join(dir, 'api/evidence'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'api/evidence/unmatched.yaml'),
    '- version: "4.0"\n  page: order/detail\n  endpoint: GET /api/v3/orders\n  name: response:x\n',
  );
  assert.throws(() => loadExceptions(dir), /unmatched\.yaml:1: the exception lacks reason/);
});
