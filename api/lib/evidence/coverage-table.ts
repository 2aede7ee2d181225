/**
 * The table `npm run evidence` prints: per version and kind (operations,
 * fields, values), how many elements have each status, then, when
 * api/evidence/ holds verifier reports of the version (./tenant-reports.ts),
 * how many a tenant saw as documented ("tenant seen") and how many it saw
 * differ ("tenant differ"), and the reports read with their date and site
 * version.
 */
import type {Coverage} from './coverage';
import {STATUSES} from './status';
import type {TenantCoverage} from './tenant-reports';

export type CoverageRow = {version: string; coverage: Coverage; problems: number; tenant?: TenantCoverage};

export function coverageTable(rows: readonly CoverageRow[]): string[] {
  const withTenant = rows.some((r) => (r.tenant?.reports.length ?? 0) > 0);
  const head = ['version', 'kind', ...STATUSES, 'total', ...(withTenant ? ['tenant seen', 'tenant differ'] : [])];
  const lines = rows.flatMap(({version, coverage: c, tenant}) =>
    (Object.keys(c) as (keyof Coverage)[]).map((kind) => {
      const seen = kind === 'values' ? undefined : tenant?.[kind];
      return [
        version,
        kind,
        ...STATUSES.map((s) => String(c[kind][s])),
        String(STATUSES.reduce((n, s) => n + c[kind][s], 0)),
        ...(withTenant ? [seen ? String(seen.seen) : '-', seen ? String(seen.differ) : '-'] : []),
      ];
    }),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    format(head),
    ...lines.map(format),
    ...rows.map(
      ({version, problems}) => `${version}: ${problems} disagreement${problems === 1 ? '' : 's'} with the evidence`,
    ),
    ...rows.flatMap(({version, tenant}) =>
      (tenant?.reports ?? []).map(
        (r) => `${version}: seen on a tenant: ${r.file} (${r.date.slice(0, 10)}, site version ${r.siteVersion})`,
      ),
    ),
  ];
}
