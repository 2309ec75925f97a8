// How busy the cores were during a round, split into the Gloss server, the browser (every Chromium
// process this benchmark started), this Node process and everything else on the machine. The machine
// may run other workloads: a round during which "everything else" used a lot of CPU is flagged.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ

function machineBusyTicks() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + (steal ?? 0);
}

/** pid → { ppid, ticks } of every process readable in /proc. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime + the times of children it has reaped (a closed tab's renderer, reaped by the zygote).
      table.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The ticks of `pid`'s descendants (not `pid` itself), per pid. */
function descendants(table, pid) {
  const children = new Map();
  for (const [child, { ppid }] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(child);
  }
  const out = new Map();
  const stack = [...(children.get(pid) ?? [])];
  while (stack.length) {
    const next = stack.pop();
    out.set(next, table.get(next).ticks);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/**
 * Starts counting. `finish(serverPid)` answers the average cores used by the server, by the other
 * children of this process (the browser), by this process and by everything else. A process that
 * ended during the round counts through the parent that reaped it (Chromium's zygote reaps renderers).
 */
export function cpuWatch() {
  try {
    const startTable = processTable();
    const start = {
      at: Date.now(),
      busy: machineBusyTicks(),
      self: startTable.get(process.pid)?.ticks ?? 0,
      children: descendants(startTable, process.pid),
      load: os.loadavg()[0],
    };
    return {
      finish(serverPid) {
        const table = processTable();
        const seconds = (Date.now() - start.at) / 1000;
        const busy = machineBusyTicks() - start.busy;
        const self = (table.get(process.pid)?.ticks ?? start.self) - start.self;
        let server = 0;
        let browser = 0;
        for (const [pid, ticks] of descendants(table, process.pid)) {
          const used = ticks - (start.children.get(pid) ?? 0);
          if (pid === serverPid) server += used;
          else browser += used;
        }
        const cores = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
        return {
          seconds: Math.round(seconds),
          serverCores: cores(server),
          browserCores: cores(browser),
          benchClientCores: cores(self),
          otherCores: cores(Math.max(0, busy - self - server - browser)),
          loadAverageAtStart: Math.round(start.load * 100) / 100,
          loadAverageAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
        };
      },
    };
  } catch {
    return { finish: () => null };
  }
}

/** CPU ticks of this process and all its descendants. */
function ourTicks() {
  const table = processTable();
  return [process.pid, ...descendants(table, process.pid).keys()].reduce((sum, pid) => sum + (table.get(pid)?.ticks ?? 0), 0);
}

/**
 * Waits (at most `maxWaitMs`) until the rest of the machine keeps fewer than `threshold` cores busy over
 * `sampleMs`, so a round does not start in the middle of another workload. Answers the last reading
 * (average cores used by other processes), whether it was quiet, and how long it waited.
 */
export async function waitForQuiet({ maxWaitMs, threshold = 0.3, sampleMs = 5000, log = () => {} }) {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const before = { busy: machineBusyTicks(), ours: ourTicks() };
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const other = Math.max(0, machineBusyTicks() - before.busy - (ourTicks() - before.ours)) / TICKS_PER_SECOND / (sampleMs / 1000);
    const reading = { otherCores: Math.round(other * 100) / 100, waitedMs: Date.now() - started };
    if (other < threshold) return { quiet: true, ...reading };
    if (Date.now() - started >= maxWaitMs) return { quiet: false, ...reading };
    if (attempt % 6 === 0) log(`other processes keep ${reading.otherCores} cores busy: waiting for a quieter machine (${Math.round((maxWaitMs - reading.waitedMs) / 1000)} s left)`);
  }
}
