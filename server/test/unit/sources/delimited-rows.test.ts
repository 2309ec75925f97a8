import { describe, expect, it } from 'vitest';
import { SourceError, readFileRows } from '../../../src/sources/index.js';
import { collect, sourceFolder, summary } from './source-files.js';

const files = sourceFolder();

async function read(content: string | Uint8Array, options: Parameters<typeof readFileRows>[2] = {}, format: 'csv' | 'tsv' = 'csv') {
  return summary(await collect(readFileRows(await files.write(`rows-${Math.random()}.${format}`, content), format, options)));
}

describe('the rows of a CSV file', () => {
  it('are numbered from the first after the header, each cell text by its column', async () => {
    expect(await read('text,score\nhello,1\n"quoted, with a comma",2.5\n')).toEqual([
      [1, { text: 'hello', score: '1' }],
      [2, { text: 'quoted, with a comma', score: '2.5' }],
    ]);
  });

  it('a TSV the same, by tabs', async () => {
    expect(await read('text\tscore\nhello, world\t1\n', {}, 'tsv')).toEqual([[1, { text: 'hello, world', score: '1' }]]);
  });

  it('read quoted cells over many lines, doubled quotes, CRLF and LF line ends mixed', async () => {
    expect(await read('a,b\r\n"line one\nline two","say ""hi"""\r\n3,4\n')).toEqual([
      [1, { a: 'line one\nline two', b: 'say "hi"' }],
      [2, { a: '3', b: '4' }],
    ]);
  });

  it('keep formulas as the text they are', async () => {
    expect(await read('a,b,c,d\n=SUM(A1),+1,@x,-2+3\n')).toEqual([[1, { a: '=SUM(A1)', b: '+1', c: '@x', d: '-2+3' }]]);
  });

  it('keep a quote inside an unquoted cell as text', async () => {
    expect(await read('a,b\n5" screen,x\n')).toEqual([[1, { a: '5" screen', b: 'x' }]]);
  });

  it('skip blank lines, and lines of whitespace alone, without counting them', async () => {
    expect(await read('a,b\n\n1,2\n   \n\r\n3,4\n\n')).toEqual([
      [1, { a: '1', b: '2' }],
      [2, { a: '3', b: '4' }],
    ]);
  });

  it('strip the BOM from the header', async () => {
    expect(await read('\ufefftext,label\nx,y\n')).toEqual([[1, { text: 'x', label: 'y' }]]);
  });

  it('name duplicate and empty header cells uniquely, trimmed', async () => {
    expect(await read(' text ,text,,text_2,text\n1,2,3,4,5\n')).toEqual([[1, { text: '1', text_3: '2', column_3: '3', text_2: '4', text_4: '5' }]]);
  });

  it('a header only is no row', async () => {
    expect(await read('text,label\n')).toEqual([]);
    expect(await read('text,label')).toEqual([]);
  });

  it('a row with more or fewer cells than the header is refused, and the next rows read', async () => {
    expect(await read('a,b\n1,2,3\n4\n5,6\n')).toEqual([
      [1, 'unreadable: it has 3 cells where the header names 2 columns'],
      [2, 'unreadable: it has 1 cells where the header names 2 columns'],
      [3, { a: '5', b: '6' }],
    ]);
  });

  it('a file that stops inside a quoted cell: the rows before, then that row refused', async () => {
    expect(await read('a,b\n1,2\n3,"unfinished\nmore text')).toEqual([
      [1, { a: '1', b: '2' }],
      [2, 'unreadable: the file ends inside one of its quoted cells (a quote that is never closed, or a file cut off)'],
    ]);
  });

  it('a row longer than maxRowBytes is refused, and the next rows still read', async () => {
    const long = 'x'.repeat(200);
    const content = `a,b\n1,2\n${long},${long}\n"${long}\n${long}",3\n4,5\n`;
    expect(await read(content, { limits: { maxRowBytes: 100 } })).toEqual([
      [1, { a: '1', b: '2' }],
      [2, 'unreadable: it is longer than 100 bytes'],
      [3, 'unreadable: it is longer than 100 bytes'],
      [4, { a: '4', b: '5' }],
    ]);
  });

  it('a long row that is never closed refuses itself and ends the reading', async () => {
    expect(await read(`a,b\n1,2\n3,"${'x'.repeat(300)}\n5,6\n`, { limits: { maxRowBytes: 100 } })).toEqual([
      [1, { a: '1', b: '2' }],
      [2, 'unreadable: the file ends inside one of its quoted cells (a quote that is never closed, or a file cut off)'],
    ]);
  });

  it('a row longer than maxRowBytes is measured in bytes of the file, not in characters', async () => {
    const row = 'é'.repeat(30);
    expect(await read(`a\n${row}\n`, { limits: { maxRowBytes: 40 } })).toEqual([[1, 'unreadable: it is longer than 40 bytes']]);
    expect(await read(`a\n${row}\n`, { limits: { maxRowBytes: 64 } })).toEqual([[1, { a: row }]]);
  });

  it('bytes that are not UTF-8 refuse their row alone', async () => {
    const content = Buffer.concat([Buffer.from('text,n\nbefore,1\ncaf'), Buffer.from([0xe9]), Buffer.from(',2\nafter é,3\n')]);
    expect(await read(content)).toEqual([
      [1, { text: 'before', n: '1' }],
      [2, 'unreadable: its cell in column `text` holds bytes that are not UTF-8 text'],
      [3, { text: 'after é', n: '3' }],
    ]);
  });

  it('bytes that are not UTF-8 in row 50,000, past the first 64 KiB, refuse that row', async () => {
    const before = Array.from({ length: 49_999 }, (_, index) => `${index + 1},row`).join('\n');
    const content = Buffer.concat([Buffer.from(`n,text\n${before}\n50000,`), Buffer.from([0xff, 0xfe]), Buffer.from('\n50001,last\n')]);
    const rows = await read(content);
    expect(rows).toHaveLength(50_001);
    expect(rows[49_998]).toEqual([49_999, { n: '49999', text: 'row' }]);
    expect(rows[49_999]).toEqual([50_000, 'unreadable: its cell in column `text` holds bytes that are not UTF-8 text']);
    expect(rows[50_000]).toEqual([50_001, { n: '50001', text: 'last' }]);
  });

  it('skipped rows are not yielded', async () => {
    expect(await read('a\n1\n2\n3\n', { skipRows: 2 })).toEqual([[3, { a: '3' }]]);
  });

  it('10,000 columns are refused as a whole', async () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',');
    const error = await read(`${header}\n${header}\n`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe('The file has 10,000 columns; Gloss imports at most 1,000');
  });

  it('a header that is not UTF-8 refuses the file', async () => {
    const error = await read(Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from('\n1\n')])).catch((caught: unknown) => caught);
    expect((error as SourceError).message).toMatch(/^The file is not UTF-8 \(its header line holds bytes/);
  });

  it('a header longer than maxRowBytes refuses the file', async () => {
    const error = await read(`${'x'.repeat(200)}\n1\n`, { limits: { maxRowBytes: 100 } }).catch((caught: unknown) => caught);
    expect((error as SourceError).message).toBe("The file's header line cannot be read: it is longer than 100 bytes");
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(read('a\n1\n', { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
