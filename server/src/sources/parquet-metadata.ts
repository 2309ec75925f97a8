import type { ColumnKind } from '@gloss/contract';
import { type AsyncBuffer, type FileMetaData, type SchemaElement, parquetMetadataAsync, parquetSchema } from 'hyparquet';
import { type SourceLimits, countText, sizeText } from './limits.js';
import { SourceError } from './source-error.js';

/** The most a Parquet file's metadata may take: read whole before anything else, so it is bounded first. */
const MAX_METADATA_BYTES = 64 * 1024 * 1024;
const PARQUET_MAGIC = 0x31524150;

/** A Parquet file's metadata, its length checked before it is read. */
export async function readParquetMetadata(file: AsyncBuffer): Promise<FileMetaData> {
  if (file.byteLength < 12) throw new SourceError('The Parquet file is too short to hold its metadata: upload the whole file');
  const tail = new DataView(await file.slice(file.byteLength - 8, file.byteLength));
  if (tail.getUint32(4, true) !== PARQUET_MAGIC) {
    throw new SourceError('The Parquet file does not end as Parquet does (it may have been cut off): upload the whole file');
  }
  const metadataLength = tail.getUint32(0, true);
  if (metadataLength > file.byteLength - 12) throw new SourceError('The Parquet file is damaged: its metadata claims more bytes than the file has');
  if (metadataLength > MAX_METADATA_BYTES) {
    throw new SourceError(`The Parquet file's metadata takes ${sizeText(metadataLength)}; Gloss reads at most ${sizeText(MAX_METADATA_BYTES)} of it`);
  }
  try {
    return await parquetMetadataAsync(file, { initialFetchSize: metadataLength + 8 });
  } catch (error) {
    throw new SourceError(`The Parquet file's metadata cannot be read: ${(error as Error).message}`);
  }
}

/** The file's columns, as rows name them: the top-level fields of its schema, in order. */
export function parquetColumnNames(metadata: FileMetaData): string[] {
  return parquetSchema(metadata).children.map((child) => child.element.name);
}

/** The kind a scalar column's Parquet type fixes. */
function scalarKind(element: SchemaElement): ColumnKind | null {
  const converted = element.converted_type;
  const logical = element.logical_type?.type;
  if (converted === 'DECIMAL' || logical === 'DECIMAL' || logical === 'FLOAT16') return 'float';
  if (converted !== undefined && !/^U?INT_/.test(converted)) return null;
  if (logical !== undefined && logical !== 'INTEGER') return null;
  if (element.type === 'INT32' || element.type === 'INT64') return 'integer';
  if (element.type === 'FLOAT' || element.type === 'DOUBLE') return 'float';
  if (element.type === 'BOOLEAN') return 'boolean';
  return null;
}

/**
 * The kinds the schema fixes for its scalar columns: numbers and booleans. They win over the values, since an
 * INT64 beyond what a JavaScript number holds exactly is read as its digits, and would pass for text.
 */
export function parquetColumnKinds(metadata: FileMetaData): Record<string, ColumnKind> {
  const kinds: Record<string, ColumnKind> = {};
  for (const child of parquetSchema(metadata).children) {
    const kind = child.children.length === 0 ? scalarKind(child.element) : null;
    if (kind) kinds[child.element.name] = kind;
  }
  return kinds;
}

/** Refuses a file with more columns than the limit, and a selection naming a column the file does not have. */
export function checkParquetColumns(names: string[], selected: string[] | undefined, limits: SourceLimits): void {
  if (names.length > limits.maxColumns) throw SourceError.tooManyColumns(names.length, limits.maxColumns);
  const missing = (selected ?? []).filter((name) => !names.includes(name));
  if (missing.length > 0) throw new SourceError(`The Parquet file has no column ${missing.map((name) => `\`${name}\``).join(', ')}`);
}

/**
 * Refuses a file with a row group that would take more than `maxRowGroupBytes` to read: its column chunks are
 * fetched whole, then decompressed. Both sizes are read from the metadata, for the columns read only.
 */
export function checkRowGroupSizes(metadata: FileMetaData, selected: string[] | undefined, limits: SourceLimits): void {
  metadata.row_groups.forEach((group, index) => {
    let compressed = 0;
    let uncompressed = 0;
    for (const chunk of group.columns) {
      const meta = chunk.meta_data;
      if (!meta || (selected && !selected.includes(meta.path_in_schema[0]))) continue;
      compressed += Number(meta.total_compressed_size);
      uncompressed += Number(meta.total_uncompressed_size);
    }
    const size = Math.max(compressed, uncompressed);
    if (size > limits.maxRowGroupBytes) throw rowGroupTooLarge(index, size, limits);
  });
}

export function rowGroupTooLarge(index: number, bytes: number, limits: SourceLimits): SourceError {
  return new SourceError(
    `Row group ${countText(index + 1)} of the Parquet file takes ${sizeText(bytes)} once decompressed; Gloss reads row groups of at most ` +
      `${sizeText(limits.maxRowGroupBytes)}: write the file with smaller row groups (pyarrow's \`row_group_size\`, for example)`,
  );
}
