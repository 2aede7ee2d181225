/**
 * No OpenAPI document ships to the browser: every reference page is
 * expanded at build time, so a page's JavaScript holds only its own
 * operations. If a component imported a spec, one chunk would hold every
 * path of a version.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadApi, apiVersions} from '../../api/lib/model/load';
import {BUILD_DIR} from '../support/server';

/**
 * A chunk that names a third of a version's paths holds the spec. In code
 * chunks any mention counts. A doc page's chunk (its MDX, `"source":"@site/…"`)
 * may quote many paths in prose and samples (the conventions pages do, by
 * design), so there only paths held as object keys count (`"/api/v6.1/accounts":{…}`,
 * how a document's `paths` serialise).
 */
const mostPathsInOneChunk = (total: number) => Math.max(15, Math.floor(total / 3));

/** Why a chunk looks like it carries the spec, or undefined. */
export function specInChunk(text: string, paths: string[]): string | undefined {
  if (/"?openapi"?:"3\.1/.test(text)) return 'it contains an OpenAPI document';
  const page = /"source":"@site\//.test(text);
  const found = page
    ? paths.filter((p) => text.includes(`"${p}":`))
    : paths.filter((p) => text.includes(`${p}"`) || text.includes(`${p}?`) || text.includes(`${p}<`));
  return found.length > mostPathsInOneChunk(paths.length) ? `it holds ${found.length} of ${paths.length} paths${page ? ' as keys' : ''}` : undefined;
}

/**
 * The "what changed" pages (versioned_docs/version-X/changes.mdx and their
 * twins, expanded by render/remark-api-changes) list every operation of two
 * versions by design; their chunks may name every path, never hold a document.
 */
export function isChangesPage(text: string): boolean {
  return /"source":"@site\/[^"]*\/changes\.mdx"/.test(text);
}

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name));
}

const versions = apiVersions(process.cwd());
const pathsOf = (version: string) => Object.keys(loadApi(process.cwd(), version).document.paths ?? {});

test('the check catches a chunk that carries a spec', () => {
  const paths = pathsOf(versions[0]!);
  assert.match(specInChunk(JSON.stringify({paths: Object.fromEntries(paths.map((p) => [p, {}]))}), paths) ?? '', /holds/);
  assert.match(specInChunk('e.exports={openapi:"3.1.0"}', paths) ?? '', /OpenAPI document/);
  assert.equal(specInChunk(`"${paths[0]}"`, paths), undefined);
  const prose = paths.map((p) => `children:"${p}"`).join(',');
  assert.match(specInChunk(prose, paths) ?? '', /holds/, 'a code chunk naming every path');
  const page = `{"source":"@site/versioned_docs/version-x/needed_info.mdx"};${prose}`;
  assert.equal(specInChunk(page, paths), undefined, 'a doc page quoting every path in its text is not a spec');
  assert.match(specInChunk(`${page};${JSON.stringify(Object.fromEntries(paths.map((p) => [p, {}])))}`, paths) ?? '', /as keys/);
});

for (const version of versions) {
  test(`${version}: no JavaScript chunk holds more than a page's worth of the spec`, () => {
    const paths = pathsOf(version);
    assert.ok(paths.length > 20, `${version} has ${paths.length} paths`);
    const files = [...jsFiles(path.join(BUILD_DIR, 'assets/js')), ...jsFiles(path.join(BUILD_DIR, 'en/assets/js'))];
    assert.ok(files.length > 0, 'the build has JavaScript');
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const problem = specInChunk(text, isChangesPage(text) ? [] : paths);
      assert.equal(problem, undefined, `${path.relative(BUILD_DIR, file)}: ${problem}`);
    }
  });
}
