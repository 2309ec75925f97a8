import type { SourceFormat } from '@gloss/contract';

/** File formats by the names people know them by, the same in every language. */
const FORMAT_NAMES: Readonly<Record<SourceFormat, string>> = {
  csv: 'CSV',
  tsv: 'TSV',
  json: 'JSON',
  jsonl: 'JSON Lines',
  parquet: 'Parquet',
};

/** "Parquet", "JSON Lines"; a format this version does not know yet is shown as the server wrote it. */
export function fileFormatName(format: string): string {
  return Object.hasOwn(FORMAT_NAMES, format) ? FORMAT_NAMES[format as SourceFormat] : format;
}
