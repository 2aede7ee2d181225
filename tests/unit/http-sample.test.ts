/**
 * The HTTP tab shows a query value a person reads (issue 42): the non-ASCII letters of the target as letters,
 * the same request a client sends encoded; cURL keeps the exact bytes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {curlSample, httpSample, readableTarget, type Sample} from '../../api/lib/browser-safe/samples';

const sample: Sample = {
  method: 'GET',
  url: 'https://{your-domain}/api/v3/accounts?q=H%E1%BB%93%20Ch%C3%AD%20Minh&page=1',
  host: '{your-domain}',
  target: '/api/v3/accounts?q=H%E1%BB%93%20Ch%C3%AD%20Minh&page=1',
  headers: [['X-API-KEY', 'YOUR_API_KEY']],
};

test('the HTTP tab reads the letters of a query value; cURL sends the exact bytes', () => {
  assert.match(httpSample(sample), /^GET \/api\/v3\/accounts\?q=Hồ%20Chí%20Minh&page=1 HTTP\/1\.1$/m);
  assert.ok(curlSample(sample).includes('q=H%E1%BB%93%20Ch%C3%AD%20Minh'));
});

test('the readable target is the same request: encoding its letters back gives the bytes', () => {
  for (const target of [
    sample.target,
    '/api/v6/accounts?filtering%5Baccount_name%3Aeq%5D=C%C3%B4ng%20ty&fields=id',
    '/a?q=%26%3D%2B%25',
    '/a?q=%E1%BB', // an incomplete sequence stays encoded
  ]) {
    const readable = readableTarget(target);
    assert.equal(
      readable.replace(/[^\p{ASCII}]+/gu, (letters) => encodeURIComponent(letters)),
      target,
      readable,
    );
  }
  assert.equal(readableTarget('/a?q=%26%3D%2B%25'), '/a?q=%26%3D%2B%25', 'ASCII escapes stay');
});
