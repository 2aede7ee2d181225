/**
 * Each version ships every page the spec lists, and its sidebar
 * "Api version X" holds every page except the ones the spec keeps out.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {VERSIONS} from '../../config/versions';
import {SPEC_PAGES, UNLISTED} from '../support/spec-pages';

type Item = string | {type?: string; id?: string; value?: string; link?: {type?: string; id?: string}; items?: Item[]};

function sidebarDocIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarDocIds(item.items ?? [])];
    return [];
  });
}

function docIds(version: string): string[] {
  const dir = path.join('versioned_docs', `version-${version}`);
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) =>
      path
        .relative(dir, path.join(e.parentPath, e.name))
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

for (const version of VERSIONS) {
  const sidebar = JSON.parse(fs.readFileSync(`versioned_sidebars/version-${version}-sidebars.json`, 'utf8')) as {
    api: Item[];
  };

  test(`${version}: every page of the spec's list exists`, () => {
    const ids = docIds(version);
    const missing = SPEC_PAGES[version]!.filter((id) => !ids.includes(id));
    assert.deepEqual(missing, []);
  });

  test(`${version}: the sidebar is "Api version ${version}" and lists every page but the unlisted ones`, () => {
    const first = sidebar.api[0];
    assert.ok(
      typeof first === 'object' && first.type === 'html' && first.value === `Api version ${version}`,
      'the sidebar title',
    );
    const listed = sidebarDocIds(sidebar.api);
    assert.deepEqual(
      listed.filter((id, i) => listed.indexOf(id) !== i),
      [],
      'no page listed twice',
    );
    const unlisted = UNLISTED[version]!;
    assert.deepEqual(
      unlisted.filter((id) => listed.includes(id)),
      [],
      'the unlisted pages are in no sidebar',
    );
    assert.deepEqual(
      docIds(version).filter((id) => !listed.includes(id) && !unlisted.includes(id)),
      [],
      'pages missing from the sidebar',
    );
  });
}

test('doc ids shared by the spec lists are identical across versions, so the version dropdown keeps the reader on the page', () => {
  const in40 = new Set(docIds('4.0'));
  const in60 = docIds('6.0');
  const shared = in60.filter((id) => in40.has(id));
  assert.ok(shared.length >= 40, `${shared.length} pages shared by 4.0 and 6.0`);
  for (const id of [
    'customer/list',
    'customer/detail',
    'order/list',
    'product/inventory',
    'errors',
    'webhook',
    'ticket/create',
  ]) {
    assert.ok(shared.includes(id), id);
  }
  const in61 = new Set(docIds('6.1'));
  for (const id of [
    'needed_info',
    'product/list',
    'product/detail',
    'ticket/create',
    'fund/sheet_detail',
    'call_center/inbound_call',
  ]) {
    assert.ok(in61.has(id) && in60.includes(id), id);
  }
});
