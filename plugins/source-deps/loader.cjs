/**
 * Webpack/Rspack loader in front of the docs' MDX loader: it changes nothing in
 * a page and tells the bundler which files the page's text is made from besides
 * itself, so that editing one of them recompiles the page in the dev server
 * (and invalidates a cached page in a build):
 * - the OpenAPI sources of the page's version (api/<v>/openapi.yaml and
 *   resources/*.yaml: `<ApiOperation>`, `<ApiRequest>`, `<ApiConvention>`),
 *   and of the version an `<ApiChanges from="…">` compares with;
 * - the version's Arazzo workflows (api/<v>/workflows/*.arazzo.yaml) when the
 *   page shows a step (`<ApiRequest workflow="…">`) or links a workflow
 *   (`<ApiWorkflow>`);
 * - the prose partials (partials/<locale>/*.mdx) when the page includes one.
 * Plain CommonJS: the bundler requires loaders itself, without the config's TypeScript loader.
 */
const fs = require('node:fs');
const path = require('node:path');

const PAGE = [/^versioned_docs\/version-([^/]+)\//, /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/version-([^/]+)\//];

/** The version of a doc page (repo-relative, forward slashes), or undefined. */
function pageVersion(rel) {
  for (const pattern of PAGE) {
    const match = pattern.exec(rel);
    if (match) return match[1];
  }
  return undefined;
}

function yamlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .map((name) => path.join(dir, name));
}

/** The files and folders a page's compiled text depends on, besides the page itself. */
function sourceDependencies(siteDir, file, source) {
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  const version = pageVersion(rel);
  if (!version) return {files: [], folders: []};
  const versions = new Set([version]);
  for (const match of source.matchAll(/<ApiChanges\b[^>]*\bfrom="([^"]+)"/g)) versions.add(match[1]);
  const files = [];
  const folders = [];
  for (const v of versions) {
    const dir = path.join(siteDir, 'api', v);
    files.push(path.join(dir, 'openapi.yaml'), ...yamlFiles(path.join(dir, 'resources')));
    folders.push(path.join(dir, 'resources'));
  }
  if (/<ApiRequest\b[^>]*\bworkflow=|<ApiWorkflow\b/.test(source)) {
    const dir = path.join(siteDir, 'api', version, 'workflows');
    folders.push(dir);
    files.push(...yamlFiles(dir));
  }
  if (source.includes('<ApiConvention')) {
    const partials = path.join(siteDir, 'partials');
    const locales = fs.existsSync(partials) ? fs.readdirSync(partials) : [];
    for (const locale of locales) {
      const dir = path.join(partials, locale);
      folders.push(dir);
      files.push(
        ...fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.mdx'))
          .map((name) => path.join(dir, name)),
      );
    }
  }
  return {files, folders};
}

function sourceDepsLoader(source) {
  const {siteDir} = this.getOptions();
  const {files, folders} = sourceDependencies(siteDir, this.resourcePath, source);
  for (const file of files) this.addDependency(file);
  for (const folder of folders) this.addContextDependency(folder);
  return source;
}

module.exports = sourceDepsLoader;
module.exports.sourceDependencies = sourceDependencies;
