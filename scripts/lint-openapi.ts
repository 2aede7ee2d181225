/**
 * `npm run lint:openapi` (a step of `npm run check`): Redocly CLI's `redocly lint` with the
 * `recommended-strict` ruleset (redocly.yaml) on each version's OpenAPI download as readers get it, the
 * default locale's merged document as plugins/api-downloads writes `openapi.json`, with no build. The
 * files are written to LINT_DIR, always the same place, since `.redocly.lint-ignore.yaml` names its
 * exceptions by file. Exits non-zero on any problem, which Redocly prints with its file, line and rule.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {localizedApi} from '../api/lib/model/cache';
import {downloadDocument} from '../api/lib/downloads/download-document';
import {apiVersions} from '../api/lib/model/load';
import {DEFAULT_LOCALE} from '../config/locales';

const ROOT = path.resolve(import.meta.dirname, '..');
const LINT_DIR = 'node_modules/.cache/openapi-lint';

/** Writes every version's download into LINT_DIR (emptied first); returns the files, relative to the root. */
function writeDocuments(): string[] {
  const dir = path.join(ROOT, LINT_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  return apiVersions(ROOT).map((version) => {
    const file = path.join(LINT_DIR, `${version}.json`);
    fs.writeFileSync(
      path.join(ROOT, file),
      `${JSON.stringify(downloadDocument(localizedApi(ROOT, version, DEFAULT_LOCALE)), null, 2)}\n`,
    );
    return file;
  });
}

const manifest = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
const {bin} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {bin: {redocly: string}};
const result = spawnSync(
  process.execPath,
  [
    path.join(path.dirname(manifest), bin.redocly),
    'lint',
    '--config',
    'redocly.yaml',
    '--format',
    'stylish',
    ...writeDocuments(),
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    // Offline and quiet: no usage data, no update check.
    env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
  },
);
process.exit(result.status ?? 1);
