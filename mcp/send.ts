/**
 * Sends one request that call_operation made and checked (mcp/call.ts) and
 * reads its answer: no redirect is followed (a 3xx comes back as it is, so no
 * request, and no key, ever reaches another host), the wait is bounded, at
 * most MAX_READ_BYTES of the body are read, the headers an assistant can act
 * on are kept, and the body is parsed when it is JSON and cut when it is long.
 */
import type {Json} from '../api/lib/browser-safe/json';
import type {Sample} from '../api/lib/browser-safe/samples';

/** How long a call waits for the whole answer. */
export const SEND_TIMEOUT_MS = 30_000;

/** A body is read up to this size; the rest is left unread. */
const MAX_READ_BYTES = 2 * 1024 * 1024;

/**
 * The response headers an assistant can act on: the body's type, where a
 * redirect or a created record points, when to retry, the methods a path
 * takes, why a key was refused, the mock's list of what it found wrong
 * (`sl-violations`, Prism), request ids and rate-limit headers.
 */
const USEFUL_HEADER =
  /^(content-type|location|retry-after|allow|www-authenticate|sl-violations|deprecation|sunset|warning|(x-)?(request|correlation)-id|(x-)?rate-?limit(-.*)?)$/i;

export type Answer = {
  kind: 'response';
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Parsed JSON, or the text (cut at the limit, then no longer JSON). */
  body: Json | string;
  /** Why the body is not whole. */
  note?: string;
  ms: number;
};

export type Failure = {kind: 'failed'; reason: string; ms: number};

/** The body's bytes, at most `limit` of them (the rest left unread), and whether there was more. */
export async function readBody(response: Response, limit: number): Promise<{bytes: Uint8Array; more: boolean}> {
  if (!response.body) return {bytes: new Uint8Array(), more: false};
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, Math.min(chunk.length, bytes.length - at));
    bytes.set(part, at);
    at += part.length;
  }
  return {bytes, more: size > limit};
}

function bodyOf(
  text: string,
  contentType: string,
  more: boolean,
  maxChars: number,
): {body: Json | string; note?: string} {
  let parsed: Json | undefined;
  if (!more && /[/+]json\b/i.test(contentType)) {
    try {
      parsed = JSON.parse(text) as Json;
    } catch {
      parsed = undefined;
    }
  }
  const compact = parsed === undefined ? text : JSON.stringify(parsed);
  if (compact.length <= maxChars && !more) return {body: parsed ?? text};
  const total = more ? `more than ${MAX_READ_BYTES} bytes` : `${compact.length} characters`;
  return {
    body: compact.slice(0, maxChars),
    note: `Cut: the body is ${total}; here are its first ${maxChars} characters${parsed === undefined ? '' : ' (so no longer valid JSON)'}. Ask for fewer records or fields to see it whole, or run the cURL command.`,
  };
}

/** Sends the sample (credentials already in it) and reads the answer; never follows a redirect. */
export async function fetchAnswer(sample: Sample, timeoutMs: number, maxChars: number): Promise<Answer | Failure> {
  const start = performance.now();
  const ms = () => Math.round(performance.now() - start);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(sample.url, {
      method: sample.method,
      headers: sample.headers,
      ...(sample.body === undefined ? {} : {body: JSON.stringify(sample.body)}),
      redirect: 'manual',
      signal,
    });
    const {bytes, more} = await readBody(response, MAX_READ_BYTES);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (USEFUL_HEADER.test(name)) headers[name] = value;
    });
    const text = new TextDecoder().decode(bytes);
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers,
      ...bodyOf(text, response.headers.get('content-type') ?? '', more, maxChars),
      ms: ms(),
    };
  } catch (error) {
    if (signal.aborted) return {kind: 'failed', reason: `no whole answer within ${timeoutMs / 1000} s`, ms: ms()};
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return {kind: 'failed', reason: `the connection failed (${reason})`, ms: ms()};
  }
}
