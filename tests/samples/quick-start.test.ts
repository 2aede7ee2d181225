/**
 * The landing page's quick start works the first time (issue 42): in every
 * version, its cURL command, run as the page shows it with the API host
 * pointed at Prism on the build's mock file of that version, gets a 2xx answer
 * with no violation and a list of records. The words around it and its links
 * are tested in the browser (tests/browser/landing.test.ts).
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../../config/brand';
import {downloadPath, MOCK_FILE} from '../../config/downloads';
import {firstRequestCurl, versionCards} from '../../config/version-info';
import {startPrism, type RunningPrism} from '../support/prism';
import {BUILD_DIR} from '../support/server';

const running: RunningPrism[] = [];

/** Whether an answer holds a non-empty list of records, at its top or in an envelope (`data`, `data.items`, …). */
function hasList(value: unknown, depth = 0): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'object' && v !== null);
  if (typeof value !== 'object' || value === null || depth >= 3) return false;
  return Object.values(value).some((v) => hasList(v, depth + 1));
}
after(() => Promise.all(running.map((p) => p.close())));

for (const card of versionCards()) {
  test(`${card.version}: the quick start's first request gets a list from the mock`, async () => {
    const mock = path.join(BUILD_DIR, downloadPath(card.version, MOCK_FILE));
    assert.ok(fs.existsSync(mock), `${mock} is missing: build the site first (npm run build)`);
    const prism = await startPrism(mock);
    running.push(prism);
    const command = firstRequestCurl(card);
    assert.ok(command.includes(brand.apiHost.pattern), `the command names the host placeholder: ${command}`);
    // The command as shown, against the mock; then the status and Prism's verdict (its sl-violations header).
    const script = `${command.split(brand.apiHost.pattern).join(prism.origin)} \\\n  -sS -w '\\n%{http_code}\\n%header{sl-violations}'`;
    const run = spawnSync('bash', ['-c', script], {encoding: 'utf8', timeout: 30_000});
    assert.equal(run.status, 0, `bash ended with ${run.status} (${run.signal ?? ''}): ${run.stderr}`);
    const lines = run.stdout.split('\n');
    const violations = lines.pop();
    const status = Number(lines.pop());
    assert.ok(
      status >= 200 && status < 300,
      `${card.version}: HTTP ${status}\n${run.stdout}\n${prism.output().slice(-2000)}`,
    );
    assert.equal(violations, '', `${card.version}: Prism found violations: ${violations}`);
    const body = JSON.parse(lines.join('\n')) as unknown;
    assert.ok(hasList(body), `${card.version}: no list of records in ${lines.join('\n').slice(0, 500)}`);
  });
}
