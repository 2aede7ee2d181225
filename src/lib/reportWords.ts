/**
 * The words of a docs report (src/lib/docsReport.ts) in the page's language: the subject, the labels of its
 * lines and the question it ends with (Vietnamese in i18n/vi/code.json).
 */
import {translate} from '@docusaurus/Translate';
import type {ReportWords} from './docsReport';

export function reportWords(): ReportWords {
  return {
    subject: translate({id: 'docs.report.subject', message: 'Docs problem'}),
    page: translate({id: 'docs.report.page', message: 'Page'}),
    version: translate({id: 'docs.report.version', message: 'Version'}),
    locale: translate({id: 'docs.report.locale', message: 'Locale'}),
    helpful: translate({id: 'docs.report.helpful', message: 'Was this page helpful? Yes'}),
    notHelpful: translate({id: 'docs.report.notHelpful', message: 'Was this page helpful? No'}),
    selected: translate({id: 'docs.report.selected', message: 'Selected text'}),
    problemPrompt: translate({id: 'docs.report.problemPrompt', message: 'What is wrong, and what did you expect?'}),
    helpfulPrompt: translate({
      id: 'docs.report.helpfulPrompt',
      message: 'What helped you (and what would you add)?',
    }),
  };
}
