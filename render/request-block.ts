/**
 * `<ApiRequest id="…">` with a ```json block of values, or
 * `<ApiRequest workflow="…" step="…" />` (a step of a recipe's workflow,
 * workflow-block.ts) → the operation's method and path, a link to its
 * reference page, and the request in the five sample languages (the
 * serialiser of the reference pages); a step's request also gets the request
 * builder, opening on the step's values. Values that do not make a valid request
 * of the version fail the build, naming the file.
 */
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type Ajv2020 from 'ajv/dist/2020';
import {
  API_REQUEST_TAG,
  checkRequest,
  parseValues,
  requestOf,
  type RequestValues,
} from '../api/lib/requests/api-request';
import {findOperation, type OpenApiDocument, type OperationEntry} from '../api/lib/browser-safe/openapi';
import {code, JsxTagError, link, literalAttribute, paragraph, text} from './mdast';
import {requestTabs, serverUrl} from './operation';
import {stepNote, stepOfTag, type WorkflowContext} from './workflow-block';
import {stepRequest} from '../api/lib/workflows/workflow-request';
import {builderElement} from './request-builder';

export type RequestContext = {
  doc: OpenApiDocument;
  ajv: Ajv2020;
  version: string;
  /** The file name shown in errors. */
  shown: string;
  /** A relative link from the page to an operation's reference page (its `x-doc`). */
  pageLink: (docId: string) => string | undefined;
  /** The version's workflows, for blocks that show a workflow's step. */
  workflows: WorkflowContext;
};

export function renderRequestBlock(ctx: RequestContext, node: MdxJsxFlowElement): RootContent[] {
  const fail = (message: string) => new JsxTagError(API_REQUEST_TAG, ctx.shown, node, message);
  if (literalAttribute(node, 'workflow') !== undefined) return renderStepBlock(ctx, node);
  const id = literalAttribute(node, 'id');
  if (!id) throw fail(`needs a literal id: <${API_REQUEST_TAG} id="operation_id">`);
  const entry = findOperation(ctx.doc, id);
  if (!entry) throw fail(`id="${id}" names no operation of API ${ctx.version}`);
  const blocks = node.children.filter((child) => child.type === 'code');
  if (blocks.length !== 1 || blocks[0].type !== 'code' || blocks[0].lang !== 'json' || node.children.length !== 1) {
    throw fail(`id="${id}" must hold exactly one \`\`\`json block of values (path, query, headers, body)`);
  }
  const parsed = parseValues(blocks[0].value);
  if ('problem' in parsed) throw fail(`id="${id}": ${parsed.problem}`);
  return requestBlock(ctx, entry, parsed.values, fail, `id="${id}"`);
}

/** A workflow step's request (its values from the step), with the line naming the step. */
function renderStepBlock(ctx: RequestContext, node: MdxJsxFlowElement): RootContent[] {
  const fail = (message: string) => new JsxTagError(API_REQUEST_TAG, ctx.shown, node, message);
  if (node.children.length > 0)
    throw fail('with workflow and step takes its values from the step: write it self-closing');
  const found = stepOfTag(ctx.workflows, node, API_REQUEST_TAG);
  const {entry, values, problems} = stepRequest(ctx.doc, ctx.version, found.workflow, found.step);
  const what = `workflow="${found.workflow.workflowId}" step="${found.step.stepId}" (${found.file.file})`;
  if (!entry || problems.length > 0) throw fail(`${what}: ${problems.join('; ')}`);
  const [line, tabs] = requestBlock(ctx, entry, values, fail, what);
  // "Build this request" on the step's own values; its URL state is keyed by workflow and step.
  const builder = builderElement(ctx.version, ctx.workflows.locale, String(found.step.operationId), {
    state: `${found.workflow.workflowId}.${found.step.stepId}`,
    values,
  });
  return [line, stepNote(ctx.workflows, found), tabs, builder];
}

function requestBlock(
  ctx: RequestContext,
  entry: OperationEntry,
  values: RequestValues,
  fail: (message: string) => Error,
  what: string,
): RootContent[] {
  const problems = checkRequest(ctx.ajv, ctx.doc, entry, values);
  if (problems.length > 0) throw fail(`${what} is not a valid request of API ${ctx.version}: ${problems.join('; ')}`);
  const {operation} = entry;
  const target = operation['x-doc'] ? ctx.pageLink(operation['x-doc']) : undefined;
  const title = operation.summary ?? operation.operationId ?? entry.path;
  const line = paragraph([
    code(`${entry.method.toUpperCase()} ${entry.path}`),
    text(' — '),
    ...(target ? [link(target, title)] : [text(title)]),
  ]);
  return [line, requestTabs(requestOf(ctx.doc, entry, values), serverUrl(ctx.doc))];
}
