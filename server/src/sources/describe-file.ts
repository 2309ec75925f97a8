import type { ColumnKind, SourceColumn, SourceFormat } from '@gloss/contract';
import { describeColumnsOf } from './describe-columns.js';
import { type SourceLimits, resolveLimits } from './limits.js';
import { previewRow } from './preview-values.js';
// A text file's rows are counted by its import, not here: describing answers a request, and a count reads it all.
import { countRows, openFileRows } from './read-file-rows.js';
import type { UnreadableRow } from './rows.js';
import { SourceError } from './source-error.js';

export interface DescribeFileOptions {
  /** Rows the columns' kinds are read from (default 200). */
  sampleRows?: number;
  /** Rows answered for the page to show (default 20). */
  previewRows?: number;
  limits?: Partial<SourceLimits>;
}

export interface FileDescription {
  columns: SourceColumn[];
  rows: Record<string, unknown>[];
  total_rows: number | null;
}

/**
 * Describes a source for its configuration page: reads its first rows (`sampleRows`, default 200; rows that
 * cannot be read count among them and are passed over), and answers its columns in source order with their
 * kinds, its first `previewRows` (default 20) rows with values made fit for JSON, and how many rows it has when
 * that is cheap to know. A file with no column to describe (a JSON array with no row, or JSON whose sampled
 * rows all fail) is refused, with the first row's reason when there is one.
 */
export async function describeFile(path: string, format: SourceFormat, options: DescribeFileOptions = {}): Promise<FileDescription> {
  const sampleRows = options.sampleRows ?? 200;
  const previewRows = options.previewRows ?? 20;
  let order: string[] | null = null;
  let fixed: Record<string, ColumnKind> = {};
  const sample: Record<string, unknown>[] = [];
  let firstUnreadable: UnreadableRow | null = null;
  let read = 0;
  const wanted = Math.max(sampleRows, previewRows);
  const rows = openFileRows(path, format, { limits: resolveLimits(options.limits), onColumns: (names, kinds = {}) => {
      order = names;
      fixed = kinds;
    },
  });
  for await (const item of rows) {
    if (read >= wanted) break;
    read += 1;
    if ('reason' in item) firstUnreadable ??= item;
    else sample.push(item.values);
  }
  const columns = describeColumnsOf(sample.slice(0, sampleRows), { order, fixed, cellsAreText: format === 'csv' || format === 'tsv' });
  if (columns.length === 0) {
    if (firstUnreadable) throw new SourceError(`No row of the file can be read: row ${firstUnreadable.row}: ${firstUnreadable.reason}`);
    throw new SourceError('The file holds no rows to import');
  }
  return { columns, rows: sample.slice(0, previewRows).map(previewRow), total_rows: format === 'parquet' ? await countRows(path, format) : null };
}
