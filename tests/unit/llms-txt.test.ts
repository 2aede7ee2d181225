/** The llms.txt texts (plugins/llms-txt/llms.ts): the llmstxt.org layout, in both locales. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  agentSection,
  rootLlmsTxt,
  twinFile,
  twinText,
  versionLlmsFullTxt,
  versionLlmsTxt,
  type VersionIndex,
} from '../../plugins/llms-txt/llms';
import {AGENT_PARTIALS, whichVersionTitle} from '../../plugins/llms-txt/index';
import {partialMarkdown} from '../../plugins/llms-txt/markdown';
import {words} from '../../plugins/llms-txt/words';
import {fill} from '../../render/changes-ui-text';
import {twinPath, versionFile} from '../../config/llms';
import {LOCALES} from '../../config/locales';
import {VERSIONS} from '../../config/versions';
import {localizedApi} from '../../api/lib/model/cache';
import {defaultCredentials} from '../../api/lib/browser-safe/request';
import {localDocFile, parseDocTarget} from '../../api/lib/pages/site';

const site = 'https://docs.example';
const page = (id: string, title: string) => ({
  title,
  description: `About ${title.toLowerCase()}.\nSecond line.`,
  url: `${site}/docs/2.0/${id}`,
  twin: `${site}/docs/2.0/${id}.md`,
  markdown: twinText(title, `About ${title.toLowerCase()}.`, `Body of ${id}.`, false),
});
const index: VersionIndex = {
  version: '2.0',
  isDefault: false,
  summary: 'Version 2.0 of the API.',
  sections: [
    {title: 'Overview', pages: [page('intro', 'Introduction')]},
    {title: 'Widgets [beta]', pages: [page('widget/create', 'Create a [widget]')]},
    {title: 'Other pages', pages: []},
  ],
  indexUrl: `${site}/docs/2.0/llms.txt`,
  fullUrl: `${site}/docs/2.0/llms-full.txt`,
  openapiUrl: `${site}/downloads/api/2.0/openapi.json`,
  agent: {
    apiPrefix: '/api/v2',
    conventions: {
      title: 'Conventions',
      twin: `${site}/docs/2.0/conventions.md`,
      whichVersion: 'Which version does your CRM run',
    },
    credentials: [{in: 'header', name: 'X-TOKEN'}],
    pagination: '`limit` and `offset`.',
    filtering: '`filtering[field:op]=value`.',
  },
};

test('paths: a twin sits next to the page, a version index under the version path', () => {
  assert.equal(twinPath('/en/docs/6.1/ticket/create'), '/en/docs/6.1/ticket/create.md');
  assert.equal(twinPath('/docs'), '/docs.md');
  assert.equal(versionFile('/en/docs/6.0', 'llms.txt'), '/en/docs/6.0/llms.txt');
});

test('a version llms.txt: # title, > summary, a paragraph, ## sections of "- [title](url): description", Optional last', () => {
  const text = versionLlmsTxt('en', 'Docs', index);
  const blocks = text.trimEnd().split('\n\n');
  assert.equal(blocks[0], '# Docs — API 2.0');
  assert.equal(blocks[1], '> Version 2.0 of the API.');
  assert.match(blocks[2], /llms-full\.txt\]\(https:\/\/docs\.example\/docs\/2\.0\/llms-full\.txt\)/);
  assert.deepEqual(
    blocks.filter((b) => b.startsWith('## ')),
    ['## Overview', '## Widgets [beta]', '## Optional'],
    'empty sections are left out',
  );
  assert.ok(
    text.includes(
      '- [Create a widget](https://docs.example/docs/2.0/widget/create.md): About create a [widget]. Second line.\n',
    ),
  );
  assert.ok(
    text.endsWith(`- [OpenAPI 3.1 (JSON)](${index.openapiUrl}): The OpenAPI 3.1 description of API 2.0, as JSON.\n`),
  );
});

test('llms-full.txt holds every page with its source URL; the root llms.txt lists versions and the other locale', () => {
  const full = versionLlmsFullTxt('vi', 'Tài liệu', index);
  assert.ok(
    full.startsWith(
      '# Tài liệu — API 2.0\n\n> Version 2.0 of the API.\n\n---\n\n# Introduction\n\nNguồn: https://docs.example/docs/2.0/intro\n',
    ),
  );
  assert.ok(
    full.includes(
      '# Create a [widget]\n\nNguồn: https://docs.example/docs/2.0/widget/create\n\n> About create a [widget].\n\nBody of widget/create.\n',
    ),
  );
  const root = rootLlmsTxt('vi', {title: 'Tài liệu', tagline: 'Kết nối.', otherLocaleUrl: `${site}/en/llms.txt`}, [
    {...index, isDefault: true},
  ]);
  assert.ok(root.startsWith('# Tài liệu\n\n> Kết nối.\n\n'));
  assert.ok(root.includes(`- [API 2.0 (mặc định)](${index.indexUrl}): `));
  assert.ok(root.includes(`- [Toàn văn API 2.0](${index.fullUrl}): `));
  assert.ok(root.includes(`- [English](${site}/en/llms.txt): `));
});

test('the agent section of /llms.txt: which version, the OpenAPI file first, and per version its prefix, auth header, pagination and filters', () => {
  const other: VersionIndex = {
    ...index,
    version: '3.0',
    isDefault: true,
    openapiUrl: `${site}/downloads/api/3.0/openapi.json`,
    agent: {
      ...index.agent,
      apiPrefix: '/api/v3',
      credentials: [{in: 'query', name: 'secret'}],
      conventions: {...index.agent.conventions, twin: `${site}/docs.md`},
    },
  };
  const en = agentSection('en', [other, index]);
  const blocks = en.split('\n\n');
  assert.equal(blocks[0], '## Instructions for AI assistants');
  assert.match(blocks[1], /under each prefix `\/api\/v3` \(3\.0\), `\/api\/v2` \(2\.0\).*start with 3\.0/);
  assert.match(blocks[2], /rely on the version's OpenAPI file/);
  const items = blocks[3].split('\n');
  assert.equal(
    items[1],
    `- [API 2.0: Conventions](${site}/docs/2.0/conventions.md): paths start with \`/api/v2\`. Which version: section “Which version does your CRM run”. ` +
      `Authentication: header \`X-TOKEN\`. Pagination: \`limit\` and \`offset\`. Filters: \`filtering[field:op]=value\`. Exact schemas: the OpenAPI file \`${site}/downloads/api/2.0/openapi.json\`.`,
  );
  assert.match(items[0], /Authentication: query parameter `secret`\./);
  assert.match(
    agentSection('vi', [index]),
    /^## Hướng dẫn cho trợ lý AI\n\n.*\n\n.*tệp OpenAPI.*\n\n- \[API 2\.0: Conventions\]\(.*\): đường dẫn bắt đầu bằng `\/api\/v2`\. Cách xác định phiên bản: mục “Which version does your CRM run”\. Xác thực: header `X-TOKEN`\./s,
  );
  const root = rootLlmsTxt('en', {title: 'Docs', tagline: 'Connect.', otherLocaleUrl: `${site}/llms.txt`}, [
    other,
    index,
  ]);
  assert.ok(root.indexOf('## Instructions for AI assistants') < root.indexOf('## API versions'), 'before the versions');
  // Every link of /llms.txt leads to Markdown or to another index; the OpenAPI files are URLs to fetch.
  const links = [...root.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
  assert.deepEqual(
    links.filter((url) => !/\.(md|txt)$/.test(url)),
    [],
  );
  assert.ok(root.includes(`\`${site}/downloads/api/2.0/openapi.json\``), 'the OpenAPI file is named');
});

test('a twin file: the note under its title and description, or under its own H1', () => {
  const note = 'Version: 2.0 · /api/v2. For AI tools: [/docs/2.0/llms.txt](https://docs.example/docs/2.0/llms.txt).';
  assert.equal(
    twinFile(twinText('Widgets', 'About widgets.', 'Body.\n\n## More', false), note),
    `# Widgets\n\n> About widgets.\n\n> ${note}\n\nBody.\n\n## More\n`,
  );
  assert.equal(twinFile(twinText('Widgets', '', 'Body.', false), note), `# Widgets\n\n> ${note}\n\nBody.\n`);
  assert.equal(
    twinFile(twinText('Widgets', 'About.', '# Own title\n\nBody.', true), note),
    `# Own title\n\n> ${note}\n\nBody.\n`,
  );
});

test('every version: the auth header comes from its securitySchemes, and its conventions page has a which-version section in both locales', () => {
  const siteDir = path.resolve(__dirname, '..', '..');
  for (const version of VERSIONS) {
    for (const locale of LOCALES) {
      const api = localizedApi(siteDir, version, locale);
      assert.deepEqual(
        defaultCredentials(api).map((c) => `${c.in} ${c.name}`),
        ['header X-API-KEY'],
        `API ${version}`,
      );
      const {docId} = parseDocTarget(api.info['x-docs']!.pagination!);
      const file = localDocFile(siteDir, version, locale, docId);
      assert.ok(file, `API ${version} ${locale}: ${docId}`);
      assert.ok(whichVersionTitle(fs.readFileSync(file, 'utf8')), `${file} has a {#which-version} heading`);
    }
  }
});

test('every version: the agent section pages and filters in the words of the partials its pages show', async () => {
  const siteDir = path.resolve(__dirname, '..', '..');
  for (const version of VERSIONS) {
    for (const locale of LOCALES) {
      for (const name of Object.values(AGENT_PARTIALS)) {
        const words = await partialMarkdown(siteDir, name, locale, version);
        assert.ok(words.length > 40 && !words.includes('<ForVersions'), `${name} ${version} ${locale}: ${words}`);
        const dir = path.dirname(localDocFile(siteDir, version, locale, 'intro')!);
        // A page shows it directly or through a partial that includes it.
        const partialsDir = path.join(siteDir, 'partials', locale);
        const includers = fs
          .readdirSync(partialsDir)
          .filter((file) => fs.readFileSync(path.join(partialsDir, file), 'utf8').includes(`name="${name}"`))
          .map((file) => file.replace(/\.mdx$/, ''));
        const pages = fs
          .readdirSync(dir, {recursive: true, encoding: 'utf8'})
          .filter((file) => file.endsWith('.mdx'))
          .filter((file) =>
            [name, ...includers].some((shown) =>
              fs.readFileSync(path.join(dir, file), 'utf8').includes(`<ApiConvention name="${shown}"`),
            ),
          );
        assert.ok(pages.length > 0, `a ${version} page (${locale}) shows the partial ${name} that /llms.txt quotes`);
      }
    }
  }
  const six = await partialMarkdown(siteDir, AGENT_PARTIALS.pagination, 'en', '6.1');
  assert.match(six, /number of records received/);
  assert.doesNotMatch(six, /offset \+ limit/);
});

test("the twin's version line has the words of the page's version badge, in both locales", () => {
  const siteDir = path.resolve(__dirname, '..', '..');
  const vi = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/vi/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const badge = fs.readFileSync(path.join(siteDir, 'src/theme/DocVersionBadge/index.tsx'), 'utf8');
  const en = /\{'(Version: \{versionLabel\})'\}/.exec(badge)?.[1];
  for (const [locale, message] of [
    ['vi', vi['theme.docs.versionBadge.label']!.message],
    ['en', en!],
  ] as const)
    assert.equal(
      fill(words(locale).versionBadge, {label: '6.1 · /api/v6.1'}),
      fill(message, {versionLabel: '6.1 · /api/v6.1'}),
    );
});
