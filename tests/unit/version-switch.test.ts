/**
 * Where the version dropdown leads when a page's doc id differs between
 * versions (api/lib/version-switch.ts), computed from the real OpenAPI sources.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {switchTargets, versionSwitchMap} from '../../api/lib/version-switch';

const SITE = path.resolve('.');

test('6.0 customer and order pages lead to the matching 6.1 account and sale-order pages, and back', () => {
  const forward = switchTargets(SITE, '6.0', '6.1');
  assert.equal(forward['customer/create'], 'account/create');
  assert.equal(forward['customer/edit'], 'account/update');
  assert.equal(forward['order/list'], 'sale-order/list', 'a page with sale and purchase orders follows its resource');
  assert.equal(forward['order/detail'], 'sale-order/detail');
  assert.equal(forward['customer/industry'], 'account/intro', 'no matching operation: the resource intro');
  const back = switchTargets(SITE, '6.1', '6.0');
  assert.equal(back['account/create'], 'customer/create');
  assert.equal(back['sale-order/list'], 'order/list');
});

test('4.0 and 6.0 call-centre callbacks lead to each other', () => {
  assert.equal(switchTargets(SITE, '4.0', '6.0')['call_center/inbound'], 'call_center/inbound_call');
  assert.equal(switchTargets(SITE, '6.0', '4.0')['call_center/get_cdr'], 'call_center/cdr');
});

test('pages with a same-id twin are left to Docusaurus; targets always exist', () => {
  const map = versionSwitchMap(SITE);
  assert.equal(map['6.0']?.['product/list'], undefined, 'product/list exists in every version');
  for (const [from, docs] of Object.entries(map)) {
    for (const [docId, targets] of Object.entries(docs)) {
      for (const [to, target] of Object.entries(targets)) {
        assert.notEqual(to, from);
        assert.ok(target.length > 0, `${from} ${docId} → ${to}`);
      }
    }
  }
});
