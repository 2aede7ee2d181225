/**
 * The recipes as Arazzo 1.0 workflows: `api/<version>/workflows/<name>.arazzo.yaml`,
 * one file per recipe, bilingual like the OpenAPI sources (Vietnamese text,
 * English in `x-en`). Each step names an `operationId` of the version and its
 * parameters and body; the recipe page's request blocks are written from the
 * steps (`<ApiRequest workflow="…" step="…" />`, see workflow-request.ts), the
 * build publishes each file beside the OpenAPI download, and `redocly respect`
 * runs it against the mock. This module loads the files (with the line of
 * every pointer, so problems name file, line and step) and finds steps.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument} from 'yaml';
import {isObject, type Json, type JsonObject} from '../browser-safe/json';
import {API_DIR, lineOfPointer} from '../model/load';
import type {Problem} from '../model/problems';
import {processCache} from '../model/process-cache';

export const WORKFLOWS_DIR = 'workflows';
export const WORKFLOW_EXTENSION = '.arazzo.yaml';
/** The tag a recipe page links its workflow file with: `<ApiWorkflow name="upsert-customer" />`. */
export const WORKFLOW_TAG = 'ApiWorkflow';
/** The input every workflow takes the API key from (the page's command passes it with --input). */
export const API_KEY_INPUT = 'api_key';

export type Criterion = JsonObject & {condition: string; context?: string; type?: Json};
export type Action = JsonObject & {
  name: string;
  type: string;
  stepId?: string;
  workflowId?: string;
  criteria?: Criterion[];
};
export type StepParameter = JsonObject & {name: string; in?: string; value: Json; 'x-example'?: Json};
export type Replacement = JsonObject & {target: string; value: Json};
export type StepBody = JsonObject & {contentType?: string; payload?: Json; replacements?: Replacement[]};

export type Step = JsonObject & {
  stepId: string;
  description?: string;
  operationId?: string;
  workflowId?: string;
  operationPath?: string;
  parameters?: StepParameter[];
  requestBody?: StepBody;
  successCriteria?: Criterion[];
  onSuccess?: Action[];
  onFailure?: Action[];
  outputs?: {[name: string]: string};
};

export type Workflow = JsonObject & {
  workflowId: string;
  summary?: string;
  description?: string;
  /** The doc id of the recipe page that shows it, e.g. recipes/upsert-customer. */
  'x-doc'?: string;
  inputs?: JsonObject;
  parameters?: StepParameter[];
  steps: Step[];
  outputs?: {[name: string]: string};
};

export type ArazzoDocument = JsonObject & {
  arazzo: string;
  info: JsonObject;
  sourceDescriptions: JsonObject[];
  workflows: Workflow[];
};

export type WorkflowFile = {
  /** The file name without `.arazzo.yaml`: the published name and the id of its first workflow. */
  name: string;
  /** Relative to the site directory. */
  file: string;
  /** The parsed document ({} when it does not parse: see `problems`). */
  document: ArazzoDocument;
  /** YAML errors. */
  problems: Problem[];
  /** The line of a JSON pointer into the document, when known. */
  lineOf(pointer: string): number | undefined;
};

/** The workflow files of a version (absolute), sorted. */
export function workflowFiles(siteDir: string, version: string): string[] {
  const dir = path.join(siteDir, API_DIR, version, WORKFLOWS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(WORKFLOW_EXTENSION))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Reads one workflow file; never throws on bad YAML (see `problems`). */
export function readWorkflowFile(siteDir: string, absolute: string, text?: string): WorkflowFile {
  const file = path.relative(siteDir, absolute).split(path.sep).join('/');
  const lines = new LineCounter();
  const yaml = parseDocument(text ?? fs.readFileSync(absolute, 'utf8'), {lineCounter: lines, uniqueKeys: true});
  const problems: Problem[] = yaml.errors.map((error) => ({
    file,
    pointer: '',
    line: error.linePos?.[0].line,
    message: `YAML: ${error.message.split('\n')[0]}`,
  }));
  const value = (problems.length > 0 ? {} : yaml.toJS()) as Json;
  return {
    name: path.basename(absolute).slice(0, -WORKFLOW_EXTENSION.length),
    file,
    document: (isObject(value) ? value : {}) as ArazzoDocument,
    problems,
    lineOf: (pointer) => lineOfPointer(yaml, lines, pointer),
  };
}

type Cached = {signature: string; files: WorkflowFile[]};
const cache = processCache<string, Cached>('workflow-files');

/** The version's workflow files, read once and again when one changes (mtime). */
export function loadWorkflows(siteDir: string, version: string): WorkflowFile[] {
  const absolute = workflowFiles(siteDir, version);
  const signature = absolute.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  const key = `${siteDir}\0${version}`;
  const cached = cache.get(key);
  if (cached?.signature === signature) return cached.files;
  const files = absolute.map((f) => readWorkflowFile(siteDir, f));
  cache.set(key, {signature, files});
  return files;
}

/** The workflows of a file, or none when the document has no list of them. */
export function workflowsOf(file: WorkflowFile): Workflow[] {
  return Array.isArray(file.document.workflows) ? file.document.workflows.filter(isObject) : [];
}

export function stepsOf(workflow: Workflow): Step[] {
  return Array.isArray(workflow.steps) ? workflow.steps.filter(isObject) : [];
}

export type FoundStep = {file: WorkflowFile; workflow: Workflow; step: Step; workflowIndex: number; stepIndex: number};

/** A workflow of the version by id, with its file. */
export function findWorkflow(
  files: readonly WorkflowFile[],
  workflowId: string,
): {file: WorkflowFile; workflow: Workflow; workflowIndex: number} | undefined {
  for (const file of files) {
    const workflowIndex = workflowsOf(file).findIndex((w) => w.workflowId === workflowId);
    if (workflowIndex >= 0) return {file, workflow: workflowsOf(file)[workflowIndex], workflowIndex};
  }
  return undefined;
}

export function findStep(files: readonly WorkflowFile[], workflowId: string, stepId: string): FoundStep | undefined {
  const found = findWorkflow(files, workflowId);
  if (!found) return undefined;
  const stepIndex = stepsOf(found.workflow).findIndex((s) => s.stepId === stepId);
  return stepIndex < 0 ? undefined : {...found, step: stepsOf(found.workflow)[stepIndex], stepIndex};
}

/** `workflow upsert-customer, step find` (what every problem about a step starts with). */
export function stepLabel(workflowId: string, stepId?: string): string {
  return stepId ? `workflow ${workflowId}, step ${stepId}` : `workflow ${workflowId}`;
}

/** A runtime expression of Arazzo 1.0 (a whole value; `{$…}` inside a string is an embedded one). */
export const RUNTIME_EXPRESSION =
  /^\$(?:url|method|statusCode|request\.|response\.|inputs\.|outputs\.|steps\.|workflows\.|sourceDescriptions\.|components\.)/;

export function isExpression(value: Json | undefined): value is string {
  return typeof value === 'string' && RUNTIME_EXPRESSION.test(value);
}

/** The runtime expressions in a condition or any text: `$steps.find.outputs.customers#/0/id`, `$inputs.code`, … */
export function expressionsIn(text: string): string[] {
  return [...text.matchAll(/\$(?:inputs|steps|outputs|workflows)\.[A-Za-z0-9_.#/~-]+/g)].map((m) =>
    m[0].replace(/\.+$/, ''),
  );
}

export type Reference =
  | {kind: 'input'; name: string}
  | {kind: 'step-output'; stepId: string; output: string}
  | {kind: 'workflow-output'; name: string}
  | {kind: 'other'};

/** What a runtime expression refers to. Step ids may hold dashes, so `outputs` splits a step reference. */
export function referenceOf(expression: string): Reference {
  const bare = expression.split('#')[0];
  const input = /^\$inputs\.([A-Za-z0-9_-]+)$/.exec(bare);
  if (input) return {kind: 'input', name: input[1]};
  const step = /^\$steps\.(.+?)\.outputs\.([A-Za-z0-9_-]+)$/.exec(bare);
  if (step) return {kind: 'step-output', stepId: step[1], output: step[2]};
  const output = /^\$outputs\.([A-Za-z0-9_-]+)$/.exec(bare);
  if (output) return {kind: 'workflow-output', name: output[1]};
  return {kind: 'other'};
}

/** The properties of a workflow's inputs schema. */
export function inputProperties(workflow: Workflow): JsonObject {
  const inputs = workflow.inputs;
  return isObject(inputs) && isObject(inputs.properties) ? inputs.properties : {};
}
