/**
 * Our doc pages as the stock site copies them: both locales of every version,
 * their front matter, and how much prose and code their rendered articles hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';

export type Locale = 'vi' | 'en';
export type SourceDoc = {
  version: string;
  locale: Locale;
  /** Path inside the version folder, without extension: "sale-order/create". */
  rel: string;
  frontMatter: Record<string, string>;
  /** Characters of prose and of code in our rendered article (0 when unknown). */
  proseChars: number;
  codeChars: number;
};

const KEPT_FRONT_MATTER = ['id', 'slug', 'title', 'sidebar_label', 'sidebar_position', 'description'];

function readFrontMatter(text: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const out: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const m = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (m && KEPT_FRONT_MATTER.includes(m[1]!)) out[m[1]!] = m[2]!;
  }
  return out;
}

function listDocs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function versionPath(version: string, lastVersion: string): string {
  return version === lastVersion ? '/docs' : `/docs/${version}`;
}

/** The built HTML file of a doc page, or undefined. */
export function builtFile(buildDir: string, urlPath: string): string | undefined {
  for (const candidate of [`${urlPath}.html`, `${urlPath}/index.html`]) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Our doc pages, both locales, with the size of their rendered articles. */
export function ourDocs(repo: string, buildDir: string): SourceDoc[] {
  const versions = JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')) as string[];
  const lastVersion = versions[versions.length - 1]!;
  const docs: SourceDoc[] = [];
  for (const version of versions) {
    for (const locale of ['vi', 'en'] as const) {
      const dir =
        locale === 'vi'
          ? path.join(repo, 'versioned_docs', `version-${version}`)
          : path.join(repo, 'i18n', 'en', 'docusaurus-plugin-content-docs', `version-${version}`);
      for (const file of listDocs(dir)) {
        const frontMatter = readFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
        const rel = file.replace(/\.mdx?$/, '');
        const slug = frontMatter.slug?.trim();
        const docPath = slug === '/' ? '' : slug?.startsWith('/') ? slug : `/${rel}`;
        const url = `${locale === 'en' ? '/en' : ''}${versionPath(version, lastVersion)}${docPath}`;
        const html = builtFile(buildDir, url);
        let proseChars = 0;
        let codeChars = 0;
        if (html) {
          // <pre> parsed as elements (node-html-parser keeps it as raw text by default).
          const article = parse(fs.readFileSync(html, 'utf8'), {
            blockTextElements: {script: true, noscript: true, style: true},
          }).querySelector('.theme-doc-markdown');
          const code = (article?.querySelectorAll('pre') ?? []).reduce((n, pre) => n + pre.text.length, 0);
          codeChars = code;
          proseChars = Math.max(0, (article?.text.length ?? 0) - code);
        }
        docs.push({version, locale, rel, frontMatter, proseChars, codeChars});
      }
    }
  }
  return docs;
}
