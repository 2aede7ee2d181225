/**
 * The recipes' Arazzo workflows for an assistant (tools list_workflows and
 * get_workflow): read from the site's workflow downloads
 * (`/downloads/api/<version>/workflows/index.json` and each file's `.arazzo.json`,
 * in the requested locale) and the version's OpenAPI download, so an assistant
 * gets each step's operation with its method and path, what the step sends
 * (runtime expressions kept, with the page's example value beside each), what
 * it passes on and to which later steps, its success criteria and branches,
 * and the page the recipe is on: the documented sequence, to follow as it is.
 */
import {DOWNLOAD_FILES, downloadPath, workflowIndexPath, workflowPath} from '../config/downloads';
import type {Locale} from '../config/locales';
import {versionRoot} from '../config/versions';
import {isObject, type Json, type JsonObject} from '../api/lib/browser-safe/json';
import {findOperation, type OpenApiDocument} from '../api/lib/browser-safe/openapi';
import type {ArazzoDocument, Step, Workflow} from '../api/lib/workflows/arazzo';
import type {WorkflowIndexEntry} from '../api/lib/downloads/workflow-downloads';
import {checkLocale, checkVersion} from './docs';
import {ToolError} from './errors';
import {operationPage} from './operations';
import {localePrefix, type Source} from './source';

type Index = {version: string; locale: string; workflows: WorkflowIndexEntry[]};

/** `$steps.find.outputs.customers#/0/id` → the later steps (and places) that use an output. */
function usesOf(workflow: Workflow, stepId: string, output: string): string[] {
  const needle = new RegExp(
    `\\$steps\\.${stepId.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\.outputs\\.${output}(?![A-Za-z0-9_])`,
  );
  const uses: string[] = [];
  for (const step of workflow.steps ?? []) {
    if (step.stepId === stepId) continue;
    const found = (value: Json | undefined) => needle.test(JSON.stringify(value ?? null));
    for (const p of step.parameters ?? []) if (found(p.value)) uses.push(`${step.stepId}: parameter ${p.name}`);
    for (const r of step.requestBody?.replacements ?? [])
      if (found(r.value)) uses.push(`${step.stepId}: body ${r.target}`);
    if (found(step.requestBody?.payload)) uses.push(`${step.stepId}: body`);
    if (found(step.successCriteria as Json) || found(step.onSuccess as Json) || found(step.onFailure as Json))
      uses.push(`${step.stepId}: criteria`);
  }
  if (JSON.stringify(workflow.outputs ?? {}).match(needle)) uses.push('workflow outputs');
  return uses;
}

function actions(list: Step['onSuccess']): JsonObject[] | undefined {
  return list?.map((a) => ({
    name: a.name,
    type: a.type,
    ...(a.stepId ? {stepId: a.stepId} : {}),
    ...(a.workflowId ? {workflowId: a.workflowId} : {}),
    ...(a.criteria ? {when: a.criteria.map((c) => c.condition)} : {}),
  }));
}

export class Workflows {
  private readonly cache = new Map<string, Promise<Json>>();

  constructor(private readonly source: Source) {}

  private json(sitePath: string, missing: () => string): Promise<Json> {
    let value = this.cache.get(sitePath);
    if (!value) {
      value = this.source.read(sitePath).then((text) => {
        if (text === undefined) throw new ToolError(missing());
        return JSON.parse(text) as Json;
      });
      value.catch(() => this.cache.delete(sitePath));
      this.cache.set(sitePath, value);
    }
    return value;
  }

  private async index(version: string, locale: Locale): Promise<Index> {
    return (await this.json(
      `${localePrefix(locale)}${workflowIndexPath(version)}`,
      () =>
        `API ${version} has no workflows: the recipes (and their workflows) are in the versions that have a recipes section, such as 6.1 and 6.0.`,
    )) as Index;
  }

  async list(version: string, locale?: string) {
    const v = checkVersion(version);
    const l = checkLocale(locale);
    const index = await this.index(v, l);
    return {
      version: v,
      locale: l,
      count: index.workflows.length,
      workflows: index.workflows.map((w) => ({
        workflowId: w.workflowId,
        summary: w.summary,
        steps: w.steps,
        page: w.page ? `${this.source.origin}${localePrefix(l)}${versionRoot(v)}/${w.page}` : undefined,
        file: `${this.source.origin}${localePrefix(l)}${w.file}`,
      })),
    };
  }

  async get(version: string, workflowId: string, locale?: string) {
    const v = checkVersion(version);
    const l = checkLocale(locale);
    const index = await this.index(v, l);
    const entry = index.workflows.find((w) => w.workflowId === workflowId.trim());
    if (!entry)
      throw new ToolError(
        `API ${v} has no workflow "${workflowId}". Valid workflows: ${index.workflows.map((w) => w.workflowId).join(', ')}.`,
      );
    const name = entry.file
      .split('/')
      .pop()!
      .replace(/\.arazzo\.yaml$/, '');
    const prefix = localePrefix(l);
    const document = (await this.json(
      `${prefix}${workflowPath(v, name, 'json')}`,
      () => `${entry.file} is missing`,
    )) as ArazzoDocument;
    const doc = (await this.json(
      `${prefix}${downloadPath(v, DOWNLOAD_FILES.openapiJson)}`,
      () => `the OpenAPI download of ${v} is missing`,
    )) as OpenApiDocument;
    const workflow = document.workflows.find((w) => w.workflowId === entry.workflowId)!;
    const properties = isObject(workflow.inputs?.properties) ? workflow.inputs.properties : {};
    const required = Array.isArray(workflow.inputs?.required) ? workflow.inputs.required : [];
    return {
      version: v,
      locale: l,
      workflowId: workflow.workflowId,
      summary: workflow.summary,
      description: workflow.description,
      page: entry.page ? `${this.source.origin}${prefix}${versionRoot(v)}/${entry.page}` : undefined,
      file: `${this.source.origin}${prefix}${entry.file}`,
      follow:
        'Run the steps in order. After a step, take the first onSuccess action whose conditions hold (goto a step, or end); with none, go on to the next step. $inputs.x is an input, $steps.s.outputs.o an output of an earlier step, $response.body#/… a JSON pointer into the answer.',
      inputs: Object.entries(properties).map(([key, schema]) => ({
        name: key,
        ...(isObject(schema) ? {type: schema.type, description: schema.description, default: schema.default} : {}),
        required: required.includes(key),
      })),
      parameters: workflow.parameters,
      steps: (workflow.steps ?? []).map((step) => {
        const operation = step.operationId ? findOperation(doc, step.operationId) : undefined;
        return {
          stepId: step.stepId,
          description: step.description,
          ...(step.workflowId ? {runsWorkflow: step.workflowId} : {}),
          ...(operation
            ? {
                operationId: step.operationId,
                method: operation.method.toUpperCase(),
                path: operation.path,
                operationPage: operationPage(this.source.origin, v, l, operation),
              }
            : {}),
          ...(step.parameters ? {parameters: step.parameters} : {}),
          ...(step.requestBody ? {body: step.requestBody} : {}),
          successCriteria: (step.successCriteria ?? []).map((c) => c.condition),
          ...(step.onSuccess ? {onSuccess: actions(step.onSuccess)} : {}),
          ...(step.onFailure ? {onFailure: actions(step.onFailure)} : {}),
          passesOn: Object.entries(step.outputs ?? {}).map(([output, value]) => ({
            output,
            value,
            usedBy: usesOf(workflow, step.stepId, output),
          })),
        };
      }),
      outputs: workflow.outputs,
    };
  }
}
