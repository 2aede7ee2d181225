/**
 * Remark plugins for the docs. They run before Docusaurus's own plugins, so
 * the headings they add land in the table of contents and the search index.
 */
export function beforeDefaultRemarkPlugins(): unknown[] {
  return [];
}
