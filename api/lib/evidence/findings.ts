/**
 * What the authors of public client programs wrote about what they tried
 * (api/evidence/client-findings.json, same call ids as client-calls.json):
 * per call the kind of evidence it is, its authors' comments and its error
 * handling; then the findings across clients, grouped by subject. A
 * `clients` pointer may cite a comment (`comment: words`, `tested: true`) or
 * a finding (`finding: 'section: words'`); ./check.ts holds it to this file.
 */
import {CALL_KINDS, type CallKind} from './rank';

export const CLIENT_FINDINGS_FILE = 'client-findings.json';

export type CallFindings = {kind: CallKind; comments: string[]; errorHandling: string};

export type ClientFindings = {
  file: string;
  calls: Map<string, CallFindings>;
  /** The findings across clients as gathered: sections of text, lists of text, or objects of those. */
  findings: Record<string, unknown>;
};

/** Words a comment uses when its authors tried the call against the platform and say so. */
export const TESTED_WORDS = /\b(tested|confirmed)\b/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function findingsOf(raw: unknown, file: string): ClientFindings {
  if (!isRecord(raw) || !isRecord(raw.calls))
    throw new Error(`${file}: the client findings are an object with \`calls\` keyed by call id`);
  const calls = new Map<string, CallFindings>();
  for (const [id, value] of Object.entries(raw.calls)) {
    if (!isRecord(value)) throw new Error(`${file}: call ${id} is not an object`);
    const kind = value.kind;
    if (typeof kind !== 'string' || !(CALL_KINDS as readonly string[]).includes(kind))
      throw new Error(`${file}: call ${id} has kind ${String(kind)}, not one of ${CALL_KINDS.join(', ')}`);
    const comments = Array.isArray(value.client_comments) ? value.client_comments.map(String) : [];
    calls.set(id, {kind: kind as CallKind, comments, errorHandling: String(value.error_handling ?? '')});
  }
  return {file, calls, findings: isRecord(raw.findings) ? raw.findings : {}};
}

const fold = (s: string) => s.normalize('NFC').toLowerCase();

/** The texts under a section path (`error_handling_seen.messages_matched`), or undefined when there is none. */
export function findingTexts(findings: Record<string, unknown>, section: string): string[] | undefined {
  let node: unknown = findings;
  for (const key of section.split('.')) {
    if (!isRecord(node) || !(key in node)) return undefined;
    node = node[key];
  }
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) Object.values(value).forEach(walk);
  };
  walk(node);
  return texts;
}

/** `section.path: words` → its two parts (the words may hold colons too). */
export function splitFinding(pointer: string): {section: string; words: string} | undefined {
  const match = /^([A-Za-z0-9_.]+):\s*(\S.*)$/.exec(pointer);
  return match ? {section: match[1]!, words: match[2]!} : undefined;
}

/** Why a finding pointer does not resolve, or undefined when a finding of its section says its words. */
export function findingProblem(data: ClientFindings, pointer: string): string | undefined {
  const parts = splitFinding(pointer);
  if (!parts)
    return `finding '${pointer}' is not 'section: words' (e.g. 'error_handling_seen.messages_matched: trùng')`;
  const texts = findingTexts(data.findings, parts.section);
  if (!texts)
    return `finding '${pointer}': ${data.file} has no findings section ${parts.section} (it has ${Object.keys(data.findings).join(', ')})`;
  return texts.some((t) => fold(t).includes(fold(parts.words)))
    ? undefined
    : `finding '${pointer}': no finding of ${parts.section} in ${data.file} says "${parts.words}"`;
}

/** The comments of the cited calls that hold the words (all their comments without words). */
export function citedComments(data: ClientFindings, calls: readonly string[], words?: string): string[] {
  return calls.flatMap((id) =>
    (data.calls.get(id)?.comments ?? []).filter((c) => words === undefined || fold(c).includes(fold(words))),
  );
}
