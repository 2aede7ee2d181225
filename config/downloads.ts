/** The files offered for download per API version (browser-safe: no Node imports). */

export const DOWNLOAD_FILES = {
  openapiJson: 'openapi.json',
  openapiYaml: 'openapi.yaml',
  postman: 'postman_collection.json',
} as const;

export type DownloadFile = (typeof DOWNLOAD_FILES)[keyof typeof DOWNLOAD_FILES];

/** Site path of a download, without locale prefix: /downloads/api/6.1/openapi.json */
export function downloadPath(version: string, file: DownloadFile): string {
  return `/downloads/api/${version}/${file}`;
}
