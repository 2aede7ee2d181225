/**
 * What the built HTML writes explicitly for simple parsers (plugins/explicit-html):
 * unquoted attribute values that end a tag with "/" are quoted, so that no parser
 * reads `href=/en/>` as a self-closing tag, and the end tags tables omit are
 * written out; nothing else changes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closeTableTags, explicitHtml, quoteSlashEndedValues} from '../../plugins/explicit-html';

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

test("a table's omitted end tags are written out: cells, rows, row groups, a table in a cell", () => {
  assert.equal(
    closeTableTags(
      '<div><table><thead><tr><th>A<th data-label=B>B<tbody><tr><td>1<td><code>x</code><tr><td>2<td>3</table></div>',
    ),
    '<div><table><thead><tr><th>A</th><th data-label=B>B</th></tr></thead><tbody><tr><td>1</td><td><code>x</code></td></tr><tr><td>2</td><td>3</td></tr></tbody></table></div>',
  );
  assert.equal(
    closeTableTags('<table><tr><td><table><tr><td>in</table><td>out</table>'),
    '<table><tr><td><table><tr><td>in</td></tr></table></td><td>out</td></tr></table>',
  );
});

test('a table already explicit, and tags in comments and scripts, stay as they are', () => {
  const same = [
    '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    '<p>no table</p><script>"<table><tr><td>"</script><!-- <table><tr><td> -->',
  ];
  for (const html of same) assert.equal(closeTableTags(html), html);
});

test('the one-pass form the build runs writes what the two passes write', () => {
  const samples = [
    '<a class=navbar__brand href=/en/><b>x</b></a><table><tr><td>a<td><a href=/>b</a></table>',
    '<table><thead><tr><th>h<tbody><tr><td>1<tr><td><table><tr><td>in</table></table><!-- <td> --><script>"<tr>"</script>',
    '<p>no table <a href=/docs/>docs</a> <img src=/a.svg alt=x/><style>td{}</style>',
  ];
  for (const html of samples) assert.equal(explicitHtml(html), closeTableTags(quoteSlashEndedValues(html)));
  assert.equal(
    explicitHtml(samples[0]!),
    '<a class=navbar__brand href="/en/"><b>x</b></a><table><tr><td>a</td><td><a href="/">b</a></td></tr></table>',
  );
});
