import type { ColumnKind } from '@gloss/contract';
import { type AsyncBuffer, type FileMetaData, parquetReadObjects } from 'hyparquet';
import { type SourceLimits, countText, resolveLimits } from './limits.js';
import { boundedCompressors } from './parquet-compressors.js';
import { checkParquetColumns, checkRowGroupSizes, parquetColumnKinds, parquetColumnNames, readParquetMetadata } from './parquet-metadata.js';
import { PLAIN_PARSERS, plainParquetRow } from './parquet-values.js';
import type { ReadOptions, SourceRow, UnreadableRow } from './rows.js';
import { SourceError } from './source-error.js';

export interface ParquetReadOptions extends ReadOptions {
  /** The columns decoded (an import reads only the mapped ones); all when absent. */
  columns?: string[];
  /** Told the file's columns, in order, and the kinds its schema fixes, once its metadata is read. */
  onColumns?: (names: string[], kinds: Record<string, ColumnKind>) => void;
}

/** The rows of one row group, from `rowStart` (an index in the file) to its end, decoded with every bound held. */
export async function readRowGroup(
  file: AsyncBuffer,
  metadata: FileMetaData,
  group: { index: number; rowStart: number; rowEnd: number },
  columns: string[] | undefined,
  limits: SourceLimits,
): Promise<Record<string, unknown>[]> {
  try {
    return await parquetReadObjects({
      file,
      metadata,
      columns,
      rowStart: group.rowStart,
      rowEnd: group.rowEnd,
      compressors: boundedCompressors(group.index, limits),
      // Binary stays bytes (an image's); text annotated as such is still decoded, by PLAIN_PARSERS.
      utf8: false,
      parsers: PLAIN_PARSERS,
    });
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`Row group ${countText(group.index + 1)} of the Parquet file cannot be read: ${(error as Error).message}`);
  }
}

/**
 * Streams the rows of a Parquet file given as hyparquet's AsyncBuffer (a local file, or a Hub file read by HTTP
 * range requests), one row group at a time: memory holds one row group's rows. Before any is read, the
 * metadata's sizes are checked against the limits, so a file too large to read is refused whole and at once.
 * Rows skipped are not decoded: whole row groups are passed over, and the first one read starts at the row.
 * Values are made plain (see `plainParquetRow`).
 */
export async function* readParquetRows(file: AsyncBuffer, options: ParquetReadOptions = {}): AsyncGenerator<SourceRow | UnreadableRow> {
  const limits = resolveLimits(options.limits);
  const metadata = await readParquetMetadata(file);
  const names = parquetColumnNames(metadata);
  checkParquetColumns(names, options.columns, limits);
  checkRowGroupSizes(metadata, options.columns, limits);
  options.onColumns?.(names, parquetColumnKinds(metadata));
  const skip = options.skipRows ?? 0;
  let groupStart = 0;
  for (const [index, group] of metadata.row_groups.entries()) {
    const groupEnd = groupStart + Number(group.num_rows);
    if (groupEnd > skip && groupEnd > groupStart) {
      options.signal?.throwIfAborted();
      const rowStart = Math.max(groupStart, skip);
      const rows = await readRowGroup(file, metadata, { index, rowStart, rowEnd: groupEnd }, options.columns, limits);
      for (const [offset, raw] of rows.entries()) {
        if (offset % 1000 === 999) options.signal?.throwIfAborted();
        const row = rowStart + offset + 1;
        const plain = plainParquetRow(raw, limits.maxRowBytes);
        yield 'reason' in plain ? { row, reason: plain.reason } : { row, values: plain.values };
      }
    }
    groupStart = groupEnd;
  }
}

/** How many rows a Parquet file has, from its metadata. */
export async function countParquetRows(file: AsyncBuffer): Promise<number> {
  return Number((await readParquetMetadata(file)).num_rows);
}
