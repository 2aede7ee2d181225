/**
 * The query handling the search dialog and the MCP server's search_docs share
 * (config/search.ts): a version the query names, where an excerpt starts, the
 * concepts in both languages, METHOD /path queries, a title that is the query,
 * and the version being read among equal hits (on a Pagefind of given answers).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parseGlossary} from '../../api/lib/prose/glossary';
import {CONCEPTS, conceptVariant, fold, versionInQuery, type Pagefind, type PagefindResult} from '../../config/search';
import {endpointMatches, endpointQuery, rankResults, titleKey} from '../../config/search-rank';
import {trimExcerpt} from '../../config/search-excerpts';

const VERSIONS = ['6.1', '6.0', '4.0'];

test('a version the query names as a word is searched, and leaves the query', () => {
  assert.deepEqual(versionInQuery('create sale order 6.1', VERSIONS), {query: 'create sale order', version: '6.1'});
  assert.deepEqual(versionInQuery('webhook v6.0', VERSIONS), {query: 'webhook', version: '6.0'});
  assert.deepEqual(versionInQuery('v6', VERSIONS), {query: 'v6', version: '6.0'});
  assert.deepEqual(
    versionInQuery('v6.1', VERSIONS),
    {query: 'v6.1', version: '6.1'},
    'a version alone stays the query',
  );
  assert.deepEqual(versionInQuery('tạo đơn phiên bản 6.1', VERSIONS), {query: 'tạo đơn', version: '6.1'});
  assert.deepEqual(versionInQuery('customers version 4.0', VERSIONS), {query: 'customers', version: '4.0'});
});

test('no version: paths, status codes, unknown versions and bare numbers stay words', () => {
  for (const query of ['/api/v6.1/sale_orders', '401', 'limit 6', 'webhook 5.0', 'has_more'])
    assert.deepEqual(versionInQuery(query, VERSIONS), {query, version: undefined}, query);
});

test('an excerpt gets back the words its heading lost, else starts with "…" inside a sentence', () => {
  assert.equal(
    trimExcerpt('an <mark>order</mark> by <mark>code.</mark> GET', 'Get an order by code'),
    'Get an <mark>order</mark> by <mark>code.</mark> GET',
  );
  assert.equal(
    trimExcerpt('xóa <mark>đơn</mark> mua hàng. Ba thao tác', 'Duyệt, hủy và xóa đơn mua hàng'),
    'Duyệt, hủy và xóa <mark>đơn</mark> mua hàng. Ba thao tác',
  );
  assert.equal(trimExcerpt('List <mark>orders.</mark> Use', 'List orders'), 'List <mark>orders.</mark> Use');
  assert.equal(trimExcerpt('the <mark>order</mark> list.', 'Order details'), '… the <mark>order</mark> list.');
  assert.equal(trimExcerpt('· Only <mark>orders</mark> whose', 'Query parameters'), 'Only <mark>orders</mark> whose');
});

test('a query in the other language’s words, or without tone marks, also runs with this locale’s words', () => {
  assert.equal(conceptVariant('pagination', 'vi'), 'phân trang');
  assert.equal(conceptVariant('phan trang', 'vi'), 'phân trang', 'tone marks put back');
  assert.equal(conceptVariant('create sales orders', 'vi'), 'tạo đơn bán hàng', 'longest phrase, plural');
  assert.equal(conceptVariant('khach hang', 'en'), 'customer');
  assert.equal(conceptVariant('tạo khách hàng', 'en'), 'create customer');
  assert.equal(conceptVariant('don ban hang', 'en'), 'sales order');
  // Aliases: the words readers use for a page whose title changed, and a task in their own words.
  assert.equal(conceptVariant('error codes', 'en'), 'error');
  assert.equal(conceptVariant('ma loi', 'vi'), 'lỗi');
  assert.equal(conceptVariant('mã lỗi', 'vi'), 'lỗi');
  assert.equal(conceptVariant('ma loi', 'en'), 'error');
  assert.equal(conceptVariant('loc theo ngay cap nhat', 'vi'), 'đồng bộ');
  assert.equal(conceptVariant('customers changed since yesterday', 'en'), 'customers sync yesterday');
  for (const [query, lang] of [
    ['phân trang', 'vi'],
    ['customer', 'en'],
    ['has_more', 'vi'],
    ['/api/v6.1/account', 'vi'],
    ['POST /api/v6.1/account', 'en'],
    ['webhook', 'vi'],
  ]) {
    assert.equal(conceptVariant(query!, lang!), undefined, `${lang} ${query}: as typed`);
  }
  assert.equal(conceptVariant('trạng thai', 'vi'), undefined, 'tone marks typed are the reader’s, even half of them');
});

test('the concepts are one list of the site’s own words: each word once, both languages, Vietnamese with its marks', () => {
  const seen = new Map<string, number>();
  CONCEPTS.forEach((concept, i) => {
    assert.ok(concept.en.length > 0 && concept.vi.length > 0, `concept ${i}`);
    for (const word of [
      ...concept.en,
      ...concept.vi,
      ...(concept.aliases?.en ?? []),
      ...(concept.aliases?.vi ?? []),
      ...(concept.old ?? []),
    ]) {
      assert.ok(!seen.has(fold(word)), `"${word}" in concepts ${seen.get(fold(word))} and ${i}`);
      seen.set(fold(word), i);
    }
    for (const word of concept.en) assert.match(word, /^[a-z][a-z -]*$/, `English "${word}"`);
  });
  // The Vietnamese words are the site's: each is in the Vietnamese UI strings, docs titles or sources.
  const vi = [
    fs.readFileSync('i18n/vi/code.json', 'utf8'),
    ...['4.0', '6.0', '6.1'].map((v) => fs.readFileSync(`versioned_sidebars/version-${v}-sidebars.json`, 'utf8')),
    ...fs
      .readdirSync('versioned_docs', {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => fs.readFileSync(`versioned_docs/${f}`, 'utf8')),
  ]
    .join('\n')
    .toLowerCase();
  for (const concept of CONCEPTS) for (const word of concept.vi) assert.ok(vi.includes(word), `"${word}" on the site`);
  // The old words are the glossary's variants (docs-glossary.yaml): the words readers may still type.
  const variants = new Set(
    parseGlossary(fs.readFileSync('docs-glossary.yaml', 'utf8')).concepts.flatMap((c) =>
      c.variants.map((v) => v.phrase),
    ),
  );
  for (const concept of CONCEPTS)
    for (const word of concept.old ?? []) assert.ok(variants.has(word), `"${word}" is no glossary variant`);
});

test('a word the glossary replaced still finds the page: it runs with the glossary’s term', () => {
  assert.equal(conceptVariant('đổi người phụ trách', 'vi'), 'đổi nhân viên phụ trách');
  assert.equal(conceptVariant('tao don hang ban', 'vi'), 'tạo đơn bán hàng');
  assert.equal(conceptVariant('câu trả lời lỗi', 'vi'), 'phản hồi lỗi');
  assert.equal(conceptVariant('khóa API', 'en'), 'authentication');
  assert.equal(conceptVariant('khoa api', 'vi'), 'xác thực');
});

test('a METHOD /path query names an operation; path parameters match any value', () => {
  assert.deepEqual(endpointQuery('POST /api/v6.1/account'), {method: 'POST', path: '/api/v6.1/account'});
  assert.deepEqual(endpointQuery(' get /api/v3/accounts/ '), {method: 'GET', path: '/api/v3/accounts'});
  assert.deepEqual(endpointQuery('GET /api/v6/accounts?limit=5'), {method: 'GET', path: '/api/v6/accounts'});
  for (const query of ['/api/v6.1/account', 'POST account', 'FETCH /api/v6.1/account', 'post /api a'])
    assert.equal(endpointQuery(query), undefined, query);
  const q = endpointQuery('PUT /api/v6/accounts/42')!;
  assert.ok(endpointMatches('PUT /api/v6/accounts/{id}', q));
  assert.ok(!endpointMatches('GET /api/v6/accounts/{id}', q), 'another method');
  assert.ok(!endpointMatches('PUT /api/v6/accounts/{id}/manager', q), 'another path');
});

test('titles compare without case, tone marks, punctuation, articles and a plural s', () => {
  assert.equal(titleKey('Create a customer'), titleKey('create customer'));
  assert.equal(titleKey('Purchase orders'), titleKey('purchase order'));
  assert.equal(titleKey('Tạo khách hàng'), titleKey('tao khach hang'));
  assert.notEqual(titleKey('Create a customer group'), titleKey('create customer'));
});

/** A Pagefind whose answers are given: query (or "null") and filters → pages, each with its score and title. */
function fakePagefind(
  pages: Record<string, {title: string; version: string; endpoints?: string[]}>,
  scores: Record<string, Record<string, number>>,
): Pagefind {
  const result = (id: string, score: number): PagefindResult => ({
    id,
    score,
    data: async () => ({url: `/${id}`, excerpt: '', meta: {title: pages[id]!.title, version: pages[id]!.version}}),
  });
  return {
    options: async () => {},
    init: async () => {},
    filters: async () => ({
      endpoint: Object.fromEntries(Object.values(pages).flatMap((p) => (p.endpoints ?? []).map((e) => [e, 1]))),
    }),
    search: async (query, opts) => {
      const filters = opts?.filters ?? {};
      const keep = (id: string) =>
        (!filters.version || pages[id]!.version === filters.version) &&
        (!filters.endpoint || (pages[id]!.endpoints ?? []).includes(filters.endpoint));
      if (query === null)
        return {
          results: Object.keys(pages)
            .filter(keep)
            .map((id) => result(id, 0)),
        };
      return {
        results: Object.entries(scores[query] ?? {})
          .filter(([id]) => keep(id))
          .map(([id, s]) => result(id, s)),
      };
    },
  };
}

test('ranking: the operation a METHOD /path names, then what the query means, then the query as typed', async () => {
  const pages = {
    info: {title: 'Conventions', version: '6.1'},
    intro: {title: 'Customers', version: '6.1'},
    create: {title: 'Create a customer', version: '6.1', endpoints: ['POST /api/v6.1/account']},
    detail: {title: 'Get a customer', version: '6.1', endpoints: ['GET /api/v6.1/account']},
    status: {title: 'Ticket statuses', version: '6.1'},
    recipe: {title: 'Upsert a customer', version: '6.1'},
  };
  const pf = fakePagefind(pages, {
    'POST /api/v6.1/account': {info: 3, intro: 2, detail: 1.5, create: 1},
    'phan trang': {status: 2, info: 0.3},
    'phân trang': {info: 0.6, intro: 0.5},
    'create customer': {recipe: 4.5, create: 4.3, intro: 1},
  });
  const ids = async (q: string, lang = 'en') => (await rankResults(pf, q, '6.1', lang, 5)).map((r) => r.id);
  assert.deepEqual((await ids('POST /api/v6.1/account'))[0], 'create');
  assert.deepEqual(await ids('phan trang', 'vi'), ['info', 'intro', 'status']);
  assert.deepEqual((await ids('create customer'))[0], 'create', 'a title that is the query first');
});

test('ranking, every version: the version being read first among equal hits, never over a clearly better one', async () => {
  const pages = {
    best40: {title: 'Sync', version: '4.0'},
    a40: {title: 'Intro', version: '4.0'},
    a61: {title: 'Intro', version: '6.1'},
    far61: {title: 'Other', version: '6.1'},
  };
  const pf = fakePagefind(pages, {client: {best40: 9, a40: 5, a61: 4.9, far61: 4.4}});
  const ids = async (prefer?: string) => (await rankResults(pf, 'client', undefined, 'en', 5, prefer)).map((r) => r.id);
  assert.deepEqual(await ids(), ['best40', 'a40', 'a61', 'far61']);
  assert.deepEqual(await ids('6.1'), ['best40', 'a61', 'a40', 'far61'], 'within 3 %: the version read first');
  assert.deepEqual(await ids('4.0'), ['best40', 'a40', 'a61', 'far61']);
});
