/**
 * The CDN files of the build (scripts/cdn-files.ts): build/_headers and
 * build/_redirects, parsed as Cloudflare Pages and Netlify read them and
 * checked against the same policy table as the HTTP suite
 * (tests/support/policy.ts) and against Cloudflare Pages' limits.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/server';
import {cacheControl} from '../../scripts/serving-policy';
import {
  IMMUTABLE,
  LLMS_LINK,
  LLMS_LINK_PAGES,
  NO_LLMS_LINK_PATHS,
  NOT_FOUND_CASES,
  SERVER_CARD,
  SERVER_CARD_TOOLS,
  REDIRECT_CASES,
  REFERENCE,
  REVALIDATED_PATHS,
  SECURITY_HEADER_NAMES,
  TWIN_URLS,
  expectedSecurityHeaders,
  immutablePaths,
} from '../support/policy';

type Rule = {pattern: string; headers: [string, string][]; line: number};
type Redirect = {from: string; to: string; status: string; line: number};

const headersText = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
const redirectsText = fs.readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8');

/** `_headers`: a URL pattern at column 0, then indented `Name: value` lines; `#` comments. */
function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: [], line: i + 1});
      return;
    }
    const m = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    assert.ok(m && rules.length, `_headers line ${i + 1} is not "Name: value" under a pattern: ${line}`);
    rules.at(-1)!.headers.push([m[1]!, m[2]!]);
  });
  return rules;
}

/** `_redirects`: `from to [status]` per line; `#` comments. */
function parseRedirects(text: string): Redirect[] {
  const out: Redirect[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const tokens = line.trim().split(/\s+/);
    assert.ok(tokens.length === 2 || tokens.length === 3, `_redirects line ${i + 1}: ${line}`);
    out.push({from: tokens[0]!, to: tokens[1]!, status: tokens[2] ?? '302', line: i + 1});
  });
  return out;
}

/** A pattern as both hosts match it: `*` is any characters (a splat), anchored at both ends. */
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

const rules = parseHeaders(headersText);
const redirects = parseRedirects(redirectsText);
const isDynamic = (r: Redirect) => /[*]|:[A-Za-z]/.test(r.from);
const statics = redirects.filter((r) => !isDynamic(r));
const dynamics = redirects.filter(isDynamic);

/** Every value each header gets on a path, over all matching rules (hosts merge them). */
function headersFor(urlPath: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rule of rules) {
    if (!patternRegex(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers) out.set(name.toLowerCase(), [...(out.get(name.toLowerCase()) ?? []), value]);
  }
  return out;
}

/** The build's files as URL paths (dotfiles and precompressed twins left out: the host decides). */
const buildPaths = fs
  .readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})
  .filter((e) => e.isFile())
  .map((e) => `/${path.relative(BUILD_DIR, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
  .filter((p) => !p.split('/').some((s) => s.startsWith('.')) && !/\.(?:br|gz)$/.test(p));

test('within Cloudflare Pages limits: 100 header rules, 2,000-character header lines', () => {
  assert.ok(rules.length <= 100, `${rules.length} header rules`);
  for (const line of headersText.split('\n')) assert.ok(line.length <= 2000, `a _headers line has ${line.length} characters`);
});

test('within Cloudflare Pages limits: 2,000 static + 100 dynamic redirects, statics first, 1,000-character lines', () => {
  assert.ok(statics.length <= 2000, `${statics.length} static redirects`);
  assert.ok(dynamics.length <= 100, `${dynamics.length} dynamic redirects`);
  const firstDynamic = redirects.findIndex(isDynamic);
  assert.ok(redirects.slice(firstDynamic).every(isDynamic), 'a static redirect after a dynamic one counts as dynamic');
  for (const line of redirectsText.split('\n')) assert.ok(line.length <= 1000, `a _redirects line has ${line.length} characters`);
  // Splats only at the end of a source, one per source; no placeholder; each source once.
  for (const r of dynamics) assert.match(r.from, /^[^*:]*\/\*$/, `line ${r.line}: ${r.from}`);
  assert.equal(new Set(redirects.map((r) => r.from)).size, redirects.length, 'a source is listed twice');
  console.log(`_redirects: ${statics.length} static, ${dynamics.length} dynamic; _headers: ${rules.length} rules`);
});

test('security headers: the build’s own, on every path, each once', () => {
  const all = rules.find((r) => r.pattern === '/*');
  assert.ok(all, 'a /* rule');
  const expected = expectedSecurityHeaders();
  assert.deepEqual(Object.keys(expected).sort(), [...SECURITY_HEADER_NAMES].sort());
  assert.deepEqual(Object.fromEntries(all.headers), expected);
  for (const p of ['/', '/en/', REFERENCE, '/nope', '/assets/js/x.js', `${REFERENCE}.md`]) {
    const headers = headersFor(p);
    for (const name of SECURITY_HEADER_NAMES) assert.deepEqual(headers.get(name.toLowerCase()), [expected[name]], `${p}: ${name}`);
  }
});

test('caching: the table’s hashed files immutable for a year, its other paths left to the host’s revalidate default', () => {
  const vi = fs.readFileSync(path.join(BUILD_DIR, `${REFERENCE}.html`), 'utf8');
  const en = fs.readFileSync(path.join(BUILD_DIR, 'en', `${REFERENCE}.html`), 'utf8');
  for (const p of immutablePaths(vi, en)) assert.deepEqual(headersFor(p).get('cache-control'), [IMMUTABLE], p);
  for (const p of REVALIDATED_PATHS) assert.equal(headersFor(p).get('cache-control'), undefined, p);
});

test('caching: every file of the build gets at most one Cache-Control, immutable exactly where the servers say so', () => {
  const problems: string[] = [];
  for (const p of buildPaths) {
    const values = headersFor(p).get('cache-control') ?? [];
    const immutable = cacheControl(p) === IMMUTABLE;
    if (values.length > 1) problems.push(`${p}: ${values.join(' + ')}`);
    else if (immutable !== (values[0] === IMMUTABLE)) problems.push(`${p}: ${values[0] ?? 'no rule'}`);
  }
  assert.deepEqual(problems, []);
  assert.ok(buildPaths.length > 1000, `${buildPaths.length} files checked`);
});

test('Markdown twins and llms.txt files: UTF-8 text types, once; HTML keeps the host’s type', () => {
  for (const url of TWIN_URLS) assert.deepEqual(headersFor(`${url}.md`).get('content-type'), ['text/markdown; charset=utf-8'], url);
  for (const p of ['/llms.txt', '/en/docs/6.1/llms-full.txt']) assert.deepEqual(headersFor(p).get('content-type'), ['text/plain; charset=utf-8'], p);
  for (const p of ['/', REFERENCE, '/assets/js/x.js']) assert.equal(headersFor(p).get('content-type'), undefined, p);
});

test('redirects: the table’s cases are static 301s to the canonical URL (query strings pass through the host)', () => {
  const byFrom = new Map(statics.map((r) => [r.from, r]));
  const files = new Set(buildPaths);
  for (const [from, to] of REDIRECT_CASES) {
    const [fromPath = '', query = ''] = from.split('?');
    const toPath = to.split('?')[0]!;
    assert.equal(to, query ? `${toPath}?${query}` : toPath, `${from}: the query is kept`);
    if (fromPath.endsWith('/index.html') && files.has(fromPath) && !/^(?:\/[a-z]{2})?\/index\.html$/.test(fromPath)) {
      // A page stored as x/index.html (/docs/intro): left to the host (Cloudflare Pages redirects /x to /x/).
      assert.equal(byFrom.get(fromPath), undefined, fromPath);
      continue;
    }
    const rule = byFrom.get(fromPath);
    assert.ok(rule, `no redirect from ${fromPath}`);
    assert.equal(rule.to, toPath, fromPath);
    assert.equal(rule.status, '301', fromPath);
  }
});

test('redirects: every target is a page of the build and no source is one (no loop, no page shadowed)', () => {
  const files = new Set(buildPaths);
  const isPage = (p: string) => files.has(p === '/' || p.endsWith('/') ? `${p}index.html` : `${p}.html`);
  const sources = new Set(statics.map((r) => r.from));
  for (const r of statics) {
    assert.equal(r.status, '301', `line ${r.line}`);
    assert.ok(isPage(r.to), `line ${r.line}: ${r.to} is not a page of the build`);
    assert.ok(!sources.has(r.to), `line ${r.line}: ${r.to} redirects again`);
    assert.ok(!isPage(r.from) || r.from.endsWith('.html'), `line ${r.line}: ${r.from} is a page`);
    assert.ok(!/^\/[/\\]/.test(r.to), `line ${r.line}: off-site target ${r.to}`);
  }
  // Each page of the build has its .html form redirected (the 404 pages and directory-index pages aside).
  const html = buildPaths.filter((p) => p.endsWith('.html') && !/(?:^|\/)404\.html$/.test(p) && !p.endsWith('/index.html'));
  for (const p of html) assert.ok(sources.has(p), `${p} has no redirect`);
});

test('404s: the table’s unknown paths reach the locale’s not-found page with status 404', () => {
  const files = new Set(buildPaths);
  for (const [p, locale] of NOT_FOUND_CASES) {
    // A file of the build is the host's to serve (/404.html; .headers/ is not uploaded, see the README).
    if (files.has(p) || p.split('/').some((s) => s.startsWith('.'))) continue;
    assert.ok(!statics.some((r) => r.from === p), `${p} is redirected`);
    const rule = dynamics.find((r) => patternRegex(r.from).test(p));
    assert.ok(rule, `${p}: no rule`);
    assert.equal(rule.to, locale === 'en' ? '/en/404.html' : '/404.html', p);
    assert.equal(rule.status, '404', p);
  }
});

test('discovery: every page names its locale’s llms.txt in one Link header; assets, images and the index none', () => {
  for (const [p, locale] of LLMS_LINK_PAGES) assert.deepEqual(headersFor(p).get('link'), [LLMS_LINK[locale]], p);
  const vi = fs.readFileSync(path.join(BUILD_DIR, `${REFERENCE}.html`), 'utf8');
  const en = fs.readFileSync(path.join(BUILD_DIR, 'en', `${REFERENCE}.html`), 'utf8');
  for (const p of [...NO_LLMS_LINK_PATHS, ...immutablePaths(vi, en)]) assert.equal(headersFor(p).get('link'), undefined, p);
  // Every page of the build, by the URL the site links: exactly its locale's link (no rule of the other locale).
  const problems: string[] = [];
  for (const p of buildPaths.filter((f) => f.endsWith('.html') && !/(?:^|\/)404\.html$/.test(f))) {
    const route = p.replace(/(?:\/index)?\.html$/, '') || '/';
    const url = route === '/en' ? '/en/' : route;
    const expected = LLMS_LINK[url === '/en/' || url.startsWith('/en/') ? 'en' : 'vi'];
    const got = headersFor(url).get('link') ?? [];
    if (got.length !== 1 || got[0] !== expected) problems.push(`${url}: ${got.join(' + ') || 'none'}`);
  }
  assert.deepEqual(problems, []);
});

test('discovery: the MCP server card is a file of the build, served as the host serves JSON, no rule on it', () => {
  const card = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SERVER_CARD), 'utf8')) as {tools: {name: string}[]};
  assert.deepEqual(card.tools.map((t) => t.name).sort(), SERVER_CARD_TOOLS);
  const headers = headersFor(SERVER_CARD);
  assert.deepEqual([...headers.keys()].sort(), SECURITY_HEADER_NAMES.map((n) => n.toLowerCase()).sort());
  assert.ok(!redirects.some((r) => !isDynamic(r) && r.from === SERVER_CARD), 'no redirect');
});
