/**
 * The data directory's small files a backup carries beside the database (the caller names them: the
 * token-signing key), on both engines. The rest of the directory is not backed up: `vector-indexes/` is a
 * cache the server builds again from the database, and `uploads/` holds files waiting for an import.
 */
import { existsSync } from 'node:fs';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupWriter } from './backup-file.js';

/** Writes each named file that exists as a frame; answers the names written. */
export async function writeDataFiles(writer: BackupWriter, dataDir: string, names: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  for (const name of names) {
    const path = join(dataDir, name);
    if (!existsSync(path)) continue;
    await writer.frame({ type: 'file', name }, await readFile(path));
    written.push(name);
  }
  return written;
}

/** Writes the backup's files where the directory has none; one already there is kept, and said. */
export async function restoreDataFiles(dataDir: string, files: ReadonlyMap<string, Buffer>): Promise<string[]> {
  const notes: string[] = [];
  for (const [name, content] of files) {
    const path = join(dataDir, name);
    if (existsSync(path)) {
      if (!(await readFile(path)).equals(content)) notes.push(`Kept the data directory's own ${name}, which differs from the backup's.`);
      continue;
    }
    await writeFile(path, content, { mode: 0o600, flag: 'wx' });
    await chmod(path, 0o600);
  }
  return notes;
}

/**
 * Removes the target's caches (the caller names them: `vector-indexes/`): left there, they would be a cache of
 * the database that was there before, and a snapshot of another history could pass for this one's.
 */
export async function dropCaches(dataDir: string, names: readonly string[]): Promise<string[]> {
  const notes: string[] = [];
  for (const name of names) {
    const path = join(dataDir, name);
    if (!existsSync(path)) continue;
    await rm(path, { recursive: true, force: true });
    notes.push(`Removed ${name}, a cache of the database that was here before; the server builds it again from this one.`);
  }
  return notes;
}
