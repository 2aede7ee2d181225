/**
 * One verifier run: the version probes, then every GET of the version
 * (mcp/verify/plan.ts) sent through the GET-only sender
 * (mcp/verify/sender.ts) and compared with the docs
 * (mcp/verify/compare.ts). A run that must stop (the key refused, the host
 * silent, a timeout, the cap, the version not served) keeps every result it
 * had and says why it stopped; the operations not reached are listed as not
 * sent. Nothing of an answer is kept but its status and what the comparison
 * says; the values a detail read takes from a list stay in memory.
 */
import {createHash} from 'node:crypto';
import type {OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {resolveSample} from '../../api/lib/browser-safe/samples';
import type {ApiTarget} from '../target';
import {compareAnswer, type Difference} from './compare';
import {
  keepListAnswer,
  planVersion,
  probeReading,
  selectedFields,
  VERSION_PROBES,
  withIdentifiers,
  type ListAnswers,
} from './plan';
import {Sender, StopRun, type GetRequest, type SenderOptions} from './sender';

export type ProbeResult = {version: string; path: string; status?: number; reading: string};

export type OperationResult = {
  operationId: string;
  method: 'GET';
  path: string;
  tag?: string;
  result: 'match' | 'differs' | 'skipped' | 'not sent';
  status?: number;
  documentedStatus?: string;
  reason?: string;
  /** The documented keys the answer carried with the documented type (key paths only). */
  confirmed?: string[];
  notSeen?: string[];
  differences?: Difference[];
};

export type Report = {
  tool: string;
  siteVersion: string;
  docs: {source: string; openapiSha256: string; apiVersion: string};
  date: string;
  version: string;
  options: {paceMs: number; maxRequests: number; timeoutMs: number};
  requests: number;
  probes: ProbeResult[];
  operations: OperationResult[];
  stopped?: {code: string; reason: string};
};

export type RunInput = {
  doc: OpenApiDocument;
  docText: string;
  docsLabel: string;
  version: string;
  target: ApiTarget;
  sender: Omit<SenderOptions, 'origin'>;
  tool: string;
  siteVersion: string;
  /** Progress lines (stderr): never a value, never the key. */
  progress: (line: string) => void;
  /** Called after every result, so that a caller can write the report as it grows. */
  saved?: (report: Report) => void;
};

/** The headers of a request with each credential's value from the environment; none set: refused before sending. */
function withCredentials(
  input: RunInput,
  sample: ReturnType<typeof resolveSample>,
  placeholders: string[],
): GetRequest {
  let url = sample.url;
  let headers = sample.headers;
  for (const placeholder of placeholders) {
    const value = input.target.credential(placeholder) ?? (input.target.local ? placeholder : undefined);
    if (value === undefined) throw new StopRun(`no value for ${placeholder}`, 'refused');
    url = url.split(encodeURIComponent(placeholder)).join(encodeURIComponent(value));
    headers = headers.map(([k, v]): [string, string] => [k, v.split(placeholder).join(value)]);
  }
  return {method: 'GET', url, headers};
}

export async function runVerifier(input: RunInput): Promise<Report> {
  const {doc, version, target} = input;
  const sender = new Sender({...input.sender, origin: target.origin});
  const plan = planVersion(doc);
  const report: Report = {
    tool: input.tool,
    siteVersion: input.siteVersion,
    docs: {
      source: input.docsLabel,
      openapiSha256: createHash('sha256').update(input.docText).digest('hex').slice(0, 16),
      apiVersion: String((doc.info as {version?: string} | undefined)?.version ?? version),
    },
    date: new Date().toISOString(),
    version,
    options: {paceMs: input.sender.paceMs, maxRequests: input.sender.maxRequests, timeoutMs: input.sender.timeoutMs},
    requests: 0,
    probes: [],
    operations: [],
  };
  const save = () => {
    report.requests = sender.sent;
    input.saved?.(report);
  };
  const key = plan.find((p) => !p.skip)?.request.credentials ?? [];
  const placeholders = key.map((c) => c.placeholder);
  const headers = key.filter((c) => c.in === 'header').map((c): [string, string] => [c.name, c.placeholder]);
  let done = 0;
  try {
    for (const [probeVersion, path] of Object.entries(VERSION_PROBES)) {
      const got = await sender.get(
        withCredentials(
          input,
          {method: 'GET', url: `${target.origin}${path}`, host: '', target: path, headers},
          placeholders,
        ),
      );
      const reading =
        got.status === 200 && got.body === undefined ? 'answered, but not JSON' : probeReading(got.status);
      report.probes.push({version: probeVersion, path, status: got.status, reading});
      input.progress(`probe ${probeVersion.padEnd(4)} ${path}: ${got.status} (${reading})`);
      save();
      if (got.status === 401)
        throw new StopRun('the CRM refused the key (401 on the version probe): check CRM_API_KEY', 'refused');
    }
    const mine = report.probes.find((p) => p.version === version);
    if (mine && mine.reading !== 'serves')
      throw new StopRun(
        `the CRM does not serve version ${version} (its probe ${mine.path} answered ${mine.status}: ${mine.reading}); versions that answer: ${
          report.probes
            .filter((p) => p.reading === 'serves')
            .map((p) => p.version)
            .join(', ') || 'none'
        }`,
        'refused',
      );
    const lists: ListAnswers = new Map();
    for (const planned of plan) {
      const {entry} = planned;
      const base = {
        operationId: entry.operation.operationId ?? entry.path,
        method: 'GET' as const,
        path: entry.path,
        tag: entry.operation.tags?.[0],
      };
      if (planned.skip) {
        report.operations.push({...base, result: 'skipped', reason: planned.skip});
        done += 1;
        continue;
      }
      const ready = planned.identifiers.length > 0 ? withIdentifiers(planned, lists) : {request: planned.request};
      if ('skip' in ready) {
        report.operations.push({...base, result: 'skipped', reason: ready.skip});
        input.progress(`skip  ${base.operationId}: ${ready.skip}`);
        done += 1;
        continue;
      }
      const sample = resolveSample(ready.request, target.origin);
      const got = await sender.get(withCredentials(input, sample, placeholders));
      if (got.status === 401)
        throw new StopRun(`the CRM refused the key (401 on ${base.operationId}): check CRM_API_KEY`, 'refused');
      if (got.status >= 200 && got.status < 300 && planned.identifiers.length === 0)
        keepListAnswer(lists, entry, got.body);
      const comparison = compareAnswer(doc, entry, got, selectedFields(ready.request));
      const result = comparison.differences.length === 0 ? 'match' : 'differs';
      report.operations.push({
        ...base,
        result,
        status: got.status,
        confirmed: comparison.confirmed,
        notSeen: comparison.notSeen,
        differences: comparison.differences,
      });
      done += 1;
      input.progress(
        `${String(done).padStart(3)}/${plan.length} ${base.operationId}: ${got.status}, ${
          result === 'match' ? 'matches' : `${comparison.differences.length} difference(s)`
        }${got.retried ? ` (after ${got.retried} 429)` : ''}`,
      );
      save();
    }
  } catch (error) {
    if (!(error instanceof StopRun)) throw error;
    report.stopped = {code: error.code, reason: error.message};
    for (const planned of plan.slice(done)) {
      const {entry} = planned;
      if (report.operations.some((o) => o.operationId === entry.operation.operationId)) continue;
      report.operations.push({
        operationId: entry.operation.operationId ?? entry.path,
        method: 'GET',
        path: entry.path,
        tag: entry.operation.tags?.[0],
        result: 'not sent',
        reason: error.message,
      });
    }
  }
  save();
  return report;
}
