/**
 * The sources a dataset's records are imported from: files uploaded to the server (CSV, TSV, JSON, JSON Lines,
 * Parquet) and the Parquet files of a Hugging Face Hub dataset. The ground floor of the server: it knows no
 * feature.
 *
 * - `detectFormat` reads a file's format from its content; `describeFile` describes it for the configuration
 *   page (its columns and their kinds, its first rows); `describeColumns` does the same for a Hub dataset's
 *   first rows and features.
 * - `readFileRows` and `readParquetRows` stream every row, numbered from 1, for the import: a row that cannot be
 *   read is an `UnreadableRow` with its reason, and reading goes on where the format allows it; a problem with
 *   the source as a whole is a `SourceError`, whose message is meant for the person importing.
 * - Memory stays flat whatever the file's size: text is read 64 KiB at a time and a row is held up to
 *   `maxRowBytes`; Parquet is read one row group at a time, each checked against `maxRowGroupBytes` first.
 * - `cellAsText`, `cellAsNumber` and `imageCellAsUrl` turn a cell into what a record takes, so that a file's
 *   rows and a Hub dataset's convert alike.
 */
export { cellAsNumber, cellAsText, imageCellAsUrl } from './cells.js';
export { describeColumns } from './describe-columns.js';
export { describeFile } from './describe-file.js';
export { detectFormat } from './detect-format.js';
export type { HubFeatures } from './hub-features.js';
export { DEFAULT_SOURCE_LIMITS, type SourceLimits } from './limits.js';
export { parquetFileBuffer } from './parquet-file.js';
export { readParquetRows } from './parquet-rows.js';
export { countRows, readFileRows } from './read-file-rows.js';
export { isUnreadableRow, type ReadOptions, type SourceRow, type UnreadableRow } from './rows.js';
export { SourceError } from './source-error.js';
