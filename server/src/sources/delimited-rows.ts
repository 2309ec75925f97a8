import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { type CsvError, type Parser, parse } from 'csv-parse';
import { RecordEndScanner } from './delimited-scan.js';
import { CHUNK_BYTES, readAt } from './file-bytes.js';
import { columnNames } from './header-names.js';
import { type SourceLimits, countText, sizeText } from './limits.js';
import type { SourceRow, UnreadableRow } from './rows.js';
import { SourceError } from './source-error.js';
import { startsWithUtf8Bom, utf8Text } from './utf8.js';

/** A record csv-parse read, and the offset (in the bytes it was given) just past it. */
interface ParsedRecord {
  cells: string[];
  end: number;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * One csv-parse parser over the file from a record's start. Cells are read as Latin-1, which maps each byte to
 * one character: csv-parse then counts a record's size in bytes of the file (its `max_record_size`), and the
 * cell's bytes come back whole, to be checked as UTF-8 row by row (csv-parse's UTF-8 would put U+FFFD in
 * place of bad bytes). Records are taken from `on_record` as csv-parse reads them, in order, so a record it
 * refuses (too long, quotes that do not pair up) is known to be the one after the last taken.
 */
class RecordParser {
  private readonly parser: Parser;
  private records: ParsedRecord[] = [];
  error: CsvError | null = null;

  constructor(delimiter: string, maxRowBytes: number) {
    this.parser = parse({
      delimiter,
      encoding: 'latin1',
      bom: false,
      record_delimiter: ['\r\n', '\n'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: maxRowBytes,
      on_record: (cells: string[], info) => {
        this.records.push({ cells, end: info.bytes });
        return null;
      },
    });
    this.parser.on('error', (error: CsvError) => {
      this.error ??= error;
    });
  }

  write(chunk: Buffer): Promise<void> {
    return new Promise((resolve) => this.parser.write(chunk, () => resolve()));
  }

  end(): Promise<void> {
    return new Promise((resolve) => {
      this.parser.once('error', () => resolve());
      this.parser.end(() => resolve());
    });
  }

  take(): ParsedRecord[] {
    const records = this.records;
    this.records = [];
    return records;
  }

  close(): void {
    this.parser.destroy();
  }
}

/** Why csv-parse refused a record, in words; null for a file that ends inside a quoted cell. */
function refusal(error: CsvError, limits: SourceLimits): string | null {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return null;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `it is longer than ${sizeText(limits.maxRowBytes)}`;
  return `it cannot be read as delimited text (${error.message})`;
}

const CUT_OFF = 'the file ends inside one of its quoted cells (a quote that is never closed, or a file cut off)';

/**
 * Streams a delimited file's rows: its first record is the header (see `columnNames`), each next one a row of
 * text cells by column. Blank lines, and lines of whitespace alone, are skipped. A row with more or fewer cells
 * than the header, or bytes that are not UTF-8, is refused and reading goes on; so is one longer than
 * `maxRowBytes`: csv-parse stops there, and a new parser starts after it, where `RecordEndScanner` finds its
 * end. A file that ends inside a quoted cell refuses its last row. Cells are kept as written, formulas
 * (`=SUM(A1)`) included: nothing here evaluates them.
 */
export async function* readDelimitedRows(
  path: string,
  delimiter: ',' | '\t',
  limits: SourceLimits,
  options: { signal?: AbortSignal; onColumns?: (names: string[]) => void } = {},
): AsyncGenerator<SourceRow | UnreadableRow> {
  const handle = await open(path, 'r');
  let header: string[] | null = null;
  let row = 0;
  /** The rows of records read, the header taken from the first that is not blank. */
  const rowsOf = (records: ParsedRecord[]): (SourceRow | UnreadableRow)[] => {
    const rows: (SourceRow | UnreadableRow)[] = [];
    for (const { cells } of records) {
      if (isBlank(cells)) continue;
      if (header === null) {
        header = headerOf(cells, limits);
        options.onColumns?.(header);
        continue;
      }
      row += 1;
      rows.push(rowOf(row, cells, header));
    }
    return rows;
  };
  try {
    const { size } = await handle.stat();
    let start = startsWithUtf8Bom(await readAt(handle, 0, 3)) ? 3 : 0;
    for (;;) {
      const parser = new RecordParser(delimiter, limits.maxRowBytes);
      /** Where the last record read ends, relative to `start`: where the one csv-parse refuses begins. */
      let lastEnd = 0;
      try {
        for (let position = start; position < size && !parser.error; ) {
          options.signal?.throwIfAborted();
          const chunk = await readAt(handle, position, Math.min(CHUNK_BYTES, size - position));
          position += chunk.length;
          await parser.write(chunk);
          const records = parser.take();
          lastEnd = records.at(-1)?.end ?? lastEnd;
          yield* rowsOf(records);
        }
        if (!parser.error) {
          await parser.end();
          const records = parser.take();
          lastEnd = records.at(-1)?.end ?? lastEnd;
          yield* rowsOf(records);
        }
      } finally {
        parser.close();
      }
      if (!parser.error) {
        if (header === null) throw SourceError.empty();
        return;
      }
      const reason = refusal(parser.error, limits);
      if (header === null) throw new SourceError(`The file's header line cannot be read: ${reason ?? CUT_OFF}`);
      row += 1;
      const next = reason === null ? null : await recordEnd(handle, start + lastEnd, size, delimiter);
      yield { row, reason: reason !== null && next !== null ? reason : CUT_OFF };
      if (next === null || next >= size) return;
      start = next;
    }
  } finally {
    await handle.close();
  }
}

/** Where the record starting at `from` ends, or null when the file ends inside one of its quoted cells. */
async function recordEnd(handle: FileHandle, from: number, size: number, delimiter: string): Promise<number | null> {
  const scanner = new RecordEndScanner(delimiter.charCodeAt(0));
  for (let position = from; position < size; ) {
    const chunk = await readAt(handle, position, Math.min(CHUNK_BYTES, size - position));
    const end = scanner.feed(chunk);
    if (end !== -1) return position + end;
    position += chunk.length;
  }
  return scanner.insideQuotes ? null : size;
}

function headerOf(cells: string[], limits: SourceLimits): string[] {
  if (cells.length > limits.maxColumns) throw SourceError.tooManyColumns(cells.length, limits.maxColumns);
  const names = cells.map((cell) => {
    const text = cellText(cell);
    if (text === null) throw SourceError.notUtf8('its header line holds bytes that encode no UTF-8 character');
    return text;
  });
  return columnNames(names);
}

function isBlank(cells: string[]): boolean {
  return cells.length === 1 && cells[0].trim() === '';
}

/** A cell read as Latin-1 back to its bytes, as UTF-8 text; null when they are not UTF-8. */
function cellText(cell: string): string | null {
  return NON_ASCII.test(cell) ? utf8Text(Buffer.from(cell, 'latin1')) : cell;
}

function rowOf(row: number, cells: string[], header: string[]): SourceRow | UnreadableRow {
  if (cells.length !== header.length) {
    return { row, reason: `it has ${countText(cells.length)} cells where the header names ${countText(header.length)} columns` };
  }
  const entries: [string, string][] = [];
  for (let index = 0; index < cells.length; index += 1) {
    const text = cellText(cells[index]);
    if (text === null) return { row, reason: `its cell in column \`${header[index]}\` holds bytes that are not UTF-8 text` };
    entries.push([header[index], text]);
  }
  return { row, values: Object.fromEntries(entries) };
}
