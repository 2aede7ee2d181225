/**
 * Docusaurus plugin: a page's HTML names the scripts of its own route, so the
 * browser fetches them with `main` instead of after it (./manifest.ts says why
 * Docusaurus's own step names none under Rspack). In the client build, once
 * the manifest is written, it adds each `import()` request with its chunks;
 * the SSG then writes `<script defer>` for the chunks of the modules the page
 * rendered: its layout, its doc and their props, nothing a reader opens later
 * (the request builder and search load with `import()` outside the routes).
 * `main` finds those scripts in the page and waits for them; it inserts none.
 * One that fails to load leaves the page (./client.ts), so that the route's
 * loader, when it asks for it, inserts its own and reaches the "Retry" box.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withImportOrigins, type ClientManifest, type ImportGroup} from './manifest';

type Chunk = {id?: string | number | null};
type ChunkGroup = {isInitial(): boolean; chunks: Chunk[]; origins: {request?: string}[]};
type Compilation = {chunkGroups: ChunkGroup[]};
type Compiler = {hooks: {afterEmit: {tap(name: string, fn: (compilation: Compilation) => void): void}}};

/** The async chunk groups of a compilation, with the requests that open them. */
function importGroups(compilation: Compilation): ImportGroup[] {
  return compilation.chunkGroups
    .filter((group) => !group.isInitial())
    .map((group) => ({
      requests: [...new Set(group.origins.map((o) => o.request).filter((r): r is string => Boolean(r)))],
      chunkIds: group.chunks
        .map((c) => c.id)
        .filter((id) => id !== null && id !== undefined)
        .map(String),
    }))
    .filter((group) => group.requests.length > 0);
}

export default function routeChunks(context: LoadContext): Plugin {
  return {
    name: 'route-chunks',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer, utils) {
      // Tools that load the config to read it (knip) call this without a bundler; the dev server
      // writes no client manifest and no HTML.
      if (isServer || !(utils as Partial<typeof utils> | undefined)?.currentBundler) return {};
      if (process.env.NODE_ENV !== 'production') return {};
      const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // After emit: the addon writes the manifest while assets are emitted.
              compiler.hooks.afterEmit.tap('route-chunks', (compilation) => {
                if (!fs.existsSync(manifestFile)) {
                  throw new Error(`route-chunks: ${manifestFile} was not written; Docusaurus's client manifest moved?`);
                }
                const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
                fs.writeFileSync(manifestFile, JSON.stringify(withImportOrigins(manifest, importGroups(compilation))));
              });
            },
          },
        ],
      };
    },
  };
}
