/**
 * What a writer who records evidence without reading code is told (issue 39, item 7), each on scratch data:
 * a misspelt page id is named once per operation with the facts file and the nearest ids; a key of a facts
 * file that no check reads is a warning naming the file, line, page and key; a doc page in no sidebar fails
 * `npm run check`, naming its file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkApi} from '../../api/lib/checks/check';
import {formatKeyWarning, READ_KEYS, unknownKeys} from '../../api/lib/evidence/keys';
import {editDistance, nearest} from '../../api/lib/evidence/near';
import {formatProblem} from '../../api/lib/model/problems';
import {sidebarProblems} from '../../scripts/check-sidebars';
import {copySite, edit, FIXTURE_VERSION, write} from '../support/api-fixture';
import {tempDir} from '../support/temp-dir';

const FACTS = `api/evidence/api-facts-${FIXTURE_VERSION}.json`;
const WIDGET = `api/${FIXTURE_VERSION}/resources/widget.yaml`;

/** A facts file: the fixture's conventions and the given pages (found, with their endpoints). */
function facts(pages: {route: string; endpoints: unknown[]}[]): string {
  const conventions = {kind: 'conventions', route: '/docs/1.0/conventions', filtering: {operators: ['eq', 'contains']}};
  const found = pages.map((p) => ({...p, found_vi: true, found_en: true, title_vi: p.route, title_en: p.route}));
  return `${JSON.stringify([conventions, ...found], null, 2)}\n`;
}

test('nearest page ids: by edit distance, nearest first, none when nothing is near', () => {
  assert.equal(editDistance('account/type-detail', 'account/types'), 7);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  const ids = ['account/list', 'account/types', 'account/type_detail', 'product/list'];
  assert.deepEqual(nearest('account/type-detail', ids), ['account/type_detail', 'account/types', 'account/list']);
  assert.deepEqual(nearest('warehouse/inventory', ids), []);
});

test('a misspelt page id fails once per operation, naming the facts file and the nearest page ids', async () => {
  const site = copySite();
  write(
    site,
    FACTS,
    facts([
      {route: '/docs/1.0/widget/detail', endpoints: [{method: 'GET', path: '/api/v1/widgets/{widget_id}'}]},
      {route: '/docs/1.0/widget/list', endpoints: [{method: 'GET', path: '/api/v1/widgets'}]},
    ]),
  );
  edit(site, WIDGET, (text) =>
    text
      .replace(
        'x-evidence: {status: unpublished}\n      operationId: get_widget',
        'x-evidence: {status: published, page: widget/detial}\n      operationId: get_widget',
      )
      .replace(
        'x-evidence: {status: unpublished}\n      operationId: list_widgets',
        'x-evidence: {status: published, page: widget/lists}\n      operationId: list_widgets',
      ),
  );
  const problems = await checkApi(site, FIXTURE_VERSION);
  // The list's parameters, filter keys, their enum values and response fields inherit the pointer: one problem.
  const lists = problems.filter((p) => /widget\/lists/.test(p.message));
  assert.equal(lists.length, 1, problems.map(formatProblem).join('\n'));
  assert.match(lists[0]!.message, /list_widgets .*page widget\/lists is not in .*did you mean widget\/list, /);
  const missing = problems.filter((p) => /widget\/detial/.test(p.message));
  assert.equal(
    missing.length,
    1,
    `one problem for the operation, not one per element:\n${problems.map(formatProblem).join('\n')}`,
  );
  const [problem] = missing;
  assert.equal(problem!.file, WIDGET);
  assert.ok((problem!.line ?? 0) > 0, formatProblem(problem!));
  assert.match(
    problem!.message,
    /get_widget .*page widget\/detial is not in api\/evidence\/api-facts-1\.0\.json .*did you mean widget\/detail, widget\/list\?/,
  );
});

test('a pointer to a page that was not found is said once per operation too', async () => {
  const site = copySite();
  const lost = JSON.parse(facts([{route: '/docs/1.0/widget/list', endpoints: []}])) as Record<string, unknown>[];
  lost[1] = {...lost[1], found_vi: false, found_en: false};
  write(site, FACTS, JSON.stringify(lost));
  edit(site, WIDGET, (text) =>
    text.replace(
      'x-evidence: {status: unpublished}\n      operationId: list_widgets',
      'x-evidence: {status: published, page: widget/list}\n      operationId: list_widgets',
    ),
  );
  const problems = (await checkApi(site, FIXTURE_VERSION)).filter((p) => /widget\/list/.test(p.message));
  assert.deepEqual(
    problems.map((p) => p.message),
    [
      "list_widgets (GET /api/v1/widgets): page widget/list was not found on the platform's site (api/evidence/api-facts-1.0.json page widget/list): it publishes nothing",
    ],
  );
});

test('a key of a facts file that no check reads is a warning naming the file, line, page and key', () => {
  const text = facts([
    {
      route: '/docs/1.0/widget/detail',
      endpoints: [
        {
          method: 'GET',
          path: '/api/v1/widgets/{widget_id}',
          path_params: [{name: 'widget_id', type: 'integer', required: true}],
          response_fields: [{name: 'id', requried: true}],
          note: 'a note for people: no warning',
        },
      ],
    },
  ]);
  const warnings = unknownKeys(FACTS, FIXTURE_VERSION, text);
  assert.deepEqual(
    warnings.map((w) => [w.page, w.endpoint, w.place, w.key]),
    [
      ['widget/detail', 'GET /api/v1/widgets/{widget_id}', 'endpoint', 'path_params'],
      ['widget/detail', 'GET /api/v1/widgets/{widget_id}', 'param', 'requried'],
    ],
  );
  const line = text.split('\n').findIndex((l) => l.includes('"path_params"')) + 1;
  assert.match(
    formatKeyWarning(warnings[0]!),
    new RegExp(`^api/evidence/api-facts-1\\.0\\.json:${line}: warning: page widget/detail, GET .*"path_params"`),
  );
  assert.deepEqual(unknownKeys(FACTS, FIXTURE_VERSION, facts([{route: '/docs/1.0/widget/list', endpoints: []}])), []);
});

test('every key READ_KEYS says the check reads is read by load.ts, endpoint.ts or endpoint-names.ts', () => {
  const source = ['load.ts', 'endpoint.ts', 'endpoint-names.ts']
    .map((f) => fs.readFileSync(path.join(__dirname, '../../api/lib/evidence', f), 'utf8'))
    .join('\n');
  const unread = Object.values(READ_KEYS)
    .flat()
    .filter((key) => !new RegExp(`\\.${key}\\b|['"]${key}['"]`).test(source));
  assert.deepEqual(unread, []);
});

/** A scratch site of one version: its sidebar lists intro and the widget category (index and list). */
function sidebarSite(): string {
  const dir = tempDir('sidebars-');
  const put = (rel: string, text: string) => write(dir, rel, text);
  put('versions.json', '["1.0"]');
  put(
    'versioned_sidebars/version-1.0-sidebars.json',
    JSON.stringify({
      api: [
        'intro',
        {type: 'category', label: 'Widget', link: {type: 'doc', id: 'widget/intro'}, items: ['widget/list']},
      ],
    }),
  );
  for (const page of ['intro', 'widget/intro', 'widget/list', 'widget/_shared'])
    put(`versioned_docs/version-1.0/${page}.mdx`, '# Page\n');
  return dir;
}

test('a doc page in no sidebar fails, naming its file; a category index and a partial need no item', () => {
  const dir = sidebarSite();
  assert.deepEqual(sidebarProblems(dir), []);
  write(dir, 'versioned_docs/version-1.0/widget/detail.mdx', '# Detail\n');
  assert.deepEqual(sidebarProblems(dir), [
    'versioned_docs/version-1.0/widget/detail.mdx: page widget/detail is in no sidebar of versioned_sidebars/version-1.0-sidebars.json; add it there (or to UNLISTED_DOCS in scripts/check-sidebars.ts, with the reason)',
  ]);
  assert.deepEqual(sidebarProblems(dir, {'1.0': {'widget/detail': 'kept out on purpose'}}), []);
  assert.deepEqual(sidebarProblems(dir, {'1.0': {'widget/list': 'kept out on purpose'}}).slice(1), [
    'versioned_sidebars/version-1.0-sidebars.json lists widget/list, which UNLISTED_DOCS in scripts/check-sidebars.ts keeps out of it',
  ]);
});

test('the real site: every doc page is in its sidebar or kept out with a reason', () => {
  assert.deepEqual(sidebarProblems(path.resolve(__dirname, '../..')), []);
});
