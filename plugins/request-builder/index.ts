/**
 * Docusaurus plugin: writes, for the locale being built, one ES module per
 * operation of every version (`@generated/request-builder/default/<locale>-<version>-<id>.js`):
 * the request builder's form model, the values of the operation's documented
 * example (the form starts from them; api/lib/checks/check-builders.ts checks that
 * they make a valid request) and its standalone validator (api/lib/requests/builder.ts).
 * Each reference page imports its operations' modules with a dynamic import()
 * (render/request-builder.ts), so each is its own chunk, loaded only when a
 * reader opens that operation's builder. A recipe imports the modules of its
 * steps too, and each import() site makes its own chunk: with Docusaurus's
 * `mergeDuplicateChunks: false` an operation shown on its page and in two
 * recipes was three identical chunks, each an entry in every page's webpack
 * runtime. The client build merges identical chunks again (webpack's default).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builderAjv, builderModule} from '../../api/lib/requests/builder';
import {localizedApi} from '../../api/lib/model/cache';
import {exampleValues} from '../../api/lib/requests/example-values';
import {apiVersions} from '../../api/lib/model/load';
import {operations} from '../../api/lib/browser-safe/openapi';
import type {Locale} from '../../api/lib/pages/site';
import {BUILDER_PLUGIN, builderModuleName} from '../../render/request-builder';

export default function requestBuilder(context: LoadContext): Plugin {
  return {
    name: BUILDER_PLUGIN,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {mergeDuplicateChunks: true}};
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'api', '*', '**', '*.yaml')];
    },
    async contentLoaded({actions}) {
      const locale = context.i18n.currentLocale as Locale;
      for (const version of apiVersions(context.siteDir)) {
        const doc = localizedApi(context.siteDir, version, locale);
        const ajv = builderAjv();
        for (const entry of operations(doc)) {
          const id = entry.operation.operationId;
          if (!id) continue;
          try {
            await actions.createData(
              builderModuleName(version, locale, id),
              builderModule(ajv, doc, entry, version, exampleValues(doc, entry)),
            );
          } catch (error) {
            throw new Error(
              `API ${version}, operation ${id}: cannot write its request builder: ${(error as Error).message}`,
            );
          }
        }
      }
    },
  };
}
