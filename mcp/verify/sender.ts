/**
 * The verifier's only way to the network: GET to one origin, paced, capped.
 *
 * - The method is the type `'GET'` and is checked again at run time; the one
 *   `fetch` below is written with the literal `'GET'` and no body, so no path
 *   of the verifier can send another method.
 * - Only the origin given at start (`--api-base`): any other URL is refused
 *   before it is sent. A redirect is not followed (`redirect: 'manual'`).
 * - At least `paceMs` from the end of one answer to the start of the next
 *   request (so the CRM sees them at least that far apart, whatever the
 *   network's delays).
 * - A 429 is sent again once after its `Retry-After` (seconds or a date;
 *   the pace when absent), up to MAX_RETRY_AFTER_MS; a longer wait stops.
 * - At most `maxRequests` requests per run, retries included.
 * - The answer is read up to MAX_BYTES and parsed when it is JSON; the
 *   caller sees the status, the content type and the parsed body only.
 */
import type {Json} from '../../api/lib/browser-safe/json';
import {readBody} from '../send';

export const DEFAULT_PACE_MS = 300;
export const DEFAULT_MAX_REQUESTS = 200;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest Retry-After the verifier waits for; a longer one stops the run. */
export const MAX_RETRY_AFTER_MS = 120_000;
const MAX_BYTES = 4 * 1024 * 1024;

export type Got = {
  kind: 'answer';
  status: number;
  /** The parsed JSON body; undefined when the body was not JSON. */
  body: Json | undefined;
  contentType: string;
  ms: number;
  /** How many 429 answers were waited out before this one. */
  retried: number;
};

/** Why the run cannot go on: nothing more is sent after one of these. */
export class StopRun extends Error {
  constructor(
    message: string,
    readonly code: 'cap' | 'timeout' | 'unreachable' | 'retry-after' | 'refused',
  ) {
    super(message);
  }
}

export type SenderOptions = {
  origin: string;
  paceMs: number;
  maxRequests: number;
  timeoutMs: number;
  /** For tests: a clock and a wait other than the real ones. */
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
};

export type GetRequest = {method: 'GET'; url: string; headers: [string, string][]};

function retryAfterMs(value: string | null, fallback: number, now: number): number {
  if (!value) return fallback;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? fallback : Math.max(0, date - now);
}

export class Sender {
  /** When the last answer was read. */
  private last = -Infinity;
  sent = 0;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(readonly options: SenderOptions) {
    this.now = options.now ?? (() => performance.now());
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  private async once(request: GetRequest): Promise<Response & {ms?: number}> {
    if (this.sent >= this.options.maxRequests)
      throw new StopRun(
        `stopped at the cap of ${this.options.maxRequests} requests (--max-requests): the operations not yet sent are listed as not sent`,
        'cap',
      );
    const gap = this.last + this.options.paceMs - this.now();
    if (gap > 0) await this.wait(gap);
    this.sent += 1;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await fetch(request.url, {method: 'GET', headers: request.headers, redirect: 'manual', signal});
    } catch (error) {
      if (signal.aborted)
        throw new StopRun(`no answer within ${this.options.timeoutMs / 1000} s (--timeout-ms)`, 'timeout');
      const cause = (error as {cause?: {code?: string; message?: string}}).cause;
      const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      throw new StopRun(`${this.options.origin} does not answer (${reason})`, 'unreachable');
    }
  }

  /** Sends one GET (again after a 429's Retry-After) and reads its answer. */
  async get(request: GetRequest): Promise<Got> {
    if (request.method !== 'GET') throw new StopRun(`refused: the verifier sends GET only`, 'refused');
    const url = new URL(request.url);
    if (url.origin !== this.options.origin)
      throw new StopRun(
        `refused: ${url.origin} is not ${this.options.origin}, the only address it sends to`,
        'refused',
      );
    const start = this.now();
    let retried = 0;
    for (;;) {
      const response = await this.once(request);
      if (response.status === 429 && retried < 2) {
        const ms = retryAfterMs(response.headers.get('retry-after'), this.options.paceMs, Date.now());
        await response.body?.cancel();
        this.last = this.now();
        if (ms > MAX_RETRY_AFTER_MS)
          throw new StopRun(
            `the CRM asks to wait ${Math.round(ms / 1000)} s (429, Retry-After): run again later`,
            'retry-after',
          );
        retried += 1;
        await this.wait(ms);
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const text = await readText(response);
      this.last = this.now();
      let body: Json | undefined;
      try {
        body = text.trim() === '' ? undefined : (JSON.parse(text) as Json);
      } catch {
        body = undefined;
      }
      return {kind: 'answer', status: response.status, body, contentType, ms: Math.round(this.now() - start), retried};
    }
  }
}

/** The body as text; empty past MAX_BYTES (the rest left unread), as the MCP server's reader cuts it. */
async function readText(response: Response): Promise<string> {
  const {bytes, more} = await readBody(response, MAX_BYTES);
  return more ? '' : Buffer.from(bytes).toString('utf8');
}
