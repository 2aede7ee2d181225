/**
 * An MCP client (the SDK's) on the server of this repository over stdio, as
 * an assistant starts it (`node --import tsx mcp/server.ts --build <build> …`),
 * with the environment given; it keeps every text the tools answered and the
 * server's stderr, for the tests that prove a credential shows in neither.
 */
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {BUILD_DIR} from './server';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * How long the client waits for the server to start (tsx compiles it) and for
 * an answer: generous, since a busy machine slows both, and never an assertion.
 */
const WAIT = {timeout: 300_000};

export type ToolResult = {text: string; isError: boolean};

export type McpSession = {
  call: (name: string, args: Record<string, unknown>) => Promise<ToolResult>;
  tools: () => Promise<string[]>;
  /** Every text a tool answered, in order. */
  answers: string[];
  stderr: () => string;
  close: () => Promise<void>;
};

export async function connectMcp(args: string[], env: Record<string, string>): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'mcp', 'server.ts'), '--build', BUILD_DIR, ...args],
    cwd: ROOT,
    env: {...(process.env as Record<string, string>), ...env},
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(transport, WAIT);
  const answers: string[] = [];
  return {
    async call(name, toolArgs) {
      const result = await client.callTool({name, arguments: toolArgs}, undefined, WAIT);
      const text = (result.content as {type: string; text: string}[]).map((c) => c.text).join('\n');
      answers.push(text);
      return {text, isError: result.isError === true};
    },
    tools: async () => (await client.listTools(undefined, WAIT)).tools.map((t) => t.name).sort(),
    answers,
    stderr: () => stderr,
    close: () => client.close(),
  };
}
