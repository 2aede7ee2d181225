/**
 * The prose check (api/lib/prose/check-prose.ts, scripts/check-prose.ts): small
 * pages from tests/fixtures/prose/ in a scratch site whose api/ is the
 * repository's own, so they are read against the real 6.0 and 6.1 sources.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {checkProse, checkProsePage, formatProseProblem, type ProseProblem} from '../../api/lib/prose/check-prose';
import {tempDir} from '../support/temp-dir';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/prose');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const vi = (version: string, name: string) => `versioned_docs/version-${version}/${name}`;
const en = (version: string, name: string) => `i18n/en/docusaurus-plugin-content-docs/version-${version}/${name}`;

/** A site with the repository's api/ and versions.json, and these files (path → text). */
function site(files: Record<string, string>): string {
  const dir = tempDir('prose-check-');
  fs.symlinkSync(path.join(ROOT, 'api'), path.join(dir, 'api'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.copyFileSync(path.join(ROOT, 'versions.json'), path.join(dir, 'versions.json'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const WRONG = {[vi('6.1', 'wrong.mdx')]: fixture('wrong-6.1.mdx'), [vi('6.0', 'wrong.mdx')]: fixture('wrong-6.0.mdx')};
const wrongSite = site(WRONG);
const wrong = checkProse(wrongSite);

const find = (problems: ProseProblem[], token: string) => problems.filter((p) => p.token === token);

test('a 6.1 page naming current_sale_order_code fails at its line, with the names 6.1 has', async () => {
  const [problem, ...more] = find(await wrong, 'current_sale_order_code');
  assert.equal(more.length, 0);
  assert.equal(problem.file, vi('6.1', 'wrong.mdx'));
  assert.equal(problem.line, 7);
  assert.equal(problem.column, 40);
  assert.equal(problem.kind, 'name');
  assert.match(problem.message, /no parameter, property, enum value or operationId of API 6\.1/);
  assert.ok(problem.suggestions.includes('current_order_code'), problem.suggestions.join(', '));
});

test('filtering[relation_id:gt] fails in 6.0, naming the operators relation_id takes; a key without an operator too', async () => {
  const [gt] = find(await wrong, 'filtering[relation_id:gt]');
  assert.equal(gt.file, vi('6.0', 'wrong.mdx'));
  assert.equal(gt.line, 5);
  assert.match(
    gt.message,
    /accepts relation_id only as relation_id:eq, relation_id:in, relation_id:not_in, not with gt/,
  );
  assert.deepEqual(gt.suggestions, [
    'filtering[relation_id:eq]',
    'filtering[relation_id:in]',
    'filtering[relation_id:not_in]',
  ]);
  const [bare] = find(await wrong, 'filtering[relation_id]');
  assert.equal(bare.line, 7);
  assert.match(bare.message, /has no operator/);
});

test('a path of the wrong version fails: another version without a comparison, or a path the version lacks', async () => {
  const [other] = find(await wrong, 'GET /api/v6/accounts');
  assert.equal(other.line, 11);
  assert.match(other.message, /a path of API 6\.0, not of 6\.1/);
  assert.deepEqual(other.suggestions, ['GET /api/v6.1/accounts']);
  const [missing] = find(await wrong, 'GET /api/v6.1/products/{id}');
  assert.equal(missing.line, 9);
  assert.match(missing.message, /API 6\.1 has no path \/api\/v6\.1\/products\/\{id\}/);
  assert.ok(missing.suggestions.length > 0);
});

test('a response example missing a required field fails, naming the field', async () => {
  const json = (await wrong).filter((p) => p.kind === 'json');
  assert.equal(json.length, 1, json.map(formatProseProblem).join('\n'));
  assert.equal(json[0].line, 13);
  assert.equal(json[0].token, 'response="get_ticket 200"');
  assert.match(json[0].message, /must have required property 'ticket_code'/);
});

test('nothing else is reported in the wrong pages, and every message names its file and line', async () => {
  const problems = await wrong;
  assert.deepEqual(
    problems.map((p) => `${p.version} ${p.kind} ${p.token}`),
    [
      '6.0 filter filtering[relation_id:gt]',
      '6.0 filter filtering[relation_id]',
      '6.1 name current_sale_order_code',
      '6.1 path GET /api/v6.1/products/{id}',
      '6.1 path GET /api/v6/accounts',
      '6.1 json response="get_ticket 200"',
    ],
  );
  for (const problem of problems) {
    const line = formatProseProblem(problem);
    const match = /^(\S+):(\d+):(\d+) {2}(.+?) {2}\S/.exec(line);
    assert.ok(match, line);
    assert.ok(fs.existsSync(path.join(wrongSite, match[1])), line);
    assert.equal(fs.readFileSync(path.join(wrongSite, match[1]), 'utf8').split('\n').length >= Number(match[2]), true);
    assert.equal(match[4], problem.token);
  }
});

test('a correct page passes: paths, comparisons, filters, names, code identifiers and JSON blocks with their meta', async () => {
  const dir = site({[vi('6.1', 'right.mdx')]: fixture('right-6.1.mdx')});
  assert.deepEqual((await checkProse(dir)).map(formatProseProblem), []);
});

test('a JSON block says what it shows, and its operation and status exist', async () => {
  const page = [
    '```json',
    '{"a": 1}',
    '```',
    '',
    '```json response="get_tickets 200"',
    '{}',
    '```',
    '',
    '```json response="get_ticket 201"',
    '{}',
    '```',
    '',
    '```json request="create_ticket"',
    '{"ticket_title": "x", "colour": "red"}',
    '```',
    '',
    '```json other="x"',
    '{"a": 1,}',
    '```',
  ].join('\n');
  const problems = await checkProsePage(site({[vi('6.1', 'json.mdx')]: page}), vi('6.1', 'json.mdx'));
  assert.deepEqual(
    problems.map((p) => [p.line, p.token]),
    [
      [1, '```json'],
      [5, 'response="get_tickets 200"'],
      [9, 'response="get_ticket 201"'],
      [14, 'request="create_ticket"'],
      [17, 'other="x"'],
    ],
  );
  assert.ok(problems[1].suggestions.includes('get_ticket'));
  assert.equal(problems[2].suggestions[0], 'get_ticket 200');
  assert.match(problems[3].message, /must NOT have unevaluated properties \(colour\)/);
  assert.match(problems[4].message, /does not parse/);
});

test('an allowlisted token passes; a stale allowlist entry fails, naming the allowlist line', async () => {
  const dir = site({
    [vi('6.1', 'allowlisted.mdx')]: fixture('allowlisted-6.1.mdx'),
    'prose-allowlist.yaml': fixture('allowlist.yaml'),
  });
  const problems = await checkProse(dir);
  assert.deepEqual(
    problems.map((p) => [p.file, p.line, p.token, p.kind]),
    [['prose-allowlist.yaml', 4, 'current_nothing_code', 'allowlist']],
  );
  assert.match(problems[0].message, /stale entry/);
  // Checking another version's pages does not call the 6.1 entries stale.
  assert.deepEqual(await checkProse(dir, {versions: ['6.0']}), []);
});

test('a partial is checked once for each version whose pages include it, {version} and {prefix} replaced, <ForVersions> resolved', async () => {
  const dir = site({
    [en('6.0', 'page.mdx')]: fixture('includes-partial.mdx'),
    [en('6.1', 'page.mdx')]: fixture('includes-partial.mdx'),
    'partials/en/fixture.mdx': fixture('partial.mdx'),
  });
  const problems = await checkProse(dir);
  // The wrong path is the second {prefix} of line 1; the <ForVersions only="6.0"> path exists in 6.0, and 6.1 skips it.
  const column = fixture('partial.mdx').split('\n')[0].lastIndexOf('{prefix}') + 1;
  assert.deepEqual(
    problems.map((p) => [p.file, p.line, p.column, p.version, p.token]),
    [
      ['partials/en/fixture.mdx', 1, column, '6.0', '/api/v6/acounts'],
      ['partials/en/fixture.mdx', 1, column, '6.1', '/api/v6.1/acounts'],
      ['partials/en/fixture.mdx', 3, 19, '6.0', 'filtering[nothing_here:eq]'],
      ['partials/en/fixture.mdx', 3, 19, '6.1', 'filtering[nothing_here:eq]'],
    ],
  );
});

test('the CLI prints file:line:col, token, message and hints, a summary, and exits 1; --version narrows it', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/check-prose.ts'), ...args], {
      cwd: wrongSite,
      encoding: 'utf8',
    });
  const all = run();
  assert.equal(all.status, 1, all.stderr);
  assert.match(
    all.stderr,
    /versioned_docs\/version-6\.1\/wrong\.mdx:7:40 {2}current_sale_order_code {2}current_sale_order_code is no .*\(did you mean: .*current_order_code/,
  );
  assert.match(all.stderr, /6 prose problem\(s\)/);
  assert.match(all.stderr, / {2}6\.1 {2}path: 2/);
  const one = run('--version', '6.0');
  assert.equal(one.status, 1);
  assert.doesNotMatch(one.stderr, /version-6\.1/);
  assert.match(one.stderr, /2 prose problem\(s\) \(API 6\.0/);
});
