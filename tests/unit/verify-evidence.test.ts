/**
 * A verifier report becomes evidence (api/lib/evidence/tenant-reports.ts):
 * the report of a run against the stand-in CRM (tests/support/stand-in-tenant.ts,
 * two planted drifts), placed in a scratch copy of api/evidence/, is read by
 * the evidence loader and changes `npm run evidence`'s table as it should:
 * the 6.1 rows gain "tenant seen" (the operations that answered their
 * documented status, the response keys that came back as documented) and
 * "tenant differ" (the two planted differences), and the report is named with
 * its date and site version; other versions show none. A malformed report is
 * an error naming its file.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {localizedApi} from '../../api/lib/model/cache';
import {downloadDocument} from '../../api/lib/downloads/download-document';
import {isObject} from '../../api/lib/browser-safe/json';
import {loadApi} from '../../api/lib/model/load';
import {DEFAULT_LOCALE} from '../../config/locales';
import {mcpApi} from '../../config/mcp';
import {coverage} from '../../api/lib/evidence/coverage';
import {coverageTable, type CoverageRow} from '../../api/lib/evidence/coverage-table';
import {documentElements} from '../../api/lib/evidence/elements';
import {EVIDENCE_DIR, loadEvidence} from '../../api/lib/evidence/load';
import {tenantCoverage} from '../../api/lib/evidence/tenant-reports';
import {runVerifier} from '../../mcp/verify/run';
import {reportBaseName} from '../../mcp/verify/report';
import {apiTarget} from '../../mcp/target';
import {startStandIn} from '../support/stand-in-tenant';
import {tempDir} from '../support/temp-dir';

const ROOT = path.resolve('.');
const VERSIONS = ['4.0', '6.0', '6.1'];
const KEY = 'evidenceTestKey0123456789abcdef';
const download = downloadDocument(localizedApi(ROOT, '6.1', DEFAULT_LOCALE));

const closers: (() => Promise<void>)[] = [];
after(async () => Promise.all(closers.map((c) => c())));

function rows(siteDir: string): CoverageRow[] {
  const {tenant} = loadEvidence(siteDir, VERSIONS);
  return VERSIONS.map((version) => {
    const elements = documentElements(loadApi(ROOT, version).document);
    return {version, coverage: coverage(elements), problems: 0, tenant: tenantCoverage(tenant, version, elements)};
  });
}

test('a report placed in api/evidence/ adds what a tenant saw to the coverage table', async () => {
  const tenant = await startStandIn(download, {
    key: KEY,
    paceMs: 0,
    planted: {
      answer: {
        get_ticket: (body) => {
          if (isObject(body)) delete body.ticket_title;
          return body;
        },
        get_purchase_order: (body) => (isObject(body) ? {...body, id: String(body.id)} : body),
      },
    },
  });
  closers.push(tenant.close);
  const report = await runVerifier({
    doc: download,
    docText: JSON.stringify(download),
    docsLabel: 'a scratch download',
    version: '6.1',
    target: apiTarget(tenant.origin, mcpApi.baseOption, {[mcpApi.keyEnv]: KEY}),
    sender: {paceMs: 0, maxRequests: 200, timeoutMs: 10_000},
    tool: 'test',
    siteVersion: '1.0.0',
    progress: () => {},
  });
  assert.deepEqual(tenant.faults, []);

  const site = tempDir('verify-evidence-');
  fs.cpSync(path.join(ROOT, EVIDENCE_DIR), path.join(site, EVIDENCE_DIR), {recursive: true});
  const before = rows(site);
  assert.ok(before.every((r) => r.tenant!.reports.length === 0));
  assert.ok(!coverageTable(before)[0]!.includes('tenant seen'), 'no tenant columns without a report');

  fs.writeFileSync(path.join(site, EVIDENCE_DIR, `${reportBaseName(report)}.json`), JSON.stringify(report));
  const placed = rows(site);
  const t61 = placed.find((r) => r.version === '6.1')!.tenant!;
  const sent = report.operations.filter((o) => o.status !== undefined);
  assert.equal(t61.operations.seen, sent.length, 'every operation sent answered its documented status');
  assert.equal(t61.operations.differ, 0);
  assert.equal(t61.fields.differ, 2, 'ticket_title and id: the two planted differences');
  assert.ok(t61.fields.seen > 50, `response keys seen (${t61.fields.seen})`);
  assert.deepEqual(
    placed.filter((r) => r.version !== '6.1').map((r) => r.tenant!.reports.length),
    [0, 0],
  );
  const table = coverageTable(placed);
  assert.match(table[0]!, /tenant seen\s+tenant differ$/);
  const fieldsRow = table.find((l) => /^6\.1\s+fields/.test(l))!;
  assert.match(fieldsRow, new RegExp(`\\s${t61.fields.seen}\\s+2$`));
  assert.ok(
    table.some(
      (l) => l.startsWith('6.1: seen on a tenant: api/evidence/tenant-report-6.1-') && l.includes('site version 1.0.0'),
    ),
  );
  // The statuses themselves do not move: a report is counted beside them.
  assert.deepEqual(
    placed.map((r) => r.coverage),
    before.map((r) => r.coverage),
  );

  fs.writeFileSync(path.join(site, EVIDENCE_DIR, 'tenant-report-broken.json'), '{"date": 1}');
  assert.throws(() => loadEvidence(site, VERSIONS), /api\/evidence\/tenant-report-broken\.json: not a verifier report/);
});
