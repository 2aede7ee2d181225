/**
 * Sentences of the site's own words that state facts of the API: each
 * version's purpose and differences (config/version-info.ts, the landing cards
 * and llms.txt) and the words of the AI-readable files (plugins/llms-txt, passed
 * in by scripts/check-prose.ts). The prose check holds them to the claims check
 * (evidence/claims.ts) like a page's paragraph, as text of every version they
 * speak for.
 */
import fs from 'node:fs';
import path from 'node:path';
import {VERSION_INFO} from '../../../config/version-info';
import {unitClaims} from '../evidence/claims';
import type {ProseModel, ProseProblem} from './prose-model';

export type ConfigText = {
  /** The file that holds it, relative to the site. */
  file: string;
  text: string;
  /** The versions it speaks for (default: every version). */
  versions?: readonly string[];
};

const VERSION_INFO_FILE = 'config/version-info.ts';

/** config/version-info.ts: each version's purpose and differences, both languages. */
export function versionInfoTexts(): ConfigText[] {
  return Object.entries(VERSION_INFO).flatMap(([version, info]) =>
    [info.purpose, info.changes].flatMap((localized) =>
      Object.values(localized).map((text) => ({file: VERSION_INFO_FILE, text, versions: [version]})),
    ),
  );
}

/** The line of a file where a text starts (1 when it cannot be found, e.g. a text built from parts). */
function lineOf(siteDir: string, file: string, text: string): number {
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) return 1;
  const source = fs.readFileSync(absolute, 'utf8');
  const head = text.slice(0, 40).replace(/'/g, "\\'");
  const at = source.indexOf(head);
  return at < 0 ? 1 : source.slice(0, at).split('\n').length;
}

/** The claims of the site's own words that no evidence backs, per version they speak for. */
export function configProblems(
  siteDir: string,
  texts: readonly ConfigText[],
  models: readonly ProseModel[],
): ProseProblem[] {
  return texts.flatMap((item) =>
    models
      .filter((m) => m.claims && (!item.versions || item.versions.includes(m.version)))
      .flatMap((model) => {
        const names = [...item.text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
        return unitClaims(model.claims!, item.text, [], names).map((claim): ProseProblem => ({
          file: item.file,
          line: lineOf(siteDir, item.file, item.text),
          token: claim.token,
          message: claim.message,
          suggestions: [],
          kind: 'claim',
          version: model.version,
        }));
      }),
  );
}
