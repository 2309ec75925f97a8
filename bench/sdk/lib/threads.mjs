// The CPU time of each thread of a process, from /proc/<pid>/task (Linux): Gloss's main thread apart from
// its other threads (the SQLite connections' worker threads, V8's and libuv's helpers, all named "node").
// log_records.py reads the same for the SDK's rounds.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ

export function threadTicks(pid) {
  const ticks = new Map();
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return ticks;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(tid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended
    }
  }
  return ticks;
}

/** `{ main, others: [busiest first] }` in CPU seconds between two threadTicks readings. */
export function threadSplit(after, before, pid) {
  const spent = [...after].map(([tid, ticks]) => [tid, (ticks - (before.get(tid) ?? 0)) / TICKS_PER_SECOND]);
  const others = spent.filter(([tid, seconds]) => tid !== String(pid) && seconds > 0).map(([, seconds]) => Math.round(seconds * 100) / 100);
  return { main: spent.find(([tid]) => tid === String(pid))?.[1] ?? null, others: others.sort((a, b) => b - a) };
}
