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

/** The stdio command that starts the published server on the deployed site. */
export function mcpLaunch(site: string = siteOrigin): {command: 'npx'; args: string[]} {
  return {command: 'npx', args: ['-y', mcpServer.packageName, '--site', site]};
}
