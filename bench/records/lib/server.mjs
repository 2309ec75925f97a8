// Starts a real Gloss server (server/dist/main.js) on a free port with its own data directory, waits for
// GET /api/v1/status, samples its memory, and always stops it: no server outlives the benchmark.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withAllocatorTunables } from '../../../scripts/server-environment.mjs';

const running = new Set();

function killAll() {
  for (const child of running) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Reads VmRSS and VmHWM (in MiB) of a process from /proc; null when the process is gone. */
export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Samples VmRSS every `intervalMs`, keeping the overall peak and the peak of each named phase. */
export class MemorySampler {
  constructor(pid, intervalMs = 200) {
    this.pid = pid;
    this.phase = 'startup';
    this.peakMiB = 0;
    this.byPhase = {};
    this.samples = 0;
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
    this.sample();
  }

  sample() {
    const memory = readMemory(this.pid);
    if (!memory || Number.isNaN(memory.rssMiB)) return;
    this.samples += 1;
    this.peakMiB = Math.max(this.peakMiB, memory.rssMiB);
    this.byPhase[this.phase] = Math.max(this.byPhase[this.phase] ?? 0, memory.rssMiB);
  }

  mark(phase) {
    this.sample();
    this.phase = phase;
    this.sample();
  }

  stop() {
    this.sample();
    clearInterval(this.timer);
  }
}

/**
 * Spawns `node server/dist/main.js` with the GLOSS_ variables in `env`; resolves once /api/v1/status
 * answers 200. The server's output goes to `<dataDir>/server.log`.
 */
export async function startServer({ root, dataDir, env, timeoutMs = 120_000, pollMs = 100 }) {
  const port = await freePort();
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: withAllocatorTunables({ ...process.env, ...env, GLOSS_PORT: String(port), GLOSS_HOST: '127.0.0.1', GLOSS_DATA_DIR: dataDir }),
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitInfo = null;
  exited.then((info) => (exitInfo = info));
  for (;;) {
    if (exitInfo) throw new Error(`the server exited (${exitInfo.code ?? exitInfo.signal}) before answering; log:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/api/v1/status`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer GET /api/v1/status within ${timeoutMs / 1000} s; log:\n${tail(logFile)}`);
    }
    await sleep(pollMs);
  }

  return {
    url,
    pid: child.pid,
    logFile,
    /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. Resolves with how it exited. */
    async stop(graceMs = 15_000) {
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      const timer = sleep(graceMs).then(() => 'timeout');
      if ((await Promise.race([exited, timer])) === 'timeout') {
        child.kill('SIGKILL');
        return { ...(await exited), forced: true };
      }
      return exited;
    },
  };
}
