import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkAllApis, checkApi} from '../../api/lib/checks/check';
import {loadApi} from '../../api/lib/model/load';
import {formatProblem, type Problem} from '../../api/lib/model/problems';
import {
  copySite,
  edit,
  EN_DOCS,
  FIXTURE_SITE,
  FIXTURE_VERSION,
  siteWithBroken,
  VI_DOCS,
  write,
} from '../support/api-fixture';

const WIDGET = `api/${FIXTURE_VERSION}/resources/widget.yaml`;

/** The one problem at `pointer` in `file`; fails listing every problem otherwise. */
function problemAt(problems: Problem[], file: string, pointer: string): Problem {
  const found = problems.filter((p) => p.file === file && p.pointer === pointer);
  assert.equal(
    found.length,
    1,
    `expected one problem at ${file} ${pointer}, got:\n${problems.map(formatProblem).join('\n')}`,
  );
  return found[0];
}

test('the fixture site passes every check', async () => {
  assert.deepEqual((await checkApi(FIXTURE_SITE, FIXTURE_VERSION)).map(formatProblem), []);
});

test('invalid OpenAPI is reported in its fragment, with pointer and line', async () => {
  const {site, fragment} = siteWithBroken('invalid-openapi');
  const problem = problemAt(await checkApi(site, FIXTURE_VERSION), fragment, '#/components/parameters/bad_location/in');
  assert.match(problem.message, /redocly struct/);
  assert.equal(problem.line, 6);
  assert.match(
    formatProblem(problem),
    /^api\/1\.0\/resources\/zz-invalid-openapi\.yaml:6 #\/components\/parameters\/bad_location\/in: /,
  );
});

test('an example that does not match its schema is reported', async () => {
  const {site, fragment} = siteWithBroken('bad-example');
  const problem = problemAt(
    await checkApi(site, FIXTURE_VERSION),
    fragment,
    '#/components/parameters/page_size/example',
  );
  assert.match(problem.message, /example does not match its schema: .*integer/);
});

test('a response example is validated against the $ref-resolved schema', async () => {
  const site = copySite();
  edit(site, WIDGET, (t) =>
    t.replace('example: {id: 7, name: Nut, status: 2}', 'example: {id: seven, name: Nut, status: 2}'),
  );
  const pointer = '#/paths/~1api~1v1~1widgets~1{widget_id}/get/responses/200/content/application~1json/example';
  const problem = problemAt(await checkApi(site, FIXTURE_VERSION), WIDGET, pointer);
  assert.match(problem.message, /\/id must be integer/);
});

test('a text without its x-en twin is reported', async () => {
  const {site, fragment} = siteWithBroken('missing-en');
  const problem = problemAt(
    await checkApi(site, FIXTURE_VERSION),
    fragment,
    '#/components/schemas/NoEnglish/description',
  );
  assert.match(problem.message, /no English twin x-en\.description/);
});

test('an orphan x-en key is reported', async () => {
  const {site, fragment} = siteWithBroken('orphan-en');
  const problem = problemAt(await checkApi(site, FIXTURE_VERSION), fragment, '#/components/schemas/Orphan/x-en/title');
  assert.match(problem.message, /orphan x-en\.title/);
});

test('a key defined in two fragments is an error naming both files', async () => {
  const {site, fragment} = siteWithBroken('duplicate');
  const problems = await checkApi(site, FIXTURE_VERSION);
  for (const pointer of ['#/paths/~1api~1v1~1widgets/get', '#/components/schemas/Widget']) {
    const problem = problemAt(problems, fragment, pointer);
    assert.match(problem.message, new RegExp(`defined twice: in ${WIDGET} and in ${fragment}`));
  }
});

test('an unknown <ApiOperation id> is reported in its MDX page, with the line', async () => {
  const site = copySite();
  const page = `${EN_DOCS}/widget/extra.mdx`;
  write(site, page, '---\ntitle: Extra\n---\n\n<ApiOperation id="no_such_operation" />\n');
  const problem = problemAt(await checkApi(site, FIXTURE_VERSION), page, '');
  assert.equal(problem.line, 5);
  assert.match(problem.message, /id="no_such_operation"/);
});

test('an operation with no page in one locale is reported at its x-doc', async () => {
  const site = copySite();
  fs.rmSync(path.join(site, EN_DOCS, 'widget/detail.mdx'));
  const problems = await checkApi(site, FIXTURE_VERSION);
  const problem = problemAt(problems, WIDGET, '#/paths/~1api~1v1~1widgets~1{widget_id}/get/x-doc');
  assert.match(problem.message, /"get_widget" is not shown on its en page/);
  assert.equal(problems.length, 1, 'the Vietnamese page still counts');
});

test('an operation whose page lacks the tag is reported', async () => {
  const site = copySite();
  edit(site, `${VI_DOCS}/widget/create.mdx`, (t) => t.replace('<ApiOperation id="create_widget" />', ''));
  const problem = problemAt(await checkApi(site, FIXTURE_VERSION), WIDGET, '#/paths/~1api~1v1~1widget/post/x-doc');
  assert.match(problem.message, /not shown on its vi page/);
});

test('a required parameter without an example is reported', async () => {
  const site = copySite();
  edit(site, WIDGET, (t) => t.replace('          example: 7\n', ''));
  const problem = problemAt(
    await checkApi(site, FIXTURE_VERSION),
    WIDGET,
    '#/paths/~1api~1v1~1widgets~1{widget_id}/get/parameters/0',
  );
  assert.match(problem.message, /required parameter "widget_id" has no example/);
});

test('a missing doc target anchor is reported', async () => {
  const site = copySite();
  edit(site, `${EN_DOCS}/guide.mdx`, (t) => t.replace('{#errors}', '{#problems}'));
  const problem = problemAt(
    await checkApi(site, FIXTURE_VERSION),
    `api/${FIXTURE_VERSION}/openapi.yaml`,
    '#/info/x-docs/errors',
  );
  assert.match(problem.message, /no heading with id "errors"/);
});

test('the loader takes the server from config/brand.ts', () => {
  const {document} = loadApi(FIXTURE_SITE, FIXTURE_VERSION);
  assert.equal(document.servers?.[0].url, 'https://{your-domain}');
  assert.ok(JSON.stringify(document.servers).includes('"your-domain":{"default":"your-company.crm.example"'));
});

test('the real API sources pass every check', async () => {
  const {versions, problems} = await checkAllApis(process.cwd());
  assert.ok(versions.includes('6.1'));
  assert.deepEqual(problems.map(formatProblem), []);
});
