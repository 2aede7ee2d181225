import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkI18n, headingIds} from '../../scripts/check-i18n';
import {tempDir} from '../support/temp-dir';

function write(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
}

/** A tiny site with one version, both locales complete. */
function fixture(): string {
  const root = tempDir('i18n-');
  write(root, 'versions.json', '["1.0"]');
  write(
    root,
    'versioned_sidebars/version-1.0-sidebars.json',
    JSON.stringify({api: [{type: 'category', label: 'Khách hàng', items: ['a']}]}),
  );
  write(
    root,
    'i18n/en/docusaurus-plugin-content-docs/version-1.0.json',
    JSON.stringify({'sidebar.api.category.Khách hàng': {message: 'Customers'}}),
  );
  write(
    root,
    'versioned_docs/version-1.0/a.mdx',
    '---\ntitle: A\n---\n## Tham số {#params}\n```\n## not a heading\n```\n',
  );
  write(
    root,
    'i18n/en/docusaurus-plugin-content-docs/version-1.0/a.mdx',
    '---\ntitle: A\n---\n## Parameters {#params}\n',
  );
  write(root, 'src/pages/x.tsx', `<Translate id="home.x">X</Translate>; translate({id: 'home.y', message: 'Y'});`);
  write(root, 'i18n/vi/code.json', JSON.stringify({'home.x': {message: 'X'}, 'home.y': {message: 'Y'}}));
  return root;
}

test('the real site has both locales complete', () => {
  assert.deepEqual(checkI18n(process.cwd()), []);
});

test('a complete fixture passes', () => {
  assert.deepEqual(checkI18n(fixture()), []);
});

test('a doc in one locale only is reported with its file', () => {
  const root = fixture();
  write(root, 'versioned_docs/version-1.0/b.mdx', '# B\n');
  assert.deepEqual(checkI18n(root), [
    'versioned_docs/version-1.0/b.mdx: no English twin at i18n/en/docusaurus-plugin-content-docs/version-1.0/b.mdx',
  ]);
  fs.rmSync(path.join(root, 'versioned_docs/version-1.0/b.mdx'));
  write(root, 'i18n/en/docusaurus-plugin-content-docs/version-1.0/c.mdx', '# C\n');
  assert.match(checkI18n(root).join('\n'), /version-1.0\/c.mdx: no Vietnamese twin/);
});

test('twins with different heading ids, or a heading without an ASCII id, are reported', () => {
  const root = fixture();
  write(root, 'i18n/en/docusaurus-plugin-content-docs/version-1.0/a.mdx', '## Parameters {#parameters}\n### Thing\n');
  const problems = checkI18n(root).join('\n');
  assert.match(
    problems,
    /version-1.0\/a.mdx: heading ids \[parameters\] differ from versioned_docs\/version-1.0\/a.mdx \[params\]/,
  );
  assert.match(problems, /a.mdx:2: heading "Thing" has no explicit id/);
  assert.deepEqual(headingIds('## Tham số {#tham-số}', 'f.mdx').problems, [
    'f.mdx:1: heading id "tham-số" is not lower-case ASCII',
  ]);
});

test('a UI string without a Vietnamese translation is reported with its source file', () => {
  const root = fixture();
  write(root, 'i18n/vi/code.json', JSON.stringify({'home.x': {message: 'X'}}));
  assert.deepEqual(checkI18n(root), [
    `src/pages/x.tsx: UI string "home.y" has no Vietnamese translation in i18n/vi/code.json`,
  ]);
});

test('a sidebar category without an English label is reported with the translation file', () => {
  const root = fixture();
  write(root, 'i18n/en/docusaurus-plugin-content-docs/version-1.0.json', '{}');
  assert.deepEqual(checkI18n(root), [
    'i18n/en/docusaurus-plugin-content-docs/version-1.0.json: no English label for "sidebar.api.category.Khách hàng"',
  ]);
});

test('an English label in the Vietnamese sidebar is reported: a category, an HTML heading, a doc label', () => {
  const root = fixture();
  const sidebar = (items: unknown[]) =>
    write(root, 'versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({api: items}));
  // The version heading in the spec's words is translated by the theme; a shared term alone is no English.
  sidebar([
    {type: 'html', value: 'Api version 1.0', className: 'sidebar-version-title'},
    {type: 'doc', id: 'a', label: 'Webhook API'},
    {type: 'category', label: 'Khách hàng', items: ['a']},
  ]);
  assert.deepEqual(checkI18n(root), []);
  sidebar([
    {type: 'html', value: '<b>API reference</b>', className: 'sidebar-version-title'},
    {type: 'doc', id: 'a', label: 'Getting started'},
    {type: 'category', label: 'Khách hàng', items: [{type: 'link', href: '/x', label: 'Customers'}]},
  ]);
  assert.deepEqual(checkI18n(root), [
    'versioned_sidebars/version-1.0-sidebars.json: English label "API reference" in the Vietnamese sidebar "api" (write it in Vietnamese; its English goes in i18n/en/docusaurus-plugin-content-docs/version-1.0.json)',
    'versioned_sidebars/version-1.0-sidebars.json: English label "Getting started" in the Vietnamese sidebar "api" (write it in Vietnamese; its English goes in i18n/en/docusaurus-plugin-content-docs/version-1.0.json)',
    'versioned_sidebars/version-1.0-sidebars.json: English label "Customers" in the Vietnamese sidebar "api" (write it in Vietnamese; its English goes in i18n/en/docusaurus-plugin-content-docs/version-1.0.json)',
  ]);
  sidebar([{type: 'category', label: 'Customers', items: ['a']}]);
  assert.match(checkI18n(root).join('\n'), /English label "Customers" in the Vietnamese sidebar/);
});

test('placeholder text is refused', () => {
  const root = fixture();
  write(root, 'i18n/en/docusaurus-plugin-content-docs/version-1.0/a.mdx', '## Parameters {#params}\nTODO write this\n');
  assert.match(checkI18n(root).join('\n'), /version-1.0\/a.mdx: placeholder text/);
});
