/**
 * `npm run check`: every static check, without building: types, lint,
 * formatting, CSS, spelling, unused code, versions, layers, i18n, API sources,
 * Redocly's lint of the OpenAPI downloads, the API names in the pages' prose. Each step runs even
 * when an earlier one failed; the last line says how many passed and failed,
 * and the exit code is 1 when any failed. `npm test` runs it first.
 */
import {spawnSync} from 'node:child_process';
import {sidebarProblems} from './check-sidebars';
import {versionProblems} from './check-versions';

type Step = {name: string; run: () => boolean};

function command(name: string, argv: string[]): Step {
  return {
    name,
    run: () => spawnSync(argv[0], argv.slice(1), {stdio: 'inherit', shell: process.platform === 'win32'}).status === 0,
  };
}

const tsx = (script: string, ...args: string[]) => ['npx', 'tsx', script, ...args];
/** The package.json script of that name (so knip sees which tools the checks use). */
const npmRun = (script: string) => ['npm', 'run', '--silent', script];

const STEPS: Step[] = [
  command('types (tsc)', ['npx', 'tsc', '--noEmit']),
  command('lint (eslint)', ['npx', 'eslint', '.', '--max-warnings=0']),
  command('format (prettier --check; .prettierignore says what it leaves out)', npmRun('format:check')),
  command('CSS (stylelint, .stylelintrc.json)', npmRun('lint:css')),
  command('spelling (cspell, English and Vietnamese; cspell.json, cspell-words.txt)', npmRun('spell')),
  command('unused files, exports and dependencies (knip, knip.json)', npmRun('knip')),
  {
    name: 'versions (versions.json and every per-version folder agree)',
    run: () => {
      const problems = versionProblems(process.cwd());
      for (const problem of problems) console.error(problem);
      return problems.length === 0;
    },
  },
  {
    name: 'sidebars (every doc page of a version is in its sidebar, scripts/check-sidebars.ts)',
    run: () => {
      const problems = sidebarProblems(process.cwd());
      for (const problem of problems) console.error(problem);
      return problems.length === 0;
    },
  },
  command('layers (dependency-cruiser, .dependency-cruiser.cjs)', [
    'npx',
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'docusaurus.config.ts',
    'config',
    'api',
    'render',
    'plugins',
    'src',
    'scripts',
    'mcp',
  ]),
  command('i18n parity', tsx('scripts/check-i18n.ts')),
  command('OpenAPI sources, pages and <ApiRequest> blocks', tsx('scripts/check-api.ts')),
  command('OpenAPI lint (redocly lint, recommended-strict; redocly.yaml)', npmRun('lint:openapi')),
  command('prose (API names, paths, filters, JSON examples in every page)', tsx('scripts/check-prose.ts')),
];

function main(): number {
  let passed = 0;
  let failed = 0;
  for (const step of STEPS) {
    const start = Date.now();
    console.log(`▶ ${step.name}`);
    const ok = step.run();
    const seconds = ((Date.now() - start) / 1000).toFixed(1);
    console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds} s)`);
    if (ok) passed += 1;
    else failed += 1;
  }
  console.log(`check: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exit(main());
