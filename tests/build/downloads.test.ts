/**
 * The OpenAPI and Postman downloads are linked from each version's intro and
 * from the footer, in both locales, and every link leads to a file of the
 * build in the page's language.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {BUILD_DIR} from '../support/server';
import {VERSIONS, versionRoot} from '../../config/versions';

function downloadLinks(page: string, within = 'html'): string[] {
  const html = fs.readFileSync(path.join(BUILD_DIR, page), 'utf8');
  return parse(html)
    .querySelectorAll(`${within} a`)
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.includes('/downloads/api/'));
}

for (const [prefix, locale] of [['', 'vi'], ['en/', 'en']] as const) {
  test(`${locale}: the footer links every version's OpenAPI and Postman files`, () => {
    const links = downloadLinks(`${prefix}index.html`, 'footer');
    for (const version of VERSIONS) {
      for (const file of ['openapi.yaml', 'postman_collection.json']) {
        assert.ok(links.includes(`/${prefix}downloads/api/${version}/${file}`), `footer link to ${version}/${file} in ${locale}`);
      }
    }
  });

  for (const version of VERSIONS) {
    test(`${locale} ${version}: the intro links the three downloads, each a file in the ${locale} build`, () => {
      const links = downloadLinks(`${prefix}${versionRoot(version).slice(1)}.html`, 'article');
      assert.equal(links.length, 3, links.join(', '));
      for (const href of links) {
        assert.ok(href.startsWith(`/${prefix}downloads/api/${version}/`), href);
        const file = path.join(BUILD_DIR, href);
        assert.ok(fs.existsSync(file), `${href} exists`);
        if (href.endsWith('openapi.json')) {
          const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as {info: {title: string}};
          assert.equal(doc.info.title, locale === 'en' ? 'CRM integration API' : 'API tích hợp CRM');
        }
      }
    });
  }
}
