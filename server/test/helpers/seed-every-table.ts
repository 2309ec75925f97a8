import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../src/db/dialect.js';
import { type Column, type ForeignKey, type Table, checksOf, columnsOf, foreignKeysOf, listTables } from './catalog.js';

/**
 * A row in every table of a database, whatever migration it was left at, for the upgrade tests: the tables,
 * columns and foreign keys are read from the database's catalog, so a table a new migration adds is seeded
 * without a change here, and values are made from the column's type:
 *
 * - every column is given a value, nullable ones too (a null would test nothing), except those the database
 *   numbers itself (a rowid alias, a serial);
 * - each value is distinct from every other (a counter in it), so unique constraints and indexes hold;
 * - a text is a JSON string: some migrations read text columns as JSON (004 reads suggestions' values);
 * - a column under a foreign key takes the key of a row of the table it references, and tables are seeded
 *   parents first;
 * - a few columns name a row without a declared key, or must hold one value (a partition's): those are
 *   listed below, so the rows make sense to the migrations that read them (014 joins a record's metadata to
 *   its dataset's properties by name).
 *
 * A column under a CHECK constraint of the simple kinds (`col = literal`, `col IN (literals)`, PostgreSQL's
 * `col = ANY (ARRAY[...])`) takes its (first) literal; one under any other kind gets its value in `VALUES` (an
 * insert refused for it fails the test, naming the table).
 */

/** Columns that refer to another table's rows without a foreign key the catalog would show. */
const IMPLIED_REFERENCES: Record<string, { table: string; column: string }> = {
  'record_metadata.dataset_id': { table: 'datasets', column: 'id' },
  'record_metadata.name': { table: 'metadata_properties', column: 'name' },
  'record_texts.dataset_id': { table: 'datasets', column: 'id' },
  'record_texts_all_fields.dataset_id': { table: 'datasets', column: 'id' },
  'record_texts_each_field.dataset_id': { table: 'datasets', column: 'id' },
};

/** Columns whose value is set: the text rows of all of a record's fields (field '', PostgreSQL's partition). */
const VALUES: Record<string, unknown> = {
  'record_texts.field': '',
  'record_texts_all_fields.field': '',
};

/** One value of a column's type, the n-th: distinct for each n. */
function valueOf(table: string, column: Column, n: number, postgres: boolean): unknown {
  const type = column.type;
  const label = `${table}.${column.name}#${n}`;
  if (postgres) {
    if (type === 'text' || type === 'character varying' || type === 'character') return JSON.stringify(label);
    if (type === 'integer' || type === 'bigint' || type === 'smallint') return n;
    if (type === 'double precision' || type === 'real' || type === 'numeric') return n + 0.5;
    if (type === 'bytea') return Buffer.from([n % 256, 0, 255, 7]);
    if (type === 'boolean') return true;
    if (type === 'json' || type === 'jsonb') return JSON.stringify({ seed: label });
    if (type === 'tsvector') return `'seed${n}':1 'word':2`;
    if (type.startsWith('timestamp')) return new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  } else {
    // SQLite's affinity rules (https://sqlite.org/datatype3.html#determination_of_column_affinity).
    if (type.includes('int')) return n;
    if (type.includes('char') || type.includes('clob') || type.includes('text') || type === '') return JSON.stringify(label);
    if (type.includes('blob')) return Buffer.from([n % 256, 0, 255, 7]);
    if (type.includes('real') || type.includes('floa') || type.includes('doub')) return n + 0.5;
  }
  throw new Error(`No seed value for ${table}.${column.name} of type ${type}: give it one in seed-every-table.ts's VALUES`);
}

const LITERAL = String.raw`(-?\d+(?:\.\d+)?|'(?:[^']|'')*')`;
const COLUMN = String.raw`^[\s(]*"?(\w+)"?\s*`;
const CHECK_FORMS = [
  new RegExp(`${COLUMN}=\\s*\\(?${LITERAL}`, 'i'),
  new RegExp(`${COLUMN}IN\\s*\\(\\s*${LITERAL}`, 'i'),
  new RegExp(`${COLUMN}=\\s*ANY\\s*\\(\\s*\\(?ARRAY\\s*\\[\\s*${LITERAL}`, 'i'),
];

/** The value each column under a simple CHECK must hold, by column name. */
function valuesAllowedBy(checks: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const check of checks) {
    for (const form of CHECK_FORMS) {
      const match = check.match(form);
      if (!match) continue;
      const literal = match[2]!;
      values[match[1]!] = literal.startsWith("'") ? literal.slice(1, -1).replaceAll("''", "'") : Number(literal);
      break;
    }
  }
  return values;
}

interface Plan {
  table: Table;
  columns: Column[];
  keys: ForeignKey[];
  checked: Record<string, unknown>;
}

/** Parents before children (a self-reference aside: it is left null). */
function inDependencyOrder(plans: Plan[]): Plan[] {
  const byName = new Map(plans.map((plan) => [plan.table.name, plan]));
  const ordered: Plan[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plan: Plan) => {
    if (state.get(plan.table.name) === 'done') return;
    if (state.get(plan.table.name) === 'visiting') throw new Error(`Foreign keys form a cycle through ${plan.table.name}`);
    state.set(plan.table.name, 'visiting');
    const parents = [
      ...plan.keys.map((key) => key.table),
      ...plan.columns.map((column) => IMPLIED_REFERENCES[`${plan.table.name}.${column.name}`]?.table),
    ];
    for (const parent of parents) {
      const parentPlan = parent && parent !== plan.table.name ? byName.get(parent) : undefined;
      if (parentPlan) visit(parentPlan);
    }
    state.set(plan.table.name, 'done');
    ordered.push(plan);
  };
  for (const plan of plans) visit(plan);
  return ordered;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function firstRowOf(db: Kysely<any>, table: string, columns: string[]): Promise<Record<string, unknown> | undefined> {
  const list = sql.raw(columns.map(quoted).join(', '));
  return (await sql<Record<string, unknown>>`SELECT ${list} FROM ${sql.raw(quoted(table))} LIMIT 1`.execute(db)).rows[0];
}

async function countOf(db: Kysely<any>, table: string): Promise<number> {
  const rows = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.raw(quoted(table))}`.execute(db);
  return Number(rows.rows[0]!.n);
}

let counter = 0;

/**
 * Inserts a row into every table that has none (so it can be called again after a test added a table, such
 * as a dataset's text index). PostgreSQL's partitioned parents get theirs through their partitions. Answers
 * each table seeded with the row it was given (what a contentless FTS5 table cannot give back).
 */
export async function seedEveryTable(db: Kysely<any>): Promise<Record<string, Record<string, unknown>>> {
  const postgres = isPostgres(db);
  const plans: Plan[] = [];
  for (const table of await listTables(db)) {
    plans.push({
      table,
      columns: await columnsOf(db, table.name),
      keys: await foreignKeysOf(db, table.name),
      checked: valuesAllowedBy(await checksOf(db, table.name)),
    });
  }
  const seeded: Record<string, Record<string, unknown>> = {};
  for (const { table, columns, keys, checked } of inDependencyOrder(plans)) {
    if (table.kind === 'partitioned' || (await countOf(db, table.name)) > 0) continue;
    const row: Record<string, unknown> = {};
    counter += 1;
    for (const column of columns) {
      // A number the database would pick may not be the one a CHECK allows.
      if (column.generated && !(column.name in checked)) continue;
      const name = `${table.name}.${column.name}`;
      if (name in VALUES) row[column.name] = VALUES[name];
      else if (column.name in checked) row[column.name] = checked[column.name];
      else row[column.name] = valueOf(table.name, column, counter, postgres);
    }
    for (const [name, reference] of Object.entries(IMPLIED_REFERENCES)) {
      const [of, column] = name.split('.') as [string, string];
      if (of !== table.name || !(column in row)) continue;
      const parent = await firstRowOf(db, reference.table, [reference.column]);
      if (parent) row[column] = parent[reference.column];
    }
    for (const key of keys) {
      const parent = key.table === table.name ? undefined : await firstRowOf(db, key.table, key.referencedColumns);
      if (!parent && key.columns.some((column) => columns.find((c) => c.name === column)?.notNull)) {
        throw new Error(`${table.name} references ${key.table}, which has no row to reference`);
      }
      key.columns.forEach((column, index) => {
        row[column] = parent ? parent[key.referencedColumns[index]!] : null;
      });
    }
    const names = Object.keys(row);
    const values = names.map((name) => sql`${row[name]}`);
    try {
      await sql`INSERT INTO ${sql.raw(quoted(table.name))} (${sql.raw(names.map(quoted).join(', '))}) VALUES (${sql.join(values)})`.execute(db);
    } catch (error) {
      throw new Error(`Seeding ${table.name} with ${JSON.stringify(row)}: ${(error as Error).message}`, { cause: error });
    }
    seeded[table.name] = row;
  }
  return seeded;
}
