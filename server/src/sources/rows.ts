import type { SourceLimits } from './limits.js';
import { SourceError } from './source-error.js';

/** One row read: its number in the source (the first data row is 1; a CSV header is not a row) and its values by column. */
export interface SourceRow {
  row: number;
  values: Record<string, unknown>;
}

/**
 * A row that could not be read (too long, a JSON line that does not parse, a CSV row with the wrong number of
 * cells, the file ending mid-row, bytes that are not UTF-8): refused with its number and a reason a person understands.
 */
export interface UnreadableRow {
  row: number;
  reason: string;
}

export interface ReadOptions {
  limits?: Partial<SourceLimits>;
  /** Rows to skip from the start (a job resuming after a restart): they are not yielded and, where the format allows (Parquet row groups), not even decoded. */
  skipRows?: number;
  signal?: AbortSignal;
}

export function isUnreadableRow(item: SourceRow | UnreadableRow): item is UnreadableRow {
  return 'reason' in item;
}

/**
 * The columns of a source whose rows each name their own (JSON): the union of the names met so far, refused
 * as a whole once it passes the limit, so a file cannot make the import keep an unbounded set of names.
 */
export class ColumnTally {
  private readonly names = new Set<string>();

  constructor(private readonly limit: number) {}

  add(values: Record<string, unknown>): void {
    for (const name of Object.keys(values)) this.names.add(name);
    if (this.names.size > this.limit) throw SourceError.tooManyColumns(this.names.size, this.limit);
  }
}
