/** The files offered for download per API version (browser-safe: no Node imports). */

export const DOWNLOAD_FILES = {
  openapiJson: 'openapi.json',
  openapiYaml: 'openapi.yaml',
  postman: 'postman_collection.json',
} as const;

/**
 * Published beside them, not offered as a download: the variant of openapi.json that the mock page's Prism
 * command reads (api/lib/mock-variant.ts).
 */
export const MOCK_FILE = 'openapi.mock.json';

export type DownloadFile = (typeof DOWNLOAD_FILES)[keyof typeof DOWNLOAD_FILES] | typeof MOCK_FILE;

/** Site path of a download, without locale prefix: /downloads/api/6.1/openapi.json */
export function downloadPath(version: string, file: DownloadFile): string {
  return `/downloads/api/${version}/${file}`;
}
