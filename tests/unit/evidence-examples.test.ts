/**
 * The four contradictions of issue 32, each restored in a scratch copy of the
 * real sources: the evidence check (a step of `npm run check`) fails on each,
 * naming the file, the line, the element and the evidence it disagrees with.
 * 1. 6.0's operators without gt, lt and not_between (the 6.0 conventions page
 *    lists all eleven), and a partial promising `400` for a key that uses one;
 * 2. customer sync saying `filtering[last_sync]` returns what changed "since"
 *    (the public page writes the key with eq);
 * 3. 6.1's `empty` operator meaning `0` (the source declares only `1`);
 * 4. 6.0 customer sync answering an envelope with has_more (the public
 *    example is a bare JSON array).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkApi} from '../../api/lib/checks/check';
import {checkProse, formatProseProblem} from '../../api/lib/prose/check-prose';
import {formatProblem, type Problem} from '../../api/lib/model/problems';
import {editYaml, scratchSources} from '../support/scratch-sources';

/** The one problem of `file` whose message matches `message`; fails listing the file's problems otherwise. */
function found(problems: Problem[], file: string, message: RegExp): Problem {
  const mine = problems.filter((p) => p.file === file);
  const hit = mine.find((p) => message.test(p.message));
  assert.ok(hit, `no problem matching ${message} in ${file}:\n${mine.map(formatProblem).join('\n')}`);
  assert.ok((hit.line ?? 0) > 0, `a line: ${formatProblem(hit)}`);
  return hit;
}

/** One scratch copy with the four examples restored; each version is checked once. */
const restored = (() => {
  const site = scratchSources('evidence-examples-');
  editYaml(site, 'api/6.0/openapi.yaml', (doc) => {
    for (const op of ['gt', 'lt', 'not_between']) doc.deleteIn(['x-operators', op]);
  });
  editYaml(site, 'api/6.0/resources/customer.yaml', (doc) => {
    const get = ['paths', '/api/v6/accounts/sync', 'get'];
    doc.setIn(
      [...get, 'x-en', 'description'],
      'Returns the customers created or changed since `filtering[last_sync]`, a Unix timestamp.',
    );
    const media = [...get, 'responses', '200', 'content', 'application/json'];
    doc.setIn([...media, 'schema'], doc.createNode({$ref: '#/components/schemas/ListEnvelope'}));
    doc.deleteIn([...media, 'example']);
  });
  editYaml(site, 'api/6.1/openapi.yaml', (doc) => {
    doc.setIn(['x-operators', 'empty', 'x-en', 'description'], '`1`: the field is empty; `0`: it is not.');
    doc.setIn(['x-operators', 'empty', 'description'], '`1`: trường trống; `0`: không trống.');
  });
  const partial = 'partials/en/filter-rule.mdx';
  fs.appendFileSync(
    path.join(site, partial),
    '\n<ForVersions versions="6.0">\n\nVersion 6.0 has no `gt` operator: `GET /api/v6/products?filtering[price:gt]=1` gets `400`.\n\n</ForVersions>\n',
  );
  const checked = new Map<string, Promise<Problem[]>>();
  return {
    site,
    partial,
    problems: (version: string) => {
      if (!checked.has(version)) checked.set(version, checkApi(site, version));
      return checked.get(version)!;
    },
  };
})();

test('1. 6.0 operators: gt, lt and not_between removed from x-operators fail against the 6.0 conventions', async () => {
  const problem = found(
    await restored.problems('6.0'),
    'api/6.0/openapi.yaml',
    /^the conventions of 6\.0 \(api\/evidence\/api-facts-6\.0\.json, .+\) list (?=.*\bgt\b)(?=.*\blt\b)(?=.*\bnot_between\b).*which x-operators lacks$/,
  );
  assert.match(formatProblem(problem), /^api\/6\.0\/openapi\.yaml:\d+ #\/x-operators/);
});

test('1. 6.0 operators: a partial that promises 400 for a key with gt fails the prose check', async () => {
  const problems = (await checkProse(restored.site)).filter((p) => p.file === restored.partial && p.kind === 'claim');
  assert.ok(
    problems.some((p) => p.token === '400' && /no public page or client program shows/.test(p.message)),
    problems.map(formatProseProblem).join('\n') || 'no claim reported',
  );
});

test('2. customer sync: "since filtering[last_sync]" fails, the public page writes the key with eq', async () => {
  found(
    await restored.problems('6.0'),
    'api/6.0/resources/customer.yaml',
    /filtering\[last_sync\] compares "since", but its operator is eq \(the public page's\)/,
  );
});

test('3. 6.1 empty: a meaning that names 0 fails, the keys that take empty accept only 1', async () => {
  found(
    await restored.problems('6.1'),
    'api/6.1/openapi.yaml',
    /^operator empty: its meaning names `0`, which \S+:empty\] does not accept \(1\)$/,
  );
});

test('4. 6.0 customer sync: an envelope with has_more fails, the public example is a bare JSON array', async () => {
  found(
    await restored.problems('6.0'),
    'api/6.0/resources/customer.yaml',
    /response 200 is an object \([^)]*has_more[^)]*\); .*customer\/sync.* shows a bare JSON array/,
  );
});
