import type { ImportMapping, ImportSource, SourceFormat } from '@gloss/contract';
import { parquetMetadataAsync } from 'hyparquet';
import type { UploadStorage } from '../../features/uploads/storage.js';
import type { HubClient } from '../../hub/index.js';
import { type SourceRow, type UnreadableRow, countRows, readFileRows, readParquetRows } from '../../sources/index.js';

export interface ImportRows {
  rows: AsyncIterable<SourceRow | UnreadableRow>;
  /** The source's row count, when known before reading it. */
  total: number | null;
}

export interface SourceAccess {
  hub: HubClient;
  uploads: UploadStorage;
  token: string | null;
  /** Rows an earlier attempt went through: not yielded again. */
  skipRows: number;
  signal: AbortSignal;
  mapping: ImportMapping;
}

/** The columns an import reads: only the mapped ones are decoded from a Parquet file. */
function mappedColumns(mapping: ImportMapping): string[] {
  const columns = [...mapping.fields, ...mapping.metadata, ...mapping.suggestions, ...mapping.vectors].map((item) => item.source);
  if (mapping.external_id !== null) columns.push(mapping.external_id);
  return [...new Set(columns)];
}

/** Opens the rows of an import's source, from where an earlier attempt stopped. */
export async function openImportRows(source: ImportSource, access: SourceAccess): Promise<ImportRows> {
  if (source.type === 'file') {
    const path = access.uploads.pathOf(source.upload_id);
    const format = source.format as SourceFormat;
    return { rows: readFileRows(path, format, { skipRows: access.skipRows, signal: access.signal }), total: await countRows(path, format, access.signal) };
  }
  const files = await access.hub.parquetFiles(source.dataset, source.subset, source.split, access.token, access.signal);
  const buffers = [];
  let total = 0;
  for (const file of files) {
    const buffer = await access.hub.fileBuffer(file.url, file.size, access.token, access.signal);
    const metadata = await parquetMetadataAsync(buffer);
    buffers.push({ buffer, rows: Number(metadata.num_rows) });
    total += Number(metadata.num_rows);
  }
  return { rows: hubRows(buffers, access), total };
}

/** A split's Parquet files one after the other, its rows numbered across them; whole files skipped unread. */
async function* hubRows(files: { buffer: Awaited<ReturnType<HubClient['fileBuffer']>>; rows: number }[], access: SourceAccess): AsyncIterable<SourceRow | UnreadableRow> {
  let skip = access.skipRows;
  let offset = 0;
  const columns = mappedColumns(access.mapping);
  for (const file of files) {
    if (skip >= file.rows) {
      skip -= file.rows;
      offset += file.rows;
      continue;
    }
    for await (const row of readParquetRows(file.buffer, { skipRows: skip, signal: access.signal, columns })) yield { ...row, row: row.row + offset };
    skip = 0;
    offset += file.rows;
  }
}
