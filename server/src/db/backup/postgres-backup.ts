/**
 * PostgreSQL's backup: every table of Gloss's schema, row by row, read in one REPEATABLE READ READ ONLY
 * transaction (one snapshot: what was committed when it began, whatever the server writes meanwhile), with
 * the sequences' positions and the migration level.
 *
 * Each row travels as PostgreSQL's own `row_to_json` text and comes back through `json_populate_recordset`,
 * so every value goes out through its type's output function and back through its input function, never
 * through JavaScript's numbers: bigints, doubles (extra_float_digits > 0 prints the shortest exact form),
 * bytea (hex), tsvector round-trip exactly. The restore builds the schema by running the backup's own
 * migrations, loads the rows in one transaction with the tables' own triggers off (the record counts are
 * restored as they were, not counted again), sets the sequences, and then migrates to the latest level.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { migrateThrough, migrateToLatest } from '../migrate.js';
import { BackupFileError, type BackupHeader, BackupWriter, readBackup } from './backup-file.js';
import { restoreDataFiles, writeDataFiles } from './data-files.js';
import { BackupRefused } from './refusals.js';
import { levelOf } from './schema-level.js';

const FETCH_ROWS = 500;
/** Rows are written in frames of about this size (a single row can be more). */
const FRAME_BYTES = 4 * 1024 * 1024;

export interface PostgresBackupResult {
  migrations: string[];
  tables: number;
  rows: number;
  files: string[];
}

export async function backupPostgres(db: Kysely<any>, to: string, dataDir: string, dataFiles: readonly string[]): Promise<PostgresBackupResult> {
  const writer = await BackupWriter.create(to);
  try {
    const result = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`SET LOCAL extra_float_digits = 3`.execute(trx);
        // The first read takes the snapshot every later read of the transaction sees.
        const tables = await tablesInInsertOrder(trx);
        if (!tables.includes('gloss_migrations')) {
          throw new BackupRefused('usage', 'This database holds no Gloss tables: there is nothing to back up.');
        }
        const { rows: applied } = await sql<{ name: string }>`SELECT name FROM gloss_migrations ORDER BY name`.execute(trx);
        const migrations = applied.map((row) => row.name);
        await writer.header({ engine: 'postgres', migrations, taken_at: new Date().toISOString(), tables });
        let rows = 0;
        for (const table of tables) rows += await copyTable(trx, writer, table);
        // Read after the snapshot: a sequence only moves forward, so each is past every value the rows hold.
        await writer.frame({ type: 'sequences' }, Buffer.from(JSON.stringify(await sequencePositions(trx))));
        return { migrations, tables: tables.length, rows };
      });
    const files = await writeDataFiles(writer, dataDir, dataFiles);
    await writer.finish();
    return { ...result, files };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Gloss's tables (partitions are read and written through their parent), parents before their children. */
async function tablesInInsertOrder(db: Kysely<any>): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`.execute(db);
  const names = tables.map((table) => table.name);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error(`The tables' foreign keys form a cycle: ${names.filter((name) => !placed.has(name)).join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

async function copyTable(trx: Transaction<any>, writer: BackupWriter, table: string): Promise<number> {
  await sql`DECLARE gloss_backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${sql.table(table)} t`.execute(trx);
  let batch: string[] = [];
  let bytes = 0;
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await writer.frame({ type: 'rows', table, rows: batch.length }, Buffer.from(batch.join('\n')));
    total += batch.length;
    batch = [];
    bytes = 0;
  };
  for (;;) {
    const { rows } = await sql<{ line: string }>`FETCH ${sql.raw(String(FETCH_ROWS))} FROM gloss_backup_rows`.execute(trx);
    for (const { line } of rows) {
      batch.push(line);
      bytes += line.length;
      if (bytes >= FRAME_BYTES) await flush();
    }
    if (rows.length < FETCH_ROWS) break;
  }
  await flush();
  await sql`CLOSE gloss_backup_rows`.execute(trx);
  return total;
}

type SequencePositions = Record<string, { last_value: string; is_called: boolean }>;

async function sequencePositions(db: Kysely<any>): Promise<SequencePositions> {
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'S' ORDER BY relname`.execute(db);
  const positions: SequencePositions = {};
  for (const { name } of sequences) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text AS last_value, is_called FROM ${sql.table(name)}`.execute(db);
    positions[name] = rows[0];
  }
  return positions;
}

/** The refusal when the target database already has tables (or sequences, views) in Gloss's schema. */
export async function refuseNonEmptyPostgres(db: Kysely<any>, description: string): Promise<void> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*)::text AS count FROM pg_class
    WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p', 'S', 'v', 'm', 'f')`.execute(db);
  if (Number(rows[0].count) > 0) {
    throw new BackupRefused(
      'target-not-empty',
      `The database (${description}) is not empty. A restore goes into an empty database: stop the server, create a new database (or drop and create this one), then restore again.`,
    );
  }
}

export interface PostgresRestoreResult {
  rows: number;
  notes: string[];
}

/**
 * Restores a backup whose every byte `verifyBackup` has already checked (the header given is its answer); the
 * file is read again to load it, and checked again as it is. The caller has refused a non-empty target.
 */
export async function restorePostgres(
  db: Kysely<any>,
  from: string,
  header: BackupHeader,
  dataDir: string,
  dataFiles: readonly string[],
): Promise<PostgresRestoreResult> {
  const level = levelOf(header.migrations);
  await migrateThrough(db, level);
  const tables = await tablesInInsertOrder(db);
  const listed = header.tables ?? [];
  if ([...tables].sort().join('\n') !== [...listed].sort().join('\n')) {
    throw new BackupFileError(`This backup is damaged: the tables it lists are not those of its migration level (${level}).`);
  }
  const files = new Map<string, Buffer>();
  const rows = await db.transaction().execute(async (trx) => {
    const triggered = await tablesWithOwnTriggers(trx);
    for (const table of triggered) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    // The migrations' own rows (their bookkeeping) give way to the backup's.
    for (const table of [...listed].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    let total = 0;
    for await (const { meta, payload } of readBackup(from)) {
      if (meta.type === 'rows') {
        const table = meta.table as string;
        if (!listed.includes(table)) throw new BackupFileError(`This backup is damaged: it has rows of a table it does not list (${table}).`);
        const result = await sql`INSERT INTO ${sql.table(table)}
          SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${`[${payload.toString('utf8').replaceAll('\n', ',')}]`}::json)`.execute(trx);
        if (Number(result.numAffectedRows) !== meta.rows) throw new BackupFileError(`This backup is damaged: a frame of ${table} holds other rows than it says.`);
        total += Number(result.numAffectedRows);
      } else if (meta.type === 'sequences') {
        const positions = JSON.parse(payload.toString('utf8')) as SequencePositions;
        for (const [name, { last_value, is_called }] of Object.entries(positions)) {
          await sql`SELECT setval(quote_ident(${name})::regclass, ${last_value}::bigint, ${is_called})`.execute(trx);
        }
      } else if (meta.type === 'file' && dataFiles.includes(meta.name as string)) {
        files.set(meta.name as string, payload);
      }
    }
    for (const table of triggered) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
    return total;
  });
  await migrateToLatest(db);
  // Fresh tables have no statistics; the planner's first queries would otherwise guess.
  await sql`ANALYZE`.execute(db);
  return { rows, notes: await restoreDataFiles(dataDir, files) };
}

async function tablesWithOwnTriggers(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT c.relname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE NOT g.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`.execute(db);
  return rows.map((row) => row.name);
}
