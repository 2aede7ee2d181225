/**
 * versions.json is the one list of versions. Every version it lists has its
 * OpenAPI folder, its Vietnamese docs, its sidebar, and in every other locale
 * its docs and sidebar labels, and its entry in config/version-info.ts whose
 * path prefix every API-key operation of its OpenAPI source starts with; and no such folder,
 * file or entry exists for a version it does not list. Each problem names the
 * missing or stray path.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_LOCALE, LOCALES} from '../config/locales';
import {VERSION_INFO, type VersionInfo} from '../config/version-info';
import {loadApi} from '../api/lib/model/load';
import {operations} from '../api/lib/browser-safe/openapi';

type Place = {describe: (v: string) => string; pattern: RegExp; dir: string};

/** Where each version has something, relative to the site directory. */
function places(): Place[] {
  const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale): Place[] => {
    const dir = `i18n/${locale}/docusaurus-plugin-content-docs`;
    return [
      {describe: (v) => `${dir}/version-${v}/`, pattern: /^version-(.+)$/, dir},
      {describe: (v) => `${dir}/version-${v}.json`, pattern: /^version-(.+)\.json$/, dir},
    ];
  });
  return [
    {describe: (v) => `api/${v}/`, pattern: /^(\d[^/]*)$/, dir: 'api'},
    {describe: (v) => `versioned_docs/version-${v}/`, pattern: /^version-(.+)$/, dir: 'versioned_docs'},
    {
      describe: (v) => `versioned_sidebars/version-${v}-sidebars.json`,
      pattern: /^version-(.+)-sidebars\.json$/,
      dir: 'versioned_sidebars',
    },
    ...translated,
  ];
}

export function versionProblems(siteDir: string, info: Readonly<Record<string, VersionInfo>> = VERSION_INFO): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!fs.existsSync(file)) return ['versions.json is missing'];
  const listed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(listed) || !listed.every((v) => typeof v === 'string'))
    return ['versions.json must be an array of version names'];
  const problems: string[] = [];
  for (const place of places()) {
    const kind = place.describe('x').endsWith('/') ? 'folder' : 'file';
    for (const version of listed) {
      const target = place.describe(version);
      if (!fs.existsSync(path.join(siteDir, target)))
        problems.push(`versions.json lists ${version}, but the ${kind} ${target} is missing`);
    }
    const dir = path.join(siteDir, place.dir);
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir, {withFileTypes: true}) : [];
    for (const entry of entries) {
      const match = place.pattern.exec(entry.name);
      const isFolder = entry.isDirectory();
      if (!match || isFolder !== (kind === 'folder')) continue;
      if (!listed.includes(match[1]))
        problems.push(`${place.describe(match[1])} belongs to version ${match[1]}, which versions.json does not list`);
    }
  }
  problems.push(...infoProblems(siteDir, listed, info));
  return problems;
}

/** config/version-info.ts has one entry per listed version, and its prefix starts every path of that version. */
export function infoProblems(
  siteDir: string,
  listed: readonly string[],
  info: Readonly<Record<string, VersionInfo>> = VERSION_INFO,
): string[] {
  const problems: string[] = [];
  for (const version of listed) {
    const entry = info[version];
    if (!entry) {
      problems.push(`versions.json lists ${version}, but config/version-info.ts has no entry for it`);
      continue;
    }
    if (!fs.existsSync(path.join(siteDir, 'api', version, 'openapi.yaml'))) continue;
    // The call-centre callbacks (their own security) may live elsewhere; every API-key operation is under the prefix.
    const keyed = operations(loadApi(siteDir, version).document).filter((e) => e.operation.security === undefined);
    const outside = keyed.map((e) => e.path).filter((p) => !p.startsWith(`${entry.apiPrefix}/`));
    if (outside.length > 0)
      problems.push(
        `config/version-info.ts gives ${version} the prefix ${entry.apiPrefix}, but api/${version}/ has ${outside[0]}`,
      );
    const first = entry.firstRequest;
    // (A source with no operations yet, a version being added, has nothing to check the request against.)
    if (keyed.length > 0 && !keyed.some((e) => e.method === 'get' && e.path === `${entry.apiPrefix}${first.path}`))
      problems.push(
        `config/version-info.ts: the first request of ${version}, GET ${entry.apiPrefix}${first.path}, is not an operation of api/${version}/`,
      );
    for (const page of [first.page, first.authentication]) {
      if (!fs.existsSync(path.join(siteDir, 'versioned_docs', `version-${version}`, `${page}.mdx`)))
        problems.push(
          `config/version-info.ts: the first request of ${version} names the page ${page}, which version ${version} lacks`,
        );
    }
  }
  for (const version of Object.keys(info).filter((v) => !listed.includes(v))) {
    problems.push(`config/version-info.ts has an entry for ${version}, which versions.json does not list`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = versionProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('versions: versions.json, api/, versioned_docs/, versioned_sidebars/ and the translations agree');
}
