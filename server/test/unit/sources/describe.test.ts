import { describe, expect, it } from 'vitest';
import { SourceError, describeColumns, describeFile } from '../../../src/sources/index.js';
import { PNG_BYTES, sourceFolder } from './source-files.js';

const files = sourceFolder();

const kinds = (rows: Record<string, unknown>[], declared?: Record<string, unknown>) =>
  Object.fromEntries(describeColumns(rows, declared).map((column) => [column.name, column.kind]));

describe('the kinds of columns, from sampled values', () => {
  it('tell scalars, lists and structures apart', () => {
    const rows = [
      { text: 'hello', n: 1, x: 1, flag: true, tags: ['a'], vector: [0.1, 0.2, 0.3], chat: [{ role: 'user', content: 'hi' }], meta: { a: 1 }, none: null, long: 2n },
      { text: 'world', n: 2, x: 1.5, flag: false, tags: [], vector: [1, 2, 3], chat: [], meta: [1, 'x'], none: '', long: 3n },
    ];
    expect(kinds(rows)).toEqual({
      text: 'text',
      n: 'integer',
      x: 'float',
      flag: 'boolean',
      tags: 'text_list',
      vector: 'vector',
      chat: 'chat',
      meta: 'json',
      none: 'empty',
      long: 'integer',
    });
    expect(describeColumns(rows).find((column) => column.name === 'vector')).toMatchObject({ dimensions: 3, distinct_values: null });
  });

  it('take lists of numbers of different lengths, or of one number, for JSON rather than a vector', () => {
    expect(kinds([{ v: [1, 2] }, { v: [1, 2, 3] }])).toEqual({ v: 'json' });
    expect(kinds([{ v: [1] }, { v: [2] }])).toEqual({ v: 'json' });
  });

  it('find images: image URLs, data URLs, image bytes, image structs, the viewer`s {src}', () => {
    expect(
      kinds([
        {
          url: 'https://example.com/a/cat.JPG?size=large',
          data: 'data:image/png;base64,iVBORw0KGgo=',
          bytes: PNG_BYTES,
          struct: { bytes: PNG_BYTES, path: 'cat.png' },
          viewer: { src: 'https://datasets-server.huggingface.co/assets/x/image.jpg', height: 10, width: 10 },
          page: 'https://example.com/about.html',
          other: Uint8Array.from([1, 2, 3]),
        },
      ]),
    ).toEqual({ url: 'image', data: 'image', bytes: 'image', struct: 'image', viewer: 'image', page: 'text', other: 'text' });
  });

  it('make a column of mixed types text when strings are among them, else JSON', () => {
    expect(kinds([{ a: 'x', b: 1 }, { a: 2, b: true }, { a: [1], b: 1 }])).toEqual({ a: 'text', b: 'json' });
    expect(kinds([{ a: 'https://example.com/a.png' }, { a: 'plain' }])).toEqual({ a: 'text' });
  });

  it('count distinct values of text and numbers, and tell empty values apart', () => {
    const columns = describeColumns([{ label: 'a' }, { label: 'b' }, { label: 'a' }, { label: null }, {}]);
    expect(columns).toEqual([{ name: 'label', kind: 'text', labels: null, dimensions: null, distinct_values: 2, has_empty_values: true }]);
    expect(describeColumns([{ n: 1 }, { n: 1 }])[0]).toMatchObject({ distinct_values: 1, has_empty_values: false });
  });

  it('let declared features win: class labels with their names, lists of them, images', () => {
    const declared = {
      label: { names: ['neg', 'pos'], _type: 'ClassLabel' },
      tags: { feature: { names: ['a', 'b'], _type: 'ClassLabel' }, _type: 'Sequence' },
      topics: { feature: { names: ['x'], _type: 'ClassLabel' }, _type: 'List' },
      picture: { _type: 'Image' },
      score: { dtype: 'float32', _type: 'Value' },
      text: { dtype: 'string', _type: 'Value' },
    };
    const columns = describeColumns([{ text: 'hi', label: 1, tags: [0, 1], topics: [0], picture: { src: 'http://host/x', height: 1, width: 1 }, score: null }], declared);
    expect(columns.map((column) => [column.name, column.kind, column.labels])).toEqual([
      ['label', 'class_label', ['neg', 'pos']],
      ['tags', 'class_label_list', ['a', 'b']],
      ['topics', 'class_label_list', ['x']],
      ['picture', 'image', null],
      ['score', 'float', null],
      ['text', 'text', null],
    ]);
  });

  it('name a declared column no sampled row holds', () => {
    expect(describeColumns([], { text: { dtype: 'string', _type: 'Value' } })).toMatchObject([{ name: 'text', kind: 'text', has_empty_values: false }]);
  });
});

describe('a file described for its configuration page', () => {
  it('a CSV: columns in header order, number and boolean text told apart, raw strings kept in rows', async () => {
    const path = await files.write(
      'describe.csv',
      'id,zip,score,flag,text,picture,blank\n1,01234,0.5,true,hello,https://example.com/a.png,\n2,02134,1,False,world,https://example.com/b.webp,\n',
    );
    const description = await describeFile(path, 'csv');
    expect(description.columns.map((column) => [column.name, column.kind, column.distinct_values, column.has_empty_values])).toEqual([
      ['id', 'integer', 2, false],
      ['zip', 'text', 2, false],
      ['score', 'float', 2, false],
      ['flag', 'boolean', 2, false],
      ['text', 'text', 2, false],
      ['picture', 'image', null, false],
      ['blank', 'empty', null, true],
    ]);
    expect(description.rows[0]).toEqual({ id: '1', zip: '01234', score: '0.5', flag: 'true', text: 'hello', picture: 'https://example.com/a.png', blank: '' });
    expect(description.total_rows).toBeNull();
  });

  it('a header only: its columns, empty, and no rows', async () => {
    const description = await describeFile(await files.write('header-only.csv', 'text,label\n'), 'csv');
    expect(description).toEqual({
      columns: [
        { name: 'text', kind: 'empty', labels: null, dimensions: null, distinct_values: null, has_empty_values: false },
        { name: 'label', kind: 'empty', labels: null, dimensions: null, distinct_values: null, has_empty_values: false },
      ],
      rows: [],
      total_rows: null,
    });
  });

  it('samples `sampleRows` and previews `previewRows`', async () => {
    const lines = Array.from({ length: 50 }, (_, index) => JSON.stringify(index < 5 ? { n: index } : { n: index, extra: 'x' }));
    const path = await files.write('sampled.jsonl', `${lines.join('\n')}\n`);
    const description = await describeFile(path, 'jsonl', { sampleRows: 5, previewRows: 3 });
    expect(description.columns.map((column) => column.name)).toEqual(['n']);
    expect(description.rows).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it('a Parquet file: its schema`s columns, values fit for JSON, its row count', async () => {
    const path = await files.parquet('describe.parquet', {
      columnData: [
        { name: 'big', data: [2n ** 60n, 1n], type: 'INT64' },
        { name: 'image', data: [PNG_BYTES, PNG_BYTES], type: 'BYTE_ARRAY' },
        { name: 'raw', data: [Uint8Array.from([1, 2, 3]), Uint8Array.from([4])], type: 'BYTE_ARRAY' },
        { name: 'nothing', data: [null, null], type: 'STRING' },
      ],
    });
    const description = await describeFile(path, 'parquet');
    expect(description.columns.map((column) => [column.name, column.kind])).toEqual([
      ['big', 'integer'],
      ['image', 'image'],
      ['raw', 'text'],
      ['nothing', 'empty'],
    ]);
    expect(description.rows[0]).toEqual({
      big: '1152921504606846976',
      image: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`,
      raw: 'AQID',
      nothing: null,
    });
    expect(description.total_rows).toBe(2);
    expect(JSON.parse(JSON.stringify(description))).toEqual(description);
  });

  it('an empty JSON array is refused: there is nothing to describe', async () => {
    await expect(describeFile(await files.write('empty.json', '[]'), 'json')).rejects.toThrow(new SourceError('The file holds no rows to import'));
  });

  it('JSON whose rows cannot be read is refused with the first row`s reason', async () => {
    await expect(describeFile(await files.write('numbers.json', '[1, 2]'), 'json')).rejects.toThrow(
      'No row of the file can be read: row 1: it is a number, not a JSON object',
    );
  });
});
