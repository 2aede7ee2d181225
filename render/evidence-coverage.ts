/**
 * `<ApiConvention name="evidence-coverage"/>` on each version's sources page:
 * how many operations, fields and enumerated values of the version are
 * published, derived, seen in client programs only or not published (the
 * same figures as `npm run evidence`), how much of the platform's public
 * documentation was found, and the operations that are not published on it,
 * each linked to its page.
 */
import type {List, PhrasingContent, RootContent} from 'mdast';
import {coverage} from '../api/lib/evidence/coverage';
import {documentElements} from '../api/lib/evidence/elements';
import {loadEvidence} from '../api/lib/evidence/load';
import {STATUSES, type Status} from '../api/lib/evidence/status';
import {apiVersions} from '../api/lib/model/load';
import type {Locale} from '../api/lib/pages/site';
import {EVIDENCE_WORDS} from './evidence-ui-text';
import {code, heading, link, paragraph, table, text} from './mdast';
import type {OpenApiDocument} from '../api/lib/browser-safe/openapi';

export type CoverageContext = {
  siteDir: string;
  version: string;
  locale: Locale;
  doc: OpenApiDocument;
  link: (docId: string) => string | undefined;
};

const percent = (n: number, total: number) => (total === 0 ? '0 %' : `${Math.round((100 * n) / total)} %`);

function bullets(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

export function evidenceCoverage(ctx: CoverageContext): RootContent[] {
  const w = EVIDENCE_WORDS[ctx.locale];
  const elements = documentElements(ctx.doc);
  const figures = coverage(elements);
  const rows = (
    [
      ['operations', w.operations],
      ['fields', w.fields],
      ['values', w.enumValues],
    ] as const
  ).map(([key, label]) => {
    const counts = figures[key];
    const total = STATUSES.reduce((n, s) => n + counts[s], 0);
    return [[text(label)], ...STATUSES.map((s) => [text(`${counts[s]} (${percent(counts[s], total)})`)])];
  });
  const evidence = loadEvidence(ctx.siteDir, apiVersions(ctx.siteDir));
  const pages = evidence.versions.get(ctx.version)?.pages ?? [];
  const calls = evidence.calls.filter((c) => c.version === ctx.version);
  const found = paragraph([
    text(
      w.pagesFound
        .replace('{version}', ctx.version)
        .replace('{found}', String(pages.filter((p) => p.found).length))
        .replace('{total}', String(pages.length))
        .replace('{clients}', String(new Set(calls.map((c) => c.client)).size))
        .replace('{calls}', String(calls.length)),
    ),
  ]);
  const lists = (['derived', 'clients', 'unpublished'] as Status[]).flatMap((status): RootContent[] => {
    const operations = elements.filter((e) => e.kind === 'operation' && e.effective?.status === status);
    const items = operations.map((e): PhrasingContent[] => {
      const docId = String(e.entry.operation['x-doc'] ?? '');
      const url = ctx.link(docId);
      const summary = String(e.entry.operation.summary ?? e.name);
      const label = url ? link(url, summary) : text(summary);
      const from = e.effective?.status === 'derived' ? [text(` (${w.from.replace('{from}', e.effective.from)})`)] : [];
      return [label, text(' '), code(`${e.entry.method.toUpperCase()} ${e.entry.path}`), ...from];
    });
    return [
      heading(3, `operations-${status}`, w[`list_${status}` as 'list_derived']),
      ...(items.length > 0 ? [bullets(items)] : [paragraph([text(w.none)])]),
    ];
  });
  return [table([w.kind, ...STATUSES.map((s) => w[`status_${s}` as const])], rows), found, ...lists];
}
