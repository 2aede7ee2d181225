/**
 * The published workflows of a version, in one locale: each file as YAML (the
 * recipe page links it) and JSON, in the locale's language without `x-en`
 * (like the OpenAPI download beside it, which their `sourceDescriptions`
 * name), and a list of them (`index.json`) for tools such as the MCP server.
 */
import {stringify} from 'yaml';
import {workflowIndexPath, workflowPath} from '../../../config/downloads';
import {stepsOf, workflowsOf, type WorkflowFile} from '../workflows/arazzo';
import type {Locale} from '../pages/site';
import {localize} from '../model/text';

export type WorkflowIndexEntry = {
  workflowId: string;
  summary?: string;
  /** The published file's site path, without locale prefix. */
  file: string;
  /** The doc id of the recipe page. */
  page?: string;
  steps: string[];
};

/** Site path (without locale prefix) → content, for every file of the version. */
export function workflowDownloads(
  version: string,
  files: readonly WorkflowFile[],
  locale: Locale,
): Map<string, string> {
  const out = new Map<string, string>();
  const index: WorkflowIndexEntry[] = [];
  for (const file of files) {
    const document = localize(file.document, locale);
    out.set(workflowPath(version, file.name, 'yaml'), stringify(document, {lineWidth: 0}));
    out.set(workflowPath(version, file.name, 'json'), `${JSON.stringify(document, null, 2)}\n`);
    for (const workflow of workflowsOf({...file, document})) {
      index.push({
        workflowId: workflow.workflowId,
        ...(workflow.summary ? {summary: workflow.summary} : {}),
        file: workflowPath(version, file.name, 'yaml'),
        ...(workflow['x-doc'] ? {page: workflow['x-doc']} : {}),
        steps: stepsOf(workflow).map((s) => s.stepId),
      });
    }
  }
  if (files.length > 0)
    out.set(workflowIndexPath(version), `${JSON.stringify({version, locale, workflows: index}, null, 2)}\n`);
  return out;
}
