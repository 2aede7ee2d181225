/**
 * Runs a command and measures it: wall time, and the peak memory of its
 * whole process tree (sum of the resident set sizes of the process and all
 * its descendants, sampled from /proc every 100 ms).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

export type Measured = {ms: number; peakRssMB: number; code: number; output: string};

const PAGE = 4096;

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // the process ended meanwhile
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

function treeRss(root: number): number {
  let bytes = 0;
  for (const pid of descendants(root)) {
    try {
      bytes += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      // the process ended meanwhile
    }
  }
  return bytes;
}

export function measure(
  cmd: string,
  args: string[],
  opts: {cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean},
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: {...process.env, ...opts.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (d: Buffer) => {
      output += d.toString();
      if (opts.echo) process.stderr.write(d);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 100);
    child.on('error', (err) => {
      clearInterval(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      resolve({ms, peakRssMB: peak / 1024 / 1024, code: code ?? 1, output});
    });
  });
}
