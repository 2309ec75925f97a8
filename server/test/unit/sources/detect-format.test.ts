import { describe, expect, it } from 'vitest';
import { SourceError, detectFormat } from '../../../src/sources/index.js';
import { sourceFolder } from './source-files.js';

const files = sourceFolder();

async function refusal(content: string | Uint8Array): Promise<string> {
  const path = await files.write(`refused-${Math.random()}`, content);
  const error = await detectFormat(path).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return (error as SourceError).message;
}

describe('the format of a file, read from its content', () => {
  it.each([
    ['a CSV', 'text,label\nhello,positive\n', 'csv'],
    ['a CSV whose cells hold tabs inside quotes', 'a,b\n"x\ty\tz",1\n', 'csv'],
    ['a TSV', 'text\tlabel\nhello\tpositive\n', 'tsv'],
    ['a TSV whose header holds commas inside quotes', '"a,b,c"\tlabel\nx\ty\n', 'tsv'],
    ['a TSV whose header names hold commas', 'Name, first\tName, last\nAda\tLovelace, Countess\n', 'tsv'],
    ['a CSV whose text holds tabs, unquoted', 'text,label\na\tb\tc,1\nd,2\n', 'csv'],
    ['one column of text', 'text\nhello\n', 'csv'],
    ['a CSV whose header starts with a bracket', '[id],text\n1,a\n', 'csv'],
    ['a JSON array', '[{"text": "a"}]', 'json'],
    ['an empty JSON array', '[ ]', 'json'],
    ['a JSON array after whitespace and a BOM', '\ufeff \n [{"text": "a"}]', 'json'],
    ['JSON Lines', '{"text": "a"}\n{"text": "b"}\n', 'jsonl'],
    ['JSON Lines with CRLF line ends', '{"text": "a"}\r\n{"text": "b"}\r\n', 'jsonl'],
    ['one JSON object on one line', '{"text": "a"}', 'jsonl'],
    ['one pretty-printed JSON object', '{\n  "text": "a"\n}\n', 'json'],
    ['pretty-printed objects one after the other', '{\n "text": "a"\n}\n{\n "text": "b"\n}\n', 'json'],
  ])('%s', async (_name, content, format) => {
    expect(await detectFormat(await files.write(`detect-${format}-${Math.random()}`, content))).toBe(format);
  });

  it('Parquet by its magic at both ends, whatever the file is named', async () => {
    const path = await files.parquet('data.csv', { columnData: [{ name: 'text', data: ['a'] }] });
    expect(await detectFormat(path)).toBe('parquet');
  });

  it('a Parquet file cut off is refused as such', async () => {
    expect(await refusal(Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(100, 1)]))).toMatch(/starts as Parquet but does not end as one/);
  });

  it('an empty file, or one of whitespace alone, is empty', async () => {
    expect(await refusal('')).toBe('The file is empty');
    expect(await refusal(' \n\t\r\n ')).toBe('The file is empty');
    expect(await refusal('\ufeff\n')).toBe('The file is empty');
  });

  it('UTF-16 and UTF-32, by their BOM or without one, are not UTF-8, and the message says what to do', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('text,label\nhé,1\n', 'utf16le')]);
    expect(await refusal(utf16)).toMatch(/^The file is not UTF-8 \(it is UTF-16\): save it as UTF-8/);
    expect(await refusal(Buffer.from('text,label\nhello,1\n', 'utf16le'))).toMatch(/^The file is not UTF-8 \(it looks like UTF-16\)/);
    expect(await refusal(Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0]))).toMatch(/it is UTF-32/);
  });

  it('a Latin-1 file is not UTF-8, with where its first bad byte is', async () => {
    const latin1 = Buffer.from('text,label\ncaf\u00e9,1\n', 'latin1');
    expect(await refusal(latin1)).toMatch(/^The file is not UTF-8 \(the bytes from offset 14 encode no UTF-8 character; the file may be Latin-1/);
  });

  it('bytes that are not UTF-8 past the first 64 KiB do not refuse the file', async () => {
    const head = `text\n${'a'.repeat(70_000)}\n`;
    expect(await detectFormat(await files.write('late-latin1.csv', Buffer.concat([Buffer.from(head), Buffer.from([0xe9, 0x0a])])))).toBe('csv');
  });

  it('a character cut by the end of the first 64 KiB is not taken for a bad byte', async () => {
    const text = `text\n${'a'.repeat(64 * 1024 - 6)}€\n`;
    expect(await detectFormat(await files.write('cut-euro.csv', text))).toBe('csv');
  });

  it('binary that is none of the formats is refused, naming the formats read', async () => {
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe(
      'The file is not in a format Gloss reads (it is a ZIP archive, as an Excel workbook is: save the sheet as CSV): upload CSV, TSV, JSON (an array of objects), JSON Lines or Parquet',
    );
    expect(await refusal(Buffer.from([0x1f, 0x8b, 8, 0]))).toMatch(/compressed with gzip/);
    expect(await refusal(Buffer.from([1, 2, 0, 0, 0, 3, 0, 9, 0xff, 0, 0, 1]))).toMatch(/^The file is not in a format Gloss reads: upload CSV/);
  });
});
