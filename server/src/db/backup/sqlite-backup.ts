/**
 * SQLite's backup: the database file itself, copied by SQLite's online backup while the server goes on
 * writing, and the data directory's small files beside it (the token-signing key).
 *
 * The copy runs as one step of the backup API: one read transaction, so in WAL mode it sees one committed
 * state and the server's writers never wait for it. Copied in small steps, every commit by the server
 * between two steps would start the copy over, and a busy server could keep it from ever finishing.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateDataDir } from '../data-dir.js';
import { SQLITE_FILE_NAME, SQLITE_FILE_NAMES } from '../database.js';
import { BackupFileError, type BackupHeader, BackupWriter, readBackup } from './backup-file.js';
import { restoreDataFiles, writeDataFiles } from './data-files.js';
import { BackupRefused } from './refusals.js';
import { levelOf } from './schema-level.js';

const ALL_PAGES = 0x7fffffff;
const PART_BYTES = 4 * 1024 * 1024;

export interface SqliteBackupResult {
  migrations: string[];
  files: string[];
}

export async function backupSqlite(dataDir: string, to: string, dataFiles: readonly string[]): Promise<SqliteBackupResult> {
  const file = join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(file) || statSync(file).size === 0) {
    throw new BackupRefused('usage', `There is no database at ${file} to back up (GLOSS_DATA_DIR is ${dataDir}).`);
  }
  const snapshot = `${to}.snapshot`;
  await rm(snapshot, { force: true });
  try {
    await copyDatabase(file, snapshot);
    const migrations = migrationsOf(snapshot);
    if (migrations === null) throw new BackupRefused('usage', `${file} is not a Gloss database (it has no gloss_migrations table).`);
    const writer = await BackupWriter.create(to);
    try {
      await writer.header({ engine: 'sqlite', migrations, taken_at: new Date().toISOString() });
      for await (const part of createReadStream(snapshot, { highWaterMark: PART_BYTES })) {
        await writer.frame({ type: 'file', name: SQLITE_FILE_NAME }, part as Buffer);
      }
      const files = [SQLITE_FILE_NAME, ...(await writeDataFiles(writer, dataDir, dataFiles))];
      await writer.finish();
      return { migrations, files };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  } finally {
    await rm(snapshot, { force: true });
  }
}

async function copyDatabase(file: string, snapshot: string): Promise<void> {
  // Created for its owner only before SQLite writes a page to it: it holds every password hash and API key.
  await (await open(snapshot, 'wx', 0o600)).close();
  const source = new BetterSqlite3(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(snapshot, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy keeps the source's WAL mode; a file that stands alone restores without a -wal beside it.
  const copy = new BetterSqlite3(snapshot, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** The migrations a database file had run, or null if it is not a Gloss database. */
function migrationsOf(file: string): string[] | null {
  let connection: BetterSqlite3.Database;
  try {
    connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch {
    return null;
  }
  try {
    const rows = connection.prepare('SELECT name FROM gloss_migrations ORDER BY name').all() as { name: string }[];
    return rows.map((row) => row.name);
  } catch {
    return null;
  } finally {
    connection.close();
  }
}

export interface SqliteRestoreResult {
  header: BackupHeader;
  notes: string[];
}

/**
 * Writes the backup's database into an empty data directory (as `gloss.db.restoring`, renamed once whole and
 * checked), and its token-signing key if the directory has none. Migrating it to the latest level is the
 * caller's, through the ordinary connection.
 */
export async function restoreSqlite(dataDir: string, from: string, dataFiles: readonly string[]): Promise<SqliteRestoreResult> {
  ensurePrivateDataDir(dataDir);
  refuseNonEmpty(dataDir);
  const target = join(dataDir, SQLITE_FILE_NAME);
  const partial = `${target}.restoring`;
  await rm(partial, { force: true });
  const handle = await open(partial, 'wx', 0o600);
  let header: BackupHeader | null = null;
  const files = new Map<string, Buffer>();
  try {
    try {
      for await (const { meta, payload } of readBackup(from)) {
        if (meta.type === 'header') {
          header = meta as unknown as BackupHeader;
          if (header.engine !== 'sqlite') {
            throw new BackupRefused(
              'unusable-backup',
              'This backup was taken from PostgreSQL: it restores into PostgreSQL only (set GLOSS_DATABASE_URL to an empty database). A backup does not move between the two engines.',
            );
          }
          levelOf(header.migrations);
        } else if (meta.type === 'file' && meta.name === SQLITE_FILE_NAME) {
          await handle.write(payload);
        } else if (meta.type === 'file' && dataFiles.includes(meta.name as string)) {
          files.set(meta.name as string, payload);
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!header) throw new BackupFileError('This file is not a Gloss backup.');
    const migrations = migrationsOf(partial);
    if (migrations === null || migrations.join('\n') !== header.migrations.join('\n')) {
      throw new BackupFileError('This backup is damaged: its database is not the one its header describes.');
    }
    // Checked again: a server started meanwhile would have created its own database, which this must not replace.
    refuseNonEmpty(dataDir);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { header, notes: await restoreDataFiles(dataDir, files) };
}

function refuseNonEmpty(dataDir: string): void {
  const present = SQLITE_FILE_NAMES.filter((name) => {
    const path = join(dataDir, name);
    return existsSync(path) && statSync(path).size > 0;
  });
  if (present.length > 0) {
    throw new BackupRefused(
      'target-not-empty',
      `The data directory ${dataDir} already holds a database (${present.join(', ')}). A restore goes into an empty data directory: stop the server, move that directory's files away (or point GLOSS_DATA_DIR at a new folder), then restore again.`,
    );
  }
}
