import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { type AsyncBuffer, parquetMetadata } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { resolveLimits } from '../../../src/sources/limits.js';
import { readRowGroup, sliceRowsOf } from '../../../src/sources/parquet-rows.js';
import { SourceError, countRows, parquetFileBuffer, readFileRows, readParquetRows } from '../../../src/sources/index.js';
import { PNG_BYTES, collect, sourceFolder, summary } from './source-files.js';

const files = sourceFolder();

const TYPED_SCHEMA = [
  { name: 'root', num_children: 8 },
  { name: 'text', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
  { name: 'count', type: 'INT64', repetition_type: 'OPTIONAL' },
  { name: 'when', type: 'INT64', converted_type: 'TIMESTAMP_MICROS', repetition_type: 'OPTIONAL' },
  { name: 'day', type: 'INT32', converted_type: 'DATE', repetition_type: 'OPTIONAL' },
  { name: 'image', repetition_type: 'OPTIONAL', num_children: 2 },
  { name: 'bytes', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
  { name: 'path', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
  { name: 'vector', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  { name: 'element', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
  { name: 'chat', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  { name: 'element', repetition_type: 'OPTIONAL', num_children: 2 },
  { name: 'role', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
  { name: 'content', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
  { name: 'raw', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
] as const;

const typedColumns = () => [
  { name: 'text', data: ['first', 'second', null] },
  { name: 'count', data: [42n, 2n ** 60n, null] },
  { name: 'when', data: [1_700_000_000_123_456n, 0n, null] },
  { name: 'day', data: [19_000, 0, null] },
  { name: 'image', data: [{ bytes: PNG_BYTES, path: 'cat.png' }, { bytes: null, path: 'https://example.com/dog.jpg' }, null] },
  { name: 'vector', data: [[0.5, 1], [2, 3], null] },
  { name: 'chat', data: [[{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }], [], null] },
  { name: 'raw', data: [Uint8Array.from([1, 2, 3]), null, null] },
];

describe('the rows of a Parquet file', () => {
  it('are numbered across row groups, with values made plain', async () => {
    const path = await files.parquet('typed.parquet', { columnData: typedColumns(), schema: [...TYPED_SCHEMA], rowGroupSize: 2 });
    const rows = summary(await collect(readFileRows(path, 'parquet')));
    expect(rows).toEqual([
      [
        1,
        {
          text: 'first',
          count: 42,
          when: '2023-11-14T22:13:20.123456Z',
          day: '2022-01-08',
          image: { bytes: PNG_BYTES, path: 'cat.png' },
          vector: [0.5, 1],
          chat: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content: 'hello' },
          ],
          raw: Uint8Array.from([1, 2, 3]),
        },
      ],
      [2, { text: 'second', count: '1152921504606846976', when: '1970-01-01T00:00:00.000Z', day: '1970-01-01', image: { bytes: null, path: 'https://example.com/dog.jpg' }, vector: [2, 3], chat: [], raw: null }],
      [3, { text: null, count: null, when: null, day: null, image: null, vector: null, chat: null, raw: null }],
    ]);
    expect(await countRows(path, 'parquet')).toBe(3);
  });

  it('read every codec Parquet writers use (here snappy, gzip, none)', async () => {
    for (const codec of ['SNAPPY', 'GZIP', 'UNCOMPRESSED'] as const) {
      const path = await files.parquet(`codec-${codec}.parquet`, {
        columnData: [{ name: 'text', data: ['a'.repeat(1000), 'b'] }],
        codec,
        compressors: { GZIP: (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes)) },
      });
      expect(summary(await collect(readFileRows(path, 'parquet')))).toEqual([
        [1, { text: 'a'.repeat(1000) }],
        [2, { text: 'b' }],
      ]);
    }
  });

  it('decode only the columns asked for', async () => {
    const path = await files.parquet('columns.parquet', { columnData: typedColumns(), schema: [...TYPED_SCHEMA] });
    const rows = await collect(readParquetRows(await parquetFileBuffer(path), { columns: ['text', 'count'] }));
    expect(summary(rows)).toEqual([
      [1, { text: 'first', count: 42 }],
      [2, { text: 'second', count: '1152921504606846976' }],
      [3, { text: null, count: null }],
    ]);
  });

  it('skip rows without reading the row groups they fill', async () => {
    const path = await files.parquet('groups.parquet', { columnData: [{ name: 'n', data: Array.from({ length: 10 }, (_, index) => index + 1), type: 'INT32' }], rowGroupSize: 4 });
    const file = await parquetFileBuffer(path);
    const metadata = parquetMetadata(await file.slice(0));
    const firstGroupEnd = Number(metadata.row_groups[1].columns[0].meta_data!.data_page_offset);
    const reads: number[] = [];
    const spied: AsyncBuffer = { byteLength: file.byteLength, slice: (start, end) => (reads.push(start), file.slice(start, end)) };
    expect(summary(await collect(readParquetRows(spied, { skipRows: 5 })))).toEqual([6, 7, 8, 9, 10].map((n) => [n, { n }]));
    expect(reads.every((start) => start >= firstGroupEnd)).toBe(true);
  });

  it('decode a large row group in slices, fetching its column chunks once, with the event loop served between', async () => {
    const texts = Array.from({ length: 3000 }, (_, index) => `${index + 1} ${'word '.repeat(800)}`);
    const path = await files.parquet('wide-group.parquet', { columnData: [{ name: 'text', data: texts, type: 'STRING' }], rowGroupSize: 3000 });
    const file = await parquetFileBuffer(path);
    const reads: string[] = [];
    const spied: AsyncBuffer = { byteLength: file.byteLength, slice: (start, end) => (reads.push(`${start}:${end}`), file.slice(start, end)) };
    let seen = 0;
    const seenAtTurns: number[] = [];
    let watching = true;
    const watch = () => {
      seenAtTurns.push(seen);
      if (watching) setImmediate(watch);
    };
    setImmediate(watch);
    const numbers: number[] = [];
    for await (const row of readParquetRows(spied, { skipRows: 10 })) {
      seen += 1;
      if ('values' in row) numbers.push(Number(String(row.values.text).split(' ')[0]) === row.row ? row.row : -row.row);
    }
    watching = false;
    expect(numbers).toEqual(Array.from({ length: 2990 }, (_, index) => index + 11));
    // 12 MB of text in one group: slices of about 4 MB, and turns of the event loop inside the group.
    expect(new Set(seenAtTurns.filter((count) => count > 0 && count < 2990)).size).toBeGreaterThanOrEqual(2);
    const chunkReads = reads.filter((range) => !range.endsWith(`:${file.byteLength}`));
    expect(new Set(chunkReads).size).toBe(chunkReads.length);
  });

  it('size a slice to about 4 MB of decoded columns, never below 100 rows', () => {
    expect(sliceRowsOf(50_000, 1024 * 1024)).toBe(50_000);
    expect(sliceRowsOf(50_000, 20 * 1024 * 1024)).toBe(10_000);
    expect(sliceRowsOf(1_000, 1024 * 1024 * 1024)).toBe(100);
    expect(sliceRowsOf(50, 1024 * 1024 * 1024)).toBe(50);
  });

  it('refuse a row holding text that is not UTF-8, and read the next', async () => {
    const path = await files.parquet('latin1.parquet', {
      columnData: [{ name: 'text', data: [Buffer.from('ok'), Buffer.from([0x63, 0x61, 0x66, 0xe9]), Buffer.from('é')] }],
      schema: [
        { name: 'root', num_children: 1 },
        { name: 'text', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      ],
    });
    expect(summary(await collect(readFileRows(path, 'parquet')))).toEqual([
      [1, { text: 'ok' }],
      [2, 'unreadable: its cell in column `text` holds bytes that are not UTF-8 text'],
      [3, { text: 'é' }],
    ]);
  });

  it('refuse a row larger than maxRowBytes once decoded', async () => {
    const path = await files.parquet('long.parquet', { columnData: [{ name: 'text', data: ['short', 'x'.repeat(5000), 'short'] }] });
    expect(summary(await collect(readFileRows(path, 'parquet', { limits: { maxRowBytes: 1000 } })))).toEqual([
      [1, { text: 'short' }],
      [2, 'unreadable: it is longer than 1,000 bytes once decoded'],
      [3, { text: 'short' }],
    ]);
  });

  it('refuse a file whose row group claims to decompress to more than maxRowGroupBytes, before reading its pages', async () => {
    const path = await files.parquet('big-group.parquet', { columnData: [{ name: 'text', data: Array.from({ length: 200 }, (_, index) => `${index}`.padEnd(1000, 'a')) }] });
    const file = await parquetFileBuffer(path);
    const metadataStart = file.byteLength - 8 - new DataView(await file.slice(file.byteLength - 8)).getUint32(0, true);
    const reads: number[] = [];
    const spied: AsyncBuffer = { byteLength: file.byteLength, slice: (start, end) => (reads.push(start), file.slice(start, end)) };
    const error = await collect(readParquetRows(spied, { limits: { maxRowGroupBytes: 64 * 1024 } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(/^Row group 1 of the Parquet file takes 19\d\.\d KiB once decompressed; Gloss reads row groups of at most 64 KiB/);
    expect(reads.every((start) => start >= metadataStart)).toBe(true);
  });

  it('refuse a page whose header claims more than maxRowGroupBytes, whatever the metadata says', async () => {
    const path = await files.parquet('lying.parquet', { columnData: [{ name: 'text', data: Array.from({ length: 200 }, (_, index) => `${index}`.padEnd(1000, 'a')) }], codec: 'SNAPPY' });
    const file = await parquetFileBuffer(path);
    const metadata = parquetMetadata(await file.slice(0));
    for (const chunk of metadata.row_groups[0].columns) chunk.meta_data!.total_uncompressed_size = 10n;
    const error = await readRowGroup(file, metadata, { index: 0, rowStart: 0, rowEnd: 200 }, undefined, resolveLimits({ maxRowGroupBytes: 64 * 1024 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(/^A page in row group 1 of the Parquet file claims 19\d\.\d KiB once decompressed/);
  });

  it('refuse more columns than maxColumns, and a column asked for that the file lacks', async () => {
    const path = await files.parquet('wide.parquet', { columnData: ['a', 'b', 'c'].map((name) => ({ name, data: [1], type: 'INT32' as const })) });
    await expect(collect(readFileRows(path, 'parquet', { limits: { maxColumns: 2 } }))).rejects.toThrow('The file has 3 columns; Gloss imports at most 2');
    await expect(collect(readParquetRows(await parquetFileBuffer(path), { columns: ['a', 'nope'] }))).rejects.toThrow('The Parquet file has no column `nope`');
  });

  it('refuse a file cut off', async () => {
    const whole = await readFile(await files.parquet('whole.parquet', { columnData: [{ name: 'text', data: ['a', 'b'] }] }));
    const path = await files.write('cut.parquet', whole.subarray(0, whole.length - 10));
    await expect(collect(readFileRows(path, 'parquet'))).rejects.toThrow(SourceError);
  });
});
