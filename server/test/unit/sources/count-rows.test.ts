import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceFormat } from '@gloss/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { countRows, readFileRows } from '../../../src/sources/index.js';

const dir = mkdtempSync(join(tmpdir(), 'gloss-count-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function rowsRead(path: string, format: SourceFormat): Promise<number> {
  let rows = 0;
  for await (const _row of readFileRows(path, format)) rows += 1;
  return rows;
}

describe('countRows', () => {
  const cases: [string, SourceFormat, string][] = [
    ['quoted line ends, blank lines and a BOM', 'csv', '\ufeffid,text\r\n1,"two\nlines"\r\n\r\n2,plain\n3,"a ""quote"" and\r\na break"'],
    ['a header only', 'csv', 'id,text\n'],
    ['tabs', 'tsv', 'a\tb\nx\ty\n\nz\tw\n'],
    ['JSON Lines with blank lines and no last line end', 'jsonl', '{"a":1}\n\n{"a":"x\\ny"}\n  \n{"a":3}'],
  ];
  it.each(cases)('counts the rows the reader reads: %s', async (_name, format, content) => {
    const path = file(`${_name.replace(/\W+/g, '-')}.${format}`, content);
    expect(await countRows(path, format)).toBe(await rowsRead(path, format));
  });

  it('says nothing of a JSON array, which only a whole parse could count', async () => {
    expect(await countRows(file('rows.json', '[{"a":1},{"a":2}]'), 'json')).toBeNull();
  });
});
