import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server, as `npm start` and the image run it; process tests need `npm run build` first. */
export const BUILT_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'main.js');
export const serverBuilt = existsSync(BUILT_MAIN);

export interface BuiltServer {
  child: ChildProcess;
  /** Everything it has printed so far. */
  output: { stdout: string; stderr: string };
  /** Its exit code once it has ended. */
  ended: Promise<number | null>;
}

/**
 * Starts the built server as a process of its own, on 127.0.0.1, with `env` over the caller's environment less
 * GLOSS_DATABASE_URL (the embedded database unless `env` names one). The caller kills it if the test ends first.
 */
export function spawnBuiltServer(env: Record<string, string>): BuiltServer {
  const { GLOSS_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILT_MAIN], { env: { ...inherited, GLOSS_HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output, ended };
}
