import type { ExportFormat } from '@gloss/contract';
import { csvWriter } from './csv.js';
import type { FormatWriterFactory } from './format.js';
import { jsonLinesWriter } from './jsonl.js';
import { parquetWriter } from './parquet.js';

export const FORMAT_WRITERS: Record<ExportFormat, FormatWriterFactory> = {
  jsonl: jsonLinesWriter,
  csv: csvWriter,
  parquet: parquetWriter,
};
