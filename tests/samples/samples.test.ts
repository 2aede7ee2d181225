/**
 * Every code sample of every version runs against the mock integrators use.
 *
 * For each version, Prism runs as the mock page tells readers to run it: the
 * page's own command (tests/support/mock-page.ts), on the build's mock file
 * (`openapi.mock.json`, served by the preview server over the production
 * build), behind a recording proxy (tests/support/recorder.ts). Every
 * request a page shows (each example request of each operation, each
 * `<ApiRequest>` block of a guide or recipe) runs in the five languages of its
 * tabs, as the page shows it with `https://{your-domain}` pointed at the proxy:
 * HTTP written to a socket, cURL in one bash script, JavaScript in one Node
 * process, PHP (curl extension) in one process, Python (`requests`) in one
 * process. A sample passes when its program ends normally, exactly one
 * request arrived, it is the request the page meant to send (method, path,
 * query pairs, headers, body), the request builder's 2020-12 validator accepts
 * it (on the build's openapi.json: ours is the judge of the request), and
 * Prism answers 2xx with no violation. There is no exception: the mock file
 * is written so that Prism reads every documented request as the API does
 * (api/lib/downloads/mock-variant.ts). A failure names the page, the language and the
 * first difference.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {findOperation, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {DOWNLOAD_FILES, downloadPath} from '../../config/downloads';
import {DEFAULT_LOCALE} from '../../config/locales';
import {VERSIONS, versionRoot} from '../../config/versions';
import {mockPageCommand} from '../support/mock-page';
import {startPrismCommand, type RunningPrism} from '../support/prism';
import {startRecorder, type Arrival, type Recorder} from '../support/recorder';
import {expectedOf, firstDifference, requestValidator, valuesOf} from '../support/request-check';
import {runBatch, runHttp, type Language, type RunResult} from '../support/sample-runs';
import {LANGUAGES, sampleCases, sampleText, shownText, type SampleCase} from '../support/sample-set';
import {BUILD_DIR, startServer, type RunningServer} from '../support/server';
import {tempDir} from '../support/temp-dir';

const SITE_DIR = path.resolve('.');
const validate = requestValidator();

type Verdict = {sample: SampleCase; language: Language; problem?: string};

function label(language: Language): string {
  return LANGUAGES.find((l) => l.value === language)!.label;
}

/** Prism's reasons: its `sl-violations` header (none for a clean 2xx), else, for an error, the answer's body. */
function violations(arrival: Arrival): string[] {
  const header = arrival.responseHeaders['sl-violations'];
  if (header === undefined && arrival.status < 300) return [];
  if (typeof header === 'string') {
    try {
      const parsed = JSON.parse(header) as {message?: string}[];
      if (Array.isArray(parsed) && parsed.length > 0) return parsed.map((v) => v.message ?? JSON.stringify(v));
    } catch {
      // not JSON: use it as it is
    }
    return [header];
  }
  return [arrival.responseBody.slice(0, 300)];
}

function lastLines(text: string, count = 4): string {
  return text.trim().split('\n').slice(-count).join(' | ').slice(0, 500);
}

/** The Markdown twin of a page in the build (the default locale's): it holds every code block the page shows. */
const twins = new Map<string, string>();
function twinOf(version: string, page: string): string {
  const file = path.join(
    BUILD_DIR,
    page === 'intro' ? `${versionRoot(version)}.md` : `${versionRoot(version)}/${page}.md`,
  );
  if (!twins.has(file)) twins.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return twins.get(file)!;
}

function verdictOf(
  doc: OpenApiDocument,
  sample: SampleCase,
  language: Language,
  result: RunResult | undefined,
  arrivals: Arrival[],
): Verdict {
  const fail = (problem: string): Verdict => ({sample, language, problem});
  if (!result) return fail('it did not run');
  if (!result.ok) return fail(`the program failed: ${lastLines(result.output)}`);
  if (arrivals.length !== 1) return fail(`${arrivals.length} requests arrived, expected 1`);
  const [arrival] = arrivals;
  const difference = firstDifference(expectedOf(sample.request), arrival);
  if (difference) return fail(`not the page's request: ${difference}`);
  const entry = findOperation(doc, sample.operationId);
  if (!entry) return fail(`the download of ${sample.version} has no operation ${sample.operationId}`);
  const credentialQuery = sample.request.credentials.filter((c) => c.in === 'query').map((c) => c.name);
  const values = valuesOf(doc, entry, arrival, credentialQuery);
  const {problems, ...request} = values;
  const invalid = [...problems, ...validate(doc, entry, request)];
  if (invalid.length > 0) return fail(`our validator rejects it: ${invalid.join('; ')}`);
  if (!twinOf(sample.version, sample.page).includes(shownText(sample.request, language))) {
    return fail(
      `the built page (its Markdown twin) does not show this sample: stale build, or the page renders otherwise`,
    );
  }
  const reasons = violations(arrival);
  if (arrival.status >= 200 && arrival.status < 300 && reasons.length === 0) return {sample, language};
  return fail(`Prism answered ${arrival.status}: ${reasons.join('; ') || '(no reason given)'}`);
}

/** Runs every sample of a version in every language against Prism started by the version's mock page. */
async function runVersion(version: string, site: RunningServer): Promise<Verdict[]> {
  const download = path.join(BUILD_DIR, downloadPath(version, DOWNLOAD_FILES.openapiJson));
  assert.ok(fs.existsSync(download), `${download} is missing: run "npm run build" (or npm test) first`);
  const doc = JSON.parse(fs.readFileSync(download, 'utf8')) as OpenApiDocument;
  const samples = sampleCases(SITE_DIR, version, doc);
  let prism: RunningPrism | undefined;
  let recorder: Recorder | undefined;
  try {
    prism = await startPrismCommand(mockPageCommand(version, DEFAULT_LOCALE, site.origin), 120_000);
    const languages = LANGUAGES.map((l) => l.value);
    recorder = await startRecorder(prism.origin, languages);
    const dir = tempDir(`samples-${version}-`);
    const runs = await Promise.all(
      languages.map(async (language) => {
        const origin = recorder!.origins[language];
        const codes = samples.map((s) => ({id: s.id, code: sampleText(s.request, language, origin)}));
        const results =
          language === 'http'
            ? await runHttp(codes, origin)
            : await runBatch(language, codes, origin, path.join(dir, language));
        return {language, results};
      }),
    );
    return runs.flatMap(({language, results}) =>
      samples.map((sample) =>
        verdictOf(doc, sample, language, results.get(sample.id), recorder!.arrivals(language).get(sample.id) ?? []),
      ),
    );
  } finally {
    await recorder?.close();
    await prism?.close();
  }
}

const verdicts = new Map<string, Verdict[]>();
const timings = new Map<string, number>();
const started = Date.now();
let site: RunningServer | undefined;

before(async () => {
  site = await startServer();
});

for (const version of VERSIONS) {
  describe(`API ${version}`, () => {
    before(
      async () => {
        const t0 = Date.now();
        verdicts.set(version, await runVersion(version, site!));
        timings.set(version, Date.now() - t0);
      },
      {timeout: 600_000},
    );
    for (const {value: language} of LANGUAGES) {
      test(`${version} ${label(language)}: every sample reaches the mock as its page's request, valid, and gets 2xx`, () => {
        const mine = (verdicts.get(version) ?? []).filter((v) => v.language === language);
        assert.ok(mine.length > 0, `no ${label(language)} sample ran for ${version}`);
        const failed = mine.filter((v) => v.problem);
        assert.equal(
          failed.length,
          0,
          `${failed.length} of ${mine.length} ${label(language)} samples of API ${version} failed:\n${failed
            .map((v) => `  ${v.sample.version} ${v.sample.page} (${v.sample.where}), ${label(language)}: ${v.problem}`)
            .join('\n')}`,
        );
      });
    }
  });
}

after(async () => {
  await site?.close();
  const lines = ['samples run against Prism started by the mock page (passed / failed):'];
  const header = ['version', ...LANGUAGES.map((l) => l.label), 'time'];
  lines.push(header.join('\t'));
  for (const version of VERSIONS) {
    const mine = verdicts.get(version) ?? [];
    const cells = LANGUAGES.map(({value}) => {
      const of = mine.filter((v) => v.language === value);
      const ok = of.filter((v) => !v.problem).length;
      return `${ok}/${of.length - ok}`;
    });
    lines.push([version, ...cells, `${((timings.get(version) ?? 0) / 1000).toFixed(1)} s`].join('\t'));
  }
  const total = [...verdicts.values()].flat().length;
  lines.push(`${total} samples in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(lines.join('\n'));
});
