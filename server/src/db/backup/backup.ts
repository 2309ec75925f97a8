/**
 * `gloss backup --to FILE`: a consistent copy of the database the GLOSS_ variables name, taken while the
 * server runs and writes, in the one file format both engines share (backup-file.ts).
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '../database.js';
import { backupPostgres } from './postgres-backup.js';
import { BackupRefused } from './refusals.js';
import { backupSqlite } from './sqlite-backup.js';

export interface BackupPlace {
  databaseUrl: string | null;
  dataDir: string;
  /** The data directory's files a backup carries beside the database (those that exist). */
  dataFiles: readonly string[];
  /** The data directory's caches of the database, never backed up, and removed from a restore's target. */
  caches: readonly string[];
}

export async function takeBackup(place: BackupPlace, to: string): Promise<string> {
  if (existsSync(to)) {
    throw new BackupRefused('usage', `${to} already exists: a backup never overwrites a file. Give a new name (with the date, say) or remove it.`);
  }
  if (!existsSync(dirname(to))) throw new BackupRefused('usage', `The folder ${dirname(to)} does not exist.`);
  if (place.databaseUrl === null) {
    const { migrations, files } = await backupSqlite(place.dataDir, to, place.dataFiles);
    return `Backed up SQLite ${place.dataDir} (${files.join(', ')}; schema at ${migrations.at(-1)}) to ${to}.`;
  }
  const database = openDatabase(place);
  try {
    const { migrations, tables, rows, files } = await backupPostgres(database.db, to, place.dataDir, place.dataFiles);
    const extra = files.length > 0 ? ` and ${files.join(', ')}` : '';
    return `Backed up ${database.description} (${rows} rows of ${tables} tables${extra}; schema at ${migrations.at(-1)}) to ${to}.`;
  } finally {
    await database.close();
  }
}
