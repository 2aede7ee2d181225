/**
 * The public evidence about the API (api/evidence/, see its README) as plain
 * data: per version, the platform's public pages with their endpoints, and
 * the calls of public client programs with what their authors found. The files are kept as they were
 * gathered; this module reads their loose shapes (names with notes in
 * brackets, tables with shifted columns) into one form the checks can
 * compare with the OpenAPI sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import {processCache} from '../model/process-cache';
import {callsOf, type ClientCall} from './clients';
import {endpointOf, type EvidenceEndpoint} from './endpoint';
import {CLIENT_FINDINGS_FILE, findingsOf, type ClientFindings} from './findings';
import {readTenantReports, tenantReportFiles, type TenantReport} from './tenant-reports';

export const EVIDENCE_DIR = 'api/evidence';
export const CLIENT_CALLS_FILE = 'client-calls.json';
export const factsFile = (version: string) => `api-facts-${version}.json`;

export type EvidenceEnum = {name: string; values: string[]};

export type EvidencePage = {
  version: string;
  /** The page's doc id on the platform's site: `customer/sync`, `intro`. */
  page: string;
  route: string;
  /** Whether the page was found in either language (else its facts are absent). */
  found: boolean;
  title: {vi?: string; en?: string};
  endpoints: EvidenceEndpoint[];
  enums: EvidenceEnum[];
  notes: string[];
  /** 0-based index of the page in its file: problems name it. */
  index: number;
};

export type EvidenceVersion = {
  version: string;
  file: string;
  pages: EvidencePage[];
  /** The version-wide conventions object (`kind`/`type: conventions`, or 4.0's `site` object). */
  conventions: Record<string, unknown>;
};

export type Evidence = {
  versions: Map<string, EvidenceVersion>;
  /** Each with its kind and its authors' comments from client-findings.json. */
  calls: ClientCall[];
  /** client-findings.json (empty when the file is absent). */
  findings: ClientFindings;
  /** The verifier's reports placed here (`tenant-report-*.json`, ./tenant-reports.ts). */
  tenant: TenantReport[];
  /** Files read, relative to the site directory. */
  files: string[];
};

type RawPage = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The doc id of a public route: `/en/docs/6.0/customer/sync` → `customer/sync`, `/docs/intro` → `intro`. */
export function pageIdOf(route: string, version: string): string {
  return route
    .replace(/^\/(?:en\/)?docs\/?/, '')
    .replace(new RegExp(`^${version.replace('.', '\\.')}(?:/|$)`), '')
    .replace(/\/$/, '');
}

function enumsOf(raw: unknown): EvidenceEnum[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): EvidenceEnum[] => {
    if (!item || typeof item !== 'object') return [];
    const {name, values} = item as {name?: unknown; values?: unknown};
    if (typeof name !== 'string') return [];
    const list = Array.isArray(values)
      ? // A value written with its meaning (`1 = female`) is the value before ` = `.
        values.flatMap((v) => (v && typeof v === 'object' ? Object.keys(v) : [String(v).split(/\s+=\s+/)[0]!]))
      : values && typeof values === 'object'
        ? Object.keys(values)
        : [];
    return [{name, values: list}];
  });
}

function pageOf(version: string, raw: RawPage, index: number): EvidencePage | undefined {
  const route = text(raw.route) ?? text(raw.route_vi) ?? text(raw.route_en);
  if (!route) return undefined;
  const page = pageIdOf(route, version);
  const endpoints = Array.isArray(raw.endpoints)
    ? raw.endpoints.flatMap((e, i) => {
        const endpoint = endpointOf(version, page, e, i);
        return endpoint ? [endpoint] : [];
      })
    : [];
  const notes = [raw.notes, raw.note].flatMap((n) => (Array.isArray(n) ? n.map(String) : n ? [String(n)] : []));
  return {
    version,
    page,
    route,
    found: raw.found_en === true || raw.found_vi === true,
    title: {vi: text(raw.title_vi), en: text(raw.title_en)},
    endpoints,
    enums: enumsOf(raw.enums),
    notes,
    index,
  };
}

function isConventions(raw: RawPage): boolean {
  return raw.kind === 'conventions' || raw.type === 'conventions' || raw.type === 'site';
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the evidence (${(error as Error).message})`);
  }
}

function loadVersion(siteDir: string, version: string): EvidenceVersion | undefined {
  const file = path.join(EVIDENCE_DIR, factsFile(version));
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) return undefined;
  const raw = readJson(absolute);
  if (!Array.isArray(raw)) throw new Error(`${file}: the evidence of a version is a list of pages`);
  const conventions = (raw as RawPage[]).find(isConventions) ?? {};
  const pages = (raw as RawPage[]).flatMap((p, i) => {
    if (isConventions(p)) return [];
    const page = pageOf(version, p, i);
    return page ? [page] : [];
  });
  return {version, file, pages, conventions};
}

function read(siteDir: string, versions: readonly string[]): Evidence {
  const loaded = new Map<string, EvidenceVersion>();
  for (const version of versions) {
    const evidence = loadVersion(siteDir, version);
    if (evidence) loaded.set(version, evidence);
  }
  const callsFile = path.join(EVIDENCE_DIR, CLIENT_CALLS_FILE);
  const absolute = path.join(siteDir, callsFile);
  const findingsFile = path.join(EVIDENCE_DIR, CLIENT_FINDINGS_FILE);
  const findingsPath = path.join(siteDir, findingsFile);
  const findings = fs.existsSync(findingsPath)
    ? findingsOf(readJson(findingsPath), findingsFile)
    : {file: findingsFile, calls: new Map(), findings: {}};
  const calls = fs.existsSync(absolute) ? callsOf(readJson(absolute), callsFile, findings) : [];
  const tenant = readTenantReports(siteDir, EVIDENCE_DIR);
  const files = [
    ...[...loaded.values()].map((v) => v.file),
    ...[callsFile, findingsFile].filter((f) => fs.existsSync(path.join(siteDir, f))),
    ...tenant.map((r) => r.file),
  ];
  return {versions: loaded, calls, findings, tenant, files};
}

const cache = processCache<string, {signature: string; evidence: Evidence}>('evidence');

/** The evidence of the given versions (read once per process, again when a file changes). */
export function loadEvidence(siteDir: string, versions: readonly string[]): Evidence {
  const names = [
    ...versions.map(factsFile),
    CLIENT_CALLS_FILE,
    CLIENT_FINDINGS_FILE,
    ...tenantReportFiles(siteDir, EVIDENCE_DIR).map((f) => path.basename(f)),
  ];
  const signature = names
    .map((name) => {
      const file = path.join(siteDir, EVIDENCE_DIR, name);
      return `${name}:${fs.existsSync(file) ? fs.statSync(file).mtimeMs : '-'}`;
    })
    .join('|');
  const key = `${siteDir}\0${versions.join(',')}`;
  const hit = cache.get(key);
  if (hit && hit.signature === signature) return hit.evidence;
  const evidence = read(siteDir, versions);
  cache.set(key, {signature, evidence});
  return evidence;
}
