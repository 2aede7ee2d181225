/**
 * Each gate of `npm run check` can fail: the formatter, the CSS lint, the
 * spell check, knip, the layer rules and Redocly's OpenAPI lint each get a
 * scratch input with one mistake, run with the repository's own
 * configuration, and must exit non-zero naming the file and the mistake. The same inputs without the
 * mistake pass, so a gate that rejects everything fails here too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command: string, args: string[], cwd = ROOT): {code: number; output: string} {
  const result = spawnSync(bin(command), args, {cwd, encoding: 'utf8'});
  return {code: result.status ?? 1, output: `${result.stdout}${result.stderr}`};
}

/** A scratch folder with the given files, removed after the test. */
function scratch(t: {after: (fn: () => void) => void}, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-gate-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('Prettier rejects code that is not in the house style and names the file', (t) => {
  const dir = scratch(t, {'bad.ts': 'export const a = { x: "y" };\n', 'good.ts': "export const a = {x: 'y'};\n"});
  const config = ['--config', path.join(ROOT, '.prettierrc.json'), '--check'];
  const bad = run('prettier', [...config, path.join(dir, 'bad.ts')]);
  assert.notEqual(bad.code, 0);
  assert.match(bad.output, /bad\.ts/);
  assert.equal(run('prettier', [...config, path.join(dir, 'good.ts')]).code, 0);
});

test('stylelint rejects a kebab-case CSS module class and names the rule', (t) => {
  const dir = scratch(t, {
    'bad.module.css': '.result-title {\n  color: red;\n}\n',
    'good.module.css': '.resultTitle {\n  color: red;\n}\n',
  });
  const config = ['--config', path.join(ROOT, '.stylelintrc.json')];
  const bad = run('stylelint', [...config, path.join(dir, 'bad.module.css')]);
  assert.notEqual(bad.code, 0);
  assert.match(bad.output, /bad\.module\.css[\s\S]*selector-class-pattern/);
  assert.equal(run('stylelint', [...config, path.join(dir, 'good.module.css')]).code, 0);
});

test('cspell knows English and Vietnamese, and names a misspelt word in either', (t) => {
  const good =
    '# Danh sách khách hàng\n\nTrả về danh sách khách hàng, mỗi trang một lần gọi. Returns the customers, one page per call.\n';
  const dir = scratch(t, {
    'good.mdx': good,
    'bad-vi.mdx': good.replace('khách hàng,', 'khácch hàng,'),
    'bad-en.mdx': good.replace('Returns', 'Retruns'),
  });
  const config = ['--config', path.join(ROOT, 'cspell.json'), '--no-progress', '--no-must-find-files'];
  // Run from the scratch folder: cspell skips files outside the folder it runs in.
  assert.equal(run('cspell', [...config, 'good.mdx'], dir).code, 0, 'correct Vietnamese and English pass');
  for (const [file, word] of [
    ['bad-vi.mdx', 'khácch'],
    ['bad-en.mdx', 'Retruns'],
  ]) {
    const bad = run('cspell', [...config, file], dir);
    assert.notEqual(bad.code, 0, file);
    assert.match(bad.output, new RegExp(`${file.replace('.', '\\.')}.*Unknown word \\(${word}\\)`));
  }
});

test('knip names an unused file, an unused export, an unused and an unlisted dependency', (t) => {
  const dir = scratch(t, {
    'package.json': JSON.stringify({
      name: 'scratch',
      private: true,
      type: 'module',
      dependencies: {'left-pad': '1.3.0'},
    }),
    'knip.json': JSON.stringify({entry: ['main.ts'], project: ['**/*.ts']}),
    'main.ts': "import {used} from './lib';\nimport kleur from 'kleur';\nconsole.log(used, kleur);\n",
    'lib.ts': 'export const used = 1;\nexport const forgotten = 2;\n',
    'orphan.ts': 'export const nobody = 3;\n',
  });
  const result = run('knip', ['--no-progress', '--directory', dir]);
  assert.notEqual(result.code, 0);
  for (const finding of ['orphan.ts', 'forgotten', 'left-pad', 'kleur'])
    assert.match(result.output, new RegExp(finding));
});

test('the layer rules name both files of an import against the layers', (t) => {
  const dir = scratch(t, {
    'src/widget.ts': "import {words} from '../plugins/llms-txt/words';\nexport const w = words;\n",
    'plugins/llms-txt/words.ts': 'export const words = 1;\n',
    'plugins/other/index.ts': "import {words} from '../llms-txt/words';\nexport default words;\n",
  });
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({compilerOptions: {moduleResolution: 'bundler'}}));
  const result = run('depcruise', ['--config', path.join(ROOT, '.dependency-cruiser.cjs'), 'src', 'plugins'], dir);
  assert.notEqual(result.code, 0);
  assert.match(result.output, /src-imports-config-only: src\/widget\.ts → plugins\/llms-txt\/words\.ts/);
  assert.match(
    result.output,
    /plugin-imports-no-other-plugin: plugins\/other\/index\.ts → plugins\/llms-txt\/words\.ts/,
  );
});

/** A scratch engine: each concern folder of api/lib/ with one module, each importing what its floor may. */
const ENGINE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({compilerOptions: {moduleResolution: 'bundler'}}),
  'api/lib/browser-safe/json.ts': 'export const json = 1;\n',
  'api/lib/pages/site.ts': 'export const site = 1;\n',
  'api/lib/model/load.ts':
    "import {json} from '../browser-safe/json';\nimport {site} from '../pages/site';\nexport const load = json + site;\n",
  'api/lib/requests/builder.ts': "import {load} from '../model/load';\nexport const builder = load;\n",
  'api/lib/versions/match.ts': "import {load} from '../model/load';\nexport const match = load;\n",
  'api/lib/workflows/arazzo.ts': "import {builder} from '../requests/builder';\nexport const arazzo = builder;\n",
  'api/lib/evidence/status.ts': "import {match} from '../versions/match';\nexport const status = match;\n",
  'api/lib/evidence/check.ts': "import {status} from './status';\nexport const checkEvidence = status;\n",
  'api/lib/downloads/postman.ts': "import {arazzo} from '../workflows/arazzo';\nexport const postman = arazzo;\n",
  'api/lib/prose/glossary.ts': "import {status} from '../evidence/status';\nexport const glossary = status;\n",
  'api/lib/checks/check.ts':
    "import {checkEvidence} from '../evidence/check';\nimport {postman} from '../downloads/postman';\nexport const check = checkEvidence + postman;\n",
  'render/operation.ts': "import {load} from '../api/lib/model/load';\nexport const operation = load;\n",
  'src/widget.ts': "import {json} from '../api/lib/browser-safe/json';\nexport const widget = json;\n",
  'scripts/check-api.ts':
    "import {check} from '../api/lib/checks/check';\nimport {glossary} from '../api/lib/prose/glossary';\nexport const run = check + glossary;\n",
};

/** One import against each rule between the engine's folders: [importer, its text, the rule, the imported file]. */
const ENGINE_MISTAKES: [string, string, string, string][] = [
  ['src/bad.ts', "import {load} from '../api/lib/model/load';", 'src-imports-config-only', 'api/lib/model/load.ts'],
  [
    'api/lib/browser-safe/bad.ts',
    "import {load} from '../model/load';",
    'browser-safe-engine-stays-in-its-folder',
    'api/lib/model/load.ts',
  ],
  ['api/lib/browser-safe/bad-node.ts', "import fs from 'node:fs';", 'browser-safe-engine-imports-no-node', 'fs'],
  [
    'api/lib/model/bad-top.ts',
    "import {top} from '../top';",
    'engine-modules-live-in-concern-folders',
    'api/lib/top.ts',
  ],
  ['api/lib/pages/bad.ts', "import {load} from '../model/load';", 'pages-import-config-only', 'api/lib/model/load.ts'],
  [
    'api/lib/model/bad.ts',
    "import {builder} from '../requests/builder';",
    'model-imports-browser-safe-and-pages',
    'api/lib/requests/builder.ts',
  ],
  [
    'api/lib/requests/bad.ts',
    "import {match} from '../versions/match';",
    'requests-build-on-the-model',
    'api/lib/versions/match.ts',
  ],
  [
    'api/lib/versions/bad.ts',
    "import {builder} from '../requests/builder';",
    'versions-build-on-the-model',
    'api/lib/requests/builder.ts',
  ],
  [
    'api/lib/workflows/bad.ts',
    "import {status} from '../evidence/status';",
    'workflows-build-on-requests',
    'api/lib/evidence/status.ts',
  ],
  [
    'api/lib/evidence/bad.ts',
    "import {arazzo} from '../workflows/arazzo';",
    'evidence-reads-model-and-versions',
    'api/lib/workflows/arazzo.ts',
  ],
  [
    'api/lib/downloads/bad.ts',
    "import {match} from '../versions/match';",
    'downloads-are-made-from-below',
    'api/lib/versions/match.ts',
  ],
  [
    'render/bad.ts',
    "import {check} from '../api/lib/checks/check';",
    'nothing-imports-a-check',
    'api/lib/checks/check.ts',
  ],
  [
    'render/bad-evidence.ts',
    "import {checkEvidence} from '../api/lib/evidence/check';",
    'nothing-imports-a-check',
    'api/lib/evidence/check.ts',
  ],
  [
    'api/lib/checks/bad.ts',
    "import {glossary} from '../prose/glossary';",
    'nothing-imports-the-prose-check',
    'api/lib/prose/glossary.ts',
  ],
];

test("the engine's folders import only the floors below them, and only runners import a check", (t) => {
  const cruise = (dir: string) =>
    run('depcruise', ['--config', path.join(ROOT, '.dependency-cruiser.cjs'), 'api', 'src', 'render', 'scripts'], dir);
  const good = cruise(scratch(t, ENGINE));
  assert.equal(good.code, 0, `the allowed imports pass:\n${good.output}`);
  const bad = cruise(
    scratch(t, {
      ...ENGINE,
      'api/lib/top.ts': 'export const top = 1;\n',
      ...Object.fromEntries(ENGINE_MISTAKES.map(([file, text]) => [file, `${text}\nexport const bad = 1;\n`])),
    }),
  );
  assert.notEqual(bad.code, 0);
  for (const [file, , rule, to] of ENGINE_MISTAKES) {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.match(bad.output, new RegExp(`${rule}: ${escape(file)} → ${escape(to)}`), `${rule} names ${file}`);
  }
});

test('redocly lint, with the repository configuration (recommended-strict), names the rule a document breaks', (t) => {
  const doc = (paths: Record<string, unknown>) =>
    JSON.stringify({
      openapi: '3.1.0',
      info: {title: 'Scratch', version: '1', description: 'A scratch API.'},
      servers: [{url: 'https://crm.test/api'}],
      security: [{key: []}],
      paths,
      components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-API-KEY'}}},
    });
  const operation = (operationId: string) => ({
    get: {
      operationId,
      summary: 'Read one thing.',
      description: 'Reads one thing.',
      responses: {'200': {description: 'The thing.'}, '400': {description: 'A bad request.'}},
    },
  });
  const dir = scratch(t, {
    // No licence: info-license is off in redocly.yaml, so this passes.
    'good.json': doc({
      '/things/{id}': {
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'integer'}}],
        ...operation('read_thing'),
      },
    }),
    'bad.json': doc({'/things/{id}': operation('read_thing')}),
  });
  const redocly = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const lint = (file: string) => {
    const result = spawnSync(process.execPath, [redocly, 'lint', '--config', path.join(ROOT, 'redocly.yaml'), file], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    });
    return {code: result.status ?? 1, output: `${result.stdout}${result.stderr}`};
  };
  const good = lint('good.json');
  assert.equal(good.code, 0, good.output);
  const bad = lint('bad.json');
  assert.notEqual(bad.code, 0);
  assert.match(bad.output, /path-parameters-defined/);
});
