/**
 * Cloudflare Pages' own local runtime over a build: `wrangler pages dev`,
 * which reads `_headers` and `_redirects` with the parsers Cloudflare's
 * production uses (@cloudflare/pages-shared, run in workerd). Offline: no
 * login, no metrics; the one network call it tries (the `Request.cf` object
 * from workers.cloudflare.com) fails with a warning and it carries on.
 *
 * The process runs in a temporary folder of its own (its `.wrangler/` state,
 * logs and config land there, never in the build or the home folder), on a
 * free loopback port; `start` resolves once that port answers and `close`
 * ends the whole process group (wrangler, esbuild, two workerd), as does the
 * test process's exit.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {setTimeout as delay} from 'node:timers/promises';
import {tempDir} from './temp-dir';
import {freePort, type RunningServer} from './server';

const require = createRequire(import.meta.url);
const WRANGLER_ROOT = path.dirname(require.resolve('wrangler/package.json'));
const WRANGLER_BIN = path.join(WRANGLER_ROOT, 'bin', 'wrangler.js');
/** workerd, the runtime wrangler starts: its binary's path and the newest compatibility date it supports. */
type Workerd = {default: string; compatibilityDate: string};
function loadWorkerd(): Workerd | Error {
  try {
    return createRequire(path.join(WRANGLER_ROOT, 'package.json'))('workerd') as Workerd;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err)); // no binary for this platform
  }
}
const workerd = loadWorkerd();

const READY_TIMEOUT_MS = 90_000;
/** How often the port is asked while wrangler starts (a condition polled, not a wait of fixed length). */
const POLL_MS = 200;

/** Why wrangler cannot run here (workerd's binary for this platform is missing or does not start), or undefined. */
export function wranglerUnavailable(): string | undefined {
  if (workerd instanceof Error)
    return `workerd, Cloudflare's runtime that wrangler starts, is missing: ${workerd.message}`;
  const run = spawnSync(workerd.default, ['--version'], {encoding: 'utf8', timeout: 20_000});
  return run.status === 0
    ? undefined
    : `workerd, Cloudflare's runtime that wrangler starts, does not run here (${workerd.default}): ${String(run.error ?? run.stderr)}`;
}

/** Ends the process group, then waits for the leader to exit (SIGKILL after 5 s). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  return exited.then(() => {
    clearTimeout(timer);
    signal('SIGKILL'); // workerd children that outlived wrangler
  });
}

/** One GET of `/`, read to its end: true when the server answers at all (within 5 s). */
async function answers(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/`, {redirect: 'manual', signal: AbortSignal.timeout(5000)});
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** `wrangler pages dev <buildDir>` on a free loopback port, ready when it answers. */
export async function startWrangler(buildDir: string): Promise<RunningServer> {
  if (!fs.existsSync(path.join(buildDir, '_headers')) || !fs.existsSync(path.join(buildDir, '_redirects'))) {
    throw new Error(`No _headers/_redirects in ${buildDir}: run the post-build step scripts/cdn-files.ts.`);
  }
  const home = tempDir('wrangler-');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {...process.env};
  for (const name of Object.keys(env)) if (name.startsWith('CLOUDFLARE_') || name.startsWith('CF_')) delete env[name];
  Object.assign(env, {
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_LOG_PATH: path.join(home, 'logs'),
    XDG_CONFIG_HOME: path.join(home, 'config'),
    NO_COLOR: '1',
  });
  if (workerd instanceof Error) throw workerd;
  /*
   * The runtime's own date, passed as a Pages project passes its setting: without one wrangler takes today's
   * date, and workerd refuses a date newer than its release ("The Workers runtime failed to start … This Worker
   * requires compatibility date "2026-11-26", but the newest date supported by this server binary is
   * "2026-05-03""). Static assets do not depend on it.
   */
  const args = [WRANGLER_BIN, 'pages', 'dev', path.resolve(buildDir), '--ip', '127.0.0.1', '--port', String(port)];
  args.push(
    '--compatibility-date',
    workerd.compatibilityDate,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  );
  const child = spawn(process.execPath, args, {cwd: home, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  const onExit = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', onExit);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `wrangler pages dev exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`,
        );
      if (await answers(origin)) break;
      if (Date.now() > deadline) throw new Error(`wrangler pages dev did not answer within 90 s:\n${output}`);
      await delay(POLL_MS);
    }
  } catch (err) {
    await stop(child);
    throw err;
  }
  return {
    origin,
    close: async () => {
      await stop(child);
      process.off('exit', onExit);
    },
  };
}
