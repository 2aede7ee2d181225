/**
 * The request builder's place in a reference page: the `<ApiRequestBuilder>`
 * element beside an operation's request example, whose `load` attribute is a
 * dynamic `import()` of that operation's generated module (model + validator,
 * written by plugins/request-builder under `@generated/request-builder/`). The
 * page itself carries only the button; the module is a separate chunk loaded
 * when the reader opens the panel. A recipe's step gets one too, starting
 * from the step's values (request-block.ts).
 */
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Locale} from '../api/lib/pages/site';
import type {RequestValues} from '../api/lib/requests/api-request';

export const BUILDER_COMPONENT = 'ApiRequestBuilder';
export const BUILDER_PLUGIN = 'request-builder';

/** The generated module's file name (one per version, locale and operation). */
export function builderModuleName(version: string, locale: Locale, operationId: string): string {
  return `${locale}-${version}-${operationId}.js`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The specifier the page imports it by (Docusaurus aliases `@generated` to its generated-files folder). */
export function builderImportPath(version: string, locale: Locale, operationId: string): string {
  return `@generated/${BUILDER_PLUGIN}/default/${builderModuleName(version, locale, operationId)}`;
}

/** `load={() => import("…")}`, with the estree MDX compiles from. */
function loaderAttribute(specifier: string): MdxJsxAttribute {
  const source = {type: 'Literal', value: specifier, raw: JSON.stringify(specifier)};
  const expression = {
    type: 'ArrowFunctionExpression',
    params: [],
    async: false,
    expression: true,
    generator: false,
    body: {type: 'ImportExpression', source},
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'load',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `() => import(${JSON.stringify(specifier)})`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression}],
        },
      } as never,
    },
  };
}

/**
 * A builder that opens on a request of its own rather than the operation's
 * documented example: a recipe's step (`sync-customers.first-page`, the key of
 * its URL state, so two builders of one operation on a page stay apart) and
 * the values the page shows for it.
 */
export type BuilderStart = {state: string; values: RequestValues};

/**
 * `<ApiRequestBuilder operation="…" load={() => import("…")} />`, with
 * `state="…" values="{…}"` (JSON) for a builder that starts from a step's values.
 */
export function builderElement(
  version: string,
  locale: Locale,
  operationId: string,
  start?: BuilderStart,
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: BUILDER_COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'operation', value: operationId},
      ...(start
        ? [
            {type: 'mdxJsxAttribute' as const, name: 'state', value: start.state},
            {type: 'mdxJsxAttribute' as const, name: 'values', value: JSON.stringify(start.values)},
          ]
        : []),
      loaderAttribute(builderImportPath(version, locale, operationId)),
    ],
    children: [],
  };
}
