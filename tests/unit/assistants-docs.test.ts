/**
 * The "AI assistants (MCP)" page of every version (assistants.mdx) cannot
 * drift from what it describes: it is in the sidebar and linked from the
 * intro, names the brand's site URL (config/brand.ts) and no other, and its
 * example calls name the page's own version, operations and tags of that
 * version's OpenAPI source, and doc pages that exist.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../../config/brand';
import {DEFAULT_LOCALE, LOCALES} from '../../config/locales';
import {VERSIONS, versionRoot} from '../../config/versions';
import {localizedApi} from '../../api/lib/cache';
import {operations} from '../../api/lib/openapi';
import {docsDir, localDocFile} from '../../api/lib/site';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const DOC_ID = 'assistants';

for (const version of VERSIONS) {
  test(`API ${version}: the assistants page is in the sidebar, linked from the intro in both locales`, () => {
    const sidebar = fs.readFileSync(
      path.join(SITE_DIR, 'versioned_sidebars', `version-${version}-sidebars.json`),
      'utf8',
    );
    assert.ok((JSON.parse(sidebar).api as unknown[]).includes(DOC_ID), `${DOC_ID} in the sidebar of ${version}`);
    for (const locale of LOCALES) {
      const intro = fs.readFileSync(localDocFile(SITE_DIR, version, locale, 'intro')!, 'utf8');
      assert.match(intro, /\]\(\.\/assistants\.mdx\)/, `${version} ${locale}: the intro links ./assistants.mdx`);
    }
  });

  for (const locale of LOCALES) {
    test(`API ${version} (${locale}): the assistants page names the brand's site and this version's real operations, tags and pages`, () => {
      const file = path.join(docsDir(SITE_DIR, version, locale), `${DOC_ID}.mdx`);
      const text = fs.readFileSync(file, 'utf8');
      const site = brand.siteUrl.replace(/\/$/, '');
      const urls = [...text.matchAll(/https?:\/\/[^\s"'`)]+/g)].map((m) => m[0]);
      assert.ok(
        urls.length > 0 && urls.every((u) => u.startsWith(site)),
        `${file}: URLs other than ${site}: ${urls.filter((u) => !u.startsWith(site)).join(', ')}`,
      );
      assert.ok(text.includes(`--site ${site}`), `${file}: --site ${site}`);
      for (const snippet of ['"mcpServers"', '"servers"', '.vscode/mcp.json', '.cursor/mcp.json', 'mcp/server.ts']) {
        assert.ok(text.includes(snippet), `${file}: ${snippet}`);
      }

      const doc = localizedApi(SITE_DIR, version, locale);
      const ops = operations(doc);
      const calls = [...text.matchAll(/(search_docs|get_page|get_operation|list_operations)\(([^)]*)\)/g)].map((m) => ({
        tool: m[1],
        args: [...m[2].matchAll(/"([^"]*)"/g)].map((a) => a[1]),
      }));
      assert.deepEqual(
        [...new Set(calls.map((c) => c.tool))].sort(),
        ['get_operation', 'get_page', 'list_operations', 'search_docs'],
        `${file}: an example of every tool`,
      );
      for (const {tool, args} of calls) {
        if (tool === 'get_operation') {
          assert.equal(args[0], version, `${file}: ${tool}(${args.join(', ')}) names version ${version}`);
          const [method, opPath] = args[1].split(' ');
          const found = opPath
            ? ops.some((o) => o.method === method.toLowerCase() && o.path === opPath)
            : ops.some((o) => o.operation.operationId === args[1]);
          assert.ok(found, `${file}: API ${version} has ${args[1]}`);
        } else if (tool === 'list_operations') {
          assert.equal(args[0], version, `${file}: ${tool} names version ${version}`);
          assert.ok(
            (doc.tags ?? []).some((t) => t.name === args[1]),
            `${file}: API ${version} has the tag ${args[1]}`,
          );
        } else if (tool === 'search_docs') {
          assert.ok(args.includes(version), `${file}: search_docs names version ${version}`);
        } else {
          const pagePath = args[0];
          const pageLocale = pagePath.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
          const root = `${pageLocale === DEFAULT_LOCALE ? '' : `/${pageLocale}`}${versionRoot(version)}/`;
          assert.ok(pagePath.startsWith(root), `${file}: ${pagePath} is a page of ${version}`);
          assert.ok(
            localDocFile(SITE_DIR, version, pageLocale, pagePath.slice(root.length)),
            `${file}: ${pagePath} exists`,
          );
        }
      }
    });
  }
}
