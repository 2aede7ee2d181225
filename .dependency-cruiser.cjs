/**
 * The layers of the project, as rules (`npm run check` runs them; a violation
 * names both files):
 *
 *   config/   data: imports nothing of the project (but versions.json)
 *   api/      the engine (OpenAPI model, requests, samples, diff): imports config/ only
 *   render/   the shared renderers (mdast, UI words, remark transforms): api/ and config/
 *   plugins/  Docusaurus plugins: api/, config/ and render/, never another plugin's folder
 *   src/      the browser: config/, generated data and the browser-safe engine modules, never Node-side code
 *   api/lib/browser-safe/
 *             the browser-safe engine: pure modules that import no Node built-in and nothing
 *             outside this set, so the request builder in the browser serialises requests and
 *             writes samples with the very code the build uses (one serialiser), and the
 *             reference page's field list reads the shape the build writes
 *   mcp/      the MCP server (npm run mcp): api/, config/ and render/; nothing imports it but tests
 *   docusaurus.config.ts   the one place that wires plugins and transforms to the build
 */
/** @type {import('dependency-cruiser').IConfiguration} */
const BROWSER_SAFE_ENGINE = '^api/lib/browser-safe/';

module.exports = {
  forbidden: [
    {
      name: 'config-is-data',
      comment: 'config/ is data: it imports nothing of the project but itself and versions.json.',
      severity: 'error',
      from: {path: '^config/'},
      to: {path: '^(api|render|plugins|src|scripts|tests)/'},
    },
    {
      name: 'api-imports-config-only',
      comment: 'The engine (api/) imports config/ only: renderers and plugins build on it, not the other way.',
      severity: 'error',
      from: {path: '^api/'},
      to: {path: '^(render|plugins|src|scripts|tests)/'},
    },
    {
      name: 'render-imports-api-and-config',
      comment: 'The shared renderers (render/) import api/ and config/ only.',
      severity: 'error',
      from: {path: '^render/'},
      to: {path: '^(plugins|src|scripts|tests)/'},
    },
    {
      name: 'plugin-imports-no-other-plugin',
      comment: "A plugin imports api/, config/ and render/, never another plugin's folder.",
      severity: 'error',
      from: {path: '^plugins/([^/]+)/'},
      to: {path: '^plugins/', pathNot: '^plugins/$1/'},
    },
    {
      name: 'plugins-import-no-src-or-scripts',
      severity: 'error',
      from: {path: '^plugins/'},
      to: {path: '^(src|scripts|tests)/'},
    },
    {
      name: 'src-imports-config-only',
      comment:
        'The browser code imports config/ and generated data, never the engine, renderers, plugins or scripts; ' +
        'the one exception is the browser-safe engine set (BROWSER_SAFE_ENGINE), which the request builder shares with the build.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^(api|render|plugins|scripts|tests)/', pathNot: BROWSER_SAFE_ENGINE},
    },
    {
      name: 'browser-safe-engine-stays-in-its-set',
      comment:
        'A browser-safe engine module (BROWSER_SAFE_ENGINE) imports only other modules of that set: no npm package, ' +
        'no config/, no other api/ module, so src/ may import it without pulling Node-side code into the browser.',
      severity: 'error',
      from: {path: BROWSER_SAFE_ENGINE},
      to: {pathNot: BROWSER_SAFE_ENGINE},
    },
    {
      name: 'browser-safe-engine-imports-no-node',
      comment: 'A browser-safe engine module imports no Node built-in.',
      severity: 'error',
      from: {path: BROWSER_SAFE_ENGINE},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'src-imports-no-node',
      comment: 'The browser code imports no Node built-in.',
      severity: 'error',
      from: {path: '^src/'},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'mcp-imports-api-config-render',
      comment:
        'The MCP server (mcp/) reads the build or the site through api/, config/ and render/, never plugins, the browser code or scripts.',
      severity: 'error',
      from: {path: '^mcp/'},
      to: {path: '^(plugins|src|scripts|tests)/'},
    },
    {
      name: 'nothing-imports-mcp',
      comment: 'The MCP server is a program of its own: only its tests import mcp/.',
      severity: 'error',
      from: {pathNot: '^(mcp|tests)/'},
      to: {path: '^mcp/'},
    },
    {
      name: 'plugins-wired-in-docusaurus-config-only',
      comment:
        'docusaurus.config.ts is the one place that registers plugins and remark transforms (tests may load them).',
      severity: 'error',
      from: {pathNot: '^(docusaurus\\.config\\.ts|tests/|plugins/|render/)'},
      to: {path: '^(plugins/[^/]+/index\\.ts|render/remark-api-[a-z]+\\.ts)$'},
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|\\.docusaurus)/'},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    combinedDependencies: false,
  },
};
