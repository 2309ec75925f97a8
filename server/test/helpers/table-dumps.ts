import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '../../src/db/database.js';

/** Every row of every table of a database, each table's rows sorted, values in a form that compares exactly. */
export type TableDump = Record<string, string[]>;

/**
 * Every table of the database the GLOSS_ variables `env` name: on SQLite those of the file (the full-text
 * tables and their shadow tables included, blobs as hex); on PostgreSQL those of its schema (partitioned
 * ones through their parent, every value in its type's text form) and each sequence's position.
 */
export async function dumpTables(env: Record<string, string>): Promise<TableDump> {
  return env.GLOSS_DATABASE_URL ? dumpPostgres(env.GLOSS_DATABASE_URL) : dumpSqlite(join(env.GLOSS_DATA_DIR, SQLITE_FILE_NAME));
}

function dumpSqlite(file: string): TableDump {
  const connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const tables = connection.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[];
    const dump: TableDump = {};
    for (const { name } of tables) {
      const rows = connection.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
      dump[name] = rows
        .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? `blob:${value.toString('hex')}` : value)))
        .sort();
    }
    return dump;
  } finally {
    connection.close();
  }
}

async function dumpPostgres(url: string): Promise<TableDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; kind: string }>(
      `SELECT relname AS name, relkind AS kind FROM pg_class
       WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p', 'S') AND NOT relispartition ORDER BY relname`,
    );
    const dump: TableDump = {};
    for (const { name, kind } of tables) {
      const query = kind === 'S' ? `SELECT row_to_json(t)::text AS line FROM (SELECT last_value, is_called FROM "${name}") t` : `SELECT row_to_json(t)::text AS line FROM "${name}" t`;
      const { rows } = await client.query<{ line: string }>(query);
      dump[name] = rows.map((row) => row.line).sort();
    }
    return dump;
  } finally {
    await client.end();
  }
}
