/**
 * "Send", the request builder's opt-in way to run its request from the
 * reader's browser, straight to the server the reader chose (the local mock
 * by default, or their own CRM domain): no server of ours is in between.
 * `credentials: 'omit'` (no cookie, no HTTP auth of this site goes along),
 * no referrer; the API key travels only in the request's own header.
 * When the browser blocks the request, a second look (a `no-cors` HEAD of the
 * server's root, whose answer a page may not read but whose arrival it can
 * see) tells "nothing answered" from "answered, but not to other sites"
 * (CORS). Pure: no React, no Docusaurus, so the unit tests run it in Node.
 */
import type {Sample} from '@site/api/lib/browser-safe/samples';

export {MOCK_ORIGIN} from '@site/config/mock';
export const SEND_TIMEOUT_MS = 30_000;
const PROBE_TIMEOUT_MS = 5_000;
/** A longer body is cut for display (the reader can run the cURL command for all of it). */
export const BODY_LIMIT = 200_000;

/**
 * The hosts a page may reach over plain http: this computer. Browsers block
 * any other http address from an https page (mixed content), and the site's
 * Content-Security-Policy allows exactly these (scripts/security-headers.ts).
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

export type AddressProblem = 'empty' | 'url' | 'path' | 'insecure';
export type AddressCheck = {ok: true; origin: string} | {ok: false; problem: AddressProblem};

/** Whether the text is a server's address (scheme, host, optional port; no path), and what is wrong if not. */
export function checkAddress(text: string): AddressCheck {
  const value = text.trim();
  if (value === '') return {ok: false, problem: 'empty'};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {ok: false, problem: 'url'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {ok: false, problem: 'url'};
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    return {ok: false, problem: 'path'};
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return {ok: false, problem: 'insecure'};
  return {ok: true, origin: url.origin};
}

export type SendResponse = {
  kind: 'response';
  status: number;
  statusText: string;
  /** The headers the server lets a page read (all of them when it sends `Access-Control-Expose-Headers: *`). */
  headers: [string, string][];
  /** The body as text, JSON indented; cut at BODY_LIMIT characters (`truncated`). */
  body: string;
  truncated: boolean;
  /** From the request's start to the body's last byte. */
  ms: number;
};

/**
 * Why no response reached the page: nothing answered at the server's address
 * (or the reader refused the browser's local-network prompt), the server
 * answered but does not let other sites read its answers (CORS), or no answer
 * within SEND_TIMEOUT_MS.
 */
export type SendFailure = {kind: 'failed'; reason: 'unreachable' | 'blocked' | 'timeout'; origin: string; ms: number};

export type SendResult = SendResponse | SendFailure;

type Options = {signal?: AbortSignal; timeoutMs?: number; fetch?: typeof fetch; now?: () => number};

function readable(contentType: string, text: string): string {
  if (!/[/+]json\b/i.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Whether anything answers at the origin (an opaque answer still arrives; a refused connection rejects). */
async function answers(origin: string, fetcher: typeof fetch): Promise<boolean> {
  try {
    await fetcher(`${origin}/`, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends the sample (its URL, method, headers and body, credentials already in
 * its headers) and reads the whole answer. Rejects only when `signal` aborts.
 */
export async function sendSample(sample: Sample, options: Options = {}): Promise<SendResult> {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? (() => performance.now());
  const origin = new URL(sample.url).origin;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? SEND_TIMEOUT_MS);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  const start = now();
  try {
    const response = await fetcher(sample.url, {
      method: sample.method,
      headers: sample.headers,
      ...(sample.body === undefined ? {} : {body: JSON.stringify(sample.body)}),
      credentials: 'omit',
      mode: 'cors',
      cache: 'no-store',
      redirect: 'follow',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    const text = await response.text();
    const ms = Math.round(now() - start);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    const body = readable(response.headers.get('content-type') ?? '', text);
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: headers.sort(([a], [b]) => a.localeCompare(b)),
      body: body.length > BODY_LIMIT ? body.slice(0, BODY_LIMIT) : body,
      truncated: body.length > BODY_LIMIT,
      ms,
    };
  } catch (error) {
    const ms = Math.round(now() - start);
    if (options.signal?.aborted) throw error;
    if (timedOut) return {kind: 'failed', reason: 'timeout', origin, ms};
    return {kind: 'failed', reason: (await answers(origin, fetcher)) ? 'blocked' : 'unreachable', origin, ms};
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
