/**
 * The request builder's place in a reference page: the `<ApiRequestBuilder>`
 * element beside an operation's request example, whose `load` attribute is a
 * dynamic `import()` of that operation's generated module (model + validator,
 * written by plugins/request-builder under `@generated/request-builder/`). The
 * page itself carries only the button; the module is a separate chunk loaded
 * when the reader opens the panel.
 */
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Locale} from '../api/lib/pages/site';

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

/** `<ApiRequestBuilder operation="…" load={() => import("…")} />` */
export function builderElement(version: string, locale: Locale, operationId: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: BUILDER_COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'operation', value: operationId},
      loaderAttribute(builderImportPath(version, locale, operationId)),
    ],
    children: [],
  };
}
