/**
 * The code in the prose partials (`partials/<locale>/*.mdx`) compiles, as each
 * version's pages show it: `{version}` and `{prefix}` filled and
 * `<ForVersions>` resolved by render/partials.ts. JavaScript goes through
 * `node --check` (as an ES module: the samples use top-level `await`), PHP
 * through `php -l`, Python through `python3 -m py_compile` and shell (the cURL
 * samples) through `bash -n`; other languages (HTTP, JSON) are not programs.
 * A block that is deliberately not a whole program says so with the code-block
 * meta `fragment` (```` ```php fragment ````); it is not compiled, and such
 * blocks must stay few. The retry helper of `partials/<locale>/retries.mdx` is
 * a whole program in each of the four languages, in the same tabs as the
 * reference pages' samples, and the same code in every version.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {RootContent} from 'mdast';
import {LOCALES} from '../../config/locales';
import {VERSIONS} from '../../config/versions';
import {partialNames, partialNodes, partialValues} from '../../render/partials';
import {SAMPLE_GROUP} from '../../render/operation';
import {SAMPLE_LANGUAGES} from '../../api/lib/browser-safe/samples';
import {tempDir} from '../support/temp-dir';

const SITE = path.resolve(import.meta.dirname, '../..');
const FRAGMENT = 'fragment';
/** At most this share of the checked blocks may be fragments. */
const MAX_FRAGMENT_SHARE = 0.25;

type Checker = {language: string; ext: string; command: string; args: (file: string) => string[]};
const NODE: Checker = {language: 'JavaScript', ext: '.mjs', command: process.execPath, args: (f) => ['--check', f]};
const PHP: Checker = {language: 'PHP', ext: '.php', command: 'php', args: (f) => ['-l', f]};
const PYTHON: Checker = {language: 'Python', ext: '.py', command: 'python3', args: (f) => ['-m', 'py_compile', f]};
const SHELL: Checker = {language: 'shell', ext: '.sh', command: 'bash', args: (f) => ['-n', f]};
/** Code-block languages that are programs, and how to compile each. */
const CHECKERS: Record<string, Checker> = {
  javascript: NODE,
  js: NODE,
  php: PHP,
  python: PYTHON,
  py: PYTHON,
  bash: SHELL,
  sh: SHELL,
  shell: SHELL,
};

type Block = {
  /** `partials/<locale>/<name>.mdx` */
  file: string;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  /** The code as a page of these versions shows it. */
  value: string;
  versions: string[];
};

function walk(nodes: RootContent[], visit: (node: RootContent) => void): void {
  for (const node of nodes) {
    visit(node);
    if ('children' in node) walk(node.children as RootContent[], visit);
  }
}

/** Every program block of every partial, once per distinct text (with the versions that show it). */
async function programBlocks(): Promise<Block[]> {
  const blocks = new Map<string, Block>();
  for (const locale of LOCALES) {
    for (const name of partialNames(SITE, locale)) {
      const file = `partials/${locale}/${name}.mdx`;
      for (const version of VERSIONS) {
        walk(await partialNodes(SITE, name, locale, version), (node) => {
          if (node.type !== 'code' || !node.lang || !(node.lang in CHECKERS)) return;
          const line = node.position?.start.line ?? 0;
          const key = `${file}\0${line}\0${node.value}`;
          const known = blocks.get(key);
          if (known) known.versions.push(version);
          else
            blocks.set(key, {
              file,
              line,
              lang: node.lang,
              meta: node.meta ?? '',
              value: node.value,
              versions: [version],
            });
        });
      }
    }
  }
  return [...blocks.values()];
}

const isFragment = (block: Block) => block.meta.split(/\s+/).includes(FRAGMENT);

function available(command: string): boolean {
  return !spawnSync(command, ['--version'], {encoding: 'utf8'}).error;
}

/**
 * Compiles one block; returns the compiler's complaint, with the temporary file's name and line numbers
 * turned into the partial's (`partials/en/retries.mdx:214`), or undefined when it compiles.
 */
function compileError(checker: Checker, code: string, dir: string, stem: string, block?: Block): string | undefined {
  const file = path.join(dir, `${stem}${checker.ext}`);
  fs.writeFileSync(file, code);
  const result = spawnSync(checker.command, checker.args(file), {cwd: dir, encoding: 'utf8'});
  if (result.error) return `${checker.command} did not run: ${result.error.message}`;
  if (result.status === 0) return undefined;
  const output = `${result.stdout}${result.stderr}`.trim() || `${checker.command} exited with ${result.status}`;
  if (!block) return output;
  // node: "x.mjs:12", php: "x.php on line 12", python: 'x.py", line 12', bash: "x.sh: line 12:"
  const name = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return output
    .replace(new RegExp(`${name}(:| on line |", line |: line )(\\d+)`, 'g'), (_, _sep, line: string) => {
      return `${block.file}:${block.line + Number(line)}`;
    })
    .split(file)
    .join(block.file);
}

function where(block: Block): string {
  return `${block.file}:${block.line} (\`\`\`${block.lang}${block.meta ? ` ${block.meta}` : ''}, version ${block.versions.join(' ')})`;
}

const phpMissing = available('php')
  ? undefined
  : 'php is not installed (apt-get install php-cli): PHP blocks are not compiled';

test('each compiler rejects a broken program and accepts a sound one', async (t) => {
  const dir = tempDir('partials-code-self-');
  const cases: [Checker, string, string][] = [
    [NODE, 'const a = 1;\nconsole.log(await Promise.resolve(a));\n', 'const a = ;\n'],
    [PYTHON, 'import time\n\n\ndef f():\n    return time.time()\n', 'def f(:\n    return 1\n'],
    [SHELL, 'for x in 1 2; do\n  echo "$x"\ndone\n', 'for x in 1 2; do\n  echo "$x"\n'],
    [PHP, "<?php\necho 'ok', PHP_EOL;\n", "<?php\necho 'ok' PHP_EOL;\n"],
  ];
  for (const [checker, good, bad] of cases) {
    await t.test(checker.language, {skip: checker === PHP ? phpMissing : false}, () => {
      assert.equal(compileError(checker, good, dir, 'good'), undefined);
      assert.ok(
        compileError(checker, bad, dir, 'bad'),
        `${checker.command} accepted a broken ${checker.language} program`,
      );
    });
  }
});

test('every program block of every partial compiles, in every version', async (t) => {
  const blocks = await programBlocks();
  assert.ok(blocks.length > 0, 'no code block in partials/*/*.mdx');
  const dir = tempDir('partials-code-');
  /** Per block (file and line): the versions whose code fails, and the first complaint. */
  const failures = new Map<string, {block: Block; versions: string[]; error: string}>();
  let compiled = 0;
  for (const [index, block] of blocks.entries()) {
    if (isFragment(block)) continue;
    const checker = CHECKERS[block.lang];
    if (checker === PHP && phpMissing) continue;
    const stem = `${path.basename(block.file, '.mdx')}-${block.file.split('/')[1]}-${index}`;
    const error =
      checker === PHP && !block.value.trimStart().startsWith('<?php')
        ? `a PHP program starts with <?php (or mark the block \`${FRAGMENT}\`)`
        : compileError(checker, block.value, dir, stem, block);
    compiled += 1;
    if (!error) continue;
    const key = `${block.file}:${block.line}`;
    const known = failures.get(key);
    if (known) known.versions.push(...block.versions);
    else failures.set(key, {block, versions: [...block.versions], error});
  }
  if (phpMissing) t.diagnostic(phpMissing);
  t.diagnostic(`${compiled} blocks compiled`);
  assert.deepEqual(
    [...failures.values()].map(
      ({block, versions, error}) => `${where({...block, versions})} does not compile:\n${error}`,
    ),
    [],
  );
});

test('fragments are marked and few', async () => {
  const blocks = await programBlocks();
  const fragments = blocks.filter(isFragment);
  assert.ok(
    fragments.length <= Math.floor(blocks.length * MAX_FRAGMENT_SHARE),
    `${fragments.length} of ${blocks.length} program blocks are \`${FRAGMENT}\`s; make them whole programs:\n` +
      fragments.map(where).join('\n'),
  );
});

type Jsx = Extract<RootContent, {type: 'mdxJsxFlowElement'}>;

function attribute(node: Jsx, name: string): string | null | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  return typeof found.value === 'string' || found.value === null ? found.value : undefined;
}

test('the retry helper is a whole program in each sample language, the same in every version', async () => {
  const wanted = SAMPLE_LANGUAGES.filter((l) => l.value !== 'http');
  const linesPerLocale: Record<string, number[]> = {};
  for (const locale of LOCALES) {
    const file = `partials/${locale}/retries.mdx`;
    const codeByVersion = new Map<string, string[]>();
    for (const version of VERSIONS) {
      const tabs: Jsx[] = [];
      walk(await partialNodes(SITE, 'retries', locale, version), (node) => {
        if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') tabs.push(node);
      });
      assert.equal(tabs.length, 1, `${file} (${version}): one <Tabs> of samples`);
      assert.equal(attribute(tabs[0], 'groupId'), SAMPLE_GROUP, `${file}: the reference pages' groupId`);
      const items = tabs[0].children.filter((c): c is Jsx => c.type === 'mdxJsxFlowElement' && c.name === 'TabItem');
      assert.deepEqual(
        items.map((item) => [attribute(item, 'value'), attribute(item, 'label')]),
        wanted.map((l) => [l.value, l.label]),
        `${file}: the tabs, values and labels of the reference pages' samples (without HTTP)`,
      );
      const code = items.map((item, i) => {
        const blocks = item.children.filter((c) => c.type === 'code');
        assert.equal(blocks.length, 1, `${file}: one code block in the ${wanted[i].label} tab`);
        const [block] = blocks;
        assert.equal(block.lang, wanted[i].lang, `${file}: the ${wanted[i].label} tab's language`);
        assert.ok(!(block.meta ?? '').includes(FRAGMENT), `${file}: the ${wanted[i].label} helper is a whole program`);
        assert.ok(
          block.value.includes(partialValues(version).prefix),
          `${file}: the ${wanted[i].label} helper uses {prefix}`,
        );
        return block.value.split(partialValues(version).prefix).join('{prefix}');
      });
      codeByVersion.set(version, code);
    }
    const [first, ...others] = [...codeByVersion.values()];
    for (const other of others) assert.deepEqual(other, first, `${file}: the helpers differ between versions`);
    linesPerLocale[locale] = first.map((code) => code.split('\n').length);
  }
  const [vi, ...rest] = Object.values(linesPerLocale);
  for (const other of rest) assert.deepEqual(other, vi, 'the helpers of the two locales differ in length');
});
