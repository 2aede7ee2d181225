/**
 * Stoplight Prism, the mock integrators start with the mock-server page's
 * command (`npx @stoplight/prism-cli mock <the site's openapi.mock.json>`,
 * tests/support/mock-page.ts): that command, started on a free loopback port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort} from './server';

/** Every Prism still running is ended when the test file's process exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

const require = createRequire(import.meta.url);

/** The prism-cli program of node_modules (the package's `bin`). */
export function prismBin(): string {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const {bin} = require(manifest) as {bin: {prism: string}};
  return path.join(path.dirname(manifest), bin.prism);
}

export type RunningPrism = {origin: string; port: number; output: () => string; close: () => Promise<void>};

/**
 * Runs `command` (argv; its last words are `mock … <spec>`) with `-h 127.0.0.1 -p <port>` added, and
 * resolves once Prism says it listens. Rejects with Prism's output when it exits first or takes longer
 * than `timeoutMs`.
 */
export async function startPrismCommand(command: string[], timeoutMs = 60_000): Promise<RunningPrism> {
  const port = await freePort();
  const [program, ...args] = command;
  const child = spawn(program, [...args, '-h', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`Prism did not start within ${timeoutMs} ms (${command.join(' ')}):\n${output.slice(-3000)}`));
    }, timeoutMs);
    const check = () => {
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening (${command.join(' ')}):\n${output.slice(-3000)}`));
    });
  });
  return {
    origin,
    port,
    output: () => output,
    close: () => stop(child),
  };
}

/** `prism mock --errors <spec>` from node_modules, on this Node (the MCP server's call tests). */
export function startPrism(spec: string): Promise<RunningPrism> {
  return startPrismCommand([process.execPath, prismBin(), 'mock', '--errors', spec]);
}

/** Ends the process group the child leads (Prism, or npx and the Prism it started). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}
