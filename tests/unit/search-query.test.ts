/**
 * The query handling the search dialog and the MCP server's search_docs share
 * (config/search.ts): a version the query names, and where an excerpt starts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {trimExcerpt, versionInQuery} from '../../config/search';

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
