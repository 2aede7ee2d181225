/**
 * Docusaurus plugin: after each locale's build, writes for every version under
 * api/ the merged OpenAPI document (JSON and YAML, in the locale's language,
 * without `x-en`) and a Postman collection, under downloads/api/<version>/, and
 * beside them the variant of the JSON that the mock page's Prism reads
 * (`openapi.mock.json`, api/lib/downloads/mock-variant.ts); and the recipes' Arazzo
 * workflows (api/<version>/workflows/) under downloads/api/<version>/workflows/,
 * after checking them: a workflow with a problem fails the build, naming its
 * file, line, workflow and step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stringify} from 'yaml';
import {localizedApi} from '../../api/lib/model/cache';
import {downloadDocument} from '../../api/lib/downloads/download-document';
import {DOWNLOAD_FILES, MOCK_FILE, downloadPath, type DownloadFile} from '../../config/downloads';
import {apiVersions} from '../../api/lib/model/load';
import {prismMockDocument} from '../../api/lib/downloads/mock-variant';
import {postmanCollection} from '../../api/lib/downloads/postman';
import {assertWorkflows} from '../../api/lib/checks/check-workflows';
import {workflowDownloads} from '../../api/lib/downloads/workflow-downloads';
import type {Locale} from '../../api/lib/pages/site';

/** Writes the downloads of every version into `outDir`; returns the files written (absolute). */
export function writeDownloads(siteDir: string, outDir: string, locale: Locale): string[] {
  return apiVersions(siteDir).flatMap((version) => {
    const doc = downloadDocument(localizedApi(siteDir, version, locale));
    const contents: Record<DownloadFile, string> = {
      [DOWNLOAD_FILES.openapiJson]: `${JSON.stringify(doc, null, 2)}\n`,
      [DOWNLOAD_FILES.openapiYaml]: stringify(doc, {lineWidth: 0}),
      [DOWNLOAD_FILES.postman]: `${JSON.stringify(postmanCollection(doc), null, 2)}\n`,
      [MOCK_FILE]: `${JSON.stringify(prismMockDocument(doc), null, 2)}\n`,
    };
    return Object.entries(contents).map(([file, content]) => {
      const target = path.join(outDir, downloadPath(version, file as DownloadFile));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
      return target;
    });
  });
}

/** Checks and writes every version's workflows into `outDir`; returns the files written (absolute). */
export async function writeWorkflows(siteDir: string, outDir: string, locale: Locale): Promise<string[]> {
  const written: string[] = [];
  for (const version of apiVersions(siteDir)) {
    const files = await assertWorkflows(siteDir, version);
    for (const [sitePath, content] of workflowDownloads(version, files, locale)) {
      const target = path.join(outDir, sitePath);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
      written.push(target);
    }
  }
  return written;
}

export default function apiDownloads(context: LoadContext): Plugin {
  return {
    name: 'api-downloads',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'api', '*', '**', '*.yaml')];
    },
    async postBuild({outDir}) {
      writeDownloads(context.siteDir, outDir, context.i18n.currentLocale as Locale);
      await writeWorkflows(context.siteDir, outDir, context.i18n.currentLocale as Locale);
    },
  };
}
