/**
 * A raw HTTP/1.1 client for the serving-policy tests: the request target is
 * sent byte for byte (fetch and URL would resolve `..` and `%2e%2e` before
 * sending), redirects are never followed and bodies are returned as sent,
 * still compressed.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded from its content-encoding. */
  body: () => Buffer;
  text: () => string;
};

const agent = new http.Agent({keepAlive: true, maxSockets: 8});

export function request(
  origin: string,
  target: string,
  opts: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {host: hostname, port, path: target, method: opts.method ?? 'GET', headers: opts.headers ?? {}, agent},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = () =>
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({status: res.statusCode ?? 0, headers: res.headers, raw, body, text: () => body().toString('utf8')});
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error(`${target}: no answer within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}
