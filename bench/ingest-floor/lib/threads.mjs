// The CPU time of each thread of a process, from /proc/<pid>/task/*/stat (Linux), and which of the
// server's threads is which.
import { readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/<pid>/task/<tid>/stat

/** Nanoseconds a thread has run on a CPU and waited on a run queue for one (/proc/…/schedstat), or null. */
export function schedstat(path) {
  try {
    const [runNs, waitNs] = readFileSync(path, 'utf8').trim().split(/\s+/).map(Number);
    return { runNs, waitNs };
  } catch {
    return null;
  }
}

/**
 * tid → { ticks: utime + stime, start: start time in ticks since boot, runNs, waitNs (schedstat: time on a
 * CPU, and ready to run but waiting for one) }; empty once the process is gone.
 */
export function threadTimes(pid) {
  const out = new Map();
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { ticks: Number(fields[11]) + Number(fields[12]), start: Number(fields[19]), ...schedstat(`/proc/${pid}/task/${tid}/schedstat`) });
    } catch {
      // the thread ended
    }
  }
  return out;
}

/**
 * The server's threads by role, read once it answers: the main thread (tid = pid) and the SQLite
 * connections, which are its last threads started (server/src/db/database.ts starts the writer, waits for it,
 * then the two readers; Node's own helper threads and libuv's pool start before, while the server loads).
 * Everything else (V8's garbage-collection and compiler helpers, libuv's pool) is "other".
 */
export function serverThreadRoles(pid, readers = 2) {
  const tids = [...threadTimes(pid).entries()].sort((a, b) => a[1].start - b[1].start || a[0] - b[0]).map(([tid]) => tid);
  const sqlite = tids.filter((tid) => tid !== pid).slice(-(readers + 1));
  return { main: pid, writer: sqlite[0], readers: sqlite.slice(1) };
}

/**
 * Where a thread's wall time went between two readings, in seconds: on a CPU, waiting for one (the cores
 * were taken: by the other threads, the client, other processes), and asleep (waiting for work: a message
 * from the other thread, a request).
 */
export function timeline(before, after, tid, wallSeconds) {
  const a = after.get(tid);
  const b = before.get(tid);
  if (a?.runNs == null || b?.runNs == null) return null;
  const running = (a.runNs - b.runNs) / 1e9;
  const waiting = (a.waitNs - b.waitNs) / 1e9;
  return { running, waitingForCpu: waiting, asleep: Math.max(0, wallSeconds - running - waiting) };
}

/** CPU seconds per role between two readings of threadTimes. */
export function cpuByRole(before, after, roles) {
  const seconds = (tid) => {
    const a = after.get(tid);
    const b = before.get(tid);
    return a ? (a.ticks - (b?.ticks ?? 0)) / TICKS_PER_SECOND : 0;
  };
  const known = new Set([roles.main, roles.writer, ...roles.readers]);
  let other = 0;
  for (const tid of after.keys()) if (!known.has(tid)) other += seconds(tid);
  const byThread = Object.fromEntries([...after.keys()].map((tid) => [tid, seconds(tid)]).filter(([, s]) => s > 0));
  return {
    main: seconds(roles.main),
    writer: seconds(roles.writer),
    readers: roles.readers.reduce((sum, tid) => sum + seconds(tid), 0),
    other,
    byThread,
  };
}
