import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Parameter} from '../../api/lib/openapi';
import {queryString, serializeQuery} from '../../api/lib/request';

const param = (extra: Partial<Parameter>): Parameter => ({name: 'p', in: 'query', ...extra}) as Parameter;

test('query serialization follows style and explode', () => {
  assert.deepEqual(serializeQuery(param({name: 'fields', style: 'form', explode: false}), ['id', 'name']), [
    ['fields', 'id,name'],
  ]);
  assert.deepEqual(serializeQuery(param({name: 'tag'}), ['a', 'b']), [
    ['tag', 'a'],
    ['tag', 'b'],
  ]);
  assert.deepEqual(
    serializeQuery(param({name: 'filtering', style: 'deepObject', explode: true}), {'status:eq': 1, 'id:in': [4, 5]}),
    [
      ['filtering[status:eq]', '1'],
      ['filtering[id:in][]', '4'],
      ['filtering[id:in][]', '5'],
    ],
  );
  assert.deepEqual(serializeQuery(param({name: 'limit'}), 20), [['limit', '20']]);
});

test('query strings stay readable but encode what must be encoded', () => {
  assert.equal(
    queryString([
      ['filtering[name:contains]', 'a b&c'],
      ['fields', 'id,name'],
    ]),
    'filtering[name:contains]=a%20b%26c&fields=id,name',
  );
});
