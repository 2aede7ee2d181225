import path from 'node:path';
import remarkApiOperation from '../plugins/remark-api-operation';

/**
 * Remark plugins for the docs. They run before Docusaurus's own plugins, so
 * the headings they add land in the table of contents and the search index.
 */
export function beforeDefaultRemarkPlugins(): unknown[] {
  return [[remarkApiOperation, {siteDir: path.resolve(__dirname, '..')}]];
}
