/**
 * The hand-written programs of the guides and recipes compile. Every code
 * block in bash, JavaScript, PHP or Python on a guide or recipe page (each
 * version's `intro`, `needed_info`, `errors`, `webhook` and `recipes/*`, both
 * locales) and in the prose partials they include (`partials/<locale>/`) is
 * checked as the complete program it claims to be: `bash -n`, `node --check`
 * (as an ES module, else as CommonJS), `php -l` (after its `<?php` tag),
 * `python3 -m py_compile`. A block that is a fragment (a few lines of a larger
 * program) says so with the meta `fragment` on its fence, or is listed in
 * KNOWN_FRAGMENTS below with the reason, until its page carries the meta.
 * The requests of the recipes (`<ApiRequest>` blocks) run against the mock in
 * samples.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {docsDir, LOCALES} from '../../api/lib/pages/site';
import {VERSIONS} from '../../config/versions';
import {tempDir} from '../support/temp-dir';

const SITE_DIR = path.resolve('.');
const GUIDES = ['intro', 'needed_info', 'errors', 'webhook'];

type Kind = 'bash' | 'javascript' | 'php' | 'python';
const KINDS: Record<string, Kind> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  php: 'php',
  python: 'python',
  py: 'python',
};

/**
 * Blocks that are fragments but do not carry the `fragment` meta yet (asked for in
 * /work/notes/fragments.md): page file, language, the block's first line, and why it is no program.
 */
const KNOWN_FRAGMENTS: {file: string; kind: Kind; first: string; reason: string}[] = [];

type Block = {file: string; line: number; kind: Kind; meta: string; code: string};

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;

/** The fenced blocks of a page in the checked languages. */
function blocksOf(file: string): Block[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const rel = path.relative(SITE_DIR, file).split(path.sep).join('/');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const indent = /^\s*/.exec(lines[i])![0].length;
    const body: string[] = [];
    for (i += 1; i < lines.length && !lines[i].trim().startsWith(open[1]); i += 1) body.push(lines[i].slice(indent));
    const kind = KINDS[open[2].toLowerCase()];
    if (kind) blocks.push({file: rel, line: start + 1, kind, meta: open[3].trim(), code: body.join('\n')});
  }
  return blocks;
}

/** The guide and recipe pages of every version and locale, and the partials. */
function pages(): string[] {
  const files = VERSIONS.flatMap((version) =>
    LOCALES.flatMap((locale) => {
      const dir = docsDir(SITE_DIR, version, locale);
      const recipes = path.join(dir, 'recipes');
      return [
        ...GUIDES.map((name) => path.join(dir, `${name}.mdx`)),
        ...(fs.existsSync(recipes)
          ? fs
              .readdirSync(recipes)
              .filter((f) => f.endsWith('.mdx'))
              .map((f) => path.join(recipes, f))
          : []),
      ];
    }),
  );
  const partials = LOCALES.flatMap((locale) => {
    const dir = path.join(SITE_DIR, 'partials', locale);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => /\.mdx?$/.test(f))
          .map((f) => path.join(dir, f))
      : [];
  });
  return [...files, ...partials].filter((f) => fs.existsSync(f)).sort();
}

function isFragment(block: Block): boolean {
  return /(^|\s)fragment(=|\s|$)/.test(block.meta);
}

function knownFragment(block: Block) {
  const first =
    block.code
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return KNOWN_FRAGMENTS.find((k) => k.file === block.file && k.kind === block.kind && k.first === first);
}

/** A partial's `{version}` and `{prefix}` as a page of 6.1 fills them in. */
function filled(block: Block): string {
  return block.file.startsWith('partials/')
    ? block.code.replace(/\{prefix\}/g, '/api/v6.1').replace(/\{version\}/g, '6.1')
    : block.code;
}

function firstError(output: string): string {
  return (
    output
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !/^\s*at /.test(l) && !/^Node\.js v/.test(l))
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400) || 'fails'
  );
}

/** The problem of one block as a program ('' when it compiles; 'python': checked by checkPython). */
function check(block: Block, dir: string, index: number): string {
  const code = `${filled(block)}\n`;
  const run = (program: string, args: string[]) => spawnSync(program, args, {encoding: 'utf8'});
  if (block.kind === 'bash') {
    const file = path.join(dir, `b${index}.sh`);
    fs.writeFileSync(file, code);
    const r = run('bash', ['-n', file]);
    return r.status === 0 ? '' : `bash -n: ${firstError(r.stderr)}`;
  }
  if (block.kind === 'javascript') {
    const asModule = path.join(dir, `b${index}.mjs`);
    const asScript = path.join(dir, `b${index}.cjs`);
    fs.writeFileSync(asModule, code);
    fs.writeFileSync(asScript, code);
    const r = run(process.execPath, ['--check', asModule]);
    if (r.status === 0) return '';
    return run(process.execPath, ['--check', asScript]).status === 0 ? '' : `node --check: ${firstError(r.stderr)}`;
  }
  if (block.kind === 'php') {
    if (!/^\s*<\?php\b/.test(code)) return 'no <?php opening tag, so PHP would print it as text';
    const file = path.join(dir, `b${index}.php`);
    fs.writeFileSync(file, code);
    const r = run('php', ['-l', file]);
    return r.status === 0 ? '' : `php -l: ${firstError(r.stdout + r.stderr)}`;
  }
  return 'python';
}

/** Every Python block compiled by one interpreter (starting one per block is slow): problem by index. */
function checkPython(blocks: {block: Block; index: number}[], dir: string): Map<number, string> {
  const files = blocks.map(({block, index}) => {
    const file = path.join(dir, `b${index}.py`);
    fs.writeFileSync(file, `${filled(block)}\n`);
    return file;
  });
  const script = [
    'import json, py_compile, sys',
    'for file in sys.argv[1:]:',
    '    try:',
    '        py_compile.compile(file, doraise=True)',
    '        print(json.dumps([file, ""]))',
    '    except py_compile.PyCompileError as error:',
    '        print(json.dumps([file, str(error.msg).strip()]))',
  ].join('\n');
  const r = spawnSync('python3', ['-c', script, ...files], {encoding: 'utf8'});
  const byFile = new Map<string, string>();
  for (const line of r.stdout.split('\n').filter(Boolean)) {
    const [file, problem] = JSON.parse(line) as [string, string];
    byFile.set(file, problem);
  }
  return new Map(
    blocks.map(({index}, i) => {
      const problem = byFile.get(files[i]);
      return [
        index,
        problem === undefined
          ? `python3 did not compile it: ${firstError(r.stderr)}`
          : problem && `py_compile: ${firstError(problem)}`,
      ];
    }),
  );
}

test('every program of the guides and recipes compiles (bash -n, node --check, php -l, py_compile)', (t) => {
  const dir = tempDir('code-blocks-');
  const blocks = pages().flatMap(blocksOf);
  assert.ok(blocks.length > 0, 'no code block found in the guides');
  const found = new Map<number, string>();
  const python: {block: Block; index: number}[] = [];
  const counts: Record<string, {checked: number; fragments: number}> = {};
  blocks.forEach((block, index) => {
    const count = (counts[block.kind] ??= {checked: 0, fragments: 0});
    if (isFragment(block) || knownFragment(block)) {
      count.fragments += 1;
      return;
    }
    count.checked += 1;
    if (block.kind === 'python') python.push({block, index});
    else found.set(index, check(block, dir, index));
  });
  for (const [index, problem] of checkPython(python, dir)) found.set(index, problem);
  const problems = [...found]
    .filter(([, problem]) => problem)
    .sort(([a], [b]) => a - b)
    .map(([index, problem]) => `${blocks[index].file}:${blocks[index].line} (${blocks[index].kind}): ${problem}`);
  t.diagnostic(
    Object.entries(counts)
      .map(([kind, c]) => `${kind}: ${c.checked} compiled, ${c.fragments} fragments`)
      .join('; '),
  );
  assert.deepEqual(
    problems,
    [],
    `a block that is no complete program needs the meta "fragment":\n${problems.join('\n')}`,
  );
});

test('every listed fragment still exists and does not carry the meta yet (else remove it from the list)', () => {
  const blocks = pages().flatMap(blocksOf);
  const stale = KNOWN_FRAGMENTS.filter((k) => {
    const block = blocks.find((b) => knownFragment(b) === k);
    return !block || isFragment(block);
  });
  assert.deepEqual(
    stale.map((k) => `${k.file} (${k.kind}) "${k.first}"`),
    [],
  );
});

test('the checks reject a broken program of each language, and PHP without its opening tag', () => {
  const dir = tempDir('code-blocks-scratch-');
  const block = (kind: Kind, code: string): Block => ({file: 'scratch.mdx', line: 1, kind, meta: '', code});
  assert.match(check(block('bash', 'if true; then echo'), dir, 1), /^bash -n: /);
  assert.match(check(block('javascript', 'const x = ;'), dir, 2), /^node --check: /);
  assert.equal(check(block('javascript', 'const r = await fetch("x");\nconsole.log(r);'), dir, 3), '');
  assert.equal(check(block('javascript', "const fs = require('node:fs');\nreturn;"), dir, 4), '');
  assert.match(check(block('php', '<?php\n$x = ;'), dir, 5), /^php -l: /);
  assert.match(check(block('php', '$x = 1;'), dir, 6), /no <\?php opening tag/);
  const python = checkPython(
    [
      {block: block('python', 'def f(:\n    pass'), index: 7},
      {block: block('python', 'print(1)'), index: 8},
    ],
    dir,
  );
  assert.match(python.get(7) ?? '', /^py_compile: /);
  assert.equal(python.get(8), '');
  assert.ok(isFragment({...block('python', 'x'), meta: 'title="a.py" fragment'}));
  assert.ok(!isFragment({...block('python', 'x'), meta: 'title="fragment.py"'}));
});
