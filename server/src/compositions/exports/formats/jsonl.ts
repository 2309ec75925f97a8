import type { FormatWriter } from './format.js';
import type { ExportColumn } from '../columns.js';

/** JSON Lines: one JSON object per record, its keys the columns in order, its values as they are. */
export function jsonLinesWriter(columns: readonly ExportColumn[]): FormatWriter {
  const names = columns.map((column) => column.name);
  return {
    write(rows) {
      let text = '';
      for (const row of rows) {
        const object: Record<string, unknown> = {};
        names.forEach((name, index) => {
          object[name] = row[index];
        });
        text += `${JSON.stringify(object)}\n`;
      }
      return text ? [Buffer.from(text, 'utf8')] : [];
    },
    end: () => [],
  };
}
