// Who "everything else" was: on a shared machine the CPU lines show how much the rest took, this says
// which processes took it. A snapshot of every process's CPU ticks (its own and those of the children it
// has reaped) at a phase's start, compared at its end. Linux only; empty elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { ppid: fields[1], ticks };
  } catch {
    return null;
  }
}

function nameOf(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (args.length) return args.join(' ').slice(0, 120);
    return `[${readFileSync(`/proc/${pid}/comm`, 'utf8').trim()}]`;
  } catch {
    return '?';
  }
}

/** The postmaster of the PostgreSQL cluster listening on `port` (its backends are its children), or null. */
export function postmasterOf(port) {
  if (!port) return null;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (/(^|\/)postgres$/.test(args[0]) && args.includes('-p') && args[args.indexOf('-p') + 1] === String(port)) return pid;
      } catch {
        // gone
      }
    }
  } catch {
    // not Linux
  }
  return null;
}

export function snapshot() {
  const at = Date.now();
  const processes = new Map();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const t = ticksOf(pid);
      if (t) processes.set(pid, t);
    }
  } catch {
    // not Linux
  }
  return { at, processes };
}

/**
 * The processes that used the most CPU since `before`, leaving out `excluded` pids and their descendants
 * (the server, this client, PostgreSQL's cluster): [{ pid, cores, command }], at least 0.05 cores each.
 */
export function busiestSince(before, excluded, count = 4) {
  const after = snapshot();
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return [];
  const skip = new Set(excluded.filter(Boolean).map(String));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, t] of after.processes) {
      if (!skip.has(pid) && skip.has(t.ppid)) {
        skip.add(pid);
        grew = true;
      }
    }
  }
  const used = [];
  for (const [pid, t] of after.processes) {
    if (skip.has(pid)) continue;
    const delta = t.ticks - (before.processes.get(pid)?.ticks ?? 0);
    const cores = delta / TICKS_PER_SECOND / seconds;
    if (cores >= 0.05) used.push({ pid: Number(pid), cores: Math.round(cores * 100) / 100, command: nameOf(pid) });
  }
  return used.sort((a, b) => b.cores - a.cores).slice(0, count);
}
