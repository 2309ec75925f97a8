/**
 * `gloss restore FILE`: a backup loaded into an empty target (the data directory on SQLite, the database on
 * PostgreSQL), then migrated to this Gloss's latest schema. A non-empty target, a file that is not a whole
 * Gloss backup, a backup of a newer schema and one of the other engine are refused before anything is written.
 */
import { existsSync } from 'node:fs';
import { ensurePrivateDataDir } from '../data-dir.js';
import { openDatabase } from '../database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../migrate.js';
import { readHeader, verifyBackup } from './backup-file.js';
import type { BackupPlace } from './backup.js';
import { dropCaches } from './data-files.js';
import { refuseNonEmptyPostgres, restorePostgres } from './postgres-backup.js';
import { BackupRefused } from './refusals.js';
import { levelOf } from './schema-level.js';
import { restoreSqlite } from './sqlite-backup.js';

export async function restoreBackup(place: BackupPlace, from: string): Promise<string> {
  if (!existsSync(from)) throw new BackupRefused('usage', `${from} does not exist.`);
  const latest = MIGRATION_NAMES.at(-1);
  if (place.databaseUrl === null) {
    const { header, notes } = await restoreSqlite(place.dataDir, from, place.dataFiles);
    notes.push(...(await dropCaches(place.dataDir, place.caches)));
    const database = openDatabase(place);
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    return [`Restored ${from} (taken ${header.taken_at}, schema at ${header.migrations.at(-1)}) into SQLite ${place.dataDir}; schema now at ${latest}.`, ...notes].join('\n');
  }
  const header = await readHeader(from);
  if (header.engine !== 'postgres') {
    throw new BackupRefused(
      'unusable-backup',
      'This backup was taken from SQLite: it restores into SQLite only (leave GLOSS_DATABASE_URL unset and point GLOSS_DATA_DIR at an empty folder). A backup does not move between the two engines.',
    );
  }
  levelOf(header.migrations);
  await verifyBackup(from);
  ensurePrivateDataDir(place.dataDir);
  const database = openDatabase(place);
  try {
    await refuseNonEmptyPostgres(database.db, database.description);
    let restored: Awaited<ReturnType<typeof restorePostgres>>;
    try {
      restored = await restorePostgres(database.db, from, header, place.dataDir, place.dataFiles);
    } catch (error) {
      const after = "The database may now hold Gloss's tables, empty: drop and create it again before restoring again.";
      if (error instanceof BackupRefused) throw new BackupRefused(error.kind, `${error.message}\n${after}`);
      throw new Error(`The restore failed: ${(error as Error).message}\n${after}`, { cause: error });
    }
    return [
      `Restored ${from} (taken ${header.taken_at}, ${restored.rows} rows, schema at ${header.migrations.at(-1)}) into ${database.description}; schema now at ${latest}.`,
      ...restored.notes,
      ...(await dropCaches(place.dataDir, place.caches)),
    ].join('\n');
  } finally {
    await database.close();
  }
}

