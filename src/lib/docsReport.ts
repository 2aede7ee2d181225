/**
 * The docs-problem report: a link built from the brand's template
 * (config/brand.ts, `support.docsReport`) that opens the reader's mail
 * client or issue form prefilled with the page's URL, version and locale,
 * and the text the reader selected, if any. No backend of ours.
 *
 * Every link marked `data-docs-report` (the footer's "Report a docs problem",
 * the report link at the end of each doc page, the not-found page's) carries
 * the template in `data-docs-report-template` and is completed when it is
 * about to be used (pointer down, focus, click): one small listener on the
 * document, nothing else loads. This module imports nothing, so the brand's
 * texts stay out of the bundle every page loads. The report is written in the
 * reader's language: its words come from the page (`reportWords`,
 * src/lib/reportWords.ts, through translate()), English when none are given.
 */

export type ReportPage = {
  url: string;
  /** The docs version of the page, or '' where none applies (landing page, 404). */
  version: string;
  locale: string;
  title: string;
  selection?: string;
  /** What the reader says about the page: the answer to "Was this page helpful?", or a problem. */
  kind?: 'problem' | 'not-helpful' | 'helpful';
};

/** The words of a report, in the reader's language. */
export type ReportWords = {
  subject: string;
  page: string;
  version: string;
  locale: string;
  helpful: string;
  notHelpful: string;
  selected: string;
  problemPrompt: string;
  helpfulPrompt: string;
};

export const ENGLISH_REPORT_WORDS: ReportWords = {
  subject: 'Docs problem',
  page: 'Page',
  version: 'Version',
  locale: 'Locale',
  helpful: 'Was this page helpful? Yes',
  notHelpful: 'Was this page helpful? No',
  selected: 'Selected text',
  problemPrompt: 'What is wrong, and what did you expect?',
  helpfulPrompt: 'What helped you (and what would you add)?',
};

/** The kind a report link's `data-docs-report` names. */
export function reportKind(name: string | undefined): NonNullable<ReportPage['kind']> {
  return name === 'not-helpful' || name === 'helpful' ? name : 'problem';
}

/** The longest selection quoted in a report: a mail or issue URL must stay short. */
const MAX_SELECTION = 500;

/** The report's text: one line per fact, then the quoted selection. */
export function reportBody(page: ReportPage, words: ReportWords = ENGLISH_REPORT_WORDS): string {
  const lines = [
    `${words.page}: ${page.url}`,
    `${words.version}: ${page.version || '-'}`,
    `${words.locale}: ${page.locale}`,
    ...(page.kind === 'not-helpful' ? [words.notHelpful] : page.kind === 'helpful' ? [words.helpful] : []),
  ];
  const selection = page.selection?.replace(/\s+/g, ' ').trim().slice(0, MAX_SELECTION);
  if (selection) lines.push('', `${words.selected}:`, `> ${selection}`);
  lines.push('', page.kind === 'helpful' ? words.helpfulPrompt : words.problemPrompt, '');
  return lines.join('\n');
}

/** The report link of a page, from the brand's template (`{title}` and `{body}` are replaced, URL-encoded). */
export function reportHref(page: ReportPage, template: string, words: ReportWords = ENGLISH_REPORT_WORDS): string {
  const title = `${words.subject}: ${page.title}${page.version ? ` (${page.version})` : ''}`;
  return template
    .replace('{title}', encodeURIComponent(title))
    .replace('{body}', encodeURIComponent(reportBody(page, words)));
}

/** The page's docs version, from the class Docusaurus puts on <html> (`docs-version-6.1`). */
function pageVersion(): string {
  const cls = Array.from(document.documentElement.classList).find((c) => c.startsWith('docs-version-'));
  return cls ? cls.slice('docs-version-'.length) : '';
}

let lastSelection = '';
let pageWords: ReportWords = ENGLISH_REPORT_WORDS;

function complete(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[data-docs-report]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const template = link.dataset.docsReportTemplate;
  if (!template) return;
  const selected = window.getSelection()?.toString() ?? '';
  // The pointer down on the link clears the selection before the click: the click keeps what it saw.
  if (event.type !== 'click' || selected.trim()) lastSelection = selected;
  const kind = reportKind(link.dataset.docsReport);
  link.href = reportHref(
    {
      url: window.location.href,
      version: pageVersion(),
      locale: document.documentElement.lang,
      // The page's own title (its h1), without the site's name that document.title adds.
      title: document.querySelector('article h1')?.textContent?.trim() || document.title,
      selection: lastSelection,
      kind,
    },
    template,
    pageWords,
  );
}

let installed = false;

/** Completes the report links at the moment they are used, in the page's words; listens once per page load. */
export function installReportLinks(words: ReportWords = ENGLISH_REPORT_WORDS): void {
  pageWords = words;
  if (installed) return;
  installed = true;
  for (const type of ['pointerdown', 'focusin', 'click'] as const) {
    document.addEventListener(type, complete, true);
  }
}
