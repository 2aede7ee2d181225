/**
 * The support channels (config/brand.ts) and the docs-problem report
 * (src/lib/docsReport.ts): the report link carries the page's URL, version,
 * locale and the selected text; no source but config/brand.ts names a channel.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../../config/brand';
import {reportBody, reportHref} from '../../src/lib/docsReport';

test('the report link fills the brand template with the page, its version, locale and the selection', () => {
  const href = reportHref(
    {
      url: 'https://docs.crm-api.example/en/docs/6.1/task/list#query',
      version: '6.1',
      locale: 'en',
      title: 'List tasks',
      selection: '  has_more\n is   true ',
    },
    brand.support.docsReport,
  );
  assert.ok(href.startsWith(brand.support.docsReport.split('?')[0]!), href);
  const url = new URL(href.replace(/^mailto:/, 'https://mail.invalid/'));
  assert.equal(url.searchParams.get('subject'), 'Docs problem: List tasks (6.1)');
  const body = url.searchParams.get('body') ?? '';
  assert.match(body, /^Page: https:\/\/docs\.crm-api\.example\/en\/docs\/6\.1\/task\/list#query$/m);
  assert.match(body, /^Version: 6\.1$/m);
  assert.match(body, /^Locale: en$/m);
  assert.match(body, /^> has_more is true$/m, 'the selection, on one line');
  assert.doesNotMatch(reportBody({url: 'u', version: '', locale: 'vi', title: 't'}), /Selected text/);
});

test('a template of another shape (an issue form) gets the same title and body', () => {
  const href = reportHref(
    {url: 'https://x.example/p', version: '4.0', locale: 'vi', title: 'T', kind: 'not-helpful'},
    'https://git.example/docs/issues/new?title={title}&body={body}',
  );
  const url = new URL(href);
  assert.equal(url.searchParams.get('title'), 'Docs problem: T (4.0)');
  assert.match(url.searchParams.get('body') ?? '', /Was this page helpful\? No/);
});

/** The address part of each channel: the host of a web URL, the address of a mailto:. */
function channelNames(): string[] {
  return [brand.support.help, brand.support.docsReport].map((channel) =>
    channel.startsWith('mailto:') ? channel.slice('mailto:'.length).split('?')[0]! : new URL(channel).host,
  );
}

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : [full];
  });
}

test('no page, component or config but config/brand.ts names a support channel', () => {
  const names = channelNames();
  assert.deepEqual(names, ['support.crm-api.example', 'docs@crm-api.example']);
  const roots = ['src', 'config', 'versioned_docs', 'i18n', 'partials', 'api', 'render', 'plugins', 'static'];
  const found: string[] = [];
  for (const file of roots.flatMap(files)) {
    if (file === path.join('config', 'brand.ts') || !/\.(tsx?|mdx?|json|ya?ml|css|html|txt)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const name of names) if (text.includes(name)) found.push(`${file}: ${name}`);
  }
  assert.deepEqual(found, []);
});
