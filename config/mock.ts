/**
 * The local mock readers start from the OpenAPI download (Stoplight Prism,
 * the mock-server page): where it listens unless told otherwise. The request
 * builder's Send and the recipes' workflow command point at it.
 */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';

/** How `redocly respect` runs a published workflow: the npx package, and the name of the OpenAPI source it overrides. */
export const RESPECT = {package: '@redocly/cli', source: 'crm'} as const;
