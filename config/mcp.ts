/**
 * How an assistant starts the docs' MCP server: the npm package it is
 * published under (built from `mcp/` by `npm run mcp:pack`; mcp/package.json
 * carries the same name and bin, checked by the pack), the name an
 * assistant's configuration gives it, the command that runs it on the
 * deployed site and where the site publishes its server card. The setup pages
 * (through the partials' `{mcpPackage}`, `{mcpServer}`, `{mcpCard}`), the page
 * actions menu's "Copy MCP configuration" and the server card
 * (`/.well-known/mcp/server-card.json`) all read these values, so they cannot
 * disagree.
 */
import {siteOrigin} from './site';

export const mcpServer = {
  /** The npm package name (and its `bin`). */
  packageName: 'crm-api-docs-mcp',
  /** The key under `mcpServers` / `servers` in an assistant's configuration. */
  serverName: 'crm-api-docs',
} as const satisfies {packageName: string; serverName: string};

/** Where the build publishes the MCP server card (mcp/card.ts), relative to the site's root. */
export const MCP_CARD_PATH = '.well-known/mcp/server-card.json';

/** The stdio command that starts the published server on the deployed site (with `extra` arguments after). */
export function mcpLaunch(site: string = siteOrigin, extra: readonly string[] = []): {command: 'npx'; args: string[]} {
  return {command: 'npx', args: ['-y', mcpServer.packageName, '--site', site, ...extra]};
}

/**
 * How the MCP server calls the API (call_operation; call_write_operation with
 * writes allowed): the option and the environment variable that give the
 * API's address (the mock, config/mock.ts, or the reader's CRM), the option
 * that allows writes, and the environment variable of the API key. Every
 * other credential an operation may need has its variable by the same rule
 * (credentialEnv). The server's --help, the setup pages (`{mcpBaseEnv}`,
 * `{mcpKeyEnv}`) and the server card read these.
 */
export const mcpApi = {
  baseOption: '--api-base',
  baseEnv: 'CRM_API_BASE',
  writesOption: '--allow-writes',
  /** The API key's variable: credentialEnv of the key's placeholder (YOUR_API_KEY), checked by tests/unit/mcp-call.test.ts. */
  keyEnv: 'CRM_API_KEY',
} as const;

/** The environment variable of a credential, from its placeholder: YOUR_CALL_CENTER_SECRET → CRM_CALL_CENTER_SECRET. */
export function credentialEnv(placeholder: string): string {
  return `CRM_${placeholder.replace(/^YOUR_/, '')}`;
}
