/**
 * `<ApiRequest>` blocks (the requests of guides and recipes): values checked
 * against the operation, rendered with the reference pages' serialiser, and
 * every block of the real site valid — the recipe test.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import {checkRequest, closeObjects, requestOf, type RequestValues} from '../../api/lib/requests/api-request';
import {createAjv} from '../../api/lib/model/ajv';
import {checkRequests, scanPage} from '../../api/lib/checks/check-requests';
import {loadApi} from '../../api/lib/model/load';
import {findOperation} from '../../api/lib/browser-safe/openapi';
import {formatProblem} from '../../api/lib/model/problems';
import remarkApiOperation from '../../render/remark-api-operation';
import {curlSample, resolveSample} from '../../api/lib/browser-safe/samples';
import {copySite, EN_DOCS, FIXTURE_SITE, VI_DOCS, write} from '../support/api-fixture';

const ajv = createAjv();
const fixture = loadApi(FIXTURE_SITE, '1.0').document;
const problemsOf = (id: string, values: RequestValues) =>
  checkRequest(ajv, fixture, findOperation(fixture, id)!, values);

const block = (id: string, values: RequestValues) =>
  `<ApiRequest id="${id}">\n\n\`\`\`json\n${JSON.stringify(values, null, 2)}\n\`\`\`\n\n</ApiRequest>\n`;

test('values that make a valid request pass; each kind of mistake is named', () => {
  assert.deepEqual(problemsOf('list_widgets', {query: {fields: ['id', 'name'], filtering: {'status:eq': 1}}}), []);
  assert.deepEqual(problemsOf('get_widget', {path: {widget_id: 7}}), []);
  assert.deepEqual(problemsOf('create_widget', {body: {name: 'Bolt', parts: [{product_id: 3}]}}), []);
  const cases: [string, RequestValues, RegExp][] = [
    ['list_widgets', {query: {limit: 5}}, /query "limit" is not a query parameter/],
    ['list_widgets', {query: {fields: ['colour']}}, /fields names "colour", which is not a field of the records/],
    [
      'list_widgets',
      {query: {filtering: {'colour:eq': 'red'}}},
      /query "filtering" must NOT have unevaluated properties \(colour:eq\)/,
    ],
    [
      'list_widgets',
      {query: {filtering: {'status:eq': 9}}},
      /query "filtering"\/status:eq must be equal to one of the allowed values/,
    ],
    ['get_widget', {}, /the required path parameter "widget_id" is missing/],
    ['get_widget', {path: {widget_id: 'seven'}}, /path "widget_id" must be integer/],
    ['create_widget', {}, /the request body is required/],
    ['create_widget', {body: {name: 'Bolt', colour: 'red'}}, /body must NOT have unevaluated properties \(colour\)/],
    [
      'create_widget',
      {body: {parts: [{product_id: 3, size: 2}]}},
      /body must have required property 'name'[\s\S]*body\/parts\/0 must NOT have unevaluated properties \(size\)/,
    ],
    ['get_widget', {path: {widget_id: 7}, body: {}}, /this operation takes no JSON body/],
  ];
  for (const [id, values, expected] of cases)
    assert.match(problemsOf(id, values).join('\n'), expected, JSON.stringify(values));
});

test('closing objects leaves maps and the members of allOf open, and closes the merged object', () => {
  const closed = closeObjects({
    allOf: [
      {type: 'object', properties: {a: {type: 'string'}}},
      {type: 'object', properties: {b: {type: 'object', properties: {c: {}}}}},
    ],
    properties: {map: {type: 'object', additionalProperties: {type: 'string'}}},
  }) as Record<string, never>;
  const validate = ajv.compile(closed);
  assert.equal(validate({a: 'x', b: {c: 1}, map: {any: 'y'}}), true);
  assert.equal(validate({a: 'x', z: 1}), false);
  assert.equal(validate({b: {c: 1, d: 2}}), false);
});

test('the request is serialised as the reference pages do it: deepObject filters, comma lists, JSON body', () => {
  const list = requestOf(fixture, findOperation(fixture, 'list_widgets')!, {
    query: {filtering: {'status:eq': 1}, fields: ['id', 'name']},
  });
  assert.match(
    curlSample(resolveSample(list, 'https://crm.example')),
    /'https:\/\/crm\.example\/api\/v1\/widgets\?filtering\[status:eq\]=1&fields=id,name'/,
  );
  const create = requestOf(fixture, findOperation(fixture, 'create_widget')!, {body: {name: 'Bolt'}});
  const curl = curlSample(resolveSample(create, 'https://crm.example'));
  assert.match(curl, /--request POST 'https:\/\/crm\.example\/api\/v1\/widget'/);
  assert.match(curl, /--header 'Content-Type: application\/json'/);
  assert.match(curl, /--data '\{\n {2}"name": "Bolt"\n\}'/);
});

test('the page scan finds blocks and names malformed ones by line', () => {
  const page = scanPage(
    [
      block('list_widgets', {query: {fields: ['id']}}),
      '<ApiRequest id="get_widget" />',
      '',
      '<ApiRequest id="get_widget">',
      '',
      'Text.',
      '',
      '```js',
      'fetch("/api/v1/nothing")',
      '```',
    ].join('\n'),
    'x.mdx',
  );
  assert.deepEqual(
    page.blocks.map((b) => [b.id, b.line]),
    [['list_widgets', 1]],
  );
  assert.deepEqual(
    page.problems.map((p) => [p.line, /needs its values|must hold one/.test(p.message)]),
    [
      [15, true],
      [17, true],
    ],
  );
  assert.deepEqual(
    page.code.map((c) => c.text),
    ['fetch("/api/v1/nothing")'],
  );
});

async function transform(file: string, source: string): Promise<Root> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const vfile = new VFile({path: path.join(FIXTURE_SITE, file), value: source});
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiOperation, {siteDir: FIXTURE_SITE});
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

test('a block becomes the endpoint, a link to the reference page and the five sample tabs, in the page locale', async () => {
  const tree = await transform(
    `${EN_DOCS}/recipe.mdx`,
    `Intro.\n\n${block('list_widgets', {query: {fields: ['id']}})}`,
  );
  const [line, tabs] = tree.children.slice(1) as RootContent[];
  assert.equal(line.type, 'paragraph');
  assert.match(JSON.stringify(line), /"GET \/api\/v1\/widgets"[\s\S]*"url":".\/widget\/list.mdx"[\s\S]*"List widgets"/);
  const element = tabs as MdxJsxFlowElement;
  assert.equal(element.name, 'Tabs');
  assert.deepEqual(
    element.children.map(
      (c) => (c as MdxJsxFlowElement).attributes.find((a) => 'name' in a && a.name === 'value')?.value,
    ),
    ['http', 'curl', 'javascript', 'php', 'python'],
  );
});

test('an invalid block fails the compilation, naming the file, the line and the problem', async () => {
  await assert.rejects(
    transform(`${VI_DOCS}/recipe.mdx`, `Intro.\n\n${block('create_widget', {body: {title: 'x'}})}`),
    /versioned_docs\/version-1\.0\/recipe\.mdx:3: <ApiRequest> id="create_widget" is not a valid request of API 1\.0: body must have required property 'name'; body must NOT have unevaluated properties \(title\)/,
  );
  await assert.rejects(
    transform(`${VI_DOCS}/recipe.mdx`, block('no_such', {})),
    /recipe\.mdx:1: <ApiRequest> id="no_such" names no operation of API 1\.0/,
  );
});

test('the check names blocks that differ between a page and its translation, and code paths the version lacks', () => {
  const site = copySite();
  write(
    site,
    `${VI_DOCS}/recipe.mdx`,
    `${block('list_widgets', {query: {fields: ['id']}})}\n\`\`\`js\nfetch(\`https://x/api/v1/widgets/\${id}\`); fetch('/api/v1/gadgets')\n\`\`\`\n`,
  );
  write(site, `${EN_DOCS}/recipe.mdx`, block('list_widgets', {query: {fields: ['name']}}));
  const messages = checkRequests(site, '1.0', loadApi(site, '1.0').document).map(formatProblem);
  assert.deepEqual(messages, [
    `${VI_DOCS}/recipe.mdx:15: code names /api/v1/gadgets, which is no path of API 1.0`,
    `${EN_DOCS}/recipe.mdx: its <ApiRequest> blocks differ from those of ${VI_DOCS}/recipe.mdx: a page and its translation send the same requests`,
  ]);
});

const SITE = path.resolve(__dirname, '../..');

for (const version of ['6.0', '6.1']) {
  test(`recipes of API ${version}: every request is a valid request of the version, the same in both locales`, () => {
    const problems = checkRequests(SITE, version, loadApi(SITE, version).document);
    assert.deepEqual(problems.map(formatProblem), []);
    const recipes = path.join(SITE, `versioned_docs/version-${version}/recipes`);
    const blocks = fs
      .readdirSync(recipes)
      .flatMap((name) => scanPage(fs.readFileSync(path.join(recipes, name), 'utf8'), name).blocks);
    assert.ok(
      blocks.length >= 8,
      `the ${version} recipes send their requests through <ApiRequest> (${blocks.length} blocks)`,
    );
  });
}
