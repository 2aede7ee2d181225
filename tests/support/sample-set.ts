/**
 * Every request a version's pages show as code samples: each example request
 * of each operation (the reference pages, `<ApiOperation>`), and each
 * `<ApiRequest>` block of its guides and recipes (a recipe's from its workflow's step); and the text of a sample in
 * each language exactly as the page shows it (api/lib/browser-safe/samples.ts), with the
 * host pattern `https://{your-domain}` pointed at a local origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {requestOf} from '../../api/lib/requests/api-request';
import {loadWorkflows} from '../../api/lib/workflows/arazzo';
import {localizedApi} from '../../api/lib/model/cache';
import {docFiles} from '../../api/lib/pages/doc-files';
import {blockRequest, scanPage} from '../../api/lib/checks/check-requests';
import {operations, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {exampleRequests, type ExampleRequest} from '../../api/lib/browser-safe/request';
import {resolveSample, SAMPLE_LANGUAGES} from '../../api/lib/browser-safe/samples';
import {DEFAULT_LOCALE, docsDir} from '../../api/lib/pages/site';
import {brand} from '../../config/brand';
import type {Language} from './sample-runs';

export type SampleCase = {
  /** Short and file-name safe: `r012` (reference) or `g003` (guide block). */
  id: string;
  version: string;
  operationId: string;
  /** Where a reader sees it: the page (doc id) and which request of the page. */
  page: string;
  where: string;
  request: ExampleRequest;
};

export const LANGUAGES = SAMPLE_LANGUAGES.map((l) => ({value: l.value as Language, label: l.label}));

/**
 * The cases of one version: reference examples in document order, then the guides' blocks by file and line.
 * `doc` is the version's document the pages were built from: by default the sources as they are now; the
 * samples suite passes the build's OpenAPI download, made by the same build as the pages, so a source edited
 * since the build cannot make the samples and the mock disagree.
 */
export function sampleCases(
  siteDir: string,
  version: string,
  doc: OpenApiDocument = localizedApi(siteDir, version, 'en'),
): SampleCase[] {
  const reference = operations(doc).flatMap((entry) => {
    const requests = exampleRequests(doc, entry);
    const operationId = entry.operation.operationId ?? `${entry.method} ${entry.path}`;
    return requests.map((request, i) => ({
      version,
      operationId,
      page: entry.operation['x-doc'] ?? '(no page)',
      where:
        requests.length > 1
          ? `${operationId}, example ${i + 1} of ${requests.length}${request.summary ? ` "${request.summary}"` : ''}`
          : operationId,
      request,
    }));
  });
  const dir = docsDir(siteDir, version, DEFAULT_LOCALE);
  const workflows = loadWorkflows(siteDir, version);
  const guides = docFiles(dir).flatMap((file) => {
    const page = path
      .relative(dir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    return scanPage(fs.readFileSync(file, 'utf8'), file).blocks.flatMap((block) => {
      const request = blockRequest(doc, version, workflows, block);
      // A block that names no operation or step, or does not parse, fails the build and scripts/check-api.ts.
      if ('problem' in request) return [];
      return [
        {
          version,
          operationId: request.entry.operation.operationId ?? block.id,
          page,
          where: `${request.label} at line ${block.line}`,
          request: requestOf(doc, request.entry, request.values),
        },
      ];
    });
  });
  return [
    ...reference.map((c, i) => ({...c, id: `r${String(i + 1).padStart(3, '0')}`})),
    ...guides.map((c, i) => ({...c, id: `g${String(i + 1).padStart(3, '0')}`})),
  ];
}

/**
 * A sample as its page shows it (the pages' server is the brand's host pattern, api/lib/model/load.ts), then pointed at `origin` (e.g. http://127.0.0.1:4010): the host pattern's
 * URL is replaced by the origin, and the bare placeholder (the HTTP tab's Host line) by its host.
 */
export function sampleText(request: ExampleRequest, language: Language, origin: string): string {
  return shownText(request, language)
    .split(brand.apiHost.pattern)
    .join(origin)
    .split(brand.apiHost.placeholder)
    .join(new URL(origin).host);
}

/** A sample exactly as its page shows it, host pattern included. */
export function shownText(request: ExampleRequest, language: Language): string {
  const render = SAMPLE_LANGUAGES.find((l) => l.value === language)!.render;
  return render(resolveSample(request, brand.apiHost.pattern));
}
