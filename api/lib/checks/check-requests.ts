/**
 * The `<ApiRequest>` blocks of a version's pages, every locale: each names an
 * operation of the version and values that make a valid request of it (see
 * requests/api-request.ts), or a step of one of the version's workflows
 * (`<ApiRequest workflow="…" step="…" />`, whose values come from the step:
 * workflows/workflow-request.ts); a page and its translation send the same requests; and
 * the hand-written code of a page with such blocks names only paths the
 * version has.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
import {API_REQUEST_TAG, checkRequest, parseValues, type RequestValues} from '../requests/api-request';
import {findStep, loadWorkflows, type WorkflowFile} from '../workflows/arazzo';
import {createAjv} from '../model/ajv';
import {docFiles} from '../pages/doc-files';
import {findOperation, operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';
import type {Problem} from '../model/problems';
import {DEFAULT_LOCALE, docsDir, LOCALES} from '../pages/site';
import {stepRequest} from '../workflows/workflow-request';

export type RequestBlock = {
  file: string;
  line: number;
  /** The operationId of a values block ('' for a workflow step's block). */
  id: string;
  json: string;
  /** The workflow step a self-closing `<ApiRequest workflow step />` shows. */
  step?: {workflow: string; step: string};
};
export type ScannedPage = {blocks: RequestBlock[]; problems: Problem[]; code: {line: number; text: string}[]};

const OPEN = new RegExp(`<${API_REQUEST_TAG}\\b([^>]*?)(/?)>`);
const CLOSE = new RegExp(`^\\s*</${API_REQUEST_TAG}>\\s*$`);
const FENCE = /^\s*(```|~~~)\s*(\S*)/;

/** The blocks of one page's text, its fenced code outside them, and what is malformed. */
export function scanPage(text: string, file: string): ScannedPage {
  const lines = text.split('\n');
  const page: ScannedPage = {blocks: [], problems: [], code: []};
  const problem = (line: number, message: string) => page.problems.push({file, pointer: '', line, message});
  let i = 0;
  const skipBlank = () => {
    while (i < lines.length && lines[i].trim() === '') i += 1;
  };
  while (i < lines.length) {
    const fence = FENCE.exec(lines[i]);
    if (fence) {
      const start = i;
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) i += 1;
      page.code.push({line: start + 1, text: lines.slice(start + 1, i).join('\n')});
      i += 1;
      continue;
    }
    const open = OPEN.exec(lines[i]);
    if (!open) {
      i += 1;
      continue;
    }
    const at = i + 1;
    const id = /\bid=(?:"([^"]*)"|'([^']*)')/.exec(open[1]);
    const workflow = /\bworkflow=(?:"([^"]*)"|'([^']*)')/.exec(open[1]);
    const step = /\bstep=(?:"([^"]*)"|'([^']*)')/.exec(open[1]);
    i += 1;
    if (workflow || step) {
      if (!workflow || !step || id || open[2] !== '/')
        problem(at, `<${API_REQUEST_TAG}> of a workflow step is written <${API_REQUEST_TAG} workflow="…" step="…" />`);
      else
        page.blocks.push({
          file,
          line: at,
          id: '',
          json: '',
          step: {workflow: workflow[1] ?? workflow[2], step: step[1] ?? step[2]},
        });
      continue;
    }
    if (!id) {
      problem(at, `<${API_REQUEST_TAG}> needs a literal id: <${API_REQUEST_TAG} id="operation_id">`);
      continue;
    }
    if (open[2] === '/') {
      problem(
        at,
        `<${API_REQUEST_TAG} id="${id[1] ?? id[2]}"/> needs its values: a \`\`\`json block between <${API_REQUEST_TAG}> and </${API_REQUEST_TAG}>`,
      );
      continue;
    }
    skipBlank();
    const json = FENCE.exec(lines[i] ?? '');
    if (!json || json[2] !== 'json') {
      problem(
        at,
        `<${API_REQUEST_TAG} id="${id[1] ?? id[2]}"> must hold one \`\`\`json block of values, then </${API_REQUEST_TAG}>`,
      );
      continue;
    }
    const start = i + 1;
    i += 1;
    while (i < lines.length && !lines[i].trim().startsWith(json[1])) i += 1;
    page.blocks.push({file, line: at, id: id[1] ?? id[2], json: lines.slice(start, i).join('\n')});
    i += 1;
    skipBlank();
    if (!CLOSE.test(lines[i] ?? ''))
      problem(at, `<${API_REQUEST_TAG}> is not closed by </${API_REQUEST_TAG}> right after its json block`);
    else i += 1;
  }
  return page;
}

/** A path template as a pattern: `/api/v6/customers/{id}` matches `/api/v6/customers/1024` or `…/${id}`. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** `/api/…` paths written in code, with `${…}` and `{…}` placeholders as one segment. */
function codePaths(code: string): string[] {
  return [...code.matchAll(/\/api\/v[0-9.]+\/[A-Za-z0-9_/{}$.-]*/g)].map((m) =>
    m[0].replace(/\$?\{[^}]*\}/g, 'x').replace(/[/.]+$/, ''),
  );
}

/** The operation and values a block sends, or why it sends none. */
export function blockRequest(
  doc: OpenApiDocument,
  version: string,
  workflows: readonly WorkflowFile[],
  block: RequestBlock,
): {entry: OperationEntry; values: RequestValues; label: string} | {problem: string} {
  if (block.step) {
    const label = `<${API_REQUEST_TAG} workflow="${block.step.workflow}" step="${block.step.step}">`;
    const found = findStep(workflows, block.step.workflow, block.step.step);
    if (!found) return {problem: `${label} names no step of API ${version}'s workflows (api/${version}/workflows/)`};
    const {entry, values, problems} = stepRequest(doc, version, found.workflow, found.step);
    if (!entry || problems.length > 0) return {problem: `${label}: ${problems.join('; ')} (${found.file.file})`};
    return {entry, values, label};
  }
  const label = `<${API_REQUEST_TAG} id="${block.id}">`;
  const entry = findOperation(doc, block.id);
  if (!entry) return {problem: `${label} names no operation of API ${version}`};
  const parsed = parseValues(block.json);
  if ('problem' in parsed) return {problem: `${label}: ${parsed.problem}`};
  return {entry, values: parsed.values, label};
}

function pageProblems(
  ajv: Ajv2020,
  doc: OpenApiDocument,
  version: string,
  workflows: readonly WorkflowFile[],
  page: ScannedPage,
): Problem[] {
  const problems = [...page.problems];
  for (const block of page.blocks) {
    const at = (message: string) => problems.push({file: block.file, pointer: '', line: block.line, message});
    const request = blockRequest(doc, version, workflows, block);
    if ('problem' in request) at(request.problem);
    else
      for (const message of checkRequest(ajv, doc, request.entry, request.values)) at(`${request.label}: ${message}`);
  }
  if (page.blocks.length > 0) {
    const patterns = operations(doc).map((e) => templatePattern(e.path));
    for (const {line, text} of page.code) {
      for (const written of codePaths(text)) {
        if (!patterns.some((p) => p.test(written))) {
          problems.push({
            file: page.blocks[0].file,
            pointer: '',
            line,
            message: `code names ${written}, which is no path of API ${version}`,
          });
        }
      }
    }
  }
  return problems;
}

/** What a page sends: operation ids and values, comparable across locales. */
function sends(page: ScannedPage): string[] {
  return page.blocks.map((b) => {
    if (b.step) return `${b.step.workflow} ${b.step.step}`;
    const parsed = parseValues(b.json);
    return `${b.id} ${'values' in parsed ? JSON.stringify(parsed.values) : b.json}`;
  });
}

export function checkRequests(siteDir: string, version: string, doc: OpenApiDocument): Problem[] {
  const ajv = createAjv();
  const workflows = loadWorkflows(siteDir, version);
  const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const scanned = new Map(
    LOCALES.map((locale) => {
      const dir = docsDir(siteDir, version, locale);
      const pages = new Map(
        docFiles(dir).map((file) => [path.relative(dir, file), scanPage(fs.readFileSync(file, 'utf8'), rel(file))]),
      );
      return [locale, pages] as const;
    }),
  );
  const problems = [...scanned.values()].flatMap((pages) =>
    [...pages.values()].flatMap((page) => pageProblems(ajv, doc, version, workflows, page)),
  );
  for (const [name, page] of scanned.get(DEFAULT_LOCALE) ?? []) {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const twin = scanned.get(locale)?.get(name);
      if (twin && sends(twin).join('\n') !== sends(page).join('\n')) {
        problems.push({
          file: twin.blocks[0]?.file ?? rel(path.join(docsDir(siteDir, version, locale), name)),
          pointer: '',
          message: `its <${API_REQUEST_TAG}> blocks differ from those of ${page.blocks[0]?.file ?? name}: a page and its translation send the same requests`,
        });
      }
    }
  }
  return problems;
}
