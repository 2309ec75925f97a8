import { createReadStream } from 'node:fs';
import { type SourceLimits, sizeText } from './limits.js';
import { splitLines } from './line-splitter.js';
import { ColumnTally, type SourceRow, type UnreadableRow } from './rows.js';
import { CHUNK_BYTES } from './file-bytes.js';
import { startsWithUtf8Bom, utf8Text } from './utf8.js';
import { jsonKindOf } from './json-kind.js';

const isBlank = (bytes: Buffer) => bytes.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0d);

/**
 * Streams a JSON Lines file's rows: each line holds one JSON object, a row; blank lines are skipped. A line that
 * is not an object, does not parse, holds bytes that are not UTF-8 or is longer than `maxRowBytes` is refused
 * and reading goes on with the next; a last line the file cuts off is refused as such.
 */
export async function* readJsonLinesRows(
  path: string,
  limits: SourceLimits,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<SourceRow | UnreadableRow> {
  const columns = new ColumnTally(limits.maxColumns);
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES, signal: options.signal });
  let row = 0;
  let first = true;
  try {
    for await (const line of splitLines(stream, limits.maxRowBytes)) {
      let bytes = line.bytes;
      if (first && bytes && startsWithUtf8Bom(bytes)) bytes = bytes.subarray(3);
      first = false;
      if (bytes && isBlank(bytes)) continue;
      row += 1;
      if (bytes === null) {
        yield { row, reason: `it is longer than ${sizeText(limits.maxRowBytes)}` };
        continue;
      }
      const text = utf8Text(bytes);
      if (text === null) {
        yield { row, reason: 'it holds bytes that are not UTF-8 text' };
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        yield { row, reason: line.ended ? `it is not valid JSON (${(error as Error).message})` : 'the file ends in the middle of it' };
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        yield { row, reason: `it is ${jsonKindOf(value)}, not a JSON object` };
        continue;
      }
      const values = value as Record<string, unknown>;
      columns.add(values);
      yield { row, values };
    }
  } finally {
    stream.destroy();
  }
}
