/**
 * The layers of the project, as rules (`npm run check` runs them; a violation
 * names both files):
 *
 *   config/   data: imports nothing of the project (but versions.json)
 *   api/      the engine (OpenAPI model, requests, samples, diff): imports config/ only
 *   render/   the shared renderers (mdast, UI words, remark transforms): api/ and config/
 *   plugins/  Docusaurus plugins: api/, config/ and render/, never another plugin's folder
 *   src/      the browser: config/, generated data and api/lib/browser-safe/, never Node-side code
 *   mcp/      the MCP server (npm run mcp): api/, config/ and render/; nothing imports it but tests
 *   docusaurus.config.ts   the one place that wires plugins and transforms to the build
 *
 * Inside the engine, api/lib/ is one folder per concern (api/README.md, "The engine"), each
 * importing only the folders on the floors below it (and itself):
 *
 *   browser-safe/  pure modules (JSON, the OpenAPI slice, $refs, the one serialiser, samples, the
 *                  builder's browser half, the field list's shape and words): imports nothing
 *                  outside itself, no Node built-in, no npm package, not config/; the one part
 *                  of api/ that src/ may import
 *   pages/         the doc pages on disk (folders, files, partials' values, a page parsed): config/
 *   model/         a version's OpenAPI source loaded, cached, as fields and conventions: browser-safe/, pages/
 *   requests/      <ApiRequest> values, the request builder: model/ and below
 *   versions/      matching, diff, the version switch: model/ and below
 *   workflows/     the Arazzo workflows: requests/ and below
 *   evidence/      where each fact comes from: versions/ and below
 *   downloads/     what the api-downloads plugin writes: workflows/ and below
 *   checks/, prose/  the checks: anything of api/lib; nothing imports them but their runners
 *
 * A module directly in api/lib/ (outside every folder) is imported by nobody: each module
 * has its concern's folder.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
const BROWSER_SAFE_ENGINE = '^api/lib/browser-safe/';

/** An engine folder may import only these folders of api/lib (a rule per folder, below). */
const onlyFolders = (...folders) => `^api/lib/(?!(${folders.join('|')})/)`;

/** The rule that the engine's `folder` imports only itself and the folders `below` it, with why. */
const floorRule = (name, folder, below, comment) => ({
  name,
  comment,
  severity: 'error',
  from: {path: `^api/lib/${folder}/`},
  to: {path: onlyFolders(folder, ...below)},
});

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
        'the one exception is the browser-safe engine, api/lib/browser-safe/, which the request builder shares with the build.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^(api|render|plugins|scripts|tests)/', pathNot: BROWSER_SAFE_ENGINE},
    },
    {
      name: 'browser-safe-engine-stays-in-its-folder',
      comment:
        'A browser-safe engine module (api/lib/browser-safe/) imports only modules of that folder: no npm package, ' +
        'no config/, no other api/ module, so src/ may import it without pulling Node-side code into the browser.',
      severity: 'error',
      from: {path: BROWSER_SAFE_ENGINE},
      to: {pathNot: BROWSER_SAFE_ENGINE},
    },
    {
      name: 'browser-safe-engine-imports-no-node',
      comment: 'A browser-safe engine module (api/lib/browser-safe/) imports no Node built-in.',
      severity: 'error',
      from: {path: BROWSER_SAFE_ENGINE},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'engine-modules-live-in-concern-folders',
      comment:
        'Every engine module has its concern\'s folder (api/README.md, "The engine"): a module directly in api/lib/ ' +
        'is imported by nobody; move it into the folder of what it does.',
      severity: 'error',
      from: {},
      to: {path: '^api/lib/[^/]+\\.tsx?$'},
    },
    floorRule(
      'pages-import-config-only',
      'pages',
      [],
      "api/lib/pages/ (where the doc pages are, their files, the partials' values, a page parsed) is the ground " +
        'floor of the Node-side engine: it imports config/ and itself, nothing else of api/lib.',
    ),
    floorRule(
      'model-imports-browser-safe-and-pages',
      'model',
      ['browser-safe', 'pages'],
      "The model (api/lib/model/: a version's source loaded and cached, its fields and conventions) is what the " +
        'rest reads: it imports the browser-safe engine and the pages, never a request, version, workflow, ' +
        'download, evidence or check.',
    ),
    floorRule(
      'requests-build-on-the-model',
      'requests',
      ['model', 'browser-safe', 'pages'],
      'A request (api/lib/requests/: <ApiRequest> values, the request builder) is made from the model alone: ' +
        'no version, workflow, download, evidence or check.',
    ),
    floorRule(
      'versions-build-on-the-model',
      'versions',
      ['model', 'browser-safe', 'pages'],
      'Matching and diffing versions (api/lib/versions/) read the model: no request, workflow, download, ' +
        'evidence or check.',
    ),
    floorRule(
      'workflows-build-on-requests',
      'workflows',
      ['requests', 'model', 'browser-safe', 'pages'],
      'A workflow step (api/lib/workflows/) is a request of the model: workflows import requests and below, ' +
        'no version, download, evidence or check.',
    ),
    floorRule(
      'evidence-reads-model-and-versions',
      'evidence',
      ['versions', 'model', 'browser-safe', 'pages'],
      'The evidence (api/lib/evidence/) holds the sources against the model and, for a derived fact, the ' +
        'version it derives from: it imports versions and below, never a request, workflow, download, check ' +
        'or the prose check (the prose check reads the evidence, not the other way).',
    ),
    floorRule(
      'downloads-are-made-from-below',
      'downloads',
      ['workflows', 'requests', 'model', 'browser-safe', 'pages'],
      'A download (api/lib/downloads/) is made from the model, its requests and workflows: no evidence, no ' +
        'check, no version diff. Outside the checks, no folder of the engine may import it (none lists downloads/): ' +
        'the api-downloads plugin, the MCP server, scripts and tests read it.',
    ),
    {
      name: 'nothing-imports-a-check',
      comment:
        'The checks of the sources (api/lib/checks/, and the evidence check it runs) are leaves: only their ' +
        'runners import them: the checks themselves, scripts/ (npm run check, npm run evidence), tests/, and the ' +
        'api-downloads plugin, which refuses to publish a broken workflow (assertWorkflows). What a check shares ' +
        'with the site lives below it (model/ajv.ts, pages/doc-files.ts, requests/example-values.ts).',
      severity: 'error',
      from: {pathNot: '^(api/lib/checks/|scripts/|tests/|plugins/api-downloads/)'},
      to: {path: '^api/lib/(checks/|evidence/check\\.ts$)'},
    },
    {
      name: 'nothing-imports-the-prose-check',
      comment:
        'The prose check and the glossary (api/lib/prose/) are leaves: only their runners import them: ' +
        "scripts/ (npm run check:prose, the glossary scripts), tests/, and the dev server's prose warnings " +
        '(render/remark-prose-warnings.ts). The checks of the sources do not import them either.',
      severity: 'error',
      from: {pathNot: '^(api/lib/prose/|scripts/|tests/|render/remark-prose-warnings\\.ts$)'},
      to: {path: '^api/lib/prose/'},
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
