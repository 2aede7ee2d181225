/**
 * Runs deploy/nginx.conf (Debian's nginx) over a build on a loopback port:
 * renders the config's two variables into a temporary prefix directory,
 * starts `nginx -p DIR -c DIR/nginx.conf` in the foreground as a child
 * process and stops it by its PID. Used by the HTTP suite (tests/http/) and
 * `npm run bench -- --server=nginx`; by hand:
 *   npx tsx deploy/nginx.ts [build] [port]
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export type RunningServer = {origin: string; close: () => Promise<void>};

export const NGINX_CONF = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary, or undefined when nginx is not installed. */
export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/** Whether Debian's brotli_static module is installed (libnginx-mod-http-brotli-static). */
export function nginxHasBrotli(): boolean {
  return fs.existsSync(BROTLI_MODULE);
}

/** The config with its variables filled in; the "# brotli" lines dropped when the module is missing. */
export function renderNginxConf(
  vars: {buildRoot: string; listen: string; brotli: boolean},
  template = fs.readFileSync(NGINX_CONF, 'utf8'),
): string {
  return template
    .split('\n')
    .filter((line) => vars.brotli || !/#\s*brotli\s*$/.test(line))
    .join('\n')
    .replaceAll('${BUILD_ROOT}', vars.buildRoot)
    .replaceAll('${LISTEN}', vars.listen);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: {exitCode: number | null}, log: () => string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 5 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startNginx(
  buildDir: string,
  opts: {brotli?: boolean; port?: number} = {},
): Promise<RunningServer> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const root = path.resolve(buildDir);
  if (!fs.existsSync(path.join(root, '.headers', 'security-headers.nginx.conf'))) {
    throw new Error(
      `${root} has no .headers/: run "npx tsx scripts/security-headers.ts ${buildDir}" (scripts/build.sh does).`,
    );
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-docs-'));
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const port = opts.port ?? (await freePort());
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({buildRoot: root, listen: `127.0.0.1:${port}`, brotli: opts.brotli ?? nginxHasBrotli()}),
  );
  let output = '';
  const child = spawn(bin, ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const errorLog = () =>
    output +
    (fs.existsSync(path.join(prefix, 'logs/error.log'))
      ? fs.readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')
      : '');
  try {
    await waitForPort(port, child, errorLog);
  } catch (err) {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
    throw err;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || !child.pid) {
          fs.rmSync(prefix, {recursive: true, force: true});
          resolve();
          return;
        }
        child.once('exit', () => {
          fs.rmSync(prefix, {recursive: true, force: true});
          resolve();
        });
        process.kill(child.pid, 'SIGQUIT');
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'build';
  startNginx(dir, {port: process.argv[3] ? Number(process.argv[3]) : 8080}).then(
    (server) => {
      console.log(`nginx serves ${path.resolve(dir)} on ${server.origin} (Ctrl-C stops it)`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
