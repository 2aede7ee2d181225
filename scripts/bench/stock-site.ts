/**
 * Generates the "stock" Docusaurus 3.10 site the bench compares ours with:
 * the classic template (classic preset, its landing page, custom.css,
 * navbar and footer, `future: {v4: true}`), with our locales (vi default,
 * en), our versions (4.0 last at /docs, 6.0, 6.1), the same doc pages at the
 * same paths and titles, and Markdown sized like ours: each stock page gets
 * as much prose and as much code as the rendered article of our page has.
 * It runs on the Docusaurus in our node_modules (symlinked).
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
function builtFile(buildDir: string, urlPath: string): string | undefined {
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

/** A small deterministic generator, so two runs build the same stock site. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS: Record<Locale, string[]> = {
  vi: 'khách hàng đơn hàng sản phẩm thanh toán phiếu thu mã lỗi trạng thái người dùng chiến dịch cơ hội tổng đài cuộc gọi kho hàng báo giá hợp đồng danh mục đơn vị nhà sản xuất xuất xứ tồn kho nhân viên phụ trách nhóm ngành nghề nguồn quan hệ điểm thưởng đồng bộ xóa khôi phục cập nhật tạo mới chi tiết danh sách tham số bắt buộc tùy chọn giá trị kiểu dữ liệu chuỗi số nguyên ngày giờ phản hồi yêu cầu xác thực mã truy cập giới hạn trang kết quả'.split(
    ' ',
  ),
  en: 'customer order product payment receipt error code status user campaign opportunity call centre warehouse quote contract category unit manufacturer origin inventory staff manager group industry source relation bonus points sync delete restore update create detail list parameter required optional value type string integer date time response request authentication access token limit page result field record business code'.split(
    ' ',
  ),
};

function sentence(rnd: () => number, locale: Locale, words: number): string {
  const list = WORDS[locale];
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(list[Math.floor(rnd() * list.length)]!);
  const s = out.join(' ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function jsonBlock(rnd: () => number, locale: Locale, chars: number): string {
  const lines = ['{'];
  let size = 2;
  let i = 0;
  while (size < chars) {
    const key = `field_${i++}`;
    const value = rnd() < 0.4 ? String(Math.floor(rnd() * 100000)) : JSON.stringify(sentence(rnd, locale, 3));
    const line = `  "${key}": ${value},`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push('  "ok": true', '}');
  return ['```json', ...lines, '```'].join('\n');
}

/** Markdown with about `prose` characters of text (paragraphs, tables) and `code` characters in code blocks. */
export function stockMarkdown(doc: SourceDoc, seed: number): string {
  const rnd = prng(seed);
  const {locale} = doc;
  const prose = Math.max(doc.proseChars, 400);
  let code = doc.codeChars;
  const parts: string[] = [];
  let proseSoFar = 0;
  while (proseSoFar < prose || code > 0) {
    const heading = sentence(rnd, locale, 3).replace(/\.$/, '');
    parts.push(`## ${heading}`);
    proseSoFar += heading.length;
    const paragraph = Array.from({length: 3}, () => sentence(rnd, locale, 8 + Math.floor(rnd() * 8))).join(' ');
    parts.push(paragraph);
    proseSoFar += paragraph.length;
    if (proseSoFar < prose && rnd() < 0.6) {
      const rows = ['| Tham số | Kiểu | Bắt buộc | Mô tả |', '|---|---|---|---|'];
      for (let r = 0; r < 5 && proseSoFar < prose; r++) {
        const description = sentence(rnd, locale, 6);
        rows.push(`| \`field_${r}\` | string | ${rnd() < 0.5 ? 'yes' : 'no'} | ${description} |`);
        proseSoFar += description.length + 20;
      }
      parts.push(rows.join('\n'));
    }
    if (code > 0) {
      const size = Math.min(code, 300 + Math.floor(rnd() * 900));
      parts.push(jsonBlock(rnd, locale, size));
      code -= size;
    }
  }
  const fm = Object.entries(doc.frontMatter).map(([k, v]) => `${k}: ${v}`);
  return `---\n${fm.join('\n')}\n---\n\n${parts.join('\n\n')}\n`;
}

const CONFIG = `// @ts-check
// The classic template's config, with our locales and versions.
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/logo.svg',
  future: {v4: true},
  url: 'https://stock.example',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'vi', locales: ['vi', 'en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {routeBasePath: 'docs', lastVersion: '__LAST__', includeCurrentVersion: false},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {respectPrefersColorScheme: true},
      navbar: {
        title: 'My Site',
        logo: {alt: 'My Site Logo', src: 'img/logo.svg'},
        items: [
          {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
          {type: 'docsVersionDropdown', position: 'right'},
          {type: 'localeDropdown', position: 'right'},
          {href: 'https://github.com/facebook/docusaurus', label: 'GitHub', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {title: 'Docs', items: [{label: 'Tutorial', to: '/docs'}]},
          {
            title: 'Community',
            items: [
              {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
              {label: 'Discord', href: 'https://discordapp.com/invite/docusaurus'},
              {label: 'X', href: 'https://x.com/docusaurus'},
            ],
          },
          {title: 'More', items: [{label: 'GitHub', href: 'https://github.com/facebook/docusaurus'}]},
        ],
        copyright: \`Copyright © \${new Date().getFullYear()} My Project, Inc. Built with Docusaurus.\`,
      },
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    }),
};

export default config;
`;

const LANDING = `import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

const FeatureList = [
  {title: 'Easy to Use', description: 'Docusaurus was designed from the ground up to be easily installed and used to get your website up and running quickly.'},
  {title: 'Focus on What Matters', description: 'Docusaurus lets you focus on your docs, and we will do the chores. Go ahead and move your docs into the docs directory.'},
  {title: 'Powered by React', description: 'Extend or customize your website layout by reusing React. Docusaurus can be extended while reusing the same header and footer.'},
];

function Feature({title, description}) {
  return (
    <div className={clsx('col col--4')}>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

function HomepageHeader() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">{siteConfig.title}</Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs">Docusaurus Tutorial - 5min ⏱️</Link>
        </div>
      </div>
    </header>
  );
}

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={\`Hello from \${siteConfig.title}\`} description="Description will go into a meta tag in <head />">
      <HomepageHeader />
      <main>
        <section className={styles.features}>
          <div className="container">
            <div className="row">
              {FeatureList.map((props, idx) => (
                <Feature key={idx} {...props} />
              ))}
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
`;

const LANDING_CSS = `.heroBanner {
  padding: 4rem 0;
  text-align: center;
  position: relative;
  overflow: hidden;
}

@media screen and (max-width: 996px) {
  .heroBanner {
    padding: 2rem;
  }
}

.buttons {
  display: flex;
  align-items: center;
  justify-content: center;
}

.features {
  display: flex;
  align-items: center;
  padding: 2rem 0;
  width: 100%;
}
`;

const CUSTOM_CSS = `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-darker: #1fa588;
  --ifm-color-primary-darkest: #1a8870;
  --ifm-color-primary-light: #29d5b0;
  --ifm-color-primary-lighter: #32d8b4;
  --ifm-color-primary-lightest: #4fddbf;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.3);
}
`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#2e8555"/></svg>\n`;

const MARKDOWN_PAGE = `---
title: Markdown page example
---

# Markdown page example

You don't need React to write simple standalone pages.
`;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

/**
 * Writes the stock site into `dir` with `copies` copies of every doc category
 * (1 = the same pages as ours; 2 and 4 for the growth figures).
 */
export function writeStockSite(
  dir: string,
  opts: {docs: SourceDoc[]; versions: string[]; copies: number; nodeModules: string; browserslist: unknown},
): number {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const last = opts.versions[opts.versions.length - 1]!;
  write(
    path.join(dir, 'package.json'),
    `${JSON.stringify({name: 'stock-docusaurus', private: true, browserslist: opts.browserslist}, null, 2)}\n`,
  );
  write(path.join(dir, 'docusaurus.config.js'), CONFIG.replace('__LAST__', last));
  write(path.join(dir, 'versions.json'), `${JSON.stringify(opts.versions)}\n`);
  write(path.join(dir, 'src/pages/index.js'), LANDING);
  write(path.join(dir, 'src/pages/index.module.css'), LANDING_CSS);
  write(path.join(dir, 'src/pages/markdown-page.md'), MARKDOWN_PAGE);
  write(path.join(dir, 'i18n/en/docusaurus-plugin-content-pages/markdown-page.md'), MARKDOWN_PAGE);
  write(path.join(dir, 'src/css/custom.css'), CUSTOM_CSS);
  write(path.join(dir, 'static/img/logo.svg'), LOGO);
  let pages = 0;
  for (const version of opts.versions) {
    write(
      path.join(dir, 'versioned_sidebars', `version-${version}-sidebars.json`),
      `${JSON.stringify({tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]}, null, 2)}\n`,
    );
  }
  opts.docs.forEach((doc, i) => {
    const base =
      doc.locale === 'vi'
        ? path.join(dir, 'versioned_docs', `version-${doc.version}`)
        : path.join(dir, 'i18n', 'en', 'docusaurus-plugin-content-docs', `version-${doc.version}`);
    for (let copy = 1; copy <= opts.copies; copy++) {
      const nested = doc.rel.includes('/');
      if (copy > 1 && !nested) continue; // top-level pages (intro, errors…) exist once, as in ours
      const rel = copy === 1 ? doc.rel : doc.rel.replace(/^([^/]+)\//, `$1-x${copy}/`);
      const frontMatter = {...doc.frontMatter};
      if (copy > 1) delete frontMatter.slug;
      write(path.join(base, `${rel}.md`), stockMarkdown({...doc, frontMatter}, i * 7 + copy));
      pages += 1;
    }
  });
  fs.symlinkSync(opts.nodeModules, path.join(dir, 'node_modules'), 'dir');
  return pages;
}
