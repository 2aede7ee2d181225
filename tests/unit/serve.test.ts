import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cacheControl, localeOf, markdownPreferred, mediaType, textType} from '../../scripts/serving-policy';
import {ACCEPT_CASES} from '../support/policy';

test('hashed assets are immutable for a year, HTML revalidates', () => {
  assert.equal(cacheControl('/assets/js/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('/en/assets/css/styles.9f8e7d6c.css'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('/docs/6.1'), 'public, max-age=0, must-revalidate');
  assert.equal(cacheControl('/img/logo.svg'), 'public, max-age=0, must-revalidate');
});

test('the 404 locale follows the path prefix', () => {
  assert.equal(localeOf('/en/docs/nope'), 'en');
  assert.equal(localeOf('/en'), 'en');
  assert.equal(localeOf('/docs/nope'), 'vi');
  assert.equal(localeOf('/english'), 'vi');
});

test('Markdown twins and llms.txt are sent as UTF-8 text', () => {
  assert.equal(textType('/docs/6.1/ticket/create.md'), 'text/markdown; charset=utf-8');
  assert.equal(textType('/en/llms.txt'), 'text/plain; charset=utf-8');
  assert.equal(textType('/docs/6.1'), undefined);
  assert.equal(mediaType('/favicon.ico'), 'image/x-icon');
  assert.equal(mediaType('/en/llms.txt'), 'text/plain; charset=utf-8');
  assert.equal(mediaType('/docs/6.1'), undefined);
});

test('Accept negotiation: Markdown when text/markdown is listed with q > 0 and not below text/html', () => {
  for (const [accept, markdown] of ACCEPT_CASES)
    assert.equal(markdownPreferred(accept), markdown, JSON.stringify(accept));
  assert.equal(markdownPreferred(undefined), false);
});
