import { setImmediate } from 'node:timers/promises';
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

/**
 * Uncompressed bytes of the read columns decoded in one stretch at most. hyparquet decodes a range of rows
 * without a pause, so a whole row group (tens of MB) would keep every other request waiting for seconds and
 * hold all its rows as objects at once; a slice this size takes tens of milliseconds.
 */
const SLICE_BYTES = 4 * 1024 * 1024;
/** Rows in a slice at least: a slice of very wide rows still costs one decode of their pages, not one per row. */
const MIN_SLICE_ROWS = 100;

/** The uncompressed bytes of a row group's columns that are read. */
function readBytesOf(group: FileMetaData['row_groups'][number], columns: string[] | undefined): number {
  let bytes = 0;
  for (const chunk of group.columns) {
    const meta = chunk.meta_data;
    if (meta && (!columns || columns.includes(meta.path_in_schema[0]))) bytes += Number(meta.total_uncompressed_size);
  }
  return bytes;
}

/** How many rows of a row group are decoded at a time, so that a slice holds about `SLICE_BYTES`. */
export function sliceRowsOf(groupRows: number, groupBytes: number): number {
  if (groupRows <= 0) return 1;
  if (groupBytes <= SLICE_BYTES) return groupRows;
  return Math.min(groupRows, Math.max(MIN_SLICE_ROWS, Math.floor((groupRows * SLICE_BYTES) / groupBytes)));
}

/**
 * The file, with every range read kept until the row group is done: each slice of a group reads the same
 * column chunks, which are then fetched once per group (from disk, or from the Hub by a range request)
 * rather than once per slice.
 */
function keepingReads(file: AsyncBuffer): AsyncBuffer {
  const kept = new Map<string, Promise<ArrayBuffer>>();
  return {
    byteLength: file.byteLength,
    slice(start: number, end?: number) {
      const key = `${start}:${end ?? ''}`;
      let read = kept.get(key);
      if (!read) {
        read = Promise.resolve(file.slice(start, end));
        // A failed read is not kept: the next slice tries again, and the error reaches the reader as it is.
        read.catch(() => kept.delete(key));
        kept.set(key, read);
      }
      return read;
    },
  };
}

/** The rows from `rowStart` to `rowEnd` (indexes in the file) of one row group, decoded with every bound held. */
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
 * range requests), one slice of a row group at a time: memory holds one row group's column chunks as read and
 * one slice's rows, and the event loop gets a turn between slices. Before any is read, the metadata's sizes are
 * checked against the limits, so a file too large to read is refused whole and at once. Rows skipped are not
 * decoded: whole row groups are passed over, and the first slice read starts at the row. Values are made plain
 * (see `plainParquetRow`).
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
      const groupFile = keepingReads(file);
      const sliceRows = sliceRowsOf(groupEnd - groupStart, readBytesOf(group, options.columns));
      for (let rowStart = Math.max(groupStart, skip); rowStart < groupEnd; rowStart += sliceRows) {
        options.signal?.throwIfAborted();
        const rowEnd = Math.min(groupEnd, rowStart + sliceRows);
        const rows = await readRowGroup(groupFile, metadata, { index, rowStart, rowEnd }, options.columns, limits);
        for (const [offset, raw] of rows.entries()) {
          if (offset % 1000 === 999) options.signal?.throwIfAborted();
          const row = rowStart + offset + 1;
          const plain = plainParquetRow(raw, limits.maxRowBytes);
          yield 'reason' in plain ? { row, reason: plain.reason } : { row, values: plain.values };
        }
        // Decoding is synchronous: without a turn here, slice after slice would run with nothing served between.
        await setImmediate();
      }
    }
    groupStart = groupEnd;
  }
}

/** How many rows a Parquet file has, from its metadata. */
export async function countParquetRows(file: AsyncBuffer): Promise<number> {
  return Number((await readParquetMetadata(file)).num_rows);
}
