/**
 * Each recipe page links its workflow file, in both locales, and the link
 * leads to the file the build published in the page's language: the file's
 * title is the source's text for that locale, its source description names
 * the OpenAPI download beside it, and the version's list names it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseHtml} from 'node-html-parser';
import {parse} from 'yaml';
import {loadWorkflows, workflowsOf} from '../../api/lib/workflows/arazzo';
import {localize} from '../../api/lib/model/text';
import {workflowIndexPath, workflowPath} from '../../config/downloads';
import {DEFAULT_LOCALE, LOCALES} from '../../config/locales';
import {VERSIONS, versionRoot} from '../../config/versions';
import {BUILD_DIR} from '../support/server';

const SITE_DIR = path.resolve(__dirname, '..', '..');

for (const version of VERSIONS) {
  const files = loadWorkflows(SITE_DIR, version);
  for (const locale of LOCALES) {
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    test(`API ${version} (${locale}): each recipe page links its workflow, published in the page's language`, () => {
      if (files.length === 0) {
        assert.ok(!fs.existsSync(path.join(BUILD_DIR, prefix, workflowIndexPath(version))), 'no workflows, no list');
        return;
      }
      const index = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, prefix, workflowIndexPath(version)), 'utf8'));
      for (const file of files) {
        const [main] = workflowsOf(file);
        const page = path.join(BUILD_DIR, `${prefix}${versionRoot(version)}/${main['x-doc']}.html`);
        const href = `${prefix}${workflowPath(version, file.name)}`;
        const links = parseHtml(fs.readFileSync(page, 'utf8'))
          .querySelectorAll('article a')
          .map((a) => a.getAttribute('href'));
        assert.ok(links.includes(href), `${page} links ${href}`);
        const published = parse(fs.readFileSync(path.join(BUILD_DIR, href), 'utf8'));
        assert.equal(published.info.title, localize(file.document, locale).info.title);
        assert.equal(published.sourceDescriptions[0].url, '../openapi.json');
        assert.ok(fs.existsSync(path.join(BUILD_DIR, path.dirname(path.dirname(href)), 'openapi.json')));
        assert.ok(index.workflows.some((w: {file: string}) => w.file === workflowPath(version, file.name)));
      }
    });
  }
}
