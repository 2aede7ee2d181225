/**
 * The recipes' Arazzo workflows (api/<version>/workflows/): the real ones are
 * valid and true to their version; each kind of mistake in a scratch copy is
 * named with its file, line, workflow and step, by the check (`npm run check`)
 * and by the build (the downloads plugin, and the page that shows a step);
 * a step on a page becomes the same request block as any `<ApiRequest>`, and
 * `<ApiWorkflow>` links the published file in the page's locale.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import {checkWorkflows} from '../../api/lib/checks/check-workflows';
import {loadApi} from '../../api/lib/model/load';
import {formatProblem} from '../../api/lib/model/problems';
import {writeWorkflows} from '../../plugins/api-downloads';
import remarkApiOperation from '../../render/remark-api-operation';
import {siteOrigin} from '../../config/site';
import {edit} from '../support/api-fixture';
import {tempDir} from '../support/temp-dir';

const SITE = path.resolve(__dirname, '../..');
const VI = 'versioned_docs/version-6.1';
const EN = 'i18n/en/docusaurus-plugin-content-docs/version-6.1';
const UPSERT = 'api/6.1/workflows/upsert-customer.arazzo.yaml';
const ORDER = 'api/6.1/workflows/create-sale-order.arazzo.yaml';

/** A site holding API 6.1's sources and workflows and the pages the workflows name, to break. */
function scratchSite(): string {
  const dir = tempDir('workflows-');
  fs.cpSync(path.join(SITE, 'api/6.1'), path.join(dir, 'api/6.1'), {recursive: true});
  for (const docs of [VI, EN]) {
    fs.cpSync(path.join(SITE, docs, 'recipes'), path.join(dir, docs, 'recipes'), {recursive: true});
    fs.copyFileSync(path.join(SITE, docs, 'mock-server.mdx'), path.join(dir, docs, 'mock-server.mdx'));
  }
  return dir;
}

async function problems(site: string): Promise<string[]> {
  return (await checkWorkflows(site, '6.1', loadApi(site, '6.1').document)).map(formatProblem);
}

for (const version of ['6.0', '6.1']) {
  test(`API ${version}: every workflow is valid Arazzo and true to the version`, async () => {
    assert.deepEqual((await checkWorkflows(SITE, version, loadApi(SITE, version).document)).map(formatProblem), []);
  });
}

test('each kind of mistake is named with its file, line, workflow and step', async () => {
  const cases: [string, (text: string) => string, RegExp][] = [
    [
      UPSERT,
      (t) => t.replace('operationId: list_accounts', 'operationId: list_acounts'),
      /^api\/6\.1\/workflows\/upsert-customer\.arazzo\.yaml:\d+ #\/workflows\/0\/steps\/0: workflow upsert-customer, step find: operationId "list_acounts" names no operation of API 6\.1$/m,
    ],
    [
      UPSERT,
      (t) => t.replace('{name: limit, in: query', '{name: limt, in: query'),
      /:\d+ .*workflow upsert-customer, step find: query "limt" is not a query parameter of this operation/,
    ],
    [
      UPSERT,
      (t) =>
        t.replace(
          'current_account_code: $inputs.account_code',
          'current_account_code: $inputs.account_code\n            colour: red',
        ),
      /:\d+ .*workflow upsert-customer, step update: body must NOT have unevaluated properties \(colour\)/,
    ],
    [
      ORDER,
      (t) =>
        t.replace('value: $steps.create-order.outputs.order_code', 'value: $steps.create-order.outputs.order_number'),
      /create-sale-order\.arazzo\.yaml:\d+ #\/workflows\/1\/steps\/3\/parameters\/0\/value: workflow order-for-customer, step read-back: \$steps\.create-order\.outputs\.order_number: step create-order has no output "order_number"/,
    ],
    [
      UPSERT,
      (t) => t.replace('      - stepId: create\n', '      - stepId: create\n        stepid: create\n'),
      /workflow upsert-customer, step create: Property `stepid` is not expected here\. \[redocly struct\]/,
    ],
    [
      UPSERT,
      (t) => t.replace('      - stepId: restore\n', '      - stepId: restored\n'),
      /workflow upsert-customer, step create: goes to step restore, which workflow upsert-customer lacks/,
    ],
    [
      UPSERT,
      (t) =>
        t.replace(
          "        x-en: {description: 'Update the customer, with its current code in `current_account_code`.'}\n",
          '',
        ),
      /workflow upsert-customer, step update: "description" has no English twin x-en\.description/,
    ],
    [
      UPSERT,
      (t) =>
        t.replace(
          '{name: X-API-KEY, in: header, value: $inputs.api_key}',
          '{name: X-API-KEY, in: header, value: secret-key}',
        ),
      /step find: parameter X-API-KEY: the credential X-API-KEY must be \$inputs\.api_key, never a literal key/,
    ],
    [
      UPSERT,
      (t) => t.replace('steps:\n', 'steps:\n  - [\n'),
      /^api\/6\.1\/workflows\/upsert-customer\.arazzo\.yaml:\d+: YAML: /m,
    ],
  ];
  for (const [file, change, expected] of cases) {
    const site = scratchSite();
    edit(site, file, change);
    assert.match((await problems(site)).join('\n'), expected, String(expected));
  }
});

test('a workflow page must exist in both locales and link the file', async () => {
  const site = scratchSite();
  edit(site, `${EN}/recipes/sync-customers.mdx`, (t) => t.replace('<ApiWorkflow name="sync-customers" />', ''));
  assert.match(
    (await problems(site)).join('\n'),
    /workflow sync-customers: i18n\/en\/.*\/recipes\/sync-customers\.mdx does not link the file: add <ApiWorkflow name="sync-customers" \/>/,
  );
});

test('a malformed workflow fails the build (the downloads), naming the file and the step', async () => {
  const site = scratchSite();
  edit(site, ORDER, (t) =>
    t.replace('value: $steps.create-order.outputs.order_code', 'value: $steps.create-order.outputs.order_number'),
  );
  await assert.rejects(
    writeWorkflows(site, tempDir('workflow-downloads-'), 'vi'),
    /The API 6\.1 workflows have problems:\n[\s\S]*create-sale-order\.arazzo\.yaml:\d+ .*workflow order-for-customer, step read-back/,
  );
});

test('the build publishes each workflow in the locale language, without x-en, with the list of them', async () => {
  const out = tempDir('workflow-downloads-');
  await writeWorkflows(SITE, out, 'en');
  const dir = path.join(out, 'downloads/api/6.1/workflows');
  const published = JSON.parse(fs.readFileSync(path.join(dir, 'upsert-customer.arazzo.json'), 'utf8'));
  assert.equal(published.info.title, 'Upsert a customer by code (create or update)');
  assert.ok(!JSON.stringify(published).includes('"x-en"'));
  assert.deepEqual(published.sourceDescriptions, [{name: 'crm', url: '../openapi.json', type: 'openapi'}]);
  const {parse} = await import('yaml');
  assert.deepEqual(parse(fs.readFileSync(path.join(dir, 'upsert-customer.arazzo.yaml'), 'utf8')), published);
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  assert.deepEqual(
    index.workflows.find((w: {workflowId: string}) => w.workflowId === 'upsert-customer'),
    {
      workflowId: 'upsert-customer',
      summary: 'Create or update a customer by `account_code`.',
      file: '/downloads/api/6.1/workflows/upsert-customer.arazzo.yaml',
      page: 'recipes/upsert-customer',
      steps: ['find', 'update', 'create', 'restore'],
    },
  );
  assert.ok(!fs.existsSync(path.join(out, 'downloads/api/4.0/workflows')), '4.0 has no recipes');
});

async function transform(site: string, file: string, source: string): Promise<Root> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const vfile = new VFile({path: path.join(site, file), value: source});
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiOperation, {siteDir: site});
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

test('a step on a page is the request block of its values, with a line naming the step and what earlier steps give', async () => {
  const tree = await transform(
    SITE,
    `${EN}/recipes/x.mdx`,
    'Intro.\n\n<ApiRequest workflow="order-for-customer" step="read-back" />\n',
  );
  const [, line, note, tabs] = tree.children;
  assert.match(JSON.stringify(line), /"GET \/api\/v6\.1\/sale_order"/);
  assert.match(
    JSON.stringify(note),
    /Step \d of \d of the recipe: [a-z].*\(in the workflow file, this step is .*read-back.*\)\..*When the whole recipe runs from the workflow file, these values come from earlier steps: .*"order_code".*"\$steps\.create-order\.outputs\.order_code"/,
  );
  assert.equal((tabs as MdxJsxFlowElement).name, 'Tabs');
  assert.match(JSON.stringify(tabs), /order_code=DH002501/, 'the page shows the x-example');
  await assert.rejects(
    transform(SITE, `${VI}/recipes/x.mdx`, '<ApiRequest workflow="upsert-customer" step="nope" />\n'),
    /versioned_docs\/version-6\.1\/recipes\/x\.mdx:1: <ApiRequest> workflow="upsert-customer" step="nope" names no step of API 6\.1's workflows: .*upsert-customer \(find, update, create, restore\)/,
  );
});

test('<ApiWorkflow> links the published file in the page locale and gives the command that runs it against the mock', async () => {
  const tree = await transform(SITE, `${EN}/recipes/x.mdx`, '<ApiWorkflow name="upsert-customer" />\n');
  const text = JSON.stringify(tree);
  assert.match(text, /"url":"pathname:\/\/\/en\/downloads\/api\/6\.1\/workflows\/upsert-customer\.arazzo\.yaml"/);
  const command = tree.children.find((n) => n.type === 'code');
  assert.equal(
    command && 'value' in command ? command.value : '',
    `npx @redocly/cli respect ${siteOrigin}/en/downloads/api/6.1/workflows/upsert-customer.arazzo.yaml \\\n  --server crm=http://127.0.0.1:4010 --input api_key=YOUR_API_KEY`,
  );
  assert.match(text, /creates or updates data/, 'a workflow that writes says so');
  const read = JSON.stringify(await transform(SITE, `${EN}/recipes/x.mdx`, '<ApiWorkflow name="sync-customers" />\n'));
  assert.doesNotMatch(read, /creates or updates data/);
  await assert.rejects(
    transform(SITE, `${VI}/recipes/x.mdx`, '<ApiWorkflow name="nope" />\n'),
    /x\.mdx:1: <ApiWorkflow> name="nope" names no file api\/6\.1\/workflows\/nope\.arazzo\.yaml/,
  );
});
