import type { Compilable } from 'kysely';

/*
 * A write decided before its transaction: every row built, and the reads it rests on kept to be asked again.
 * The writer's thread then runs it alone, from BEGIN to COMMIT, without waiting for this thread between
 * statements (sqlite-executor.mjs, `batch`): a bulk write of records otherwise held the only writer open
 * while this thread checked, built and compiled each statement in turn. SQLite only (see runWritePlan).
 */

/** A statement run once per row; a row is its parameters. */
export interface PlannedStep {
  sql: string;
  rows: unknown[][];
  /** Each row's rowid is kept, in order: the keys later steps refer to (a new record's sequence number). */
  keys?: true;
  /** Positions in each row holding a key's index (its row in the keyed step), replaced by the key itself. */
  keyAt?: number[];
}

/** A read the plan rests on, asked again inside the transaction: the plan holds only if it answers the same. */
export interface PlannedCheck {
  sql: string;
  parameters: readonly unknown[];
  /** The rows it answered when the plan was made, as JSON. */
  expected: string;
}

export class WritePlan {
  readonly checks: PlannedCheck[] = [];
  readonly steps: PlannedStep[] = [];

  /** Adds a statement for each row, after the steps added before. Steps with no rows are left out. */
  step(sql: string, rows: unknown[][], options: { keys?: true; keyAt?: number[] } = {}): void {
    if (rows.length > 0) this.steps.push({ sql, rows, ...options });
  }

  /**
   * Runs `query` now (outside any transaction, on a reader) and keeps it as a check: the transaction asks it
   * again and gives the plan up if the answer changed. Answers its rows.
   */
  async checkedRead<Row>(query: Compilable<Row> & { execute(): Promise<Row[]> }): Promise<Row[]> {
    const compiled = query.compile();
    const rows = await query.execute();
    this.checks.push({ sql: compiled.sql, parameters: compiled.parameters, expected: JSON.stringify(rows) });
    return rows;
  }
}

/** Why a plan was not written: a read it rests on answered otherwise inside the transaction. */
export class StalePlan extends Error {
  constructor() {
    super('The write was planned on data that changed before its transaction');
    this.name = 'StalePlan';
  }
}
