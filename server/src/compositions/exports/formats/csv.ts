import type { FormatWriter } from './format.js';
import type { ExportColumn } from '../columns.js';

// A cell a spreadsheet would read as a formula (OWASP's list, with tab and carriage return): prefixed with
// `'` so that opening the file runs nothing. Numbers are written as numbers, which no spreadsheet evaluates.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text: strings as they are, numbers and booleans as written in JSON, lists and objects as JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** CSV as RFC 4180 has it (comma separated, CRLF line ends, `"` quoting), UTF-8, a header of the columns' names. */
export function csvWriter(columns: readonly ExportColumn[]): FormatWriter {
  let header: string | null = line(columns.map((column) => column.name));
  return {
    write(rows) {
      let text = header ?? '';
      header = null;
      for (const row of rows) text += line(row);
      return text ? [Buffer.from(text, 'utf8')] : [];
    },
    // An export with no records still has its header.
    end: () => (header ? [Buffer.from(header, 'utf8')] : []),
  };
}
