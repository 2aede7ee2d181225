/**
 * The verifier (`crm-api-docs-mcp verify`, mcp/verify/) against the mock page's
 * own command: per version, Prism started as the mock-server page starts it
 * (tests/support/mock-page.ts, the site's `openapi.mock.json` served from the
 * production build), and the verifier run as a program on the build
 * (`--build`), as an integrator runs it. Every GET it sends matches the
 * documented response with no difference; the only ones it does not send are
 * skipped with their reason (the call centre's callback into the CRM, a read
 * whose identifier no list answer carries), and the version's probe answers
 * 200.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE} from '../../config/locales';
import {mcpApi} from '../../config/mcp';
import {VERSIONS} from '../../config/versions';
import type {Report} from '../../mcp/verify/run';
import {mockPageCommand} from '../support/mock-page';
import {startPrismCommand, type RunningPrism} from '../support/prism';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';
import {tempDir} from '../support/temp-dir';

/** What each version's verifier run may skip, and why (a change here is a change of what the docs let it send). */
const SKIPPED: Record<string, string[]> = {
  '4.0': ['receive_inbound_call', 'get_fund_sheet_by_code', 'get_fund_sheet'],
  '6.0': ['receive_inbound_call', 'get_fund_sheet_in_by_code'],
  '6.1': ['call_center_inbound_call', 'get_call_center_extension'],
};

function verify(origin: string, version: string): Promise<{code: number; stderr: string; report: Report}> {
  const out = tempDir(`verify-mock-${version}-`);
  const argv = ['--import', 'tsx', 'mcp/server.ts', 'verify', mcpApi.baseOption, origin, '--version', version];
  argv.push('--build', BUILD_DIR, '--pace-ms', '0', '--out', out);
  return new Promise((resolve) => {
    execFile(process.execPath, argv, {timeout: 300_000}, (error, _stdout, stderr) => {
      const file = fs.readdirSync(out).find((f) => f.endsWith('.json'));
      assert.ok(file, `a report: ${stderr}`);
      const report = JSON.parse(fs.readFileSync(path.join(out, file), 'utf8')) as Report;
      resolve({code: error ? Number((error as {code?: number}).code ?? 1) : 0, stderr, report});
    });
  });
}

let site: RunningServer;
before(async () => {
  site = await startServer(BUILD_DIR);
});
after(async () => site.close());

for (const version of VERSIONS) {
  describe(`API ${version} against the mock page's Prism`, () => {
    let prism: RunningPrism;
    before(async () => {
      prism = await startPrismCommand(mockPageCommand(version, DEFAULT_LOCALE, site.origin), 120_000);
    });
    after(async () => prism.close());

    test('every GET sent matches the documented response; the rest are skipped with their reason', async () => {
      const {code, stderr, report} = await verify(prism.origin, version);
      assert.equal(report.stopped, undefined, stderr);
      assert.equal(report.probes.find((p) => p.version === version)?.status, 200);
      const differing = report.operations.filter((o) => o.result !== 'match' && o.result !== 'skipped');
      assert.deepEqual(
        differing.map((o) => [o.operationId, o.status, o.differences]),
        [],
        'no difference',
      );
      const skipped = report.operations.filter((o) => o.result === 'skipped');
      assert.deepEqual(skipped.map((o) => o.operationId).sort(), [...SKIPPED[version]!].sort());
      for (const o of skipped) assert.ok(o.reason && o.reason.length > 20, `${o.operationId} says why`);
      assert.ok(report.operations.filter((o) => o.result === 'match').length > 30);
      assert.equal(code, 0, stderr);
    });
  });
}
