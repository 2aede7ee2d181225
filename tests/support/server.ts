/**
 * Starts the production preview server (the one `npm start` runs) on a free
 * loopback port over the existing build.
 */
import type http from 'node:http';
import net, {type AddressInfo} from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import {createServer} from '../../scripts/serve';

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

export type RunningServer = {origin: string; close: () => Promise<void>};

export type ServerOptions = {
  /**
   * Milliseconds an idle kept-alive connection stays open (Node's default is 5 s); 0 leaves closing it to the
   * client. A client whose event loop stalls for longer (a CPU-bound checker on a busy machine) can otherwise
   * send its next request on a connection the server has just closed, and fail with "other side closed".
   */
  keepAliveTimeout?: number;
};

export async function startServer(buildDir = BUILD_DIR, options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" (or npm test) first.`);
  }
  const server = createServer(buildDir);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  return listenOnLoopback(server);
}

/** A loopback port that was free a moment ago (the OS picks it), for a server of another process. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts an HTTP server on a free loopback port; `close` also ends open connections. */
export async function listenOnLoopback(server: http.Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every URL path listed in the build's sitemaps (both locales). */
export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  const files = ['sitemap.xml', 'en/sitemap.xml'].map((f) => path.join(buildDir, f));
  const paths = new Set<string>();
  for (const file of files) {
    const xml = fs.readFileSync(file, 'utf8');
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(match[1]!).pathname);
    }
  }
  return [...paths].sort();
}
