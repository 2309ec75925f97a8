import type { ExportColumn } from '../columns.js';
import type { ExportRow } from '../rows.js';

/**
 * Turns batches of rows into a file's bytes as they come. A writer holds no more than it must: JSON Lines
 * and CSV nothing, Parquet the rows of the row group being filled.
 */
export interface FormatWriter {
  /** The bytes for these rows (none yet when the format waits for more). */
  write(rows: readonly ExportRow[]): Buffer[];
  /** The file's last bytes. */
  end(): Buffer[];
}

export type FormatWriterFactory = (columns: readonly ExportColumn[]) => FormatWriter;
