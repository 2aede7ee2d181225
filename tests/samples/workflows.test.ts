/**
 * The recipes' Arazzo workflows (api/<version>/workflows/, published under
 * /downloads/api/<version>/workflows/) run as their pages say: the command of
 * each recipe's "Run the recipe as a workflow" section, taken from the page's
 * Markdown twin in the build, is run as written with the site's URL pointed
 * at the preview server over the build and the mock's origin at Prism mocking
 * the version's download. Every step that runs must pass its success
 * criteria and Respect's own checks (status code, content type, response
 * schema), and each output a later step uses must resolve. A failure names
 * the workflow and the step.
 *
 * The mock answers every request with the same example, so a branch the
 * example never leads to is not taken here (NOT_REACHED, each with its
 * reason; the table must match what ran, so it cannot outlive a change). The
 * requests of those steps still run one by one in samples.test.ts, since the
 * recipe page shows them.
 */
import {after, before, describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {isObject, type Json} from '../../api/lib/json';
import {inlineRefs} from '../../api/lib/refs';
import {findOperation, type OpenApiDocument} from '../../api/lib/openapi';
import {TEXT_KEYS} from '../../api/lib/text';
import {DOWNLOAD_FILES, downloadPath, workflowIndexPath} from '../../config/downloads';
import {MOCK_ORIGIN} from '../../config/mock';
import {siteOrigin} from '../../config/site';
import {VERSIONS, versionRoot} from '../../config/versions';
import {startPrism, type RunningPrism} from '../support/prism';
import {respectCommand, runRespect} from '../support/respect';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';
import {tempDir} from '../support/temp-dir';

/** Steps the mock's examples never lead to, per version, with the reason. */
const NOT_REACHED: Record<string, Record<string, string>> = {
  '6.0': {
    'upsert-customer/create': "the mock's customer list is never empty: the customer is found and updated",
    'upsert-customer/find-deleted': 'reached only when creating is refused for a taken code',
    'upsert-customer/restore': 'reached only when creating is refused for a taken code',
    'create-sale-order/place-order':
      "the mock's list answers two customers for any phone number, so the workflow stops as the recipe says; order-for-customer also runs on its own",
  },
  '6.1': {
    'upsert-customer/create': "the mock's customer list is never empty: the customer is found and updated",
    'upsert-customer/restore': 'reached only when creating is refused for a taken code',
    'create-sale-order/place-order':
      "the mock's list answers two customers for any phone number, so the workflow stops as the recipe says; order-for-customer also runs on its own",
  },
};

type IndexEntry = {workflowId: string; file: string; page?: string; steps: string[]};

const withWorkflows = VERSIONS.filter((v) => fs.existsSync(path.join(BUILD_DIR, workflowIndexPath(v))));

function indexOf(version: string, prefix = ''): IndexEntry[] {
  return (
    JSON.parse(fs.readFileSync(path.join(BUILD_DIR, prefix, workflowIndexPath(version)), 'utf8')) as {
      workflows: IndexEntry[];
    }
  ).workflows;
}

function readBuild(sitePath: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, sitePath), 'utf8');
}

/**
 * The list filters Prism 5 cannot read (samples.test.ts, PRISM_EXCEPTIONS "deepObject lists"): a list-typed
 * member of a deepObject parameter with minItems, which Prism fills with an empty list on every request.
 */
function prismListBug(schema: Json): boolean {
  return isObject(schema) && isObject(schema.properties)
    ? Object.values(schema.properties).some((s) => isObject(s) && s.type === 'array' && typeof s.minItems === 'number')
    : false;
}

/**
 * The spec the mock serves: the build's mock variant of the download when there is one (openapi.mock.json,
 * which Prism reads correctly); until the build publishes it, a stand-in made here the same way: the
 * download without the minItems that Prism's deepObject bug trips on. The steps whose operations carry
 * that bug are reported, since the plain download answers them with a wrong 400.
 */
function mockSpec(version: string, t: TestContext): string {
  const variant = path.join(
    BUILD_DIR,
    downloadPath(version, DOWNLOAD_FILES.openapiJson).replace(/\.json$/, '.mock.json'),
  );
  if (fs.existsSync(variant)) return variant;
  const doc = JSON.parse(readBuild(downloadPath(version, DOWNLOAD_FILES.openapiJson))) as OpenApiDocument;
  /** Fixes one parameter object in place; true when it had the bug. */
  const fix = (parameter: Json): boolean => {
    if (!isObject(parameter) || parameter.style !== 'deepObject' || parameter.schema === undefined) return false;
    const schema = inlineRefs(doc, parameter.schema);
    if (!prismListBug(schema) || !isObject(schema) || !isObject(schema.properties)) return false;
    for (const member of Object.values(schema.properties)) if (isObject(member)) delete member.minItems;
    parameter.schema = schema;
    return true;
  };
  const shared = Object.entries((doc.components?.parameters ?? {}) as Record<string, Json>)
    .filter(([, parameter]) => fix(parameter))
    .map(([name]) => `#/components/parameters/${name}`);
  const affected: string[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item as Record<string, {operationId?: string; parameters?: Json[]}>)) {
      const buggy = (operation.parameters ?? []).filter((p) =>
        isObject(p) && typeof p.$ref === 'string' ? shared.includes(p.$ref) : fix(p),
      );
      if (buggy.length > 0 && operation.operationId) affected.push(operation.operationId);
    }
  }
  const steps = indexOf(version).flatMap((w) => {
    const file = parse(readBuild(w.file)) as {
      workflows: {workflowId: string; steps: {stepId: string; operationId?: string}[]}[];
    };
    const workflow = file.workflows.find((x) => x.workflowId === w.workflowId);
    return (workflow?.steps ?? [])
      .filter((s) => s.operationId && affected.includes(s.operationId))
      .map((s) => `${w.workflowId}/${s.stepId}`);
  });
  t.diagnostic(
    `no ${path.basename(variant)} in the build: a stand-in without Prism's deepObject list bug; against the plain download these steps get a wrong 400: ${steps.join(', ') || 'none'}`,
  );
  const file = path.join(tempDir(`mock-${version}-`), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  return file;
}

describe("the recipes' workflows, run with redocly respect as their pages say, against the mock", () => {
  let site: RunningServer;
  const prisms = new Map<string, Promise<RunningPrism>>();
  before(async () => {
    site = await startServer();
  });
  after(async () => {
    await site.close();
    for (const prism of prisms.values()) await (await prism).close();
  });
  const prismOf = (version: string, t: TestContext) => {
    if (!prisms.has(version)) prisms.set(version, startPrism(mockSpec(version, t)));
    return prisms.get(version)!;
  };

  test('the build publishes the workflows of 6.0 and 6.1', () => {
    assert.deepEqual(withWorkflows, ['6.1', '6.0']);
  });

  for (const version of withWorkflows) {
    test(`API ${version}: every workflow runs green; outputs feed the next steps`, async (t) => {
      const prism = await prismOf(version, t);
      const index = indexOf(version);
      const failures: string[] = [];
      const reached = new Set<string>();
      for (const file of [...new Set(index.map((w) => w.file))]) {
        const page = index.find((w) => w.file === file)!.page!;
        const twin = readBuild(`${versionRoot(version)}/${page}.md`);
        const command = respectCommand(twin).map((word) =>
          word.split(siteOrigin).join(site.origin).split(MOCK_ORIGIN).join(prism.origin),
        );
        assert.ok(command.includes(`${site.origin}${file}`), `${page}: the command runs ${file}`);
        const started = Date.now();
        const run = await runRespect(command, parse(readBuild(file)) as Json);
        t.diagnostic(
          `${file}: ${run.steps.map((s) => `${s.workflowId}/${s.stepId}`).join(' → ')} (${Date.now() - started} ms)`,
        );
        failures.push(...run.failures.map((f) => `${file}: ${f}`));
        for (const step of run.steps) reached.add(`${step.workflowId}/${step.stepId}`);
      }
      assert.deepEqual(failures, [], failures.join('\n'));
      const all = index.flatMap((w) => w.steps.map((s) => `${w.workflowId}/${s}`));
      assert.deepEqual(
        all.filter((s) => !reached.has(s)).sort(),
        Object.keys(NOT_REACHED[version] ?? {}).sort(),
        'the steps the mock does not reach are the ones NOT_REACHED names',
      );
    });

    test(`API ${version}: the English files hold the same workflows as the Vietnamese ones, text aside`, () => {
      const withoutText = (text: string) =>
        JSON.stringify(parse(text), (key, value: Json) =>
          (TEXT_KEYS as readonly string[]).includes(key) ? undefined : value,
        );
      for (const file of new Set(indexOf(version).map((w) => w.file)))
        assert.equal(withoutText(readBuild(`/en${file}`)), withoutText(readBuild(file)), file);
      assert.deepEqual(
        indexOf(version, 'en').map((w) => w.workflowId),
        indexOf(version).map((w) => w.workflowId),
      );
    });
  }

  test('a broken output reference fails the run, naming the workflow and the step', async (t) => {
    const version = '6.1';
    const name = '/workflows/create-sale-order.arazzo.yaml';
    const dir = tempDir('respect-scratch-');
    const download = downloadPath(version, DOWNLOAD_FILES.openapiJson);
    fs.copyFileSync(path.join(BUILD_DIR, download), path.join(dir, DOWNLOAD_FILES.openapiJson));
    const published = readBuild(`${path.dirname(download)}${name}`);
    const broken = published.replace('$response.body#/data/order_code', '$response.body#/data/order_number');
    assert.notEqual(broken, published, 'the scratch edit applies');
    fs.mkdirSync(path.join(dir, 'workflows'));
    fs.writeFileSync(path.join(dir, name), broken);
    const prism = await prismOf(version, t);
    const run = await runRespect(
      [
        'npx',
        '@redocly/cli',
        'respect',
        path.join(dir, name),
        '--server',
        `crm=${prism.origin}`,
        '--input',
        'api_key=test-key',
      ],
      parse(broken) as Json,
    );
    assert.notEqual(run.status, 0, 'respect fails');
    assert.match(run.failures.join('\n'), /^workflow order-for-customer, step create-order: .*\/data\/order_number/m);
    assert.ok(findOperation(JSON.parse(readBuild(download)) as OpenApiDocument, 'create_sale_order'));
  });
});
