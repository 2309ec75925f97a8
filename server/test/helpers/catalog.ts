import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../src/db/dialect.js';

/**
 * What a database holds, read from its own catalog (sqlite_master and the table pragmas on SQLite,
 * pg_catalog on PostgreSQL), for the upgrade tests: which tables there are, their columns and foreign keys,
 * and snapshots of the schema and of every row to compare before and after.
 */

/** The migrator's own tables: not the product's data, though a snapshot of the database includes them. */
export const MIGRATOR_TABLES = ['gloss_migrations', 'gloss_migrations_lock'];

export interface Table {
  name: string;
  /** `virtual`: an FTS5 table (SQLite); `partitioned`: a parent whose rows live in its partitions (PostgreSQL). */
  kind: 'table' | 'virtual' | 'partitioned';
}

export interface Column {
  name: string;
  /** The declared type, lower case (SQLite), or information_schema's data_type (PostgreSQL). */
  type: string;
  notNull: boolean;
  /** Filled by the database when left out: SQLite's rowid alias, PostgreSQL's serial or identity. */
  generated: boolean;
}

export interface ForeignKey {
  columns: string[];
  table: string;
  referencedColumns: string[];
}

/** Every table of the product (the migrator's left out), FTS5's shadow tables left out (they go with theirs). */
export async function listTables(db: Kysely<any>): Promise<Table[]> {
  if (isPostgres(db)) {
    const rows = await sql<{ name: string; relkind: string }>`
      SELECT c.relname AS name, c.relkind FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`.execute(db);
    return rows.rows
      .filter((row) => !MIGRATOR_TABLES.includes(row.name))
      .map((row) => ({ name: row.name, kind: row.relkind === 'p' ? 'partitioned' : 'table' }));
  }
  const rows = await sql<{ name: string; sql: string | null }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`.execute(db);
  const virtual = rows.rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((row) => row.name);
  return rows.rows
    .filter((row) => !MIGRATOR_TABLES.includes(row.name))
    .filter((row) => !virtual.some((parent) => row.name.startsWith(`${parent}_`)))
    .map((row) => ({ name: row.name, kind: virtual.includes(row.name) ? 'virtual' : 'table' }));
}

export async function columnsOf(db: Kysely<any>, table: string): Promise<Column[]> {
  if (isPostgres(db)) {
    const rows = await sql<{ name: string; type: string; nullable: string; default: string | null; identity: string }>`
      SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS default, is_identity AS identity
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}
      ORDER BY ordinal_position`.execute(db);
    return rows.rows.map((row) => ({
      name: row.name,
      type: row.type,
      notNull: row.nullable === 'NO',
      generated: row.identity === 'YES' || /^nextval\(/.test(row.default ?? ''),
    }));
  }
  const rows = await sql<{ name: string; type: string; notnull: number; pk: number }>`
    SELECT name, type, "notnull", pk FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  const keys = rows.rows.filter((row) => row.pk > 0);
  return rows.rows.map((row) => ({
    name: row.name,
    type: row.type.toLowerCase(),
    notNull: row.notnull === 1 || row.pk > 0,
    // An INTEGER PRIMARY KEY alone is the rowid, which SQLite numbers itself.
    generated: keys.length === 1 && row.pk === 1 && row.type.toLowerCase() === 'integer',
  }));
}

export async function foreignKeysOf(db: Kysely<any>, table: string): Promise<ForeignKey[]> {
  if (isPostgres(db)) {
    const rows = await sql<{ columns: string[]; table: string; referenced: string[] }>`
      SELECT
        array(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS columns,
        r.relname AS table,
        array(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS referenced
      FROM pg_constraint k JOIN pg_class r ON r.oid = k.confrelid
      WHERE k.contype = 'f' AND k.conrelid = (SELECT oid FROM pg_class WHERE relname = ${table} AND relnamespace = current_schema()::regnamespace)
      ORDER BY k.conname`.execute(db);
    return rows.rows.map((row) => ({ columns: row.columns, table: row.table, referencedColumns: row.referenced }));
  }
  const rows = await sql<{ id: number; seq: number; table: string; from: string; to: string }>`
    SELECT id, seq, "table", "from", "to" FROM pragma_foreign_key_list(${table}) ORDER BY id, seq`.execute(db);
  const keys = new Map<number, ForeignKey>();
  for (const row of rows.rows) {
    const key = keys.get(row.id) ?? { columns: [], table: row.table, referencedColumns: [] };
    key.columns.push(row.from);
    key.referencedColumns.push(row.to);
    keys.set(row.id, key);
  }
  return [...keys.values()];
}

/** The expressions of a table's CHECK constraints, as the database keeps them. */
export async function checksOf(db: Kysely<any>, table: string): Promise<string[]> {
  if (isPostgres(db)) {
    const rows = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(k.oid) AS definition FROM pg_constraint k
      WHERE k.contype = 'c' AND k.conrelid = (SELECT oid FROM pg_class WHERE relname = ${table} AND relnamespace = current_schema()::regnamespace)
      ORDER BY k.conname`.execute(db);
    return rows.rows.map((row) => row.definition.replace(/^CHECK\s*/i, ''));
  }
  const row = (await sql<{ sql: string | null }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db)).rows[0];
  const text = row?.sql ?? '';
  const checks: string[] = [];
  for (const match of text.matchAll(/\bcheck\s*\(/gi)) {
    // The parenthesised expression after CHECK, to its matching parenthesis (quotes aside).
    let depth = 0;
    let quote: string | null = null;
    const start = match.index + match[0].length - 1;
    for (let i = start; i < text.length; i += 1) {
      const char = text[i]!;
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === "'" || char === '"') quote = char;
      else if (char === '(') depth += 1;
      else if (char === ')' && --depth === 0) {
        checks.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return checks;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every row of a table (a partitioned table's: its partitions'), in no particular order. */
export async function rowsOf(db: Kysely<any>, table: string): Promise<Record<string, unknown>[]> {
  return (await sql<Record<string, unknown>>`SELECT * FROM ${sql.raw(quoted(table))}`.execute(db)).rows;
}

/** A value's stable text, to sort rows by and to compare them with (bytes as hex, bigints as digits). */
export function textOf(value: unknown): string {
  return JSON.stringify(value, (_key, item) => {
    if (typeof item === 'bigint') return item.toString();
    if (item && typeof item === 'object' && (item as { type?: string }).type === 'Buffer') return `bytes:${Buffer.from((item as { data: number[] }).data).toString('hex')}`;
    return item;
  });
}

/** Every row of every table, the migrator's included, each table's rows sorted. */
export async function snapshotRows(db: Kysely<any>): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of [...(await listTables(db)).map((t) => t.name), ...MIGRATOR_TABLES]) {
    snapshot[table] = (await rowsOf(db, table)).map((row) => textOf(row)).sort();
  }
  return snapshot;
}

/**
 * The whole schema: on SQLite every object's SQL as sqlite_master keeps it (tables, indexes, triggers, views,
 * FTS5 tables and their shadows); on PostgreSQL the tables' columns, constraints, indexes, triggers and the
 * functions of the schema.
 */
export async function snapshotSchema(db: Kysely<any>): Promise<unknown> {
  if (!isPostgres(db)) {
    return (await sql`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(db)).rows;
  }
  const schema = sql`current_schema()::regnamespace`;
  const [columns, constraints, indexes, triggers, functions, partitions] = await Promise.all([
    sql`SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db),
    sql`SELECT k.conname, c.relname, pg_get_constraintdef(k.oid) AS definition FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE c.relnamespace = ${schema} ORDER BY c.relname, k.conname`.execute(db),
    sql`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY tablename, indexname`.execute(db),
    sql`SELECT t.tgname, c.relname, pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = ${schema} ORDER BY c.relname, t.tgname`.execute(db),
    sql`SELECT p.proname, pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.pronamespace = ${schema} ORDER BY p.proname`.execute(db),
    sql`SELECT c.relname, c.relkind, pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_class c
      WHERE c.relnamespace = ${schema} AND c.relkind IN ('r', 'p', 'v', 'm', 'S') ORDER BY c.relname`.execute(db),
  ]);
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
    triggers: triggers.rows,
    functions: functions.rows,
    relations: partitions.rows,
  };
}
