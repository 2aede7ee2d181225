/**
 * The recipes' Arazzo workflows (api/<version>/workflows/, published under
 * /downloads/api/<version>/workflows/) run as their pages say: the command of
 * each recipe's "Run the recipe as a workflow" section, taken from the page's
 * Markdown twin in the build, is run as written with the site's URL pointed
 * at the preview server over the build and the mock's origin at Prism on the
 * version's mock variant (`openapi.mock.json`, the file the mock page's
 * command names). Every step that runs must pass its success
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
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {Json} from '../../api/lib/browser-safe/json';
import {findOperation, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {TEXT_KEYS} from '../../api/lib/model/text';
import {DOWNLOAD_FILES, MOCK_FILE, downloadPath, workflowIndexPath} from '../../config/downloads';
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
 * The spec the mock serves: the build's mock variant of the version's download (`openapi.mock.json`, which
 * the mock page's command names and Prism reads as the API does: api/lib/downloads/mock-variant.ts), started with
 * `--errors` as the MCP server's call tests start it, so a request Prism finds invalid fails its step.
 */
function mockSpec(version: string): string {
  const variant = path.join(BUILD_DIR, downloadPath(version, MOCK_FILE));
  assert.ok(fs.existsSync(variant), `${variant}: the build publishes the mock variant beside the download`);
  return variant;
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
  const prismOf = (version: string) => {
    if (!prisms.has(version)) prisms.set(version, startPrism(mockSpec(version)));
    return prisms.get(version)!;
  };

  test('the build publishes the workflows of 6.0 and 6.1', () => {
    assert.deepEqual(withWorkflows, ['6.1', '6.0']);
  });

  for (const version of withWorkflows) {
    test(`API ${version}: every workflow runs green; outputs feed the next steps`, async (t) => {
      const prism = await prismOf(version);
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

  test('a broken output reference fails the run, naming the workflow and the step', async () => {
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
    const prism = await prismOf(version);
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
