/**
 * Where the mock server listens unless told otherwise: Stoplight Prism,
 * started from a version's OpenAPI download as the mock-server page shows
 * (`npx @stoplight/prism-cli mock …` prints this address). The request
 * builder's Send starts from it; the MCP server's help, setup pages and server
 * card start call_operation against it; the recipes' workflow command points
 * at it.
 */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';

/** The command that starts the mock on a version's OpenAPI download (its URL), as the mock-server page gives it. */
export function mockCommand(openapiUrl: string): string {
  return `npx @stoplight/prism-cli mock ${openapiUrl}`;
}

/** How `redocly respect` runs a published workflow: the npx package, and the name of the OpenAPI source it overrides. */
export const RESPECT = {package: '@redocly/cli', source: 'crm'} as const;
