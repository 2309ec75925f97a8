import { ByteWriter, ParquetWriter, type ColumnSource, type SchemaElement } from 'hyparquet-writer';
import { GLOSS_VERSION } from '@gloss/contract';
import type { ColumnKind, ExportColumn } from '../columns.js';
import type { ExportRow } from '../rows.js';
import type { FormatWriter } from './format.js';

// A row group is written once it holds this many records, or this much record content, whichever comes
// first. Encoding a group (Snappy in JS above all) holds the event loop: about 300 ms for 10,000 records of
// two 100-word texts (14 MB), so groups are kept to 2 MB, and other requests wait 50 to 100 ms at most.
// Larger groups would compress a little better; readers take many groups in their stride.
const ROW_GROUP_ROWS = 5_000;
const ROW_GROUP_BYTES = 2 * 1024 * 1024;

const TEXT = { type: 'BYTE_ARRAY', converted_type: 'UTF8' } as const;
const ELEMENTS: Partial<Record<ColumnKind, Omit<SchemaElement, 'name'>>> = {
  text: TEXT,
  integer: { type: 'INT64' },
  number: { type: 'DOUBLE' },
};

const optional = (element: Omit<SchemaElement, 'name'>, name: string): SchemaElement => ({ ...element, name, repetition_type: 'OPTIONAL' });
/** A list (Parquet's three-level LIST) of the element `children` describe (named `element`). */
const list = (name: string, children: SchemaElement[]): SchemaElement[] => [
  { name, repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  ...children,
];
const struct = (name: string, members: SchemaElement[]): SchemaElement[] => [{ name, repetition_type: 'OPTIONAL', num_children: members.length }, ...members];
const message = () => struct('element', [optional(TEXT, 'role'), optional(TEXT, 'content')]);
const span = () => struct('element', [optional(TEXT, 'label'), optional({ type: 'INT64' }, 'start'), optional({ type: 'INT64' }, 'end')]);

/** A column's schema elements: a value, a list of values, a list of lists, of structs. */
function schemaOf(column: ExportColumn): SchemaElement[] {
  switch (column.kind) {
    case 'json':
      return [optional({ type: 'BYTE_ARRAY', converted_type: 'JSON' }, column.name)];
    case 'texts':
      return list(column.name, [optional(TEXT, 'element')]);
    case 'integers':
      return list(column.name, [optional({ type: 'INT64' }, 'element')]);
    case 'numbers':
      return list(column.name, [optional({ type: 'DOUBLE' }, 'element')]);
    case 'text-lists':
      return list(column.name, list('element', [optional(TEXT, 'element')]));
    case 'messages':
      return list(column.name, message());
    case 'spans':
      return list(column.name, span());
    case 'span-lists':
      return list(column.name, list('element', span()));
    default:
      return [optional(ELEMENTS[column.kind]!, column.name)];
  }
}

const asText = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));
const asInteger = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : null);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const listOf = <T>(item: (value: unknown) => T) => (value: unknown) => (Array.isArray(value) ? value.map(item) : value == null ? null : [item(value)]);
const fieldsOf = (value: unknown) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const asMessage = (value: unknown) => ({ role: asText(fieldsOf(value).role), content: asText(fieldsOf(value).content) });
const asSpan = (value: unknown) => ({ label: asText(fieldsOf(value).label), start: asInteger(fieldsOf(value).start), end: asInteger(fieldsOf(value).end) });

/** A value as its column's Parquet type holds it (the JSON type takes the value itself and writes its text). */
const CONVERTERS: Record<ColumnKind, (value: unknown) => unknown> = {
  text: asText,
  integer: asInteger,
  number: asNumber,
  texts: listOf(asText),
  integers: listOf(asInteger),
  numbers: listOf(asNumber),
  'text-lists': listOf(listOf(asText)),
  messages: listOf(asMessage),
  spans: listOf(asSpan),
  'span-lists': listOf(listOf(asSpan)),
  json: (value) => value ?? null,
};

/** Roughly what a row weighs, to bound a row group by bytes as well as by rows. */
function weightOf(row: ExportRow): number {
  let bytes = 0;
  for (const value of row) bytes += typeof value === 'string' ? value.length : value == null ? 1 : typeof value === 'object' ? JSON.stringify(value).length : 8;
  return bytes;
}

/**
 * Parquet, one row group at a time (hyparquet-writer's incremental writer): rows wait in column arrays
 * until a group is full, the group is encoded (Snappy) and its bytes sent, and the footer with every
 * group's metadata closes the file.
 */
export function parquetWriter(columns: readonly ExportColumn[]): FormatWriter {
  const out = new ByteWriter();
  let sent: Buffer[] = [];
  const takeBytes = () => {
    if (out.index > 0) sent.push(Buffer.from(out.buffer.slice(0, out.index)));
    out.index = 0;
  };
  Object.assign(out, { flush: takeBytes, finish: takeBytes });
  const writer = new ParquetWriter({
    writer: out,
    schema: [{ name: 'schema', num_children: columns.length }, ...columns.flatMap(schemaOf)],
    createdBy: `gloss version ${GLOSS_VERSION}`,
  });
  // The file's first bytes (its magic number) go out at once: the download starts with them, before the
  // first row group is full.
  takeBytes();
  const converters = columns.map((column) => CONVERTERS[column.kind]);
  let group: unknown[][] = columns.map(() => []);
  let groupRows = 0;
  let groupBytes = 0;

  const writeGroup = () => {
    if (groupRows === 0) return;
    void writer.write({
      rowGroupSize: groupRows,
      columnData: columns.map((column, index): ColumnSource => ({
        name: column.name,
        data: group[index],
        // Min and max of JSON values are never shortened: a chat field's would be copied whole into the footer.
        ...(column.kind === 'json' ? { statistics: false } : {}),
      })),
    });
    group = columns.map(() => []);
    groupRows = 0;
    groupBytes = 0;
  };
  const take = () => {
    takeBytes();
    const bytes = sent;
    sent = [];
    return bytes;
  };

  return {
    write(rows) {
      for (const row of rows) {
        row.forEach((value, index) => group[index].push(converters[index](value)));
        groupRows += 1;
        groupBytes += weightOf(row);
        if (groupRows >= ROW_GROUP_ROWS || groupBytes >= ROW_GROUP_BYTES) writeGroup();
      }
      return take();
    },
    end() {
      writeGroup();
      void writer.finish();
      return take();
    },
  };
}
