// The two processes a round starts besides Gloss: the stand-in server and the SDK script. Both are stopped
// when the benchmark exits, however it exits.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function track(child) {
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));
  return exited;
}

/** Starts bench/sdk/stand-in.mjs on a free port; resolves once it listens. */
export async function startStandIn(root, answersFile) {
  const child = spawn(process.execPath, [join(root, 'bench', 'sdk', 'stand-in.mjs'), answersFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = track(child);
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([new Promise((resolve) => lines.once('line', resolve)), exited.then((info) => Promise.reject(new Error(`the stand-in exited (${info.code ?? info.signal}) before listening`)))]);
  lines.close();
  child.stdout.resume();
  const url = `http://127.0.0.1:${JSON.parse(first).port}`;
  return {
    url,
    pid: child.pid,
    stats: async () => (await fetch(`${url}/__stand-in/stats`)).json(),
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Runs bench/sdk/log_records.py (in the compatibility suite's virtual environment) against `url`, reading
 * `serverPid`'s CPU time around `log()`; resolves with the JSON line it prints. `profile` is a path for
 * cProfile's statistics, or undefined.
 */
export async function runSdk(root, { url, apiKey, serverPid, recordsFile, dataset, workspace, profile }) {
  const python = join(root, 'compat', '.venv', 'bin', 'python');
  const env = { ...process.env, GLOSS_BENCH_API_URL: url, GLOSS_BENCH_API_KEY: apiKey, GLOSS_BENCH_SERVER_PID: String(serverPid) };
  if (profile) env.GLOSS_BENCH_PROFILE = profile;
  else delete env.GLOSS_BENCH_PROFILE;
  const child = spawn(python, [join(root, 'bench', 'sdk', 'log_records.py'), recordsFile, dataset, workspace], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = track(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`the SDK script failed (${code ?? signal}) against ${url}:\n${stderr.slice(-3000)}`);
  return JSON.parse(stdout.trim().split('\n').pop());
}
