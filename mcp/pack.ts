/**
 * `npm run mcp:pack [-- DIR]`: the MCP server as the npm package of
 * config/mcp.ts, packed into DIR (default `dist/`) as `<name>-<version>.tgz`.
 *
 * esbuild bundles mcp/server.ts with everything it imports (api/, config/,
 * render/, the MCP SDK, zod, ajv) into one `dist/cli.mjs` with a
 * `#!/usr/bin/env node` line, so the package has no dependencies and `npx
 * <tarball>` installs nothing from a registry. The package's folder is staged
 * in a temporary folder: mcp/package.json without its scripts (its `prepack`
 * refuses a pack of mcp/ itself, which has no bundle), the bundle, the licences
 * of the bundled packages and a README written from config/mcp.ts. The bundle
 * may hold no OpenAPI source (YAML): a server reads the build's or the site's
 * JSON downloads.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type Metafile} from 'esbuild';
import {brand} from '../config/brand';
import {siteOrigin} from '../config/site';
import {mcpApi, mcpLaunch, mcpServer} from '../config/mcp';
import {LAST_VERSION, versionRoot} from '../config/versions';
import {apiExamples} from './args';
import {READ_TOOL, WRITE_TOOL} from './call';
import {CARD_PATH} from './card';

const MCP_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(MCP_DIR, '..');
export const BUNDLE = 'dist/cli.mjs';
const LICENSES = 'dist/THIRD-PARTY-LICENSES.txt';

type Manifest = {name: string; version: string; bin: Record<string, string>; scripts?: object};

export type Packed = {tarball: string; bytes: number; bundleBytes: number; files: string[]};

/** mcp/package.json, checked against config/mcp.ts (its name and its one bin, pointing at the bundle). */
export function readManifest(): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(MCP_DIR, 'package.json'), 'utf8')) as Manifest;
  const {packageName} = mcpServer;
  if (manifest.name !== packageName || JSON.stringify(manifest.bin) !== JSON.stringify({[packageName]: BUNDLE})) {
    throw new Error(
      `mcp/package.json must be named ${packageName} with the one bin {"${packageName}": "${BUNDLE}"} (config/mcp.ts)`,
    );
  }
  return manifest;
}

/** The npm packages a bundle holds (from esbuild's inputs). */
function bundledPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}

function licenses(packages: readonly string[]): string {
  return packages
    .map((name) => {
      const dir = path.join(ROOT, 'node_modules', name);
      const {version, license} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version: string;
        license?: string;
      };
      const file = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      const text = file
        ? fs.readFileSync(path.join(dir, file), 'utf8').trim()
        : `License: ${license ?? 'see the package'}`;
      return `${name}@${version} (${license ?? 'see below'})\n\n${text}\n`;
    })
    .join(`\n${'-'.repeat(72)}\n\n`);
}

function readme(): string {
  const site = siteOrigin;
  const launch = mcpLaunch();
  const config = {mcpServers: {[mcpServer.serverName]: launch}};
  const examples = apiExamples().map((e) => {
    const {command, args} = mcpLaunch(site, e.args);
    const env = Object.entries(e.env ?? {}).map(([k, v]) => `${k}=${v} `);
    return `# ${e.title}\n${env.join('')}${command} ${args.join(' ')}`;
  });
  return `# ${mcpServer.packageName}

${brand.title.en}: the API documentation as an MCP server (stdio) for AI assistants. Tools: \`search_docs\`,
\`get_page\`, \`get_operation\`, \`list_operations\`, and \`${READ_TOOL}\`, which calls a GET operation on the API
given with \`${mcpApi.baseOption}\` (the mock server or your CRM, the key in \`${mcpApi.keyEnv}\`); with
\`${mcpApi.writesOption}\`, \`${WRITE_TOOL}\` sends the operations that write. Without \`${mcpApi.baseOption}\` it only
reads the docs and needs no key. \`verify_operation\` compares one GET's answer with the documented response;
\`${mcpServer.packageName} verify\` does it for every GET of a version (read-only, paced, a report without values).

\`\`\`bash
${launch.command} ${launch.args.join(' ')}
npx -y ${mcpServer.packageName} ./build      # a production build of the docs, offline
npx -y ${mcpServer.packageName} --help
${mcpApi.keyEnv}=YOUR_API_KEY npx -y ${mcpServer.packageName} verify ${mcpApi.baseOption} ${brand.apiHost.pattern} --version ${LAST_VERSION}
${examples.join('\n')}
\`\`\`

Claude Desktop (\`claude_desktop_config.json\`) and Cursor (\`.cursor/mcp.json\`):

\`\`\`json
${JSON.stringify(config, null, 2)}
\`\`\`

Setup for Claude Desktop, VS Code and Cursor, and for calling the API: ${site}/en${versionRoot(LAST_VERSION)}/assistants.
Server card: ${site}/${CARD_PATH}.
`;
}

/** Bundles the server, stages the package and packs it into `outDir`. */
export async function packMcp(outDir: string): Promise<Packed> {
  const manifest = readManifest();
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-pack-'));
  try {
    const result = await build({
      entryPoints: [path.join(MCP_DIR, 'server.ts')],
      outfile: path.join(stage, BUNDLE),
      absWorkingDir: ROOT,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: true,
      legalComments: 'none',
      banner: {js: '#!/usr/bin/env node'},
      metafile: true,
      logLevel: 'error',
    });
    const sources = Object.keys(result.metafile.inputs).filter((f) => /\.ya?ml$/.test(f) || /^api\/\d/.test(f));
    if (sources.length > 0) throw new Error(`the bundle would hold OpenAPI sources: ${sources.join(', ')}`);
    fs.chmodSync(path.join(stage, BUNDLE), 0o755);
    fs.writeFileSync(path.join(stage, LICENSES), licenses(bundledPackages(result.metafile)));
    const staged: Manifest = {...manifest};
    delete staged.scripts;
    fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
    fs.writeFileSync(path.join(stage, 'README.md'), readme());

    fs.mkdirSync(outDir, {recursive: true});
    const output = execFileSync(
      'npm',
      ['pack', stage, '--pack-destination', path.resolve(outDir), '--json', '--ignore-scripts', '--silent'],
      {encoding: 'utf8', shell: process.platform === 'win32'},
    );
    const [packed] = JSON.parse(output) as {filename: string; size: number; files: {path: string}[]}[];
    return {
      tarball: path.resolve(outDir, packed!.filename),
      bytes: packed!.size,
      bundleBytes: fs.statSync(path.join(stage, BUNDLE)).size,
      files: packed!.files.map((f) => f.path).sort(),
    };
  } finally {
    fs.rmSync(stage, {recursive: true, force: true});
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  packMcp(process.argv[2] ?? 'dist').then(
    (packed) =>
      console.log(
        `${path.relative(process.cwd(), packed.tarball)}: ${(packed.bytes / 1024).toFixed(1)} KB packed, bundle ${(packed.bundleBytes / 1024).toFixed(1)} KB (${packed.files.join(', ')})`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
