import path from 'node:path';
import remarkApiOperation from '../plugins/remark-api-operation';
import remarkApiChanges from '../plugins/remark-api-changes';

/**
 * Remark plugins for the docs. They run before Docusaurus's own plugins, so
 * the headings they add land in the table of contents and the search index.
 */
export function beforeDefaultRemarkPlugins(): unknown[] {
  const siteDir = path.resolve(__dirname, '..');
  return [
    [remarkApiOperation, {siteDir}],
    [remarkApiChanges, {siteDir}],
  ];
}
