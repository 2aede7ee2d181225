/**
 * A Lighthouse trace as it would be on an idle machine: every task lasts its
 * thread CPU time (`tdur`) instead of its wall time (`dur`), and what it
 * contains shrinks with it. Lighthouse's mobile preset simulates a slow phone
 * from the trace it records (simulated throttling multiplies each task by 4),
 * so on a shared 2-core machine, where a 40 ms task takes 100 ms of wall time
 * while other processes run, the wall-clock TBT grows with the machine's
 * load, not with the page. Audited again from this trace (`lighthouse -A`),
 * the figures depend on the page's own work: the bench prints both.
 */
import fs from 'node:fs';
import path from 'node:path';

type TraceEvent = {pid?: number; tid?: number; ts?: number; dur?: number; tdur?: number; ph?: string};
type Open = {start: number; end: number; newStart: number; ratio: number};

/** Rewrites one thread's events in place (sorted by start; parents before their children). */
function rescaleThread(events: TraceEvent[]): void {
  events.sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: Open[] = [];
  for (const e of events) {
    if (e.ts === undefined) continue;
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const newStart = parent ? parent.newStart + (e.ts - parent.start) * parent.ratio : e.ts;
    if (e.ph === 'X' && e.dur !== undefined) {
      // A top-level task shrinks to its CPU time; what runs inside it shrinks by the same ratio.
      const ratio = parent ? parent.ratio : e.tdur !== undefined && e.dur > 0 ? Math.min(1, e.tdur / e.dur) : 1;
      stack.push({start: e.ts, end: e.ts + e.dur, newStart, ratio});
      e.dur *= ratio;
    }
    e.ts = newStart;
  }
}

/** Copies a Lighthouse artifacts folder (`lighthouse -G`) with its trace rewritten to CPU time. */
export function cpuTimeArtifacts(inDir: string, outDir: string): void {
  fs.mkdirSync(outDir, {recursive: true});
  const files = fs.readdirSync(inDir);
  const traceName = files.find((f) => /trace\.json$/.test(f));
  if (!traceName) throw new Error(`no trace in the Lighthouse artifacts ${inDir}`);
  for (const f of files) if (f !== traceName) fs.copyFileSync(path.join(inDir, f), path.join(outDir, f));
  const trace = JSON.parse(fs.readFileSync(path.join(inDir, traceName), 'utf8')) as
    {traceEvents: TraceEvent[]} | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threads = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const list = threads.get(key);
    if (list) list.push(e);
    else threads.set(key, [e]);
  }
  for (const list of threads.values()) rescaleThread(list);
  fs.writeFileSync(path.join(outDir, traceName), JSON.stringify(trace));
}
