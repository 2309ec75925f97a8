import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The data directory and its files hold every API key and the token-signing key: for the owner only. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

export interface PermissionReport {
  /** Paths whose permissions were wider and have been narrowed. */
  tightened: string[];
}

/** Creates the data directory readable by its owner only, or narrows an existing one that is wider. */
export function ensurePrivateDataDir(dataDir: string): PermissionReport {
  const tightened: string[] = [];
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  if (narrow(dataDir, PRIVATE_DIR)) tightened.push(dataDir);
  return { tightened };
}

/** Narrows the named files of the data directory (those that exist) to their owner. */
export function ensurePrivateFiles(dataDir: string, names: readonly string[]): PermissionReport {
  const tightened = names.map((name) => join(dataDir, name)).filter((path) => existsSync(path) && narrow(path, PRIVATE_FILE));
  return { tightened };
}

function narrow(path: string, mode: number): boolean {
  const current = statSync(path).mode & 0o777;
  if ((current & ~mode) === 0) return false;
  chmodSync(path, current & mode);
  return true;
}
