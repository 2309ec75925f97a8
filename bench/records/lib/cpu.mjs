// How busy the machine was with other work during a run: the figures mean little if something else
// (a test suite, another benchmark) shared the cores. Linux only; null elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/stat and /proc/<pid>/stat on Linux

function busyTicks() {
  // cpu  user nice system idle iowait irq softirq steal ...
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user + nice + system + irq + softirq + (steal ?? 0);
}

function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
}

function processTicks(pid, { withReapedChildren = false } = {}) {
  try {
    const fields = statFields(pid);
    const own = Number(fields[11]) + Number(fields[12]); // utime + stime
    return withReapedChildren ? own + Number(fields[13]) + Number(fields[14]) : own; // + cutime + cstime
  } catch {
    return null;
  }
}

/**
 * CPU ticks of the PostgreSQL cluster listening on `port`: its postmaster (with the time of the backends it
 * has reaped) plus its live children. Other clusters on the machine are not counted.
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
  let ticks = processTicks(postmaster, { withReapedChildren: true }) ?? 0;
  for (const pid of pids) {
    try {
      if (statFields(pid)[1] === postmaster) ticks += processTicks(pid) ?? 0;
    } catch {
      // gone
    }
  }
  return ticks;
}

/**
 * Starts counting; `finish()` returns the average cores used by the server, this client, the PostgreSQL
 * cluster on `postgresPort` (if any) and everything else.
 */
export function cpuWatch(postgresPort = null) {
  try {
    const pg = () => (postgresPort ? postgresTicks(postgresPort) : null);
    const start = { at: Date.now(), busy: busyTicks(), self: processTicks(process.pid), load: os.loadavg()[0], postgres: pg() };
    let serverStart = null;
    return {
      serverStarted(pid) {
        serverStart = { pid, ticks: processTicks(pid) ?? 0 };
      },
      finish() {
        const seconds = (Date.now() - start.at) / 1000;
        const busy = busyTicks() - start.busy;
        const self = (processTicks(process.pid) ?? start.self) - start.self;
        const server = serverStart ? (processTicks(serverStart.pid) ?? serverStart.ticks) - serverStart.ticks : 0;
        const postgresNow = pg();
        const postgres = start.postgres != null && postgresNow != null ? postgresNow - start.postgres : 0;
        const cores = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
        return {
          seconds: Math.round(seconds),
          serverCores: cores(server),
          benchClientCores: cores(self),
          ...(postgresPort ? { postgresCores: start.postgres != null ? cores(postgres) : null } : {}),
          otherCores: cores(Math.max(0, busy - self - server - postgres)),
          loadAverageAtStart: Math.round(start.load * 100) / 100,
          loadAverageAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
        };
      },
    };
  } catch {
    return { serverStarted() {}, finish: () => null };
  }
}
