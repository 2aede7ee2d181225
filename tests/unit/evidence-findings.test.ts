/**
 * What client programs' authors tested (api/evidence/client-findings.json):
 * the findings are read with the calls, a `clients` pointer that cites a
 * comment or a finding is held to the file (a citation that does not exist,
 * or a `tested` claim on a comment that says nothing of a test, fails naming
 * the file), a help-file example does not stand where a running call shows
 * the same, and the rank of the kinds of evidence is what each sources page
 * prints.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {localizedApi} from '../../api/lib/model/cache';
import {checkApi} from '../../api/lib/checks/check';
import {checkClients, clientsKind} from '../../api/lib/evidence/check-clients';
import {checkContext} from '../../api/lib/evidence/check';
import {documentElements} from '../../api/lib/evidence/elements';
import {CLIENT_FINDINGS_FILE} from '../../api/lib/evidence/findings';
import {loadEvidence} from '../../api/lib/evidence/load';
import {EVIDENCE_RANK} from '../../api/lib/evidence/rank';
import {apiVersions} from '../../api/lib/model/load';
import {formatProblem, type Problem} from '../../api/lib/model/problems';
import {pageMarkdown} from '../../plugins/llms-txt/markdown';
import {RANK_WORDS} from '../../render/evidence-rank';
import {editYaml, scratchSources} from '../support/scratch-sources';
import {tempDir} from '../support/temp-dir';

const SITE = process.cwd();
const FINDINGS = `api/evidence/${CLIENT_FINDINGS_FILE}`;

test('the findings are loaded: every call has its kind and its authors comments, and the file is in the evidence', () => {
  const evidence = loadEvidence(SITE, apiVersions(SITE));
  assert.ok(evidence.files.includes(FINDINGS), evidence.files.join(', '));
  assert.equal(evidence.findings.calls.size, evidence.calls.length, 'one entry per call of client-calls.json');
  const r009 = evidence.calls.find((c) => c.id === 'R009')!;
  assert.equal(r009.kind, 'code');
  assert.ok(r009.comments.some((c) => /tested: the CRM returns 400 \+ "không cho phép trùng"/.test(c)));
  assert.equal(evidence.calls.find((c) => c.id === 'R039')!.kind, 'doc-example');
  assert.equal(evidence.calls.find((c) => c.id === 'R053')!.kind, 'probe');
  assert.ok(Array.isArray(evidence.findings.findings.documented_vs_real_discrepancies_and_surprises));
});

test("the evidence cache reads client-findings.json again when it changes (it is in the cache's signature)", () => {
  const site = tempDir('evidence-findings-cache-');
  fs.cpSync(path.join(SITE, 'api/evidence'), path.join(site, 'api/evidence'), {recursive: true});
  const file = path.join(site, FINDINGS);
  assert.equal(loadEvidence(site, ['6.1']).calls.find((c) => c.id === 'R009')!.kind, 'code');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as {calls: Record<string, {kind: string}>};
  raw.calls.R009!.kind = 'notes';
  fs.writeFileSync(file, JSON.stringify(raw));
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  assert.equal(loadEvidence(site, ['6.1']).calls.find((c) => c.id === 'R009')!.kind, 'notes');
});

const CREATE = ['paths', '/api/v6.1/account', 'post', 'responses'];

/** A scratch copy of the sources whose 6.1 customer creation cites what does not exist, checked once. */
const scratch = (() => {
  const site = scratchSources('evidence-findings-');
  editYaml(site, 'api/6.1/resources/account.yaml', (doc) => {
    const pointer = (value: Record<string, unknown>) => doc.createNode({status: 'clients', ...value});
    // A comment R009's authors never wrote.
    doc.setIn([...CREATE, '400', 'x-evidence'], pointer({calls: ['R009'], comment: 'answers 418', tested: true}));
    // A real comment of R009, which says nothing of a test.
    doc.setIn([...CREATE, '401', 'x-evidence'], pointer({calls: ['R009'], comment: 'soft-deleted', tested: true}));
    // A finding that is not in the file.
    doc.setIn(
      [...CREATE, '403', 'x-evidence'],
      pointer({calls: ['R009'], finding: 'documented_vs_real_discrepancies_and_surprises: duplicates answer 418'}),
    );
  });
  let problems: Promise<Problem[]> | undefined;
  return {site, problems: () => (problems ??= checkApi(site, '6.1'))};
})();

function found(problems: Problem[], message: RegExp): Problem {
  const hit = problems.find((p) => message.test(p.message));
  assert.ok(hit, `no problem matching ${message}:\n${problems.map(formatProblem).join('\n')}`);
  assert.equal(hit.file, 'api/6.1/resources/account.yaml');
  assert.ok((hit.line ?? 0) > 0, formatProblem(hit));
  return hit;
}

test('a cited comment that does not exist fails, naming client-findings.json', async () => {
  found(
    await scratch.problems(),
    /status 400: no comment of R009 in api\/evidence\/client-findings\.json says "answers 418"$/,
  );
});

test('a tested claim on a comment that does not say tested fails, naming client-findings.json', async () => {
  found(
    await scratch.problems(),
    /status 401: tested, but the comment of R009 in api\/evidence\/client-findings\.json does not say tested or confirmed$/,
  );
});

test('a cited finding that is not in the file fails, naming the file and the section', async () => {
  found(
    await scratch.problems(),
    /status 403: finding '.*': no finding of documented_vs_real_discrepancies_and_surprises in api\/evidence\/client-findings\.json says "duplicates answer 418"$/,
  );
});

test('the real sources pass: the duplicate code and the required fields of 6.1 cite tested comments', async () => {
  const ctx = checkContext({
    siteDir: SITE,
    version: '6.1',
    doc: localizedApi(SITE, '6.1', 'vi'),
    versions: apiVersions(SITE),
  })!;
  const elements = documentElements(ctx.doc);
  const duplicate = elements.find(
    (e) => e.kind === 'error' && e.name === '400' && e.entry.operation.operationId === 'create_account',
  )!;
  const fields = elements.find(
    (e) => e.kind === 'parameter' && e.name === 'fields' && e.entry.operation.operationId === 'list_accounts',
  )!;
  for (const element of [duplicate, fields]) {
    const pointer = element.effective;
    assert.equal(pointer?.status, 'clients', element.name);
    if (pointer?.status !== 'clients') continue;
    assert.equal(pointer.tested, true);
    assert.deepEqual(checkClients(ctx, element, pointer), []);
    assert.equal(clientsKind(ctx, pointer), 'tested-comment');
  }
});

test('a help-file example alone does not stand where a running call shows the same', () => {
  const ctx = checkContext({
    siteDir: SITE,
    version: '6.0',
    doc: localizedApi(SITE, '6.0', 'vi'),
    versions: apiVersions(SITE),
  })!;
  const elements = documentElements(ctx.doc);
  // R040 (doc-example) and R057 (code) both create a 6.0 sale order.
  const create = elements.find((e) => e.kind === 'operation' && e.entry.operation.operationId === 'create_sale_order')!;
  const alone = checkClients(ctx, create, {status: 'clients', calls: ['R040']});
  assert.match(
    alone.join('\n'),
    /R040 is only an example in a help file \(doc-example in .*client-findings\.json\); cite the running call R\d+ \(code\)/,
  );
  assert.equal(clientsKind(ctx, {status: 'clients', calls: ['R040']}), 'doc-example');
});

test('the rank of the kinds of evidence is what each sources page prints, in that order, in both locales', async () => {
  for (const [locale, dir] of [
    ['vi', 'versioned_docs/version-6.1'],
    ['en', 'i18n/en/docusaurus-plugin-content-docs/version-6.1'],
  ] as const) {
    const file = path.join(SITE, dir, 'sources.mdx');
    const {body} = await pageMarkdown(fs.readFileSync(file, 'utf8'), {
      siteDir: SITE,
      file,
      locale,
      baseUrl: locale === 'en' ? '/en/' : '/',
      twinOf: (target) => (fs.existsSync(target) ? `https://docs.example/${path.basename(target)}` : undefined),
      absolute: (sitePath) => `https://docs.example${sitePath}`,
      cards: () => [],
    });
    const printed = [...body.matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]);
    assert.deepEqual(
      printed,
      EVIDENCE_RANK.map((kind) => RANK_WORDS[locale].kinds[kind].label),
      `${locale}: the numbered list of the rank section`,
    );
  }
});
