/**
 * The "AI assistants (MCP)" page of every version (assistants.mdx) cannot
 * drift from what it describes: it is in the sidebar and linked from the
 * intro, names the brand's site URL (config/brand.ts) and no other (but the
 * mock's address and the API host pattern), its setup (the partial
 * mcp-setup, as the page shows it) gives the published package's command of
 * config/mcp.ts in every client's configuration, every command it shows is
 * one the server's command line takes, the environment variables it names
 * are the server's, and its example calls name the page's own version,
 * operations (of the right kind for call_operation and call_write_operation,
 * with values the request builder's validator accepts) and tags of that
 * version's OpenAPI source, the workflows of its recipes (get_workflow where
 * the version has recipes; 4.0 has none), and doc pages that exist.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteOrigin} from '../../config/site';
import {brand} from '../../config/brand';
import {MOCK_ORIGIN} from '../../config/mock';
import {credentialEnv, mcpApi, mcpLaunch, mcpServer} from '../../config/mcp';
import {DEFAULT_LOCALE, LOCALES} from '../../config/locales';
import {VERSIONS, versionRoot} from '../../config/versions';
import {localizedApi} from '../../api/lib/model/cache';
import {operations} from '../../api/lib/browser-safe/openapi';
import {builderAjv, requestSchema} from '../../api/lib/requests/builder';
import {PLACEHOLDERS} from '../../api/lib/pages/partial-values';
import {loadWorkflows, workflowsOf} from '../../api/lib/workflows/arazzo';
import {callsFromArgs, parseArgs} from '../../mcp/args';
import {docsDir, localDocFile} from '../../api/lib/pages/site';
import {fillPlaceholders, partialFile, partialNodes, partialValues} from '../../render/partials';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const DOC_ID = 'assistants';

/** The page's source with each <ApiConvention name="…"/> replaced by its partial, placeholders filled. */
function expanded(text: string, version: string, locale: (typeof LOCALES)[number]): string {
  return text.replace(/<ApiConvention name="([^"]+)" \/>/g, (_, name: string) =>
    fillPlaceholders(fs.readFileSync(partialFile(SITE_DIR, locale, name), 'utf8'), partialValues(version)),
  );
}

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
      const text = expanded(fs.readFileSync(file, 'utf8'), version, locale);
      const site = siteOrigin;
      const urls = [...text.matchAll(/https?:\/\/[^\s"'`)]+/g)].map((m) => m[0]);
      const known = (u: string) => u.startsWith(site) || u === MOCK_ORIGIN || u === brand.apiHost.pattern;
      assert.ok(
        urls.length > 0 && urls.every(known),
        `${file}: URLs other than ${site}, the mock and the API host: ${urls.filter((u) => !known(u)).join(', ')}`,
      );
      const launch = mcpLaunch();
      assert.ok(text.includes(`npx -y ${mcpServer.packageName} --site ${site}`), `${file}: the npx command`);
      assert.ok(text.includes(`npx -y ${mcpServer.packageName} ./build`), `${file}: the build-folder form`);
      for (const snippet of ['claude_desktop_config.json', '.vscode/mcp.json', '.cursor/mcp.json', 'npm run mcp']) {
        assert.ok(text.includes(snippet), `${file}: ${snippet}`);
      }
      const configs = [...text.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!));
      const entry = {[mcpServer.serverName]: launch};
      const crm = {
        ...mcpLaunch(site, [mcpApi.baseOption, brand.apiHost.pattern]),
        env: {[mcpApi.keyEnv]: 'YOUR_API_KEY'},
      };
      assert.deepEqual(
        configs,
        [
          {mcpServers: entry},
          {servers: {[mcpServer.serverName]: {type: 'stdio', ...launch}}},
          {mcpServers: entry},
          {mcpServers: {[mcpServer.serverName]: crm}},
        ],
        `${file}: Claude Desktop, VS Code and Cursor start config/mcp.ts's command; the CRM's takes the key from the environment`,
      );
      const commands = [
        ...text.matchAll(new RegExp(`^((?:[A-Z_]+=\\S+ )*)npx -y ${mcpServer.packageName}(.*)$`, 'gm')),
      ];
      assert.ok(commands.length >= 5, `${file}: the commands`);
      for (const [line, prefix, rest] of commands) {
        const argv = rest!.trim().split(/\s+/).filter(Boolean);
        const env = Object.fromEntries(
          prefix!
            .trim()
            .split(/\s+/)
            .filter(Boolean)
            .map((kv) => kv.split('=')),
        );
        const args = parseArgs(argv);
        if (args.kind === 'help') continue;
        const calls = callsFromArgs(argv, env);
        if (argv.includes(mcpApi.baseOption)) assert.ok(calls.target, `${file}: ${line} calls an API`);
      }
      assert.ok(text.includes(`--api-base ${MOCK_ORIGIN}`), `${file}: the command against the mock`);
      assert.ok(text.includes(`${site}/.well-known/mcp/server-card.json`), `${file}: links the server card`);

      const doc = localizedApi(SITE_DIR, version, locale);
      const ops = operations(doc);
      const secrets = Object.values(doc.components?.securitySchemes ?? {}).map((scheme) =>
        credentialEnv(String((scheme as {'x-placeholder'?: string})['x-placeholder'])),
      );
      for (const [name] of text.matchAll(/\bCRM_[A-Z_]+\b/g)) {
        assert.ok(
          [mcpApi.baseEnv, ...secrets].includes(name) || name === 'CRM_',
          `${file}: ${name} is neither ${mcpApi.baseEnv} nor the variable of a credential of API ${version} (${secrets.join(', ')})`,
        );
      }
      assert.ok(
        secrets.includes(mcpApi.keyEnv),
        `${file}: ${mcpApi.keyEnv} is the variable of the API key's placeholder`,
      );
      const ajv = builderAjv();
      const calls = [
        ...text.matchAll(
          /(search_docs|get_page|get_operation|list_operations|call_operation|call_write_operation|verify_operation|list_workflows|get_workflow)\(((?:[^()`]|\([^()]*\))*)\)/g,
        ),
      ].map((m) => ({
        tool: m[1],
        args: [...m[2].matchAll(/(?<!\w: \{[^}]*)"([^"]*)"/g)].map((a) => a[1]),
        values: Object.fromEntries(
          [...m[2].matchAll(/\b(path|query|headers|body): (\{.*?\})(?=, \w+: |$)/g)].map((v) => [
            v[1],
            JSON.parse(v[2]!),
          ]),
        ),
      }));
      // get_workflow has an example where the version has recipes (their workflows); list_workflows everywhere.
      const workflowIds = loadWorkflows(SITE_DIR, version).flatMap((f) => workflowsOf(f).map((w) => w.workflowId));
      assert.deepEqual(
        [...new Set(calls.map((c) => c.tool))].sort(),
        [
          'call_operation',
          'call_write_operation',
          'get_operation',
          'get_page',
          ...(workflowIds.length > 0 ? ['get_workflow'] : []),
          'list_operations',
          'list_workflows',
          'search_docs',
          'verify_operation',
        ],
        `${file}: an example of every tool`,
      );
      for (const {tool, args, values} of calls) {
        if (tool === 'call_operation' || tool === 'call_write_operation' || tool === 'verify_operation') {
          assert.equal(args[0], version, `${file}: ${tool}(${args.join(', ')}) names version ${version}`);
          const entry = ops.find((o) => o.operation.operationId === args[1]);
          assert.ok(entry, `${file}: API ${version} has ${args[1]}`);
          assert.equal(
            entry.method === 'get',
            tool !== 'call_write_operation',
            `${file}: ${tool} takes ${entry.method.toUpperCase()} ${entry.path}`,
          );
          const validate = ajv.compile(requestSchema(doc, entry));
          assert.ok(
            validate({path: {}, query: {}, headers: {}, ...values}),
            `${file}: ${tool}(${args[1]}, ${JSON.stringify(values)}): ${JSON.stringify(validate.errors)}`,
          );
        } else if (tool === 'list_workflows' || tool === 'get_workflow') {
          assert.equal(args[0], version, `${file}: ${tool} names version ${version}`);
          if (tool === 'get_workflow')
            assert.ok(workflowIds.includes(args[1]!), `${file}: API ${version} has the workflow ${args[1]}`);
        } else if (tool === 'get_operation') {
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

for (const locale of LOCALES) {
  test(`the mcp-setup partial (${locale}) as the build renders it: every placeholder filled, the card linked`, async () => {
    const nodes = await partialNodes(SITE_DIR, 'mcp-setup', locale, '6.1');
    const text = JSON.stringify(nodes);
    assert.doesNotMatch(text, new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`), 'no placeholder left');
    const site = siteOrigin;
    assert.ok(text.includes(`"url":"${site}/.well-known/mcp/server-card.json"`), 'the server card link');
    assert.ok(text.includes(`npx -y ${mcpServer.packageName} --site ${site}`), 'the command');
  });
}
