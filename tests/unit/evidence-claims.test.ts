/**
 * The claims in words of issue 39, each written into a scratch copy of the real
 * sources: the prose check (a step of `npm run check`) fails on each, naming the
 * file, the line and the evidence that is missing; the same sentence passes where
 * the evidence exists, or where its section says once that the platform does not
 * document it. Also: the operators table's examples, and the site's own words
 * (config/version-info.ts, the llms.txt words).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkProse, formatProseProblem, type ProseProblem} from '../../api/lib/prose/check-prose';
import {localizedApi} from '../../api/lib/model/cache';
import {operatorUses} from '../../api/lib/model/conventions';
import {operatorExamples} from '../../api/lib/evidence/operator-examples';
import {scratchSources} from '../support/scratch-sources';

const PAGE_60 = 'versioned_docs/version-6.0/needed_info.mdx';
const PAGE_61 = 'i18n/en/docusaurus-plugin-content-docs/version-6.1/needed_info.mdx';

/** Scratch sections appended to a page; returns the line of each sentence by its key. */
function append(site: string, file: string, sections: Record<string, string>[]): Map<string, number> {
  const full = path.join(site, file);
  let text = fs.readFileSync(full, 'utf8').replace(/\n*$/, '\n');
  const lines = new Map<string, number>();
  sections.forEach((section, i) => {
    text += `\n## Scratch ${i} {#scratch-${i}}\n`;
    for (const [key, sentence] of Object.entries(section)) {
      text += `\n${sentence}\n`;
      lines.set(key, text.split('\n').length - 1);
    }
  });
  fs.writeFileSync(full, text);
  return lines;
}

const scratch = (() => {
  const site = scratchSources('evidence-claims-');
  const lines60 = append(site, PAGE_60, [
    {unique: 'Mã khách hàng `account_code` là duy nhất trong CRM.'},
    {generated: 'Khi bỏ trống `quote_code`, CRM tự sinh mã báo giá.'},
    {every: 'Mọi danh sách trả về `{data, has_more}`: đọc `data`, rồi `has_more`.'},
    {
      hedge: 'Nền tảng không công bố các quy tắc về mã trong mục này.',
      covered: 'Mã nhóm `account_type_code` là duy nhất trong CRM.',
    },
  ]);
  const lines61 = append(site, PAGE_61, [
    {unique: 'The customer code `account_code` is unique within the CRM.'},
    {requires: '`GET /api/v6.1/accounts` and `GET /api/v6.1/tasks` require `fields`.'},
  ]);
  let checked: Promise<ProseProblem[]> | undefined;
  const texts = [
    {
      file: 'plugins/llms-txt/words.ts',
      text: 'Call a light list: `200` means the CRM serves that version, `404` means it does not.',
    },
    {
      file: 'config/version-info.ts',
      text: 'One query style for every list: fields, filtering, sort, direction, limit, offset.',
      versions: ['6.0'],
    },
  ];
  return {
    site,
    lines60,
    lines61,
    problems: () => (checked ??= checkProse(site, {versions: ['4.0', '6.0', '6.1'], texts})),
  };
})();

/** The claim problem of a file at a line whose message matches; fails listing the file's claims otherwise. */
async function found(file: string, line: number | undefined, message: RegExp): Promise<ProseProblem> {
  const claims = (await scratch.problems()).filter((p) => p.file === file && p.kind === 'claim');
  const hit = claims.find((p) => p.line === line && message.test(p.message));
  assert.ok(hit, `no claim at ${file}:${line} matching ${message}:\n${claims.map(formatProseProblem).join('\n')}`);
  return hit;
}

async function none(file: string, line: number | undefined): Promise<void> {
  const claims = (await scratch.problems()).filter((p) => p.file === file && p.line === line && p.kind === 'claim');
  assert.deepEqual(claims.map(formatProseProblem), []);
}

test('a. uniqueness: 6.0 has no evidence that account_code is unique; 6.1 has the tested client finding', async () => {
  await found(
    PAGE_60,
    scratch.lines60.get('unique'),
    /account_code must be unique, which no public page or client finding of API 6\.0/,
  );
  await none(PAGE_61, scratch.lines61.get('unique'));
});

test('b. a code the CRM generates when the field is left out needs evidence', async () => {
  await found(
    PAGE_60,
    scratch.lines60.get('generated'),
    /generates quote_code when it is left out, which no public page or client finding/,
  );
});

test('c. endpoints said to require `fields`: the 6.1 task list does not', async () => {
  await found(
    PAGE_61,
    scratch.lines61.get('requires'),
    /require fields, but the source of API 6\.1 does not require it on GET \/api\/v6\.1\/tasks$|GET \/api\/v6\.1\/tasks;/,
  );
});

test('d. "every list answers {data, has_more}" against the 6.0 lists that answer a bare array', async () => {
  await found(
    PAGE_60,
    scratch.lines60.get('every'),
    /^says every list of API 6\.0 has has_more, but \d+ of \d+ do not \(.*GET \/api\/v6\/accounts\/sync/,
  );
});

test('one statement per section: a hedge in the section covers its claims of uniqueness', async () => {
  await none(PAGE_60, scratch.lines60.get('covered'));
});

test("f. the site's own words: llms.txt's 404 for 4.0, version-info's \"every list\" for 6.0", async () => {
  const problems = (await scratch.problems()).filter((p) => p.kind === 'claim');
  const llms = problems.find((p) => p.file === 'plugins/llms-txt/words.ts' && p.token === '404' && p.version === '4.0');
  assert.ok(llms, problems.map(formatProseProblem).join('\n'));
  const info = problems.find(
    (p) =>
      p.file === 'config/version-info.ts' && p.token === 'limit' && /GET \/api\/v6\/payment_methods/.test(p.message),
  );
  assert.ok(info, problems.map(formatProseProblem).join('\n'));
});

test('e. the operators table shows an example with evidence where one exists, and marks the rest', () => {
  const doc = localizedApi(process.cwd(), '6.0', 'en');
  // Document order alone picks an unpublished list for eq (the campaign statuses): the example the table showed.
  assert.equal(
    operatorUses(doc).find((u) => u.operator === 'eq')?.first.filters.entry.operation.operationId,
    'list_campaign_statuses',
  );
  for (const version of ['4.0', '6.0', '6.1']) {
    const examples = operatorExamples(localizedApi(process.cwd(), version, 'en'));
    const all = operatorUses(localizedApi(process.cwd(), version, 'en'));
    for (const example of examples.filter((e) => e.status === 'unpublished')) {
      // Only where every use of the operator is unpublished: the renderer then says so beside it.
      assert.equal(example.endpoints, all.find((u) => u.operator === example.operator)?.endpoints);
    }
  }
  assert.equal(operatorExamples(doc).find((u) => u.operator === 'eq')?.status, 'published');
});
