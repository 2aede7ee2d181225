/** The files offered for download per API version (browser-safe: no Node imports). */

export const DOWNLOAD_FILES = {
  openapiJson: 'openapi.json',
  openapiYaml: 'openapi.yaml',
  postman: 'postman_collection.json',
} as const;

/**
 * Published beside them, not offered as a download: the variant of openapi.json that the mock page's Prism
 * command reads (api/lib/downloads/mock-variant.ts).
 */
export const MOCK_FILE = 'openapi.mock.json';

export type DownloadFile = (typeof DOWNLOAD_FILES)[keyof typeof DOWNLOAD_FILES] | typeof MOCK_FILE;

/** Site path of a download, without locale prefix: /downloads/api/6.1/openapi.json */
export function downloadPath(version: string, file: DownloadFile): string {
  return `/downloads/api/${version}/${file}`;
}

/** The recipes' Arazzo workflows, published per version beside the OpenAPI download (api/<v>/workflows/). */
export const WORKFLOW_FILES = {
  folder: 'workflows',
  /** What each file is published as: `<name>.arazzo.yaml` (the page links it) and `<name>.arazzo.json` (tools). */
  yaml: '.arazzo.yaml',
  json: '.arazzo.json',
  /** The list of a version's workflows: id, file, summary, page (the MCP server's list_workflows reads it). */
  index: 'index.json',
} as const;

/** Site path of a published workflow file, without locale prefix: /downloads/api/6.1/workflows/upsert-customer.arazzo.yaml */
export function workflowPath(version: string, name: string, format: 'yaml' | 'json' = 'yaml'): string {
  return `/downloads/api/${version}/${WORKFLOW_FILES.folder}/${name}${WORKFLOW_FILES[format]}`;
}

/** Site path of a version's workflow list: /downloads/api/6.1/workflows/index.json */
export function workflowIndexPath(version: string): string {
  return `/downloads/api/${version}/${WORKFLOW_FILES.folder}/${WORKFLOW_FILES.index}`;
}
