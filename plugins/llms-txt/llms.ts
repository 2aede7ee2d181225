/**
 * The texts of the AI-readable files, in the llms.txt format
 * (https://llmstxt.org): `# Title`, `> summary`, a paragraph, then `## Section`
 * lists of `- [Title](url): description`. Pure functions over plain data.
 */
import {fill} from '../../render/changes-ui-text';
import {rootIntro, words} from './words';
import type {Locale} from '../../config/locales';

export type PageEntry = {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  twin: string;
  /** The twin's text. */
  markdown: string;
};

export type Section = {title: string; pages: PageEntry[]};

/** What an assistant must know to call a version (the agent section of /llms.txt). */
export type AgentFacts = {
  /** Every path of the version starts with it (config/version-info.ts). */
  apiPrefix: string;
  /** The conventions page: title, twin URL, and the title of its which-version section. */
  conventions: {title: string; twin: string; whichVersion: string};
  /** The credentials of the default security requirement (the OpenAPI securitySchemes). */
  credentials: {in: 'header' | 'query' | 'cookie'; name: string}[];
  pagination: string;
  filtering: string;
};

export type VersionIndex = {
  version: string;
  isDefault: boolean;
  /** One sentence about the version (its intro page's description). */
  summary: string;
  sections: Section[];
  /** Absolute URLs of the version's files. */
  indexUrl: string;
  fullUrl: string;
  openapiUrl: string;
  agent: AgentFacts;
};

/** The Markdown twin of a page: its title, its description as a quote, then its body. */
export function twinText(title: string, description: string, body: string, hasTitle: boolean): string {
  const head = hasTitle ? [] : [`# ${title}`, ...(description ? [`> ${description}`] : [])];
  return `${[...head, body].join('\n\n')}\n`;
}

/**
 * A twin as its file is written: `markdown` (its text in llms-full.txt) with `note` under its title and
 * description: the page's version and where the llms.txt indexes are, near the top for an agent that was given
 * the twin alone (the Agent-Friendly Documentation Spec's llms.txt directive).
 */
export function twinFile(markdown: string, note: string): string {
  const blocks = markdown.split('\n\n');
  const title = blocks.findIndex((block) => block.startsWith('# '));
  const at = title < 0 ? 0 : title + 1 + Number(blocks[title + 1]?.startsWith('> ') ?? false);
  return [...blocks.slice(0, at), `> ${note}`, ...blocks.slice(at)].join('\n\n');
}

/** The one-line form of a description (llms.txt list items are single lines). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function item(title: string, url: string, description: string): string {
  return `- [${title.replace(/[[\]]/g, '')}](${url})${description ? `: ${oneLine(description)}` : ''}`;
}

function versionTitle(locale: Locale, index: VersionIndex): string {
  const w = words(locale);
  return `${fill(w.versionTitle, {version: index.version})}${index.isDefault ? ` ${w.defaultVersion}` : ''}`;
}

/** /docs/6.1/llms.txt: the version's pages by sidebar section, then the optional files. */
export function versionLlmsTxt(locale: Locale, site: string, index: VersionIndex): string {
  const w = words(locale);
  const values = {version: index.version, full: `[llms-full.txt](${index.fullUrl})`};
  const sections = index.sections
    .filter((section) => section.pages.length > 0)
    .map((section) =>
      [`## ${section.title}`, section.pages.map((p) => item(p.title, p.twin, p.description)).join('\n')].join('\n\n'),
    );
  const optional = [
    `## ${w.optional}`,
    [
      item(fill(w.fullTextOf, values), index.fullUrl, fill(w.versionFull, values)),
      item(w.downloads.openapiJson, index.openapiUrl, fill(w.openapi, values)),
    ].join('\n'),
  ].join('\n\n');
  return `${[`# ${site} — ${versionTitle(locale, index)}`, `> ${oneLine(index.summary)}`, fill(w.versionIntro, values), ...sections, optional].join('\n\n')}\n`;
}

/** /docs/6.1/llms-full.txt: every page's Markdown, in index order, each with its source URL. */
export function versionLlmsFullTxt(locale: Locale, site: string, index: VersionIndex): string {
  const w = words(locale);
  const pages = index.sections.flatMap((section) => section.pages);
  const head = [`# ${site} — ${versionTitle(locale, index)}`, `> ${oneLine(index.summary)}`].join('\n\n');
  const bodies = pages.map((page) => {
    const [first, ...rest] = page.markdown.trimEnd().split('\n');
    return [first, '', `${w.source}: ${page.url}`, ...rest].join('\n');
  });
  return `${[head, ...bodies].join('\n\n---\n\n')}\n`;
}

/** The section for AI assistants: which version, where exact schemas are, and per version the facts every call needs. */
export function agentSection(locale: Locale, versions: VersionIndex[]): string {
  const w = words(locale);
  const prefixes = versions.map((v) => `\`${v.agent.apiPrefix}\` (${v.version})`).join(', ');
  const main = versions.find((v) => v.isDefault) ?? versions[0];
  const items = versions.map((v) => {
    const auth = v.agent.credentials.map((c) => fill(w.authIn[c.in], {name: c.name})).join(', ');
    const text = fill(w.agentsItem, {
      prefix: v.agent.apiPrefix,
      section: v.agent.conventions.whichVersion,
      auth,
      pagination: oneLine(v.agent.pagination),
      filtering: oneLine(v.agent.filtering),
      // A URL to fetch, not a link: the links of /llms.txt lead to Markdown (a JSON file is no page of the index).
      openapi: `\`${v.openapiUrl}\``,
    });
    return item(
      fill(w.agentsItemTitle, {version: v.version, title: v.agent.conventions.title}),
      v.agent.conventions.twin,
      text,
    );
  });
  return [
    `## ${w.agents}`,
    fill(w.agentsVersion, {prefixes, default: main?.version ?? ''}),
    w.agentsSources,
    items.join('\n'),
  ].join('\n\n');
}

/** /llms.txt (and /en/llms.txt): the site, its versions and their files, the other locale. */
export function rootLlmsTxt(
  locale: Locale,
  site: {title: string; tagline: string; otherLocaleUrl: string},
  versions: VersionIndex[],
): string {
  const w = words(locale);
  const list = (make: (v: VersionIndex) => string) => versions.map(make).join('\n');
  return `${[
    `# ${site.title}`,
    `> ${oneLine(site.tagline)}`,
    rootIntro(locale),
    agentSection(locale, versions),
    `## ${w.versions}`,
    list((v) =>
      item(versionTitle(locale, v), v.indexUrl, `${fill(w.versionIndex, {version: v.version})} ${v.summary}`),
    ),
    `## ${w.fullText}`,
    list((v) => item(fill(w.fullTextOf, {version: v.version}), v.fullUrl, fill(w.versionFull, {version: v.version}))),
    // The OpenAPI files are named in the agent section above and linked from each version's llms.txt.
    `## ${w.optional}`,
    item(w.otherLocale, site.otherLocaleUrl, w.otherLocaleText),
  ].join('\n\n')}\n`;
}
