/**
 * versions.json is the one list of versions. Every version it lists has its
 * OpenAPI folder, its Vietnamese docs, its sidebar, and in every other locale
 * its docs and sidebar labels; and no such folder or file exists for a version
 * it does not list. Each problem names the missing or stray path.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_LOCALE, LOCALES} from '../config/locales';

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
    {describe: (v) => `versioned_sidebars/version-${v}-sidebars.json`, pattern: /^version-(.+)-sidebars\.json$/, dir: 'versioned_sidebars'},
    ...translated,
  ];
}

export function versionProblems(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!fs.existsSync(file)) return ['versions.json is missing'];
  const listed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(listed) || !listed.every((v) => typeof v === 'string')) return ['versions.json must be an array of version names'];
  const problems: string[] = [];
  for (const place of places()) {
    const kind = place.describe('x').endsWith('/') ? 'folder' : 'file';
    for (const version of listed) {
      const target = place.describe(version);
      if (!fs.existsSync(path.join(siteDir, target))) problems.push(`versions.json lists ${version}, but the ${kind} ${target} is missing`);
    }
    const dir = path.join(siteDir, place.dir);
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir, {withFileTypes: true}) : [];
    for (const entry of entries) {
      const match = place.pattern.exec(entry.name);
      const isFolder = entry.isDirectory();
      if (!match || isFolder !== (kind === 'folder')) continue;
      if (!listed.includes(match[1])) problems.push(`${place.describe(match[1])} belongs to version ${match[1]}, which versions.json does not list`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = versionProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('versions: versions.json, api/, versioned_docs/, versioned_sidebars/ and the translations agree');
}
