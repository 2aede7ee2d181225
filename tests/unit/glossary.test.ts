/**
 * The writers' glossary (docs-glossary.yaml, api/lib/prose/glossary*.ts): variants
 * match whole Vietnamese syllables with their exceptions, the prose check
 * fails on a scratch variant with file, line and the term, code and quoted
 * platform titles are exempt, every kind of source is read, the unifier's
 * fixes hold no variant (so a second run changes nothing), and a malformed
 * glossary is an error naming its file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {checkProse, checkProsePage, formatProseProblem} from '../../api/lib/prose/check-prose';
import {glossaryProblems} from '../../api/lib/prose/glossary-check';
import {applyFixes, findVariants, parseGlossary, GlossaryError} from '../../api/lib/prose/glossary';
import {tempDir} from '../support/temp-dir';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GLOSSARY_TEXT = fs.readFileSync(path.join(ROOT, 'docs-glossary.yaml'), 'utf8');
const glossary = parseGlossary(GLOSSARY_TEXT);
const found = (text: string) => findVariants(glossary, text).map((m) => `${m.concept.id}:${m.text}`);

function write(dir: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('a variant matches whole syllables only, with its exceptions', () => {
  assert.deepEqual(found('Tạo đơn bán hàng rồi đọc đơn bán.'), ['sale-order:đơn bán']);
  assert.deepEqual(found('Sản phẩm bán chạy trên đơn hàng bán chạy'), []);
  assert.deepEqual(found('khách hàng thân thiết, bản thân'), []);
  assert.deepEqual(found('Câu trả lời JSON'), ['response:Câu trả lời']);
  assert.deepEqual(found('một câu\ntrả lời'), ['response:câu\ntrả lời']);
  assert.deepEqual(found('các chương trình khách hàng'), []);
  assert.deepEqual(found('tỉnh/thành phố, tỉnh thành phố'), ['province:tỉnh thành phố']);
  assert.deepEqual(found('ngành nghề (lĩnh vực kinh doanh)'), ['industry:ngành nghề (lĩnh vực kinh doanh)']);
});

test('every fix is free of variants, so the unifier run twice changes nothing', () => {
  for (const concept of glossary.concepts) {
    for (const variant of concept.variants.filter((v) => !v.checkOnly)) {
      const text = `Trước ${variant.phrase} sau.`;
      const once = applyFixes(text, findVariants(glossary, text));
      assert.notEqual(once, text, `${concept.id}: ${variant.phrase} is not fixed`);
      assert.deepEqual(found(once), [], `${concept.id}: "${variant.phrase}" → "${once}"`);
      assert.equal(applyFixes(once, findVariants(glossary, once)), once);
    }
  }
  assert.equal(applyFixes('Khóa API sai.', findVariants(glossary, 'Khóa API sai.')), 'API key sai.');
  assert.equal(applyFixes('Câu trả lời rỗng.', findVariants(glossary, 'Câu trả lời rỗng.')), 'Phản hồi rỗng.');
});

test('a scratch variant fails the prose check with file, line and the term; code and quoted titles do not', async () => {
  const dir = tempDir('glossary-check-');
  fs.symlinkSync(path.join(ROOT, 'api'), path.join(dir, 'api'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.copyFileSync(path.join(ROOT, 'versions.json'), path.join(dir, 'versions.json'));
  write(dir, {
    'docs-glossary.yaml': GLOSSARY_TEXT,
    'versioned_docs/version-6.1/scratch.mdx': [
      '---',
      'title: Đơn bán hàng',
      '---',
      '',
      '# Đơn bán hàng',
      '',
      'Trang "Danh sách đơn hàng bán" của nền tảng liệt kê các đơn, `đơn hàng bán` là mã.',
      '',
      'Đọc câu trả lời rồi tạo đơn hàng bán.',
      '',
      '```text',
      'câu trả lời trong code',
      '```',
      '',
    ].join('\n'),
  });
  const problems = (await checkProse(dir)).filter((p) => p.kind === 'glossary').map(formatProseProblem);
  const page = await checkProsePage(dir, 'versioned_docs/version-6.1/scratch.mdx');
  assert.deepEqual(page.filter((p) => p.kind === 'glossary').map(formatProseProblem), problems, 'the dev server');
  assert.deepEqual(problems, [
    'versioned_docs/version-6.1/scratch.mdx:9:5  câu trả lời  glossary (docs-glossary.yaml, response): write "phản hồi", not "câu trả lời"',
    'versioned_docs/version-6.1/scratch.mdx:9:25  đơn hàng bán  glossary (docs-glossary.yaml, sale-order): write "đơn bán hàng", not "đơn hàng bán"',
  ]);
});

test('OpenAPI descriptions, UI strings, sidebar labels and generated words are read; example values, x-en and English are not', async () => {
  const dir = write(tempDir('glossary-sources-'), {
    'docs-glossary.yaml': GLOSSARY_TEXT,
    'api/evidence/api-facts-9.9.json': '[{"title_vi": "Chi tiết Đơn hàng mua"}]',
    'api/9.9/resources/order.yaml': [
      'paths:',
      '  /orders:',
      '    get:',
      '      summary: Danh sách đơn hàng mua',
      '      description: >-',
      '        Đọc `khóa API` rồi gửi khóa',
      '        API trong header.',
      '      x-en: {description: The query string and the câu trả lời.}',
      '      responses:',
      "        '200': {description: ok, content: {application/json: {example: {note: câu trả lời}}}}",
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            examples:',
      '              unassign: {summary: Bỏ người phụ trách, value: {description: người phụ trách}}',
      '',
    ].join('\n'),
    'i18n/vi/code.json':
      '{\n  "a.b": {\n    "message": "Máy chủ mock \\"Chi tiết Đơn hàng mua\\"",\n    "description": "The mock server"\n  }\n}\n',
    'versioned_sidebars/version-9.9-sidebars.json': '{"api": [{"type": "category", "label": "Đơn hàng bán"}]}\n',
    'render/ui-text.ts':
      "const vi = {a: 'Tham số truy vấn', b: `Theo ${x} lĩnh vực`};\nconst en = {a: 'The query string'};\n",
    'config/search.ts': "export const A = ['đơn hàng bán'];\n",
  });
  const problems = (await glossaryProblems(dir)).map((p) => `${p.file}:${p.line}:${p.column} ${p.token}`);
  assert.deepEqual(problems, [
    'api/9.9/resources/order.yaml:4:26 đơn hàng mua',
    'api/9.9/resources/order.yaml:6:32 khóa API',
    'api/9.9/resources/order.yaml:15:38 người phụ trách',
    'i18n/vi/code.json:3:17 Máy chủ mock',
    'versioned_sidebars/version-9.9-sidebars.json:1:41 Đơn hàng bán',
    'render/ui-text.ts:1:17 Tham số truy vấn',
    'render/ui-text.ts:1:50 lĩnh vực',
  ]);
});

test('a malformed glossary is an error naming the file and line', () => {
  assert.throws(
    () =>
      parseGlossary('platform_titles: []\nconcepts:\n  - id: x\n    en: x\n    vi: y\n    variants:\n      - fix: z\n'),
    (error: unknown) =>
      error instanceof GlossaryError &&
      /^docs-glossary\.yaml:3 \(x\): a variant needs a phrase$/.test((error as Error).message),
  );
  assert.throws(
    () => parseGlossary('concepts: 3\n'),
    /docs-glossary\.yaml:1: the glossary is a map with a list of concepts/,
  );
});

test('the unifier rewrites a variant, renames a changed sidebar label’s translation key, and a second run changes nothing', () => {
  const dir = write(tempDir('glossary-fix-'), {
    'docs-glossary.yaml': GLOSSARY_TEXT,
    'api/evidence/README.md': '',
    'versioned_sidebars/version-9.9-sidebars.json': '{"api": [{"type": "category", "label": "Đơn hàng bán"}]}\n',
    'i18n/en/docusaurus-plugin-content-docs/version-9.9.json':
      '{\n  "sidebar.api.category.Đơn hàng bán": {"message": "Sale orders"}\n}\n',
    'partials/vi/x.mdx': 'Đọc câu trả lời, rồi `câu trả lời` trong code.\n',
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/glossary-fix.ts'), '--write'], {
      cwd: dir,
      encoding: 'utf8',
    });
  const first = run();
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /response +1 → 0/);
  assert.equal(
    fs.readFileSync(path.join(dir, 'partials/vi/x.mdx'), 'utf8'),
    'Đọc phản hồi, rồi `câu trả lời` trong code.\n',
  );
  assert.match(
    fs.readFileSync(path.join(dir, 'versioned_sidebars/version-9.9-sidebars.json'), 'utf8'),
    /"Đơn bán hàng"/,
  );
  const en = fs.readFileSync(path.join(dir, 'i18n/en/docusaurus-plugin-content-docs/version-9.9.json'), 'utf8');
  assert.match(en, /"sidebar\.api\.category\.Đơn bán hàng"/);
  const second = run();
  assert.match(second.stdout, /0 file\(s\) rewritten/);
});
