import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dVariants, parseExcerpt, versionFromTag} from '../../src/components/Search/engine';

test('a query without marks is also tried with đ for d, word by word', () => {
  assert.deepEqual(dVariants('duong'), ['duong', 'đuong']);
  assert.deepEqual(dVariants('doi soat'), ['doi soat', 'đoi soat']);
  assert.deepEqual(dVariants('khach hang'), ['khach hang']);
  assert.deepEqual(dVariants('don dat hang'), ['don dat hang', 'don đat hang', 'đon dat hang', 'đon đat hang']);
  assert.equal(dVariants('d d d d d').length, 8, 'bounded');
});

test('excerpts keep only <mark> and render everything else as text', () => {
  assert.deepEqual(parseExcerpt('Tạo <mark>khách</mark> &lt;img src=x&gt; <b>hàng</b>'), [
    {text: 'Tạo ', mark: false},
    {text: 'khách', mark: true},
    {text: ' <img src=x> hàng', mark: false},
  ]);
});

test('the version comes from the Docusaurus search tag', () => {
  assert.equal(versionFromTag('docs-default-6.1'), '6.1');
  assert.equal(versionFromTag('docs-default-4.0'), '4.0');
  assert.equal(versionFromTag(undefined), undefined);
});
