/**
 * A recording proxy in front of a mock (Prism): it keeps what arrived (method,
 * target, headers, body) and what the mock answered, then passes the answer on.
 * It listens on one port per channel (one per sample language), so batches of
 * several languages can run at once and each arrival is known by its channel.
 * A batch announces its next sample with `GET /__sample__/<id>` on its channel
 * (answered here, never forwarded): the arrivals that follow belong to it.
 */
import http from 'node:http';
import {listenOnLoopback, type RunningServer} from './server';

export const MARK_PATH = '/__sample__/';

export type Arrival = {
  method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  target: string;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** The mock's answer. */
  status: number;
  responseHeaders: http.IncomingHttpHeaders;
  responseBody: string;
};

export type Recorder = {
  /** The origin of each channel, e.g. http://127.0.0.1:40123. */
  origins: Record<string, string>;
  /** What arrived on a channel, by sample id (arrivals before any mark go under ''). */
  arrivals: (channel: string) => Map<string, Arrival[]>;
  close: () => Promise<void>;
};

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

/** Forwards one request to `target` and resolves with the answer. */
function forward(
  target: URL,
  method: string,
  path: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  const sent: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && name !== 'host' && name !== 'content-length' && value !== undefined)
      sent[name] = value;
  }
  sent.host = target.host;
  if (body.length > 0 || headers['content-length'] !== undefined) sent['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {host: target.hostname, port: target.port, method, path, headers: sent, agent: false},
      (response) => {
        readBody(response).then(
          (answer) => resolve({status: response.statusCode ?? 0, headers: response.headers, body: answer}),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Starts one listener per channel, each forwarding to `mockOrigin`. */
export async function startRecorder(mockOrigin: string, channels: readonly string[]): Promise<Recorder> {
  const target = new URL(mockOrigin);
  const servers: RunningServer[] = [];
  const origins: Record<string, string> = {};
  const store = new Map<string, Map<string, Arrival[]>>();
  for (const channel of channels) {
    const byId = new Map<string, Arrival[]>();
    store.set(channel, byId);
    let current = '';
    const server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      void (async () => {
        const body = await readBody(req);
        if (req.method === 'GET' && url.startsWith(MARK_PATH)) {
          current = decodeURIComponent(url.slice(MARK_PATH.length));
          if (!byId.has(current)) byId.set(current, []);
          res.writeHead(204).end();
          return;
        }
        const id = current;
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const list = byId.get(id) ?? [];
        byId.set(id, list);
        const arrival: Arrival = {
          method: req.method ?? '',
          target: url,
          headers,
          body: body.toString('utf8'),
          status: 502,
          responseHeaders: {},
          responseBody: '',
        };
        list.push(arrival);
        try {
          const answer = await forward(target, req.method ?? 'GET', url, req.headers, body);
          Object.assign(arrival, {
            status: answer.status,
            responseHeaders: answer.headers,
            responseBody: answer.body.toString('utf8'),
          });
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
          }
          out['content-length'] = String(answer.body.length);
          res.writeHead(answer.status, out).end(answer.body);
        } catch (error) {
          arrival.responseBody = `recorder: the mock did not answer: ${String(error)}`;
          res.writeHead(502, {'content-type': 'text/plain'}).end(arrival.responseBody);
        }
      })();
    });
    server.keepAliveTimeout = 1000;
    const running = await listenOnLoopback(server);
    servers.push(running);
    origins[channel] = running.origin;
  }
  return {
    origins,
    arrivals: (channel) => store.get(channel) ?? new Map(),
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
