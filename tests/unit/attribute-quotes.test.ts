/**
 * The built HTML's unquoted attribute values that end a tag with "/"
 * (plugins/attribute-quotes): quoted, so that no parser reads `href=/en/>` as
 * a self-closing tag; nothing else changes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {quoteSlashEndedValues} from '../../plugins/attribute-quotes';

test('a value ending in "/" right before ">" is quoted, the root link included', () => {
  assert.equal(
    quoteSlashEndedValues('<a class=navbar__brand href=/en/><img src=/en/img/logo.svg alt=Logo></a>'),
    '<a class=navbar__brand href="/en/"><img src=/en/img/logo.svg alt=Logo></a>',
  );
  assert.equal(
    quoteSlashEndedValues('<a aria-label="Trang chủ" href=/>x</a>'),
    '<a aria-label="Trang chủ" href="/">x</a>',
  );
});

test('quoted values, values that do not end the tag, void tags written "/>" and text stay as they are', () => {
  const same = [
    '<a href="/en/">x</a>',
    "<a href='/'>x</a>",
    '<a href=/en/ class=x>x</a>',
    '<img src=/a.svg width=32 />',
    '<br/>',
    '<p>a=b/> is text</p>',
    '<script>document.write("<a href=/x/>")</script>',
    '<style>a[href=/x/]{color:red}</style>',
    '<!-- <a href=/x/> -->',
  ];
  for (const html of same) assert.equal(quoteSlashEndedValues(html), html);
});
