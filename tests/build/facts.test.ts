/**
 * Every public fact of every version (method, path, each parameter name)
 * is in that version's OpenAPI source, on an operation shown on the fact's
 * page, and appears in that page as built, in both locales.
 *
 * Where the public pages are wrong, the resolution is listed in
 * RESOLUTIONS with its reason; nothing else is skipped silently.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {loadApi} from '../../api/lib/model/load';
import {operationUses} from '../../api/lib/pages/doc-files';
import {BUILD_DIR} from '../support/server';
import {LAST_VERSION} from '../../config/versions';

const SITE = process.cwd();
/** The public facts, kept in the repository (api/evidence/README.md). */
const FACTS_DIR = path.join(SITE, 'api/evidence');
const VERSIONS = ['4.0', '6.0', '6.1'] as const;

type FactParam = {name?: string} | string;
type FactEndpoint = {method?: string; path?: string; query_params?: FactParam[]; body_params?: FactParam[]};
type FactPage = {route?: string; endpoints?: FactEndpoint[]};

/** Public mistakes we corrected: "METHOD path as published" → the documented path, and why. */
const RESOLUTIONS: Record<string, {path: string; reason: string}> = {
  '6.1 GET /api/v6/accounts': {path: '/api/v6.1/accounts', reason: 'the 6.1 list lives under /api/v6.1 like every other 6.1 list'},
  '6.0 PUT /api/v6/accounts/types': {path: '/api/v6/accounts/types/{}', reason: 'a malformed duplicate of the {id} form on the same page'},
  '6.0 POST /api/v6/sale_orders/{{order_id}}/paid': {path: '/api/v6/sale_orders/{}/paid', reason: '{{order_id}} is a template typo for the path id'},
  '4.0 GET {domain_crm}/api/callcenter/inbound': {path: '/api/callcenter/inbound', reason: '{domain_crm} is the host, as for every call'},
};

/** Parameter names that are not names (cut-off rows, separators) or notes in the published tables. */
const NOT_A_NAME = /^(?:\s*|;|\.\.\..*|filtering\[<field>\].*)$/;

function docId(version: string, route: string): string {
  return route.replace(/^\/(en\/)?docs\//, '').replace(new RegExp(`^${version.replace('.', '\\.')}\\/`), '');
}

function builtPage(version: string, id: string, locale: 'vi' | 'en'): string {
  const prefix = locale === 'en' ? 'en/' : '';
  const versionPath = version === LAST_VERSION ? 'docs' : `docs/${version}`;
  const file = path.join(BUILD_DIR, `${prefix}${versionPath}/${id}.html`);
  assert.ok(fs.existsSync(file), `${file} is built`);
  return parse(fs.readFileSync(file, 'utf8')).querySelector('article')?.text ?? '';
}

const normalisePath = (p: string) => p.split('?')[0]!.replace(/\{\{?[^}]+\}?\}/g, '{}');

/** The leaf name of a published parameter: contacts[].first_name → first_name, params[period] → period. */
function leafName(name: string): string {
  return name.replace(/\(.*\)$/, '').trim().split(/[.*[\]]+/).filter(Boolean).pop() ?? name;
}

/** A copy of a value with every local $ref replaced by what it points to (each ref once per branch). */
function deref(value: unknown, root: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, root, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as {$ref?: string}).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.includes(ref)) {
    const target = ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    return deref(target, root, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v, root, seen)]));
}

function pageText(version: string, id: string): string {
  return fs.readFileSync(path.join(SITE, `versioned_docs/version-${version}/${id}.mdx`), 'utf8');
}

function pageUses(version: string, id: string): string[] {
  const files = [
    path.join(SITE, `versioned_docs/version-${version}/${id}.mdx`),
    path.join(SITE, `i18n/en/docusaurus-plugin-content-docs/version-${version}/${id}.mdx`),
  ];
  return files.flatMap((f) => {
    assert.ok(fs.existsSync(f), `${path.relative(SITE, f)} exists`);
    return operationUses(fs.readFileSync(f, 'utf8'), f).map((u) => u.id);
  });
}

for (const version of VERSIONS) {
  const factsFile = path.join(FACTS_DIR, `api-facts-${version}.json`);
  assert.ok(fs.existsSync(factsFile), `${factsFile}: every version's evidence is in the repository`);
  const facts: FactPage[] = JSON.parse(fs.readFileSync(factsFile, 'utf8'));
  const {document} = loadApi(SITE, version);
  const operations = Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
    Object.entries(item as Record<string, {operationId?: string; 'x-doc'?: string}>)
      .filter(([m]) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map(([method, op]) => ({method: method.toUpperCase(), path: normalisePath(p), id: op.operationId!, doc: op['x-doc']!, json: JSON.stringify(deref(op, document))})),
  );

  for (const page of facts) {
    const endpoints = (page.endpoints ?? []).filter((e) => e.method && e.path && /^(\{domain_crm\})?\/api\//.test(e.path));
    if (!page.route || endpoints.length === 0) continue;
    const id = docId(version, page.route);
    test(`${version} ${id}: every public fact is in the source and on the page, in both locales`, () => {
      const uses = pageUses(version, id);
      const source = pageText(version, id);
      for (const endpoint of endpoints) {
        const key = `${version} ${endpoint.method} ${endpoint.path!.split('?')[0]}`;
        const wanted = normalisePath(RESOLUTIONS[key]?.path ?? endpoint.path!.replace(/^\{domain_crm\}/, ''));
        const op = operations.find((o) => o.method === endpoint.method && o.path === wanted);
        assert.ok(op, `${key}: no operation ${endpoint.method} ${wanted} in api/${version}`);
        // Shown on the page, or (one operation, one page) linked from it to the page that shows it.
        const shownHere = op.doc === id || uses.includes(op.id);
        const linked = source.includes(`${path.basename(op.doc)}.mdx`);
        assert.ok(shownHere || linked, `${key}: operation ${op.id} is neither shown on ${id} nor linked from it`);
        const shownOn = shownHere ? id : op.doc;
        const pages = {vi: builtPage(version, shownOn, 'vi'), en: builtPage(version, shownOn, 'en')};
        const pathPattern = new RegExp(wanted.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\\?\}/g, '\\{[^}]+\\}'));
        const queryInPath = /\?(\w+)=/.exec(endpoint.path!)?.[1];
        const names = [
          ...(endpoint.query_params ?? []),
          ...(endpoint.body_params ?? []),
        ]
          .map((p) => (typeof p === 'string' ? p : p.name ?? ''))
          .filter((n) => !NOT_A_NAME.test(n) && !/^[A-Z_]+$/.test(n))
          .concat(queryInPath ? [queryInPath] : []);
        for (const [locale, text] of Object.entries(pages)) {
          assert.match(text, pathPattern, `${key}: the path is not on the ${locale} page`);
          assert.ok(text.includes(endpoint.method!), `${key}: the method is not on the ${locale} page`);
          for (const name of names) {
            const leaf = leafName(name);
            assert.ok(op.json.includes(`"${leaf}"`) || op.json.includes(leaf), `${key}: parameter ${name} is not in operation ${op.id}`);
            assert.ok(text.includes(leaf), `${key}: parameter ${name} is not on the ${locale} page`);
          }
        }
      }
    });
  }
}
