// What the server uses while a phase runs: its resident memory sampled from /proc/<pid>/status every
// 100 ms, and the CPU time of the server, of this client and of the rest of the machine (Linux only).
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readMemory } from '../../records/lib/server.mjs';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/stat and /proc/<pid>/stat
const MB = 1e6;

/** VmRSS in MB (10^6 bytes, the unit of the targets); null once the process is gone. */
export function rssMB(pid) {
  const memory = readMemory(pid);
  return memory && Number.isFinite(memory.rssMiB) ? (memory.rssMiB * 2 ** 20) / MB : null;
}

/**
 * Samples a process's VmRSS every `intervalMs` from `start()` to `stop()`: the peak, the mean, and a
 * timeline of one sample a second (MB, seconds since the start) for the results file.
 */
export class RssWatch {
  constructor(pid, intervalMs = 100) {
    this.pid = pid;
    this.intervalMs = intervalMs;
    this.samples = [];
  }

  start() {
    this.startedAt = Date.now();
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  sample() {
    const mb = rssMB(this.pid);
    if (mb !== null) this.samples.push({ at: (Date.now() - this.startedAt) / 1000, mb });
  }

  stop() {
    clearInterval(this.timer);
    this.sample();
    const values = this.samples.map((s) => s.mb);
    const perSecond = [];
    for (const s of this.samples) if (perSecond.length === 0 || s.at - perSecond.at(-1)[0] >= 1) perSecond.push([Math.round(s.at * 10) / 10, Math.round(s.mb)]);
    return {
      intervalMs: this.intervalMs,
      samples: values.length,
      peakMB: Math.round(Math.max(...values) * 10) / 10,
      meanMB: Math.round((values.reduce((sum, v) => sum + v, 0) / (values.length || 1)) * 10) / 10,
      timeline: perSecond,
    };
  }
}

/** The median VmRSS over `windowMs` (sampled every 100 ms) after `settleMs` of letting the server be. */
export async function idleRss(pid, { settleMs = 1000, windowMs = 2000 } = {}) {
  await sleep(settleMs);
  const values = [];
  for (let waited = 0; waited < windowMs; waited += 100) {
    const mb = rssMB(pid);
    if (mb !== null) values.push(mb);
    await sleep(100);
  }
  values.sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)] * 10) / 10;
}

function busyTicks() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + (steal ?? 0);
}

function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return null;
  }
}

function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * CPU ticks of the PostgreSQL cluster listening on `port`: its postmaster, the backends it has reaped
 * (cutime, cstime) and those still running. Null when it is not found.
 */
function postgresTicks(port) {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /(^|\/)postgres$/.test(args[0]) && args.includes('-p') && args[args.indexOf('-p') + 1] === String(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) return null;
  const own = statFields(postmaster);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of pids) {
    try {
      const fields = statFields(pid);
      if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks;
}

/**
 * Counts CPU from now: `stop()` answers the phase's seconds and the average cores used by the server, by
 * this client, by the PostgreSQL cluster on `postgresPort` (when given) and by everything else.
 */
export function cpuMeter(serverPid, postgresPort = null) {
  try {
    const postgres = () => (postgresPort ? postgresTicks(postgresPort) : null);
    const start = { at: Date.now(), busy: busyTicks(), server: processTicks(serverPid), client: processTicks(process.pid), postgres: postgres() };
    return {
      stop() {
        const seconds = (Date.now() - start.at) / 1000;
        const server = (processTicks(serverPid) ?? start.server) - start.server;
        const client = (processTicks(process.pid) ?? start.client) - start.client;
        const postgresNow = postgres();
        const database = start.postgres !== null && postgresNow !== null ? postgresNow - start.postgres : 0;
        const rest = Math.max(0, busyTicks() - start.busy - server - client - database);
        const cores = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
        return {
          seconds: Math.round(seconds * 10) / 10,
          serverCpuSeconds: server / TICKS_PER_SECOND,
          serverCores: cores(server),
          clientCores: cores(client),
          ...(postgresPort ? { postgresCpuSeconds: database / TICKS_PER_SECOND, postgresCores: cores(database) } : {}),
          otherCores: cores(rest),
        };
      },
    };
  } catch {
    return { stop: () => null };
  }
}
