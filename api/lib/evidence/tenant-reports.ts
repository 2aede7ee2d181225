/**
 * Reports of the docs' verifier (`crm-api-docs-mcp verify`, mcp/verify/)
 * placed in api/evidence/ as `tenant-report-*.json`: what one CRM (a
 * tenant) answered to the documented GETs of a version on a date, checked
 * against a site version. A report is its own kind of evidence, "seen on a
 * tenant": it says what the platform did answer, once, on one tenant, and
 * holds key paths, JSON types and statuses, never a value.
 *
 * How it ranks: second in EVIDENCE_RANK (./rank.ts), below a public page,
 * which states what the platform promises every tenant (a tenant may run
 * another build or settings), above a client's tested comment and every kind
 * of call, because it is the platform's own answer to this version's
 * request. It does not change an element's `x-evidence`: `npm run evidence`
 * counts, beside each status, the elements a report saw (operations that
 * answered the documented status, response keys that came back with the
 * documented type) and those it saw differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element} from './elements';

export const TENANT_REPORT = /^tenant-report-[\w.-]+\.json$/;

export type TenantOperation = {
  operationId: string;
  result: string;
  status?: number;
  confirmed: string[];
  differences: {kind: string; key: string}[];
};

export type TenantReport = {
  file: string;
  date: string;
  siteVersion: string;
  version: string;
  operations: TenantOperation[];
};

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function reportOf(file: string, raw: unknown): TenantReport {
  const bad = (what: string) => new Error(`${file}: not a verifier report (${what})`);
  if (!raw || typeof raw !== 'object') throw bad('not an object');
  const r = raw as Record<string, unknown>;
  for (const key of ['date', 'siteVersion', 'version'])
    if (typeof r[key] !== 'string') throw bad(`"${key}" must be a string`);
  if (!Array.isArray(r.operations)) throw bad('"operations" must be a list');
  const operations = r.operations.map((o: unknown, i): TenantOperation => {
    const op = (o ?? {}) as Record<string, unknown>;
    if (typeof op.operationId !== 'string' || typeof op.result !== 'string')
      throw bad(`operations[${i}] needs operationId and result`);
    const differences = Array.isArray(op.differences) ? op.differences : [];
    return {
      operationId: op.operationId,
      result: op.result,
      ...(typeof op.status === 'number' ? {status: op.status} : {}),
      confirmed: strings(op.confirmed) ? op.confirmed : [],
      differences: differences.map((d: unknown) => {
        const {kind, key} = (d ?? {}) as Record<string, unknown>;
        if (typeof kind !== 'string' || typeof key !== 'string')
          throw bad(`operations[${i}].differences needs kind and key`);
        return {kind, key};
      }),
    };
  });
  return {
    file,
    date: r.date as string,
    siteVersion: r.siteVersion as string,
    version: r.version as string,
    operations,
  };
}

/** The report files of an evidence folder (relative to the site), sorted. */
export function tenantReportFiles(siteDir: string, evidenceDir: string): string[] {
  const dir = path.join(siteDir, evidenceDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => TENANT_REPORT.test(f))
    .sort()
    .map((f) => path.join(evidenceDir, f));
}

/** Every report of the folder; a malformed one is an error naming its file. */
export function readTenantReports(siteDir: string, evidenceDir: string): TenantReport[] {
  return tenantReportFiles(siteDir, evidenceDir).map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: cannot read the report (${(error as Error).message})`);
    }
    return reportOf(file, raw);
  });
}

export type TenantCounts = {seen: number; differ: number};

export type TenantCoverage = {
  operations: TenantCounts;
  fields: TenantCounts;
  /** The reports read for this version: file, date, site version. */
  reports: {file: string; date: string; siteVersion: string}[];
};

/**
 * What the reports of a version saw among its elements: an operation is seen when it answered its documented
 * success status, a response field when its key came back with the documented type; either differs when a
 * report found a difference on it (on its key, or a status or envelope difference for the operation).
 */
export function tenantCoverage(
  reports: readonly TenantReport[],
  version: string,
  elements: readonly Element[],
): TenantCoverage {
  const mine = reports.filter((r) => r.version === version);
  const byOperation = new Map<string, TenantOperation[]>();
  for (const report of mine)
    for (const op of report.operations)
      byOperation.set(op.operationId, [...(byOperation.get(op.operationId) ?? []), op]);
  const result: TenantCoverage = {
    operations: {seen: 0, differ: 0},
    fields: {seen: 0, differ: 0},
    reports: mine.map((r) => ({file: r.file, date: r.date, siteVersion: r.siteVersion})),
  };
  for (const element of elements) {
    const ops = byOperation.get(element.entry.operation.operationId ?? '') ?? [];
    if (ops.length === 0) continue;
    const sent = ops.filter((o) => o.status !== undefined);
    if (element.kind === 'operation') {
      if (sent.some((o) => !o.differences.some((d) => d.kind === 'status'))) result.operations.seen += 1;
      if (sent.some((o) => o.differences.some((d) => d.kind === 'status' || d.kind === 'envelope')))
        result.operations.differ += 1;
    } else if (element.kind === 'response' && element.context && /^2/.test(element.context)) {
      if (sent.some((o) => o.confirmed.includes(element.name))) result.fields.seen += 1;
      if (sent.some((o) => o.differences.some((d) => d.key === element.name))) result.fields.differ += 1;
    }
  }
  return result;
}
