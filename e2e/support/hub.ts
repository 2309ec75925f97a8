import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type HubStandIn, type StandInDataset, startHubStandIn } from '@gloss/hub-stand-in';
import { type HubSeed, hubEnvironment } from './hub-seed';
import { REPO_ROOT, type GlossServer, startGlossServer } from './server';

const STAND_IN_MAIN = join(REPO_ROOT, 'hub-stand-in', 'dist', 'main.js');
const DEFAULT_LOG_DIR = join(REPO_ROOT, 'e2e', 'artifacts', 'logs');
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface HubProcess {
  /** The Hub's and its dataset viewer's base URL (one port serves both). */
  url: string;
  /** Where the stand-in's stderr goes (requests it has no answer for); kept after it stops. */
  logPath: string;
  stop(): Promise<void>;
}

/**
 * The local Hub stand-in as a process of its own, seeded from `seed`: what the run's shared server talks to.
 * No worker can reach its memory, so what it serves is fixed by the seed and it has no faults; a test file
 * that holds or fails requests starts a stand-in in its own worker instead (`startServerWithHub`).
 */
export async function startHubProcess(seed: HubSeed, { name = 'e2e' }: { name?: string } = {}): Promise<HubProcess> {
  if (!existsSync(STAND_IN_MAIN)) throw new Error(`${STAND_IN_MAIN} is missing: run \`npm run build\` at the repository root first`);
  const seedDir = mkdtempSync(join(tmpdir(), `gloss-${name}-hub-`));
  const seedPath = join(seedDir, 'seed.json');
  writeFileSync(seedPath, JSON.stringify(seed));
  const logDir = process.env.GLOSS_E2E_LOG_DIR ?? DEFAULT_LOG_DIR;
  mkdirSync(logDir, { recursive: true });
  const logPath = join(logDir, `${name}-hub.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [STAND_IN_MAIN, '--port', '0', '--host', '127.0.0.1', '--seed', seedPath], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', log],
  });
  closeSync(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    rmSync(seedDir, { recursive: true, force: true });
  };
  try {
    const url = await announcedUrl(child);
    return { url, logPath, stop };
  } catch (error) {
    await stop();
    throw new Error(`The Hub stand-in "${name}" did not start (log: ${logPath}): ${(error as Error).message}`);
  }
}

/** The address the stand-in prints once it answers ("hub stand-in listening on http://127.0.0.1:N"). */
function announcedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => fail(new Error(`no address announced within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    const onExit = (code: number | null, signal: string | null) => fail(new Error(`it exited (${code ?? signal}) before announcing its address`));
    function fail(error: Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      reject(error);
    }
    child.once('exit', onExit);
    lines.on('line', (line) => {
      const match = /listening on (\S+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // The rest of its output is not read; stdout keeps flowing so the process never blocks on it.
      lines.on('line', () => undefined);
      resolve(match[1]!);
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export interface ServerWithHub {
  hub: HubStandIn;
  server: GlossServer;
  stop(): Promise<void>;
}

/**
 * A test file's own Hub stand-in, in the worker's memory so the file can hold and release its requests
 * (`hub.faults.holdNext`), and its own Gloss server pointed at it. For files that run in one worker
 * (`test.describe.configure({ mode: 'default' })`), started in `beforeAll`, stopped in `afterAll`.
 */
export async function startServerWithHub(name: string, datasets: Record<string, StandInDataset>): Promise<ServerWithHub> {
  const hub = await startHubStandIn();
  for (const [repo, dataset] of Object.entries(datasets)) await hub.addDataset(repo, dataset);
  let server: GlossServer;
  try {
    server = await startGlossServer({ name, env: hubEnvironment(hub.url) });
  } catch (error) {
    await hub.close();
    throw error;
  }
  return {
    hub,
    server,
    stop: async () => {
      // Held requests are let go first, so the server stops without waiting on one.
      hub.faults.reset();
      await server.stop();
      await hub.close();
    },
  };
}
