/**
 * The mock-server page (mock-server.mdx) of every version and locale does what
 * it says. Its command names the site's own mock file, `openapi.mock.json`
 * beside the version's OpenAPI download (config/site.ts + config/downloads.ts,
 * with the locale's prefix); run exactly as written, with the site's URL
 * pointed at the preview server over the production build (and a free port
 * added), it starts Prism, and the page's sample, sent through the recording
 * proxy, is a valid request of the version (the request builder's validator,
 * on openapi.json) that Prism answers with the documented success example.
 * The built page explains exactly the rewrites of the mock file that concern
 * the version's requests (api/lib/downloads/mock-variant.ts). That every other sample
 * gets its success example from the same command is samples.test.ts's.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../../api/lib/browser-safe/openapi';
import {deref, inlineRefs} from '../../api/lib/browser-safe/refs';
import {LOCALES, type Locale} from '../../api/lib/pages/site';
import {DEFAULT_LOCALE} from '../../config/locales';
import {DOWNLOAD_FILES} from '../../config/downloads';
import {VERSIONS, versionRoot} from '../../config/versions';
import {
  bashBlocks,
  buildFileOf,
  commandOf,
  downloadUrl,
  MOCK_DOC_ID,
  mockPageCommand,
  mockPageFile,
} from '../support/mock-page';
import {startPrismCommand, type RunningPrism} from '../support/prism';
import {startRecorder, type Recorder} from '../support/recorder';
import {requestValidator, splitTarget, valuesOf} from '../support/request-check';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';

const SITE_DIR = path.resolve('.');
const MOCK_ORIGIN = 'http://127.0.0.1:4010';
const HEADING_IDS = ['start', 'what-it-does', 'what-it-does-not', 'point-at-it', 'prism-limits'];

function sampleOf(text: string): string {
  const samples = bashBlocks(text).filter((b) => b.startsWith('curl ') && b.includes(MOCK_ORIGIN));
  assert.equal(samples.length, 1, `one cURL sample sent to ${MOCK_ORIGIN}`);
  return samples[0];
}

/** Runs a bash script without blocking this process (the recording proxy lives here). */
function bash(script: string): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], {stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr});
    });
  });
}

/** The operation whose path template matches a request path. */
function operationAt(doc: OpenApiDocument, method: string, requestPath: string): OperationEntry | undefined {
  return operations(doc).find((entry) => {
    if (entry.method !== method.toLowerCase()) return false;
    const pattern = entry.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(requestPath);
  });
}

/** The OpenAPI download a reader of the locale gets, from the build (not the mock file: our validator's). */
function downloadOf(version: string, locale: Locale): OpenApiDocument {
  const file = buildFileOf(downloadUrl(version, locale, DOWNLOAD_FILES.openapiJson));
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** The page as the build wrote it (its Markdown twin): the mock file's explanation comes from a partial. */
function builtPage(version: string, locale: Locale): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return fs.readFileSync(path.join(BUILD_DIR, `${prefix}${versionRoot(version)}/${MOCK_DOC_ID}.md`), 'utf8');
}

function successExample(doc: OpenApiDocument, entry: OperationEntry): Json | undefined {
  const [, response] = Object.entries(entry.operation.responses ?? {}).find(([status]) => /^2/.test(status)) ?? [];
  const media = response ? deref(doc, response).content?.['application/json'] : undefined;
  if (!media) return undefined;
  if ('example' in media) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return isObject(first) ? first.value : undefined;
}

/** Which of the mock file's rewrites the page must explain concern the version's requests (read from its download). */
function prismBugs(doc: OpenApiDocument): {lists: boolean; brackets: boolean} {
  const parameters = operations(doc).flatMap((e) => (e.operation.parameters ?? []).map((p) => deref(doc, p)));
  const lists = parameters.some((p) => {
    if (p.style !== 'deepObject') return false;
    const schema = inlineRefs(doc, p.schema ?? {});
    const props = isObject(schema) && isObject(schema.properties) ? Object.values(schema.properties) : [];
    return props.some((s) => isObject(s) && s.type === 'array' && typeof s.minItems === 'number' && s.minItems > 0);
  });
  return {lists, brackets: parameters.some((p) => p.in === 'query' && /[[\]]/.test(p.name))};
}

for (const version of VERSIONS) {
  test(`API ${version}: the mock page is in the sidebar, in both locales, with the same heading ids`, () => {
    const sidebar = JSON.parse(
      fs.readFileSync(path.join(SITE_DIR, 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
    ) as {api: unknown[]};
    assert.ok(sidebar.api.includes(MOCK_DOC_ID), `${MOCK_DOC_ID} in the sidebar of ${version}`);
    for (const locale of LOCALES) {
      const text = fs.readFileSync(mockPageFile(version, locale), 'utf8');
      const ids = [...text.matchAll(/^## .* \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]);
      assert.deepEqual(ids, HEADING_IDS, `${version} ${locale}: heading ids`);
    }
  });

  for (const locale of LOCALES) {
    test(`API ${version} (${locale}): the mock page's command names the site's own mock file, which the page explains`, () => {
      const text = fs.readFileSync(mockPageFile(version, locale), 'utf8');
      assert.equal(commandOf(text), `npx @stoplight/prism-cli mock ${downloadUrl(version, locale)}`);
      assert.ok(fs.existsSync(buildFileOf(downloadUrl(version, locale))), 'the URL is a file of the build');
      const bugs = prismBugs(downloadOf(version, locale));
      const built = builtPage(version, locale);
      assert.equal(built.includes('`created_at:between][`'), bugs.lists, 'explains the keys of list filters');
      assert.equal(built.includes('`style: pipeDelimited`'), bugs.brackets, 'explains the bracketed name');
    });
  }
}

// Two at a time: each test waits mostly on its own Prism starting.
describe('the mock page, run as written', {concurrency: 2}, () => {
  let site: RunningServer | undefined;
  before(async () => {
    site = await startServer();
  });
  after(async () => {
    await site?.close();
  });

  for (const version of VERSIONS) {
    for (const locale of LOCALES) {
      test(`API ${version} (${locale}): the page's command starts Prism on the mock file and its sample gets the documented example`, async () => {
        const text = fs.readFileSync(mockPageFile(version, locale), 'utf8');
        const command = mockPageCommand(version, locale, site!.origin);
        const doc = downloadOf(version, locale);
        let prism: RunningPrism | undefined;
        let recorder: Recorder | undefined;
        try {
          prism = await startPrismCommand(command, 120_000);
          recorder = await startRecorder(prism.origin, ['curl']);
          const sample = sampleOf(text).split(MOCK_ORIGIN).join(recorder.origins.curl);
          const run = await bash(sample);
          assert.equal(run.status, 0, `the sample runs: ${run.stderr}`);
          const arrivals = [...recorder.arrivals('curl').values()].flat();
          assert.equal(arrivals.length, 1, 'one request arrived');
          const [arrival] = arrivals;
          const entry = operationAt(doc, arrival.method, splitTarget(arrival.target).path);
          assert.ok(entry, `API ${version} has ${arrival.method} ${arrival.target}`);
          const {problems, ...values} = valuesOf(doc, entry, arrival, []);
          assert.deepEqual([...problems, ...requestValidator()(doc, entry, values)], [], 'a valid request');
          assert.equal(arrival.status, 200, `Prism answers 200: ${String(arrival.responseHeaders['sl-violations'])}`);
          assert.deepEqual(JSON.parse(run.stdout), successExample(doc, entry), 'the documented success example');
        } finally {
          await recorder?.close();
          await prism?.close();
        }
      });
    }
  }
});
