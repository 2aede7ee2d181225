/**
 * Readers see where each operation's facts come from (issue 32): for every
 * version, a page of each kind of evidence the version has (published,
 * derived, seen in clients, not published) shows its line by the operation's
 * title in both locales; the Markdown twin says the same words; the OpenAPI
 * download carries the same x-evidence; the MCP server's get_operation gives
 * the same status; and the version's sources page shows the coverage table.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {operations, type OpenApiDocument, type OperationEntry} from '../../api/lib/browser-safe/openapi';
import {operationElements} from '../../api/lib/evidence/elements';
import {EVIDENCE_KEY} from '../../api/lib/evidence/status';
import {VERSIONS, versionRoot} from '../../config/versions';
import {describeOperation} from '../../mcp/operations';
import {BUILD_DIR} from '../support/server';

const LOCALES = ['vi', 'en'] as const;
type Locale = (typeof LOCALES)[number];

const download = (version: string, locale: Locale): OpenApiDocument =>
  JSON.parse(
    fs.readFileSync(path.join(BUILD_DIR, locale === 'en' ? 'en' : '', 'downloads/api', version, 'openapi.json'), 'utf8'),
  ) as OpenApiDocument;

/** The built page of a doc id (`account/create`), as a file under the build. */
function pageFile(version: string, locale: Locale, docId: string, ext: 'html' | 'md'): string {
  const root = versionRoot(version).replace(/^\//, '');
  return path.join(BUILD_DIR, locale === 'en' ? 'en' : '', root, `${docId}.${ext}`);
}

/** The text of a line as a reader reads it: Markdown links are their labels, spaces are single. */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Per status, the first operation of the version that has it, with its page. */
function samples(doc: OpenApiDocument): {status: string; entry: OperationEntry; docId: string}[] {
  const seen = new Map<string, {status: string; entry: OperationEntry; docId: string}>();
  for (const entry of operations(doc)) {
    const status = operationElements(doc, entry)[0]?.effective?.status;
    const docId = entry.operation['x-doc'] as string | undefined;
    if (status && docId && !seen.has(status)) seen.set(status, {status, entry, docId: docId.replace(/#.*$/, '')});
  }
  return [...seen.values()];
}

for (const version of VERSIONS) {
  for (const locale of LOCALES) {
    test(`${version} (${locale}): each kind of evidence shows on its page, in the twin, the download and get_operation`, () => {
      const doc = download(version, locale);
      const found = samples(doc);
      assert.ok(found.length >= 2, `${version} has operations of several kinds: ${found.map((f) => f.status)}`);
      for (const {status, entry, docId} of found) {
        const id = entry.operation.operationId!;
        const html = parse(fs.readFileSync(pageFile(version, locale, docId, 'html'), 'utf8'));
        const lines = html.querySelectorAll('article div[data-evidence]').map((e) => ({
          kind: e.getAttribute('data-evidence'),
          text: plain(e.text),
        }));
        assert.ok(
          lines.some((l) => l.kind === status),
          `${docId}: a line of kind ${status}: ${JSON.stringify(lines)}`,
        );
        const twin = fs.readFileSync(pageFile(version, locale, docId, 'md'), 'utf8');
        const lead = locale === 'en' ? 'Source:' : 'Nguồn:';
        const twinLines = twin
          .split('\n')
          .filter((l) => l.startsWith(lead))
          .map(plain);
        for (const line of lines) {
          assert.ok(
            twinLines.includes(line.text),
            `${docId}.md says what the page says:\n  ${line.text}\n  in ${JSON.stringify(twinLines)}`,
          );
        }
        assert.ok(entry.operation[EVIDENCE_KEY], `${id}: the download's operation carries ${EVIDENCE_KEY}`);
        const described = describeOperation(doc, entry, {origin: 'https://docs.test', version, locale}) as {
          evidence?: {status: string; says: string};
        };
        assert.equal(described.evidence?.status, status, `get_operation ${id}`);
        assert.ok(described.evidence?.says.startsWith(lead), described.evidence?.says);
      }
    });
  }

  test(`${version}: the sources page explains the marks and counts the coverage, in both locales`, () => {
    for (const locale of LOCALES) {
      const html = parse(fs.readFileSync(pageFile(version, locale, 'sources', 'html'), 'utf8'));
      const ids = html.querySelectorAll('article h2').map((h) => h.id);
      assert.ok(ids.includes('marks') && ids.includes('coverage'), `${version} ${locale}: ${ids}`);
      const table = html.querySelector('#coverage ~ table, #coverage ~ * table');
      assert.ok(table, `${version} ${locale}: a coverage table after #coverage`);
      assert.ok(/\d/.test(table.text), 'with counts');
    }
  });
}
