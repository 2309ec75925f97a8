import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The data directory and its files hold every API key and the token-signing key: for the owner only. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

export interface PermissionReport {
  /** Paths whose permissions were wider and have been narrowed. */
  tightened: string[];
  /**
   * Paths wider than they should be that this process may not narrow: a volume mounted owned by another user
   * (a container platform's storage). Gloss still works there; the operator is told.
   */
  leftWide: string[];
}

/** How permissions are changed: the file system's own call, or the kernel's refusal played in a test. */
export type Chmod = (path: string, mode: number) => void;

/** Creates the data directory readable by its owner only, or narrows an existing one that is wider. */
export function ensurePrivateDataDir(dataDir: string, chmod: Chmod = chmodSync): PermissionReport {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  return narrowAll([dataDir], PRIVATE_DIR, chmod);
}

/** Narrows the named files of the data directory (those that exist) to their owner. */
export function ensurePrivateFiles(dataDir: string, names: readonly string[], chmod: Chmod = chmodSync): PermissionReport {
  return narrowAll(
    names.map((name) => join(dataDir, name)).filter((path) => existsSync(path)),
    PRIVATE_FILE,
    chmod,
  );
}

function narrowAll(paths: readonly string[], mode: number, chmod: Chmod): PermissionReport {
  const report: PermissionReport = { tightened: [], leftWide: [] };
  for (const path of paths) {
    const outcome = narrow(path, mode, chmod);
    if (outcome !== 'private') report[outcome].push(path);
  }
  return report;
}

function narrow(path: string, mode: number, chmod: Chmod): 'private' | 'tightened' | 'leftWide' {
  const current = statSync(path).mode & 0o777;
  if ((current & ~mode) === 0) return 'private';
  try {
    chmod(path, current & mode);
    return 'tightened';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return 'leftWide';
    throw error;
  }
}
