import { createReadStream } from 'node:fs';
import type { SourceFormat } from '@gloss/contract';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * How many records a delimited or JSON Lines file holds, by one pass over its bytes: line ends outside
 * quotes (CSV, TSV) or line ends (JSON Lines), blank lines left out, a CSV header not counted. It reads no
 * value, so it runs at the disk's pace, and the import can show how far it is and how long it has left.
 * JSON (one array) says nothing cheap about its length: null.
 */
export async function countTextRows(path: string, format: Exclude<SourceFormat, 'parquet'>, signal?: AbortSignal): Promise<number | null> {
  if (format === 'json') return null;
  const quotesMatter = format !== 'jsonl';
  let quoted = false;
  let blank = true;
  let records = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024, signal })) {
    const bytes = chunk as Buffer;
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (quotesMatter && byte === QUOTE) {
        quoted = !quoted;
        blank = false;
      } else if (byte === LINE_FEED && !quoted) {
        if (!blank) records += 1;
        blank = true;
      } else if (blank && byte !== CARRIAGE_RETURN && byte !== SPACE && byte !== TAB && byte !== 0xef && byte !== 0xbb && byte !== 0xbf) {
        blank = false;
      }
    }
  }
  if (!blank) records += 1;
  return quotesMatter ? Math.max(0, records - 1) : records;
}
