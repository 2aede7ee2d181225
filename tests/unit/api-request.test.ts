import {test} from 'node:test';
import assert from 'node:assert/strict';
import {localizedApi} from '../../api/lib/model/cache';
import {parameterRows} from '../../api/lib/model/fields';
import {operations, type Parameter} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {queryString, sentExample, serializeQuery} from '../../api/lib/browser-safe/request';
import {VERSIONS} from '../../config/versions';
import {fieldList, flatten} from '../../render/field-list';
import {uiText} from '../../render/ui-text';

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

test('a parameter example reads as the reader sends it: one value, or the pairs it sends; never JSON', () => {
  const fields = param({name: 'fields', style: 'form', explode: false});
  assert.equal(sentExample(fields, ['account_code', 'account_name']), 'account_code,account_name');
  assert.equal(sentExample(param({name: 'extension[]'}), ['100', '101']), 'extension[]=100&extension[]=101');
  assert.equal(
    sentExample(param({name: 'custom_fields', style: 'deepObject', explode: true}), {hang_the: '=|vang'}),
    'custom_fields[hang_the]==|vang',
  );
  assert.equal(sentExample(param({name: 'limit'}), 20), '20');
  assert.equal(sentExample(param({name: 'q'}), 'a b'), 'a b', 'unencoded: the field list shows the value, not the URL');
  assert.equal(sentExample(param({name: 'ids', in: 'path'}), [4, 5]), '4,5');
});

test('every version: the field list shows each parameter example as sent (fields=id,account_code, not ["id",…])', () => {
  const ui = uiText('en');
  let arrays = 0;
  for (const version of VERSIONS) {
    const doc = localizedApi(process.cwd(), version, 'en');
    for (const entry of operations(doc)) {
      for (const raw of entry.operation.parameters ?? []) {
        const parameter = deref(doc, raw);
        const list = fieldList(doc, ui, parameterRows(doc, parameter), {prefix: 'p', required: true, taken: new Set()});
        for (const item of flatten(list.items)) {
          const where = `${version} ${entry.operation.operationId} ${item.p}: ${item.e}`;
          assert.doesNotMatch(item.e ?? '', /^[[{]"?/, where);
          const value = parameter.example;
          if (parameter.style === 'form' && parameter.explode === false && Array.isArray(value)) {
            arrays++;
            assert.equal(item.e, value.join(','), where);
          }
        }
      }
    }
  }
  assert.ok(arrays >= 50, `form arrays with explode: false checked: ${arrays}`);
});
