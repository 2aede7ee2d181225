/**
 * Post-build step (after scripts/security-headers.ts): `_headers` and
 * `_redirects` in the build root, the files Cloudflare Pages and Netlify read,
 * made from the same serving policy as scripts/serve.ts and deploy/nginx.conf
 * (scripts/serving-policy.ts) and the build's own CSP:
 *
 *   _headers    the security headers on every path; a year, immutable, on the
 *               hashed kinds (IMMUTABLE_GLOBS); the UTF-8 type of .md and .txt;
 *               the locale's llms.txt as a `Link` on the pages (llmsTxtLinkGlobs()).
 *               Everything else keeps the host's default Cache-Control, which
 *               on both hosts is our REVALIDATE: writing it on `/*` would make
 *               both hosts send two values on hashed files (they merge headers
 *               of overlapping rules).
 *   _redirects  one static 301 per non-canonical form of every page (`/x.html`,
 *               `/x/`, `/x/index.html` → `/x`; the locale roots), each target
 *               computed by canonicalTarget() (see staticRedirects() for the
 *               pages it leaves to the host); then the locale 404s
 *               (`/en/*` → /en/404.html, `/*` → /404.html, status 404).
 *
 * Cloudflare Pages limits (checked here and by tests/build/cdn-files.test.ts):
 * 100 header rules, 2,000-character header lines; 2,000 static + 100 dynamic
 * redirects, statics first, 1,000-character redirect lines; redirect codes
 * 200/301/302/303/307/308 only, so it ignores the two 404 lines (it serves the
 * nearest 404.html with status 404 by itself) while Netlify applies them.
 * Neither host can negotiate on Accept: see the README, "Deploying".
 *
 * Then the MCP server card (`.well-known/mcp/server-card.json`, discovery for
 * assistants, published as a plain file by every host): written by the MCP
 * server's own mcp/card.ts, run as a program (nothing but tests imports mcp/),
 * so its tool list is the one the server answers.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LOCALES, DEFAULT_LOCALE} from '../config/locales';
import {readSecurityHeaders} from './security-headers';
import {
  IMMUTABLE,
  IMMUTABLE_GLOBS,
  LOCALE_PREFIXES,
  canonicalTarget,
  llmsTxtLinkGlobs,
  textType,
} from './serving-policy';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

export const CDN_LIMITS = {
  headerRules: 100,
  headerLine: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLine: 1000,
} as const;

export type HeaderRule = {pattern: string; headers: [string, string][]};
export type Redirect = {from: string; to: string; status: number};

/**
 * The header rules: security headers everywhere, then the immutable kinds, then the text types, then the
 * llms.txt links of the page routes (`routes`, see pages()).
 */
export function headerRules(securityHeaders: Record<string, string>, routes: readonly string[] = []): HeaderRule[] {
  return [
    {pattern: '/*', headers: Object.entries(securityHeaders)},
    ...IMMUTABLE_GLOBS.map((pattern): HeaderRule => ({pattern, headers: [['Cache-Control', IMMUTABLE]]})),
    ...['.md', '.txt'].map((ext): HeaderRule => ({pattern: `/*${ext}`, headers: [['Content-Type', textType(ext)!]]})),
    ...llmsTxtLinkGlobs(routes).map(({pattern, link}): HeaderRule => ({pattern, headers: [['Link', link]]})),
  ];
}

export type Page = {route: string; file: string};

/** Every page of the build, not-found pages excepted: `/x` for x.html or x/index.html; `/`, `/en/` for the roots. */
export function pages(buildDir: string): Page[] {
  const out: Page[] = [];
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const rel = path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (rel.some((part) => part.startsWith('.'))) continue;
    const file = `/${rel.join('/')}`;
    if (/^(?:\/[a-z]{2})?\/404\.html$/.test(file)) continue;
    const route = file.replace(/(?:\/index)?\.html$/, '');
    out.push({route: route === '' || LOCALE_PREFIXES.includes(route.slice(1) as never) ? `${route}/` : route, file});
  }
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The static 301s: every non-canonical form of every page, to the page, as
 * canonicalTarget() maps it. Pages stored as x/index.html (the client
 * redirect pages such as /docs/intro) get none besides the locale roots:
 * Cloudflare Pages answers /x with a redirect to /x/ for them, so /x/ → /x
 * would loop there.
 */
export function staticRedirects(all: readonly Page[]): Redirect[] {
  const routes = new Set(all.map((p) => p.route));
  const seen = new Set<string>();
  const out: Redirect[] = [];
  for (const {route, file} of all) {
    const base = route.replace(/\/$/, '');
    if (!route.endsWith('/') && file.endsWith('/index.html')) continue;
    const forms = route.endsWith('/')
      ? [`${base}/index.html`, ...(base ? [base, `${base}.html`] : [])]
      : [`${base}.html`, `${base}/`, `${base}/index.html`];
    for (const from of forms) {
      if (routes.has(from) || seen.has(from) || canonicalTarget(from) !== route) continue;
      seen.add(from);
      out.push({from, to: route, status: 301});
    }
  }
  return out;
}

/** The locale 404s, most specific prefix first (splats only at the end). */
export function notFoundRules(): Redirect[] {
  const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`);
  return [
    ...prefixes.map((p) => ({from: `${p}/*`, to: `${p}/404.html`, status: 404})),
    {from: '/*', to: '/404.html', status: 404},
  ];
}

export function headersText(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((r) => [r.pattern, ...r.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Generated by scripts/cdn-files.ts from this build (the CSP follows the build). Do not edit: rebuild.
# Paths without a Cache-Control rule keep the host's default, public, max-age=0, must-revalidate.
${blocks.join('\n\n')}
`;
}

export function redirectsText(redirects: readonly Redirect[]): string {
  return `# Generated by scripts/cdn-files.ts from this build. Do not edit: rebuild.
# Static 301s to each page's canonical URL, then the locale 404s (Netlify; Cloudflare Pages ignores
# status 404 here and serves the nearest 404.html by itself).
${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}
`;
}

/** Throws when a file would break a host's limits: a host would drop rules silently. */
export function checkLimits(
  rules: readonly HeaderRule[],
  statics: readonly Redirect[],
  dynamics: readonly Redirect[],
): void {
  const problems: string[] = [];
  if (rules.length > CDN_LIMITS.headerRules)
    problems.push(`${rules.length} header rules (limit ${CDN_LIMITS.headerRules})`);
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      if (`  ${name}: ${value}`.length > CDN_LIMITS.headerLine)
        problems.push(`${rule.pattern} ${name}: line over ${CDN_LIMITS.headerLine} characters`);
    }
  }
  if (statics.length > CDN_LIMITS.staticRedirects)
    problems.push(`${statics.length} static redirects (limit ${CDN_LIMITS.staticRedirects})`);
  if (dynamics.length > CDN_LIMITS.dynamicRedirects)
    problems.push(`${dynamics.length} dynamic redirects (limit ${CDN_LIMITS.dynamicRedirects})`);
  for (const r of [...statics, ...dynamics]) {
    if (`${r.from} ${r.to} ${r.status}`.length > CDN_LIMITS.redirectLine)
      problems.push(`${r.from}: redirect line over ${CDN_LIMITS.redirectLine} characters`);
  }
  if (problems.length)
    throw new Error(`The CDN files would exceed Cloudflare Pages' limits:\n  ${problems.join('\n  ')}`);
}

export function writeCdnFiles(buildDir: string): {
  headerRules: number;
  staticRedirects: number;
  dynamicRedirects: number;
} {
  const all = pages(buildDir);
  const rules = headerRules(
    readSecurityHeaders(buildDir),
    all.map((p) => p.route),
  );
  const statics = staticRedirects(all);
  const dynamics = notFoundRules();
  checkLimits(rules, statics, dynamics);
  fs.writeFileSync(path.join(buildDir, HEADERS_FILE), headersText(rules));
  fs.writeFileSync(path.join(buildDir, REDIRECTS_FILE), redirectsText([...statics, ...dynamics]));
  return {headerRules: rules.length, staticRedirects: statics.length, dynamicRedirects: dynamics.length};
}

/** Runs mcp/card.ts on the build: the MCP server writes its own card (its line goes to the output). */
export function writeServerCard(buildDir: string): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'mcp', 'card.ts'), path.resolve(buildDir)], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** The step as the build runs it (alone, or in scripts/post-build.ts): the CDN files, then the server card; its line. */
export function cdnFilesStep(dir: string): string {
  const n = writeCdnFiles(dir);
  writeServerCard(dir);
  return `CDN files: ${HEADERS_FILE} (${n.headerRules} rules), ${REDIRECTS_FILE} (${n.staticRedirects} static redirects of ${CDN_LIMITS.staticRedirects}, ${n.dynamicRedirects} dynamic of ${CDN_LIMITS.dynamicRedirects}) written to ${dir}/`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(cdnFilesStep(process.argv[2] ?? 'build'));
}
