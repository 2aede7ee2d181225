/**
 * Operations and pages agree: every `<ApiOperation id="…"/>` in a version's
 * pages (every locale) names an operation, and every operation is shown on the
 * page its `x-doc` names, in every locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {operations, type OpenApiDocument} from '../browser-safe/openapi';
import type {Problem} from '../model/problems';
import {API_OPERATION_TAG, docFiles, operationUses, type PageUse} from '../pages/doc-files';
import {docsDir, LOCALES, parseDocTarget, servedDocFile, type Locale} from '../pages/site';

type LocalePages = {locale: Locale; dir: string; uses: PageUse[]};

function scanLocale(siteDir: string, version: string, locale: Locale): LocalePages {
  const dir = docsDir(siteDir, version, locale);
  const uses = docFiles(dir).flatMap((file) =>
    operationUses(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file).split(path.sep).join('/')),
  );
  return {locale, dir: path.relative(siteDir, dir).split(path.sep).join('/'), uses};
}

export type PageProblem = Problem | {segments: string[]; message: string};

/** The auth and errors targets of `info.x-docs` exist in every locale, with their anchor as an explicit heading id. */
export function checkDocTargets(siteDir: string, version: string, doc: OpenApiDocument): PageProblem[] {
  const targets = doc.info['x-docs'];
  if (!targets) return [{segments: ['info'], message: 'info.x-docs (doc targets for auth and errors) is missing'}];
  return Object.entries(targets).flatMap(([key, target]) => {
    const {docId, anchor} = parseDocTarget(String(target));
    return LOCALES.flatMap((locale) => {
      const file = servedDocFile(siteDir, version, locale, docId);
      const segments = ['info', 'x-docs', key];
      if (!file) return [{segments, message: `${key} target "${docId}" has no ${locale} page`}];
      const text = fs.readFileSync(file, 'utf8');
      return anchor && !text.includes(`{#${anchor}}`)
        ? [{segments, message: `${key} target: ${path.relative(siteDir, file)} has no heading with id "${anchor}"`}]
        : [];
    });
  });
}

export function checkPages(siteDir: string, version: string, doc: OpenApiDocument): PageProblem[] {
  const entries = operations(doc);
  const known = new Set(entries.map((e) => e.operation.operationId));
  const locales = LOCALES.map((locale) => scanLocale(siteDir, version, locale));
  const unknown: PageProblem[] = locales.flatMap(({uses}) =>
    uses
      .filter((use) => !known.has(use.id))
      .map((use) => ({
        file: use.file,
        pointer: '',
        line: use.line,
        message: `<${API_OPERATION_TAG} id="${use.id}"/> names no operation of API ${version}`,
      })),
  );
  const missing: PageProblem[] = entries.flatMap(({operation, segments}) =>
    locales.flatMap(({locale, dir, uses}) => {
      const page = `${dir}/${operation['x-doc'] ?? '?'}.mdx`;
      const shown = uses.some((use) => use.id === operation.operationId && use.file.replace(/\.md$/, '.mdx') === page);
      return shown
        ? []
        : [
            {
              segments: [...segments, 'x-doc'],
              message: `operation "${operation.operationId}" is not shown on its ${locale} page ${page} (no <${API_OPERATION_TAG} id="${operation.operationId}"/> there)`,
            },
          ];
    }),
  );
  return [...unknown, ...missing, ...checkDocTargets(siteDir, version, doc)];
}
