/**
 * What client programs' authors wrote about what they tested
 * (api/evidence/client-findings.json, same call ids as client-calls.json):
 * per call its comments, and the findings across clients, as plain text. The
 * claims check reads it for behaviour no public page states (a duplicate code
 * refused). Missing file: no findings.
 */
import fs from 'node:fs';
import path from 'node:path';
import {EVIDENCE_DIR} from './load';

const CLIENT_FINDINGS_FILE = 'client-findings.json';

type ClientFindings = {
  /** Per call id: its authors' comments. */
  comments: Map<string, string[]>;
  /** The findings across clients, each a sentence. */
  findings: string[];
};

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

export function clientFindings(siteDir: string): ClientFindings {
  const file = path.join(siteDir, EVIDENCE_DIR, CLIENT_FINDINGS_FILE);
  if (!fs.existsSync(file)) return {comments: new Map(), findings: []};
  let raw: {calls?: Record<string, {client_comments?: unknown}>; findings?: unknown};
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof raw;
  } catch (error) {
    throw new Error(`${EVIDENCE_DIR}/${CLIENT_FINDINGS_FILE}: cannot read it (${(error as Error).message})`);
  }
  const comments = new Map(Object.entries(raw.calls ?? {}).map(([id, call]) => [id, texts(call.client_comments)]));
  return {comments, findings: texts(raw.findings)};
}
