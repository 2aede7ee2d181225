/**
 * The workflow files of a version (api/<version>/workflows/*.arazzo.yaml):
 * valid Arazzo 1.0 (Redocly's Arazzo rules, `recommended-strict`: the schema's
 * structure and the rules on top of it), every text with its English twin,
 * and true to the version: each step names an operation the version has and
 * values that make a valid request of it (the `<ApiRequest>` checks), every
 * runtime expression names an input or an earlier step's output that exists,
 * every action leads to a step or workflow that exists, and each workflow's
 * page exists in every locale and links the file. Every problem names the
 * file, the line and the workflow and step.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {DOWNLOAD_FILES} from '../../../config/downloads';
import {RESPECT} from '../../../config/mock';
import type Ajv2020 from 'ajv/dist/2020';
import {checkRequest} from '../requests/api-request';
import {
  expressionsIn,
  findWorkflow,
  inputProperties,
  isExpression,
  loadWorkflows,
  referenceOf,
  stepLabel,
  stepsOf,
  WORKFLOW_TAG,
  workflowFiles,
  workflowsOf,
  type Step,
  type Workflow,
  type WorkflowFile,
} from '../workflows/arazzo';
import {createAjv} from '../model/ajv';
import {fromPointer, isObject, toPointer, type Json} from '../browser-safe/json';
import type {OpenApiDocument} from '../browser-safe/openapi';
import {ApiSourceError, type Problem} from '../model/problems';
import {processCache} from '../model/process-cache';
import {localizedApi} from '../model/cache';
import {sourceFiles} from '../model/load';
import {credentialsOf} from '../browser-safe/request';
import {DEFAULT_LOCALE, LOCALES, localDocFile} from '../pages/site';
import {checkTranslations} from '../model/text';
import {stepParameters, stepRequest} from '../workflows/workflow-request';

/** Where a published workflow finds the version's OpenAPI download: beside its folder. */
export const SOURCE_URL = `../${DOWNLOAD_FILES.openapiJson}`;

type At = (segments: (string | number)[], message: string) => void;

/** Redocly's Arazzo rules at their strictest; warnings count too. */
async function lint(text: string, absolute: string, at: At): Promise<void> {
  const config = await createConfig({extends: ['recommended-strict']});
  const problems = await lintFromString({source: text, absoluteRef: absolute, config});
  for (const p of problems) {
    const pointer = p.location[0]?.pointer ?? '#';
    at(fromPointer(pointer), `${p.message} [redocly ${p.ruleId}]`);
  }
}

/** Every `$…` expression a step holds, with where it sits. */
function expressionsOf(
  value: Json,
  segments: (string | number)[],
): {segments: (string | number)[]; expression: string}[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => expressionsOf(v, [...segments, i]));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => expressionsOf(v, [...segments, k]));
  if (typeof value !== 'string') return [];
  const found = isExpression(value) ? [value] : expressionsIn(value);
  return found.map((expression) => ({segments, expression}));
}

/** Runtime expressions name inputs that exist and outputs of steps that come earlier and declare them. */
function checkReferences(files: readonly WorkflowFile[], workflow: Workflow, base: (string | number)[], at: At) {
  const inputs = inputProperties(workflow);
  const steps = stepsOf(workflow);
  const check = (segments: (string | number)[], expression: string, before: number) => {
    const reference = referenceOf(expression);
    if (reference.kind === 'input' && !(reference.name in inputs))
      at(
        segments,
        `${expression} names no input of workflow ${workflow.workflowId} (inputs: ${Object.keys(inputs).join(', ')})`,
      );
    if (reference.kind === 'step-output') {
      const index = steps.findIndex((s) => s.stepId === reference.stepId);
      const step = steps[index];
      if (!step) at(segments, `${expression} names no step of workflow ${workflow.workflowId}`);
      else if (index >= before)
        at(segments, `${expression} names step ${reference.stepId}, which does not come before`);
      else if (!isObject(step.outputs) || !(reference.output in step.outputs))
        at(
          segments,
          `${expression}: step ${reference.stepId} has no output "${reference.output}" (its outputs: ${Object.keys(step.outputs ?? {}).join(', ') || 'none'})`,
        );
    }
  };
  for (const [index, step] of steps.entries()) {
    const {outputs: own, ...rest} = step;
    for (const {segments, expression} of expressionsOf(rest as Json, [...base, 'steps', index]))
      check(segments, expression, index);
    for (const {segments, expression} of expressionsOf(own ?? {}, [...base, 'steps', index, 'outputs'])) {
      const reference = referenceOf(expression);
      if (reference.kind === 'workflow-output') {
        const target = typeof step.workflowId === 'string' ? findWorkflow(files, step.workflowId)?.workflow : undefined;
        if (!target || !isObject(target.outputs) || !(reference.name in target.outputs))
          at(segments, `${expression}: workflow ${String(step.workflowId)} has no output "${reference.name}"`);
      } else check(segments, expression, index);
    }
    for (const [kind, actions] of [
      ['onSuccess', step.onSuccess],
      ['onFailure', step.onFailure],
    ] as const) {
      for (const [a, action] of (actions ?? []).entries()) {
        if (action.stepId !== undefined && !steps.some((s) => s.stepId === action.stepId))
          at(
            [...base, 'steps', index, kind, a],
            `goes to step ${String(action.stepId)}, which workflow ${workflow.workflowId} lacks`,
          );
        if (action.workflowId !== undefined && !findWorkflow(files, String(action.workflowId)))
          at(
            [...base, 'steps', index, kind, a],
            `goes to workflow ${String(action.workflowId)}, which API has no file for`,
          );
      }
    }
  }
  for (const {segments, expression} of expressionsOf(workflow.outputs ?? {}, [...base, 'outputs']))
    check(segments, expression, steps.length);
}

/** A step that runs another workflow passes only that workflow's inputs, and every required one. */
function checkWorkflowStep(files: readonly WorkflowFile[], step: Step, at: At): void {
  const target = findWorkflow(files, String(step.workflowId))?.workflow;
  if (!target) return at(['workflowId'], `workflowId "${String(step.workflowId)}" names no workflow of this version`);
  const inputs = inputProperties(target);
  const passed = (step.parameters ?? []).map((p) => String(p.name));
  for (const name of passed.filter((n) => !(n in inputs)))
    at(['parameters'], `passes "${name}", which is no input of workflow ${target.workflowId}`);
  const required = isObject(target.inputs) && Array.isArray(target.inputs.required) ? target.inputs.required : [];
  for (const name of required.map(String)) {
    const input = inputs[name];
    if (passed.includes(name) || (isObject(input) && input.default !== undefined)) continue;
    at(['parameters'], `does not pass "${name}", a required input of workflow ${target.workflowId}`);
  }
}

/** A step that sends a request: a valid request of the version, with its credentials from an input. */
function checkOperationStep(
  ajv: Ajv2020,
  doc: OpenApiDocument,
  version: string,
  workflow: Workflow,
  step: Step,
  at: At,
): void {
  const {entry, values, problems} = stepRequest(doc, version, workflow, step);
  for (const message of problems) at([], message);
  if (!entry || problems.length > 0) return;
  for (const message of checkRequest(ajv, doc, entry, values)) at([], message);
  const sent = stepParameters(workflow, step);
  for (const credential of credentialsOf(doc, entry)) {
    if (!sent.some((p) => p.in === credential.in && String(p.name).toLowerCase() === credential.name.toLowerCase()))
      at([], `sends no ${credential.name} (${credential.in}): add it to the workflow's parameters from an input`);
  }
}

/** The page of each workflow exists in every locale; the first workflow's page links the file with `<ApiWorkflow name="…" />`. */
function checkPage(
  siteDir: string,
  version: string,
  file: WorkflowFile,
  workflow: Workflow,
  linksFile: boolean,
  at: At,
): void {
  const docId = workflow['x-doc'];
  if (typeof docId !== 'string') return at(['x-doc'], 'needs x-doc: the doc id of the recipe page that shows it');
  for (const locale of LOCALES) {
    const page = localDocFile(siteDir, version, locale, docId);
    if (!page) at(['x-doc'], `names "${docId}", which has no ${locale} page`);
    else if (
      linksFile &&
      !new RegExp(`<${WORKFLOW_TAG}\\s+name=["']${file.name}["']`).test(fs.readFileSync(page, 'utf8'))
    )
      at(
        ['x-doc'],
        `${path.relative(siteDir, page)} does not link the file: add <${WORKFLOW_TAG} name="${file.name}" />`,
      );
  }
}

/** `workflow x, step y: ` for a pointer into a workflow or a step, else nothing. */
function labelOf(file: WorkflowFile, segments: (string | number)[]): string {
  if (segments[0] !== 'workflows' || segments.length < 2) return '';
  const workflow = workflowsOf(file)[Number(segments[1])];
  if (!workflow) return '';
  const index = segments[2] === 'steps' && segments.length > 3 ? Number(segments[3]) : undefined;
  const step = index === undefined ? undefined : stepsOf(workflow)[index];
  const stepId = typeof step?.stepId === 'string' ? step.stepId : index === undefined ? undefined : `#${index + 1}`;
  return `${stepLabel(String(workflow.workflowId), stepId)}: `;
}

export async function checkWorkflows(siteDir: string, version: string, doc: OpenApiDocument): Promise<Problem[]> {
  const files = loadWorkflows(siteDir, version);
  const problems: Problem[] = files.flatMap((f) => f.problems);
  const ajv = createAjv();
  const ids = new Map<string, string>();
  for (const file of files.filter((f) => f.problems.length === 0)) {
    const absolute = path.join(siteDir, file.file);
    const at: At = (segments, message) => {
      const pointer = toPointer(segments);
      problems.push({
        file: file.file,
        pointer,
        line: file.lineOf(pointer),
        message: `${labelOf(file, segments)}${message}`,
      });
    };
    await lint(fs.readFileSync(absolute, 'utf8'), absolute, at);
    // Texts only: payloads, parameter values and defaults are data.
    const textless = JSON.parse(
      JSON.stringify(file.document, (key, value: Json) =>
        key === 'payload' || key === 'value' || key === 'default' ? undefined : value,
      ),
    ) as Json;
    for (const p of checkTranslations(textless)) at(p.segments, p.message);
    const sources = Array.isArray(file.document.sourceDescriptions) ? file.document.sourceDescriptions : [];
    const [source] = sources;
    if (
      sources.length !== 1 ||
      source.name !== RESPECT.source ||
      source.type !== 'openapi' ||
      source.url !== SOURCE_URL
    )
      at(
        ['sourceDescriptions'],
        `must be one source named ${RESPECT.source} (the name the page's --server option gives), of type openapi, with url ${SOURCE_URL} (the version's download beside the published file)`,
      );
    const workflows = workflowsOf(file);
    if (workflows[0]?.workflowId !== file.name)
      at(['workflows', 0, 'workflowId'], `the first workflow's id must be the file's name, ${file.name}`);
    for (const [w, workflow] of workflows.entries()) {
      const owner = ids.get(workflow.workflowId);
      if (owner) at(['workflows', w, 'workflowId'], `defined twice: in ${owner} and in ${file.file}`);
      ids.set(workflow.workflowId, file.file);
      checkPage(siteDir, version, file, workflow, w === 0, (s, m) => at(['workflows', w, ...s], m));
      checkReferences(files, workflow, ['workflows', w], at);
      for (const [i, step] of stepsOf(workflow).entries()) {
        const atStep: At = (segments, message) => at(['workflows', w, 'steps', i, ...segments], message);
        if (typeof step.workflowId === 'string') checkWorkflowStep(files, step, atStep);
        else checkOperationStep(ajv, doc, version, workflow, step, atStep);
      }
    }
  }
  return problems;
}

type Checked = {signature: string; problems: Promise<Problem[]>};
const checked = processCache<string, Checked>('workflow-checks');

/**
 * The version's workflows once checked (per process and as long as neither they nor the OpenAPI sources
 * change), for the build: throws ApiSourceError, naming each file, line, workflow and step, on any problem.
 */
export async function assertWorkflows(siteDir: string, version: string): Promise<WorkflowFile[]> {
  const files = loadWorkflows(siteDir, version);
  const signature = [...workflowFiles(siteDir, version), ...sourceFiles(siteDir, version)]
    .map((f) => `${f}:${fs.existsSync(f) ? fs.statSync(f).mtimeMs : 'missing'}`)
    .join('|');
  const key = `${siteDir}\0${version}`;
  let entry = checked.get(key);
  if (entry?.signature !== signature) {
    entry = {signature, problems: checkWorkflows(siteDir, version, localizedApi(siteDir, version, DEFAULT_LOCALE))};
    checked.set(key, entry);
  }
  const problems = await entry.problems;
  if (problems.length > 0) throw new ApiSourceError(problems, `The API ${version} workflows have problems:`);
  return files;
}
