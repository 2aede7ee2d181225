/**
 * `<ApiRequest id="…">` with a ```json block of values → the operation's
 * method and path, a link to its reference page, and the request in the five
 * sample languages (the serialiser of the reference pages). Values that do
 * not make a valid request of the version fail the build, naming the file.
 */
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type Ajv2020 from 'ajv/dist/2020';
import {API_REQUEST_TAG, checkRequest, parseValues, requestOf} from '../api/lib/api-request';
import {findOperation, type OpenApiDocument} from '../api/lib/openapi';
import {code, JsxTagError, link, literalAttribute, paragraph, text} from './mdast';
import {requestTabs, serverUrl} from './operation';

export type RequestContext = {
  doc: OpenApiDocument;
  ajv: Ajv2020;
  version: string;
  /** The file name shown in errors. */
  shown: string;
  /** A relative link from the page to an operation's reference page (its `x-doc`). */
  pageLink: (docId: string) => string | undefined;
};

export function renderRequestBlock(ctx: RequestContext, node: MdxJsxFlowElement): RootContent[] {
  const fail = (message: string) => new JsxTagError(API_REQUEST_TAG, ctx.shown, node, message);
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
  const problems = checkRequest(ctx.ajv, ctx.doc, entry, parsed.values);
  if (problems.length > 0)
    throw fail(`id="${id}" is not a valid request of API ${ctx.version}: ${problems.join('; ')}`);
  const {operation} = entry;
  const target = operation['x-doc'] ? ctx.pageLink(operation['x-doc']) : undefined;
  const title = operation.summary ?? id;
  const line = paragraph([
    code(`${entry.method.toUpperCase()} ${entry.path}`),
    text(' — '),
    ...(target ? [link(target, title)] : [text(title)]),
  ]);
  return [line, requestTabs(requestOf(ctx.doc, entry, parsed.values), serverUrl(ctx.doc))];
}
