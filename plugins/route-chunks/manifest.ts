/**
 * The client manifest Docusaurus reads to name a page's scripts in its HTML
 * (react-loadable-ssr-addon-v5-slorber's `client-manifest.json`), completed so
 * that it names them.
 *
 * When the server renders a page, each route component it loads reports the
 * module it imports (`@theme/DocItem`, `@site/…/create.mdx`, a props JSON),
 * and the SSG asks the manifest's `origins` for the chunks of those modules.
 * Under webpack 5 and Rspack the addon keys `origins` by chunk name only, so no
 * module is found, the HTML names only the runtime and `main`, and a page's
 * own chunks are requested after `main` has run, one round trip later, by
 * script elements that `main` inserts itself. Keyed also by the request of
 * each `import()` (the module the route reports), the same SSG step names
 * them: `<script defer>` after `main`, fetched with the HTML.
 */

export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
};

/** An async chunk group: the requests of the `import()`s that create it, and its chunks' ids. */
export type ImportGroup = {requests: string[]; chunkIds: string[]};

/**
 * The manifest with `origins[request]` for every request of every group: the
 * ids of the chunks that request needs, in the group's order, merged when a
 * request opens several groups. Existing keys (chunk names, `main`) are kept.
 * Throws, naming the request, when a chunk it needs has no entry in `assets`,
 * or when a request is also a chunk name with other chunks.
 */
export function withImportOrigins(manifest: ClientManifest, groups: ImportGroup[]): ClientManifest {
  const added: Record<string, string[]> = {};
  for (const {requests, chunkIds} of groups) {
    for (const request of requests) {
      for (const id of chunkIds) {
        if (!manifest.assets[id])
          throw new Error(`route-chunks: ${request} needs chunk ${id}, which the client manifest does not list`);
      }
      const ids = (added[request] ??= []);
      for (const id of chunkIds) if (!ids.includes(id)) ids.push(id);
    }
  }
  for (const [request, ids] of Object.entries(added)) {
    const existing = manifest.origins[request];
    if (existing && existing.join() !== ids.join()) {
      throw new Error(`route-chunks: the client manifest already names ${request} with chunks ${existing.join(', ')}`);
    }
  }
  return {...manifest, origins: {...manifest.origins, ...added}};
}
