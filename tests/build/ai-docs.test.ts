/**
 * The AI-readable docs in the build (plugins/llms-txt): every doc page has
 * its Markdown twin, linked from the page; every link of every llms.txt
 * resolves to a file of the build; reference twins hold their expanded
 * parameters and examples; the "what changed" pages are built in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {siteOrigin} from '../../config/site';
import {BUILD_DIR} from '../support/server';

const ORIGIN = siteOrigin;

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

type DocPage = {file: string; sitePath: string; html: string};

/** The built doc pages (they carry the docs version meta tag), with their site path. */
const docPages: DocPage[] = htmlFiles(BUILD_DIR)
  .filter((file) => !path.relative(BUILD_DIR, file).startsWith('pagefind'))
  .map((file) => ({file, html: fs.readFileSync(file, 'utf8')}))
  .filter(({html}) => html.includes('docsearch:version'))
  .map(({file, html}) => ({file, html, sitePath: `/${path.relative(BUILD_DIR, file).split(path.sep).join('/').replace(/\.html$/, '')}`}));

/** The build file an absolute site URL names. */
function buildFile(url: string): string {
  assert.ok(url.startsWith(`${ORIGIN}/`), `${url} is on the site (${ORIGIN})`);
  return path.join(BUILD_DIR, decodeURIComponent(new URL(url).pathname));
}

const LLMS_FILES = ['llms.txt', 'en/llms.txt', ...['docs', 'docs/6.0', 'docs/6.1'].flatMap((v) => [`${v}/llms.txt`, `en/${v}/llms.txt`])];

test('the build has doc pages in both locales', () => {
  assert.ok(docPages.length > 400, `${docPages.length} doc pages`);
  assert.ok(docPages.some((p) => p.sitePath.startsWith('/en/docs/6.1/')));
});

test('every doc page has a Markdown twin next to its .html, linked from the page', () => {
  const problems: string[] = [];
  for (const page of docPages) {
    const twin = `${page.sitePath}.md`;
    const file = path.join(BUILD_DIR, twin);
    if (!fs.existsSync(file)) {
      problems.push(`${page.sitePath}: no ${twin}`);
      continue;
    }
    const text = fs.readFileSync(file, 'utf8');
    if (!text.startsWith('# ')) problems.push(`${twin} does not start with its title`);
    const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    if (/<(ApiOperation|ApiChanges|ApiEndpoint|Tabs|TabItem|ApiTable|ApiDomainField|DocCardList)\b|^import /m.test(prose)) problems.push(`${twin} holds JSX or imports`);
    const root = parse(page.html);
    if (!root.querySelector(`a[href="${twin}"]`)) problems.push(`${page.sitePath}: no link to ${twin}`);
    if (!root.querySelector(`link[rel="alternate"][type="text/markdown"][href="${twin}"]`)) problems.push(`${page.sitePath}: no alternate link to ${twin}`);
  }
  assert.deepEqual(problems, []);
});

/** afdocs' line past which agents truncate a page (page-size-markdown fails): every twin stays under it. */
const TWIN_MAX_CHARACTERS = 100_000;

test('every twin names its version and its llms.txt under its title, and stays under 100,000 characters', () => {
  const problems: string[] = [];
  for (const page of docPages) {
    const twin = `${page.sitePath}.md`;
    const text = fs.readFileSync(path.join(BUILD_DIR, twin), 'utf8');
    // Under the title and the description, if any.
    const note = text
      .split('\n\n')
      .slice(1, 3)
      .find((block) => block.startsWith('> ') && block.includes('llms.txt'));
    const locale = page.sitePath.startsWith('/en/') ? '/en' : '';
    const version = /^(?:\/en)?\/docs\/(6\.\d)(?:\/|$)/.exec(page.sitePath)?.[1];
    const index = `${ORIGIN}${locale}/docs${version ? `/${version}` : ''}/llms.txt`;
    if (!note?.includes(`](${index})`) || !note.includes(`](${ORIGIN}${locale}/llms.txt)`))
      problems.push(`${twin}: no note naming ${index} under its title`);
    if ([...text].length >= TWIN_MAX_CHARACTERS) problems.push(`${twin}: ${[...text].length} characters`);
  }
  assert.deepEqual(problems, []);
});

for (const name of LLMS_FILES) {
  test(`${name}: llms.txt format, and every link resolves to a file of the build`, () => {
    const file = path.join(BUILD_DIR, name);
    assert.ok(fs.existsSync(file), `${name} is built`);
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n');
    assert.match(lines[0], /^# \S/, 'starts with a # title');
    assert.equal(lines[1], '');
    assert.match(lines[2], /^> \S/, 'then a > summary');
    const sections = lines.filter((l) => l.startsWith('## '));
    assert.ok(sections.length >= 2, 'has ## sections');
    const items = lines.filter((l) => l.startsWith('- '));
    assert.ok(items.length > 0);
    for (const item of items) assert.match(item, /^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(?::\s\S.*)?$/, `list item "${item}"`);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);
    const missing = links.filter((url) => !fs.existsSync(buildFile(url)));
    assert.deepEqual(missing, []);
  });
}

test('a version llms.txt lists every page of the version and its full text holds every page', () => {
  for (const [prefix, version] of [['', 'docs/6.1'], ['en/', 'docs']] as const) {
    const index = fs.readFileSync(path.join(BUILD_DIR, prefix, version, 'llms.txt'), 'utf8');
    const full = fs.readFileSync(path.join(BUILD_DIR, prefix, version, 'llms-full.txt'), 'utf8');
    const pages = docPages.filter((p) => {
      const own = p.sitePath.startsWith(`/${prefix}${version}/`) || p.sitePath === `/${prefix}${version}`;
      return own && (version !== 'docs' || !/^\/(en\/)?docs\/6\.[01](\/|$)/.test(p.sitePath));
    });
    assert.ok(pages.length > 30, `${pages.length} pages in ${prefix}${version}`);
    for (const page of pages) {
      assert.ok(index.includes(`(${ORIGIN}${page.sitePath}.md)`), `${prefix}${version}/llms.txt lists ${page.sitePath}`);
      assert.ok(full.includes(`: ${ORIGIN}${page.sitePath}\n`), `${prefix}${version}/llms-full.txt holds ${page.sitePath}`);
    }
  }
  assert.equal(
    fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8'),
    fs.readFileSync(path.join(BUILD_DIR, 'docs/llms-full.txt'), 'utf8'),
    '/llms-full.txt is the default version',
  );
});

test('reference twins hold the expanded endpoint, parameters, samples and responses, in both locales', () => {
  const twins = {
    vi: fs.readFileSync(path.join(BUILD_DIR, 'docs/6.1/ticket/create.md'), 'utf8'),
    en: fs.readFileSync(path.join(BUILD_DIR, 'en/docs/6.1/ticket/create.md'), 'utf8'),
  };
  for (const [locale, text] of Object.entries(twins)) {
    assert.ok(text.includes('**POST** `https://{your-domain}/api/v6.1/ticket`'), `${locale}: endpoint`);
    assert.match(text, /^- `ticket_title` string \*\*(bắt buộc|required)\*\*\\$/m, `${locale}: body field entries`);
    for (const lang of ['http', 'bash', 'javascript', 'php', 'python']) assert.ok(text.includes(`\`\`\`${lang}\n`), `${locale}: ${lang} sample`);
    assert.ok(text.includes("curl --globoff --request POST 'https://{your-domain}/api/v6.1/ticket'"), `${locale}: cURL sample`);
    assert.ok(text.includes('YOUR_API_KEY'), `${locale}: the key stays a placeholder`);
    assert.match(text, /"ticket_code"/, `${locale}: response example`);
    assert.match(text, /\]\(https:\/\/docs\.crm-api\.example\/(en\/)?docs\/6\.1\/needed_info\.md#authentication\)/, `${locale}: links go to twins`);
  }
  assert.ok(twins.vi.includes('## Tham số') && twins.en.includes('## Parameters'));
});

test('the "what changed" pages are built in both locales, with the same ids and links to both versions', () => {
  for (const [version, from, fromPath] of [['6.0', '4.0', '/docs/'], ['6.1', '6.0', '/docs/6.0/']] as const) {
    const ids = ['vi', 'en'].map((locale) => {
      const prefix = locale === 'en' ? '/en' : '';
      const page = docPages.find((p) => p.sitePath === `${prefix}/docs/${version}/changes`);
      assert.ok(page, `${prefix}/docs/${version}/changes is built`);
      const root = parse(page.html);
      const article = root.querySelector('article')!;
      const hrefs = article.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
      assert.ok(hrefs.some((h) => h.startsWith(`${prefix}${fromPath}`) && !h.startsWith(`${prefix}/docs/${version}/`)), `links to ${from} pages`);
      assert.ok(hrefs.some((h) => h.startsWith(`${prefix}/docs/${version}/`)), `links to ${version} pages`);
      return article.querySelectorAll('h2[id], h3[id], h4[id]').map((h) => h.id);
    });
    assert.deepEqual(ids[0], ids[1], `${version}: same heading ids in vi and en`);
    for (const id of ['migration-guide', 'added', 'removed', 'changed', 'moved']) assert.ok(ids[0].includes(id), `${version}: #${id}`);
    for (const id of ids[0]) assert.match(id, /^[a-z0-9][a-z0-9-]*$/);
  }
});
