/**
 * The MCP server card, `/.well-known/mcp/server-card.json`: what an assistant
 * or a registry needs to know before it starts the server (its name, the
 * command that starts it, its tools, and how to make it call the API: its
 * options, environment variables and example commands, those of --help).
 * Everything but the command (the npm package's `npx` line, config/mcp.ts)
 * comes from the server itself: the card connects an SDK client to
 * createMcpServer() in memory and writes what `initialize` and `tools/list`
 * answer, once as the command starts it (`tools`) and once with
 * --allow-writes (the tools that option adds, under it), so the card cannot
 * drift from the tools.
 *
 *   npx tsx mcp/card.ts build     writes build/.well-known/mcp/server-card.json
 *
 * scripts/cdn-files.ts runs it after the build (scripts/build.sh).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {LATEST_PROTOCOL_VERSION} from '@modelcontextprotocol/sdk/types.js';
import {brand} from '../config/brand';
import {siteOrigin} from '../config/site';
import {MCP_CARD_PATH, mcpApi, mcpLaunch} from '../config/mcp';
import {API_ENVIRONMENT, API_OPTIONS, apiExamples} from './args';
import type {Calls} from './call';
import {createMcpServer} from './server';
import {PAGEFIND_FOLDER, type Source} from './source';

export const CARD_PATH = MCP_CARD_PATH;

const SITE = siteOrigin;

/** How an assistant starts the server on the deployed site (stdio): the published package through npx. */
export const LAUNCH = mcpLaunch(SITE);

/** A source that is never read: listing the tools reads nothing. */
const NO_SOURCE: Source = {
  label: SITE,
  origin: SITE,
  pagefindBase: `${SITE}/${PAGEFIND_FOLDER}/`,
  read: () => Promise.reject(new Error('the server card reads no page')),
};

/** What a server started with `calls` answers to `initialize` and `tools/list`. */
async function listed(calls: Calls) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer(NO_SOURCE, calls);
  const client = new Client({name: 'server-card', version: '1.0.0'});
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const {tools} = await client.listTools();
    return {
      info: client.getServerVersion(),
      instructions: client.getInstructions(),
      capabilities: client.getServerCapabilities(),
      tools,
    };
  } finally {
    await client.close();
    await server.close();
  }
}

export async function serverCard(): Promise<Record<string, unknown>> {
  const started = await listed({allowWrites: false});
  const writes = await listed({allowWrites: true});
  const added = writes.tools.filter((t) => !started.tools.some((s) => s.name === t.name));
  return {
    protocolVersion: LATEST_PROTOCOL_VERSION,
    serverInfo: {name: started.info?.name, title: brand.title.en, version: started.info?.version},
    description: started.instructions,
    documentationUrl: `${SITE}/en/docs`,
    transport: {type: 'stdio', ...LAUNCH},
    configuration: {
      arguments: API_OPTIONS.map((o) => ({
        name: o.name,
        ...('value' in o ? {valueHint: o.value} : {}),
        description: o.description,
        ...(o.name === mcpApi.writesOption ? {tools: added} : {}),
      })),
      environmentVariables: API_ENVIRONMENT.map((e) => ({
        name: e.name,
        isSecret: e.secret,
        description: e.description,
      })),
      examples: apiExamples().map((e) => ({
        title: e.title,
        ...mcpLaunch(SITE, e.args),
        ...(e.env ? {env: e.env} : {}),
      })),
    },
    capabilities: started.capabilities,
    tools: started.tools,
  };
}

export async function writeServerCard(buildDir: string): Promise<string> {
  const file = path.join(buildDir, CARD_PATH);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(await serverCard(), null, 2)}\n`);
  return file;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeServerCard(process.argv[2] ?? 'build').then(
    (file) => console.log(`MCP server card: ${file}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
