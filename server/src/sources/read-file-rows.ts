import type { ColumnKind, SourceFormat } from '@gloss/contract';
import { countTextRows } from './count-rows.js';
import { readDelimitedRows } from './delimited-rows.js';
import { readJsonLinesRows } from './json-lines-rows.js';
import { readJsonRows } from './json-rows.js';
import { type SourceLimits, resolveLimits } from './limits.js';
import { parquetFileBuffer } from './parquet-file.js';
import { countParquetRows, readParquetRows } from './parquet-rows.js';
import type { ReadOptions, SourceRow, UnreadableRow } from './rows.js';

export interface FileReadOptions {
  limits: SourceLimits;
  signal?: AbortSignal;
  /** Told the source's columns in order, when the format names them before its rows (a header, a schema), and the kinds a schema fixes. */
  onColumns?: (names: string[], kinds?: Record<string, ColumnKind>) => void;
}

/** A text file's rows, every one of them: text formats are read from the start whatever is skipped. */
function textRows(path: string, format: Exclude<SourceFormat, 'parquet'>, options: FileReadOptions): AsyncGenerator<SourceRow | UnreadableRow> {
  switch (format) {
    case 'csv':
      return readDelimitedRows(path, ',', options.limits, options);
    case 'tsv':
      return readDelimitedRows(path, '\t', options.limits, options);
    case 'json':
      return readJsonRows(path, options.limits, options);
    case 'jsonl':
      return readJsonLinesRows(path, options.limits, options);
  }
}

/** A file's rows from `skipRows` on, whatever its format. */
export async function* openFileRows(
  path: string,
  format: SourceFormat,
  options: FileReadOptions & { skipRows?: number },
): AsyncGenerator<SourceRow | UnreadableRow> {
  const skip = options.skipRows ?? 0;
  if (format === 'parquet') {
    yield* readParquetRows(await parquetFileBuffer(path), { ...options, skipRows: skip });
    return;
  }
  for await (const item of textRows(path, format, options)) if (item.row > skip) yield item;
}

/**
 * Streams a file's rows in order, never holding the file in memory: text is read 64 KiB at a time and a
 * row at most `maxRowBytes` long is held; Parquet one row group at a time. Rows skipped are still read in
 * text formats (they cannot be found otherwise) but not yielded; Parquet does not decode them.
 */
export function readFileRows(path: string, format: SourceFormat, options: ReadOptions = {}): AsyncIterable<SourceRow | UnreadableRow> {
  return openFileRows(path, format, { limits: resolveLimits(options.limits), signal: options.signal, skipRows: options.skipRows });
}

/**
 * How many rows a source has: Parquet's from its metadata, at once; a delimited or JSON Lines file's by a
 * pass over its bytes (about a second per GiB: for a job, not a request); null for a JSON array.
 */
export async function countRows(path: string, format: SourceFormat, signal?: AbortSignal): Promise<number | null> {
  return format === 'parquet' ? countParquetRows(await parquetFileBuffer(path)) : countTextRows(path, format, signal);
}
