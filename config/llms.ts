/** Where the AI-readable files live (browser-safe: no Node imports; the theme links to them). */

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
export const TWIN_EXTENSION = '.md';

/** The site path of a page's Markdown twin: /docs/6.1/ticket/create → /docs/6.1/ticket/create.md, /en/docs → /en/docs.md */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}${TWIN_EXTENSION}`;
}

/** The site path of a version's llms.txt: /docs/6.1 → /docs/6.1/llms.txt */
export function versionFile(versionPath: string, file: typeof LLMS_FILE | typeof LLMS_FULL_FILE): string {
  return `${versionPath.replace(/\/$/, '')}/${file}`;
}
