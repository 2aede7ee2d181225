/**
 * A stand-in CRM for the verifier's tests (mcp/verify/): a local HTTP server
 * that answers every documented GET of one version with its documented
 * success example, except where a test plants a drift (`answer` rewrites the
 * example of an operation, `status` answers another status). It records
 * every request and holds the verifier to its promises: a method other than
 * GET, a path the docs do not have (the version's paths and the three
 * version probes), a request sooner than `paceMs` after the one before, or a
 * request without the key are faults, listed in `faults`.
 */
import http from 'node:http';
import {isObject, type Json} from '../../api/lib/browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {VERSION_PROBES} from '../../mcp/verify/plan';
import {documentedSuccess} from '../../mcp/verify/compare';
import {listenOnLoopback} from './server';

export type Planted = {
  /** Per operationId: the answer's body from the documented example (a copy, free to change). */
  answer?: Record<string, (example: Json) => Json | string>;
  /** Per site path (without the query): a status and optional headers, for the first `times` requests. */
  status?: Record<string, {status: number; headers?: Record<string, string>; times?: number}>;
  /** Per site path: never answer (a timeout). */
  silent?: string[];
};

export type StandIn = {
  origin: string;
  arrivals: {method: string; path: string; at: number}[];
  faults: string[];
  /** Every string value the stand-in answered (a report must hold none). */
  served: Set<string>;
  close: () => Promise<void>;
};

function exampleOf(doc: OpenApiDocument, entry: OperationEntry): Json {
  const {status} = documentedSuccess(doc, entry);
  const raw = entry.operation.responses?.[status];
  const media = raw ? deref(doc, raw).content?.['application/json'] : undefined;
  if (media?.example !== undefined) return media.example;
  const first = isObject(media?.examples) ? Object.values(media.examples)[0] : undefined;
  return isObject(first) ? (first.value as Json) : {};
}

function pattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
}

function strings(value: Json, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, into));
  else if (isObject(value)) Object.values(value).forEach((v) => strings(v, into));
}

export async function startStandIn(
  doc: OpenApiDocument,
  options: {key: string; paceMs: number; planted?: Planted; keyHeader?: string},
): Promise<StandIn> {
  const gets = operations(doc).filter((e) => e.method === 'get');
  const probes = new Set(Object.values(VERSION_PROBES).map((p) => p.split('?')[0]!));
  const arrivals: StandIn['arrivals'] = [];
  const faults: string[] = [];
  const served = new Set<string>();
  const counts = new Map<string, number>();
  const planted = options.planted ?? {};
  const keyHeader = (options.keyHeader ?? 'x-api-key').toLowerCase();
  const server = http.createServer((req, res) => {
    const at = performance.now();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const previous = arrivals.at(-1);
    arrivals.push({method: req.method ?? '', path: url.pathname, at});
    if (req.method !== 'GET') faults.push(`${req.method} ${url.pathname}: not GET`);
    // The sender waits the pace from the end of one answer (after its arrival here) to its next request.
    if (previous && at - previous.at < options.paceMs)
      faults.push(`${url.pathname}: ${Math.round(at - previous.at)} ms after the one before (pace ${options.paceMs})`);
    if (req.headers[keyHeader] !== options.key) faults.push(`${url.pathname}: without the key`);
    const entry = gets.find((e) => pattern(e.path).test(url.pathname));
    if (!entry && !probes.has(url.pathname)) {
      faults.push(`${url.pathname}: not a documented path`);
      res.writeHead(404).end();
      return;
    }
    if (planted.silent?.includes(url.pathname)) return;
    const seen = (counts.get(url.pathname) ?? 0) + 1;
    counts.set(url.pathname, seen);
    const forced = planted.status?.[url.pathname];
    if (forced && seen <= (forced.times ?? Infinity)) {
      res.writeHead(forced.status, {'content-type': 'application/json', ...forced.headers}).end('{}');
      return;
    }
    if (!entry) {
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({data: [{user_id: 7}]}));
      return;
    }
    const example = structuredClone(exampleOf(doc, entry));
    const rewrite = planted.answer?.[entry.operation.operationId ?? ''];
    const body = rewrite ? rewrite(example) : example;
    if (typeof body === 'string') {
      res.writeHead(200, {'content-type': 'text/html'}).end(body);
      return;
    }
    strings(body, served);
    res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(body));
  });
  const running = await listenOnLoopback(server);
  return {origin: running.origin, arrivals, faults, served, close: running.close};
}
