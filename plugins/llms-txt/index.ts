/**
 * Docusaurus plugin: after each locale's build, writes the AI-readable docs
 * of that locale (see the README, "AI-readable docs"):
 *
 *   <page>.md                    a clean Markdown twin of every doc page,
 *                                next to its .html (/docs/6.1/ticket/create.md;
 *                                a version root /docs/6.1 gets /docs/6.1.md),
 *                                with a note under its title: its version and
 *                                where the llms.txt indexes are
 *   <version path>/llms.txt      the version's pages by sidebar section
 *   <version path>/llms-full.txt every page of the version in one file
 *   llms.txt                     the site: versions and their files
 *   llms-full.txt                the default version's full text
 *
 * English files sit under /en/. The Markdown is built from the MDX sources and
 * the OpenAPI documents (./markdown.ts), never scraped from the HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {brand} from '../../config/brand';
import {LOCALES, t, type Locale} from '../../config/locales';
import {LAST_VERSION, SIDEBAR_ID} from '../../config/versions';
import {DOWNLOAD_FILES, downloadPath} from '../../config/downloads';
import {localizedApi} from '../../api/lib/model/cache';
import {defaultCredentials} from '../../api/lib/browser-safe/request';
import {parseDocTarget} from '../../api/lib/pages/site';
import {versionInfo} from '../../config/version-info';
import {pageMarkdown, partialMarkdown, type CardLink} from './markdown';
import {
  rootLlmsTxt,
  twinFile,
  twinText,
  versionLlmsFullTxt,
  versionLlmsTxt,
  type AgentFacts,
  type PageEntry,
  type Section,
  type VersionIndex,
} from './llms';
import {LLMS_FILE, LLMS_FULL_FILE, twinPath, versionFile} from '../../config/llms';
import {words} from './words';
import {fill} from '../../render/changes-ui-text';
import {versionMenuLabels} from '../../config/navbar';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

type Site = {siteDir: string; origin: string; baseUrl: string; locale: Locale; outDir: string};

const absolute = (site: Site, sitePath: string) => `${site.origin}${sitePath}`;

/** A page's canonical path (trailingSlash: false): a version root's permalink /docs/6.1/ is served at /docs/6.1. */
const pagePath = (permalink: string) => permalink.replace(/(.)\/$/, '$1');

function sourceFile(siteDir: string, doc: DocMetadata): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/** The docs a sidebar item stands for, the category's own page first. */
function docIds(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
  if (item.type !== 'category') return [];
  return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...(item.items ?? []).flatMap(docIds)];
}

/** Sections in sidebar order: top-level pages, one per category, then pages in no sidebar. */
function sectionsOf(locale: Locale, version: LoadedVersion, entries: Map<string, PageEntry>): Section[] {
  const w = words(locale);
  const items = (version.sidebars[SIDEBAR_ID] ?? []) as SidebarItem[];
  const pick = (ids: string[]) => ids.flatMap((id) => (entries.has(id) ? [entries.get(id)!] : []));
  const top: Section = {title: w.overview, pages: pick(items.filter((i) => i.type !== 'category').flatMap(docIds))};
  const categories = items
    .filter((i) => i.type === 'category')
    .map((i) => ({title: i.label ?? '', pages: pick(docIds(i))}));
  const listed = new Set([top, ...categories].flatMap((s) => s.pages));
  const other: Section = {title: w.otherPages, pages: [...entries.values()].filter((p) => !listed.has(p))};
  return [top, ...categories, other];
}

/** The pages a <DocCardList/> on a category's page stands for. */
function cardsOf(version: LoadedVersion, docId: string, entries: Map<string, PageEntry>): CardLink[] {
  const find = (items: SidebarItem[]): SidebarItem | undefined =>
    items.flatMap((i) => (i.type === 'category' ? [i] : [])).find((i) => i.link?.id === docId) ??
    items.flatMap((i) => (i.type === 'category' ? [find(i.items ?? [])] : [])).find(Boolean);
  const category = find((version.sidebars[SIDEBAR_ID] ?? []) as SidebarItem[]);
  return (category?.items ?? [])
    .flatMap((item) => docIds(item).slice(0, 1))
    .flatMap((id) => {
      const entry = entries.get(id);
      return entry ? [{title: entry.title, url: entry.twin, description: entry.description}] : [];
    });
}

/** The heading id of the conventions page's section on telling which version a tenant runs. */
export const WHICH_VERSION_ID = 'which-version';

/** The title of the `{#which-version}` heading of an MDX source, without Markdown marks. */
export function whichVersionTitle(mdx: string): string | undefined {
  const heading = new RegExp(`^#{2,6}\\s+(.+?)\\s*\\{#${WHICH_VERSION_ID}\\}\\s*$`, 'm').exec(mdx);
  return heading?.[1].replace(/`/g, '').trim();
}

/** The partials whose words the agent section of /llms.txt shares with the pages (partials/<locale>/). */
export const AGENT_PARTIALS = {pagination: 'pagination-summary', filtering: 'filtering-summary'} as const;

/**
 * The facts an assistant needs for every call of a version: its path prefix,
 * pagination and filter syntax (the partials the pages show), the credentials of
 * the OpenAPI source's default security requirement, and its conventions
 * page (the doc of `info.x-docs.pagination`) with its which-version section.
 */
async function agentFacts(site: Site, version: LoadedVersion, entries: Map<string, PageEntry>): Promise<AgentFacts> {
  const name = version.versionName;
  const api = localizedApi(site.siteDir, name, site.locale);
  const target = api.info['x-docs']?.pagination ?? api.info['x-docs']?.auth;
  const doc = target ? version.docs.find((d) => d.id === parseDocTarget(target).docId) : undefined;
  const whichVersion = doc && whichVersionTitle(fs.readFileSync(sourceFile(site.siteDir, doc), 'utf8'));
  if (!doc || !whichVersion) {
    throw new Error(
      `llms-txt: API ${name} (${site.locale}) needs a conventions page (the doc of info.x-docs.pagination) with a "{#${WHICH_VERSION_ID}}" heading`,
    );
  }
  const info = versionInfo(name);
  return {
    apiPrefix: info.apiPrefix,
    conventions: {title: doc.title, twin: entries.get(doc.id)!.twin, whichVersion},
    credentials: defaultCredentials(api).map((c) => ({in: c.in, name: c.name})),
    pagination: await partialMarkdown(site.siteDir, AGENT_PARTIALS.pagination, site.locale, name),
    filtering: await partialMarkdown(site.siteDir, AGENT_PARTIALS.filtering, site.locale, name),
  };
}

function write(site: Site, sitePath: string, text: string): void {
  const file = path.join(site.outDir, sitePath.slice(site.baseUrl.length));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

/** The note under each twin's title (./llms.ts, twinFile): the page's version badge, its version's and its locale's llms.txt. */
function twinNote(site: Site, version: LoadedVersion, indexUrl: string): string {
  const w = words(site.locale);
  const root = absolute(site, `${site.baseUrl}${LLMS_FILE}`);
  const pathOf = (url: string) => new URL(url).pathname;
  return fill(w.twinNote, {
    badge: fill(w.versionBadge, {label: versionMenuLabels([version.versionName])[version.versionName]!.label}),
    version: version.versionName,
    index: `[${pathOf(indexUrl)}](${indexUrl})`,
    root: `[${pathOf(root)}](${root})`,
  });
}

async function buildVersion(site: Site, version: LoadedVersion, twins: Map<string, string>): Promise<VersionIndex> {
  const entries = new Map<string, PageEntry>(
    version.docs.map((doc) => [
      doc.id,
      {
        title: doc.title,
        description: doc.description,
        url: absolute(site, pagePath(doc.permalink)),
        twin: absolute(site, twinPath(doc.permalink)),
        markdown: '',
      },
    ]),
  );
  const root = version.path.replace(/\/$/, '');
  const indexUrl = absolute(site, versionFile(root, LLMS_FILE));
  const note = twinNote(site, version, indexUrl);
  for (const doc of version.docs) {
    const file = sourceFile(site.siteDir, doc);
    const {body, hasTitle} = await pageMarkdown(fs.readFileSync(file, 'utf8'), {
      siteDir: site.siteDir,
      file,
      locale: site.locale,
      baseUrl: site.baseUrl,
      twinOf: (target) => twins.get(target),
      absolute: (sitePath) => absolute(site, sitePath),
      cards: () => cardsOf(version, doc.id, entries),
    });
    const entry = entries.get(doc.id)!;
    entry.markdown = twinText(doc.title, doc.description, body, hasTitle);
    write(site, twinPath(doc.permalink), twinFile(entry.markdown, note));
  }
  const intro = version.docs.find((doc) => doc.permalink.replace(/\/$/, '') === root);
  const index: VersionIndex = {
    version: version.versionName,
    isDefault: version.versionName === LAST_VERSION,
    summary: intro?.description ?? '',
    sections: sectionsOf(site.locale, version, entries),
    indexUrl,
    fullUrl: absolute(site, versionFile(root, LLMS_FULL_FILE)),
    openapiUrl: absolute(
      site,
      `${site.baseUrl.replace(/\/$/, '')}${downloadPath(version.versionName, DOWNLOAD_FILES.openapiJson)}`,
    ),
    agent: await agentFacts(site, version, entries),
  };
  const title = t(brand.title, site.locale);
  write(site, versionFile(root, LLMS_FILE), versionLlmsTxt(site.locale, title, index));
  write(site, versionFile(root, LLMS_FULL_FILE), versionLlmsFullTxt(site.locale, title, index));
  return index;
}

export default function llmsTxt(context: LoadContext): Plugin {
  let versions: LoadedVersion[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      versions = docs?.loadedVersions ?? [];
    },
    async postBuild({outDir}) {
      const locale = context.i18n.currentLocale as Locale;
      const site: Site = {
        siteDir: context.siteDir,
        origin: context.siteConfig.url.replace(/\/$/, ''),
        baseUrl: context.baseUrl,
        locale,
        outDir,
      };
      const twins = new Map(
        versions.flatMap((v) =>
          v.docs.map((doc) => [sourceFile(site.siteDir, doc), absolute(site, twinPath(doc.permalink))]),
        ),
      );
      const indexes: VersionIndex[] = [];
      for (const version of versions) indexes.push(await buildVersion(site, version, twins));
      indexes.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.version.localeCompare(b.version));
      const other = LOCALES.find((l) => l !== locale)!;
      const otherBase = context.i18n.localeConfigs[other]?.path ?? other;
      const otherLocaleUrl = `${site.origin}/${locale === context.i18n.defaultLocale ? `${otherBase}/` : ''}${LLMS_FILE}`;
      write(
        site,
        `${site.baseUrl}${LLMS_FILE}`,
        rootLlmsTxt(
          locale,
          {title: t(brand.title, locale), tagline: t(brand.tagline, locale), otherLocaleUrl},
          indexes,
        ),
      );
      const main = indexes.find((i) => i.isDefault);
      if (main)
        write(site, `${site.baseUrl}${LLMS_FULL_FILE}`, versionLlmsFullTxt(locale, t(brand.title, locale), main));
    },
  };
}
