import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, 'server', 'dist', 'main.js');
const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
/** Where the run's copy of the built web app is (set by the global setup, inherited by the workers). */
const WEB_SNAPSHOT_ENV = 'GLOSS_E2E_WEB_DIR';
const DEFAULT_LOG_DIR = join(REPO_ROOT, 'e2e', 'artifacts', 'logs');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface OwnerCredentials {
  username: string;
  password: string;
  apiKey: string;
}

export interface GlossServer {
  baseUrl: string;
  owner: OwnerCredentials;
  /** Where the server's stdout and stderr go; kept after it stops. */
  logPath: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Extra environment of this server, e.g. `{ SPACE_ID: 'team/space', PERSISTANT_STORAGE_ENABLED: 'false' }`,
   * or a function of the address it will have (for `GLOSS_PUBLIC_URL`).
   */
  env?: Record<string, string> | ((baseUrl: string) => Record<string, string>);
  /** Names the log file (`<name>-server.log`). */
  name?: string;
}

/**
 * Starts a real Gloss server (`server/dist/main.js`, so build first) on a free loopback port, on SQLite in
 * a fresh data directory, with an owner whose password and API key are generated for this run.
 * Usable from the global setup and from a test file's `beforeAll` for a differently configured server.
 */
export async function startGlossServer({ env = {}, name = 'e2e' }: StartOptions = {}): Promise<GlossServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` at the repository root first`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `gloss-${name}-`));
  const owner: OwnerCredentials = {
    username: 'owner',
    password: `pw-${randomBytes(12).toString('hex')}`,
    apiKey: `e2e-${randomBytes(24).toString('hex')}`,
  };
  const logDir = process.env.GLOSS_E2E_LOG_DIR ?? DEFAULT_LOG_DIR;
  mkdirSync(logDir, { recursive: true });
  const logPath = join(logDir, `${name}-server.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...environmentWithoutGlossSettings(),
      GLOSS_HOST: '127.0.0.1',
      GLOSS_PORT: String(port),
      GLOSS_DATA_DIR: dataDir,
      GLOSS_OWNER_USERNAME: owner.username,
      GLOSS_OWNER_PASSWORD: owner.password,
      GLOSS_OWNER_API_KEY: owner.apiKey,
      GLOSS_OWNER_WORKSPACE: 'default',
      // Webhook journeys deliver to a receiver the test starts on 127.0.0.1, which the server refuses by default.
      GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'true',
      ...(process.env[WEB_SNAPSHOT_ENV] ? { GLOSS_WEB_DIR: process.env[WEB_SNAPSHOT_ENV] } : {}),
      ...(typeof env === 'function' ? env(baseUrl) : env),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // A runner killed mid-run must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForStatus(baseUrl, child);
  } catch (error) {
    await stop();
    const output = readFileSync(logPath, 'utf8');
    console.error(`----- log of the Gloss server "${name}" (${logPath}) -----\n${output}----- end of log -----`);
    // The log's tail also goes into the error, so reports that show only the failure still explain it.
    const tail = output.trimEnd().split('\n').slice(-20).join('\n');
    throw new Error(`The Gloss server "${name}" did not start: ${(error as Error).message}\n${tail}`);
  }
  return { baseUrl, owner, logPath, stop };
}

/**
 * Copies the built web app (`web/dist`) to a directory of this run and has every server the run starts
 * serve that copy, so a rebuild while the tests run (vite empties `web/dist` first) cannot break them.
 * Answers a function that removes the copy.
 */
export function snapshotWebApp(): () => void {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` at the repository root first`);
  }
  const copy = mkdtempSync(join(tmpdir(), 'gloss-e2e-web-'));
  cpSync(WEB_DIST, copy, { recursive: true });
  process.env[WEB_SNAPSHOT_ENV] = copy;
  return () => {
    delete process.env[WEB_SNAPSHOT_ENV];
    rmSync(copy, { recursive: true, force: true });
  };
}

/** The runner's environment without settings meant for another Gloss (a PostgreSQL URL, a Space). */
function environmentWithoutGlossSettings(): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(GLOSS_|SPACE_|OAUTH_|PERSISTANT_STORAGE)/.test(key)) kept[key] = value;
  }
  return kept;
}

async function waitForStatus(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.exitCode ?? child.signalCode}) before answering ${baseUrl}/api/v1/status`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/status`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no 200 from ${baseUrl}/api/v1/status within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** A port the kernel just handed out on the loopback; free again once this resolves. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
