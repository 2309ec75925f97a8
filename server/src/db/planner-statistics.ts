import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';
import type { Db } from './types.js';

/**
 * PostgreSQL plans a query from the statistics ANALYZE gathers, which its autovacuum refreshes a minute or
 * more after a write, and only once a tenth of a table has changed. Right after records are imported, the
 * tables of records and of what they carry have none (or those of a far smaller table), and the planner
 * takes a search's filters for a few rows each: it joins them by walking one for every row of the other, a
 * walk that grows with the square of the records: a search with three metadata filters took 0.7 s over 5,000
 * just-imported records (3 ms once analyzed), and would take about a hundred times that over 50,000. So the
 * server analyzes these tables itself once enough records have been written since it last did, as
 * PostgreSQL's documentation advises after a bulk load. SQLite's planner needs no statistics for these plans
 * (`search/criteria.ts` keeps its choices), so this does nothing there.
 */

/** The tables a bulk of records writes to. */
export const RECORD_TABLES = ['records', 'record_contents', 'record_metadata', 'record_texts', 'record_vectors', 'suggestions', 'responses'] as const;

/** Records written before the tables are analyzed again: at least this many... */
export const ANALYZE_AFTER_RECORDS = 1000;
/** ...and at least this share of the records there were at the last analysis, as autovacuum counts. */
export const ANALYZE_AFTER_SHARE = 0.1;

type Analyze = () => Promise<void>;

/**
 * Counts the records written since the last analysis and runs one in the background when there are enough,
 * never two at once: a write does not wait for it, and records written meanwhile count toward the next.
 */
export class PlannerStatistics {
  private writtenSinceAnalysis = 0;
  private recordsAtAnalysis = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly analyze: Analyze,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** `count` records were written (and committed). */
  recordsWritten(count: number): void {
    this.writtenSinceAnalysis += count;
    if (!this.running && this.due()) this.running = this.run();
  }

  /** Resolves once no analysis is running (for tests and for a clean shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private due(): boolean {
    return this.writtenSinceAnalysis >= Math.max(ANALYZE_AFTER_RECORDS, ANALYZE_AFTER_SHARE * this.recordsAtAnalysis);
  }

  private async run(): Promise<void> {
    do {
      this.recordsAtAnalysis += this.writtenSinceAnalysis;
      this.writtenSinceAnalysis = 0;
      try {
        await this.analyze();
      } catch (error) {
        // Statistics are an aid: a failed analysis (the database shutting down) leaves the old ones.
        this.onError(error);
      }
    } while (this.due());
    this.running = null;
  }
}

const keepers = new WeakMap<Kysely<Database>, PlannerStatistics>();

/** The statistics keeper of a database (one per connection pool), or null on SQLite. */
export function plannerStatisticsOf(db: Kysely<Database>): PlannerStatistics | null {
  if (!isPostgres(db)) return null;
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = new PlannerStatistics(
      async () => {
        await sql`ANALYZE ${sql.join(RECORD_TABLES.map((table) => sql.table(table)))}`.execute(db);
      },
      (error) => process.stderr.write(`Could not refresh the query planner's statistics: ${error instanceof Error ? error.message : String(error)}\n`),
    );
    keepers.set(db, keeper);
  }
  return keeper;
}

/**
 * After a committed write of `count` records: keeps PostgreSQL's statistics fresh enough to plan searches.
 * Inside a transaction nothing is committed yet, and an analysis on it would end with it: not counted.
 */
export function noteRecordsWritten(db: Db, count: number): void {
  if (db.isTransaction) return;
  plannerStatisticsOf(db as Kysely<Database>)?.recordsWritten(count);
}
