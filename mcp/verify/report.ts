/**
 * The verifier's report as a person reads it: a summary table (the
 * terminal), the Markdown to paste into the site's "Report a problem"
 * channel (brand.support.docsReport, as the pages' report link fills it:
 * `{title}` and `{body}`), and the file names it is written under. It
 * carries key paths, JSON types, counts and statuses only: no value of an
 * answer, no key, no tenant address.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../../config/brand';
import type {Report} from './run';

/** A report's file name: api/evidence/ reads `tenant-report-*.json` (api/lib/evidence/tenant-reports.ts). */
export const REPORT_PREFIX = 'tenant-report-';

export function reportBaseName(report: Report): string {
  return `${REPORT_PREFIX}${report.version}-${report.date.slice(0, 19).replace(/[:T]/g, '-')}`;
}

export type Counts = {match: number; differs: number; skipped: number; notSent: number; differences: number};

export function countsOf(report: Report): Counts {
  const ops = report.operations;
  return {
    match: ops.filter((o) => o.result === 'match').length,
    differs: ops.filter((o) => o.result === 'differs').length,
    skipped: ops.filter((o) => o.result === 'skipped').length,
    notSent: ops.filter((o) => o.result === 'not sent').length,
    differences: ops.reduce((n, o) => n + (o.differences?.length ?? 0), 0),
  };
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The terminal's summary: the probes, one row per operation that was not a plain match, and the counts. */
export function summaryTable(report: Report): string {
  const c = countsOf(report);
  const probes = table(
    ['version', 'probe', 'status', 'reading'],
    report.probes.map((p) => [p.version, p.path, String(p.status ?? '-'), p.reading]),
  );
  const rows = report.operations.map((o) => [
    o.operationId,
    o.result,
    String(o.status ?? '-'),
    o.result === 'differs' ? String(o.differences!.length) : o.result === 'match' ? '0' : '-',
  ]);
  return [
    probes,
    '',
    table(['operation', 'result', 'status', 'differences'], rows),
    '',
    `API ${report.version}: ${c.match} match, ${c.differs} differ (${c.differences} differences), ${c.skipped} skipped, ${c.notSent} not sent; ${report.requests} requests`,
    ...(report.stopped ? [`Stopped: ${report.stopped.reason}`] : []),
  ].join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown report: ready to paste into the report channel. */
export function markdownReport(report: Report): string {
  const c = countsOf(report);
  const differing = report.operations.filter((o) => o.result === 'differs');
  const others = report.operations.filter((o) => o.result === 'skipped' || o.result === 'not sent');
  return [
    `# Docs checked against a CRM: API ${report.version}`,
    '',
    `- Site version: ${report.siteVersion} (${report.tool})`,
    `- Checked against: ${report.docs.source}, OpenAPI ${report.docs.apiVersion} (sha256 ${report.docs.openapiSha256})`,
    `- Date: ${report.date}`,
    `- Requests: ${report.requests} (GET only, ${report.options.paceMs} ms apart, cap ${report.options.maxRequests})`,
    `- Result: ${c.match} match, ${c.differs} differ (${c.differences} differences), ${c.skipped} skipped, ${c.notSent} not sent`,
    ...(report.stopped ? [`- Stopped: ${report.stopped.reason}`] : []),
    '',
    '## Versions the CRM answers',
    '',
    '| Version | Probe | Status | Reading |',
    '| --- | --- | --- | --- |',
    ...report.probes.map((p) => `| ${p.version} | \`${p.path}\` | ${p.status ?? '-'} | ${p.reading} |`),
    '',
    '## Differences',
    '',
    ...(differing.length === 0
      ? ['None.']
      : [
          '| Operation | Key | Difference | Docs | CRM | Source mark | Seen |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...differing.flatMap((o) =>
            o.differences!.map(
              (d) =>
                `| \`${o.operationId}\` | \`${cell(d.key || '(answer)')}\` | ${d.kind} | ${cell(d.documented)} | ${cell(d.got)} | ${d.mark} | ${d.count} |`,
            ),
          ),
        ]),
    '',
    '## Matching',
    '',
    report.operations
      .filter((o) => o.result === 'match')
      .map((o) => `\`${o.operationId}\``)
      .join(', ') || 'None.',
    ...(others.length
      ? ['', '## Skipped or not sent', '', ...others.map((o) => `- \`${o.operationId}\` (${o.result}): ${o.reason}`)]
      : []),
    '',
  ].join('\n');
}

/** The report channel's link, filled as the pages fill it, with the summary (the Markdown file goes with it). */
export function reportLink(report: Report): string {
  const c = countsOf(report);
  const title = `Docs checked against a CRM: API ${report.version}, ${c.differences} differences`;
  const body = `Site version ${report.siteVersion}, OpenAPI sha256 ${report.docs.openapiSha256}, ${report.date}.\n${c.match} match, ${c.differs} differ, ${c.skipped} skipped, ${c.notSent} not sent.\nThe full report is attached (${reportBaseName(report)}.md and .json).`;
  return brand.support.docsReport
    .replace('{title}', encodeURIComponent(title))
    .replace('{body}', encodeURIComponent(body));
}

/** Writes `<dir>/<base>.json` and `.md`; returns their paths. */
export function writeReport(report: Report, dir: string): {json: string; markdown: string} {
  fs.mkdirSync(dir, {recursive: true});
  const base = path.join(dir, reportBaseName(report));
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, markdownReport(report));
  return {json: `${base}.json`, markdown: `${base}.md`};
}
