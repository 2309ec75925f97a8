import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readFileRows } from '../../../src/sources/index.js';
import { sourceFolder } from './source-files.js';

const files = sourceFolder();

// A collection on demand, so that what is measured is what the reading keeps, not garbage yet to be collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const FILE_BYTES = 16 * 1024 * 1024;
const ROW_TEXT = 'x'.repeat(480);

/** Writes rows until the file holds FILE_BYTES, through a stream, so the test itself never holds the file. */
async function generate(name: string, open: string, row: (index: number) => string, separator: string, close: string): Promise<{ path: string; rows: number }> {
  const path = await files.write(name, '');
  const stream = createWriteStream(path);
  let written = 0;
  let rows = 0;
  const write = async (text: string) => {
    written += Buffer.byteLength(text);
    if (!stream.write(text)) await once(stream, 'drain');
  };
  await write(open);
  while (written < FILE_BYTES) {
    await write(`${rows > 0 ? separator : ''}${row(rows)}`);
    rows += 1;
  }
  await write(close);
  stream.end();
  await once(stream, 'finish');
  return { path, rows };
}

/** The most the heap grows while every row is read, measured after a collection every few thousand rows. */
async function heapGrowthWhileReading(path: string, format: 'csv' | 'json' | 'jsonl'): Promise<{ rows: number; growth: number }> {
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let growth = 0;
  let rows = 0;
  for await (const item of readFileRows(path, format)) {
    if ('reason' in item) throw new Error(`row ${item.row}: ${item.reason}`);
    rows += 1;
    if (rows % 5000 === 0) {
      collectGarbage();
      growth = Math.max(growth, process.memoryUsage().heapUsed - baseline);
    }
  }
  return { rows, growth };
}

describe('reading a file of many MiB', () => {
  it.each([
    ['csv', () => generate('big.csv', 'n,text\n', (index) => `${index},${ROW_TEXT}`, '\n', '\n')],
    ['jsonl', () => generate('big.jsonl', '', (index) => JSON.stringify({ n: index, text: ROW_TEXT }), '\n', '\n')],
    ['json', () => generate('big.json', '[', (index) => JSON.stringify({ n: index, text: ROW_TEXT }), ',\n', ']')],
  ] as const)('%s keeps memory flat: a few MiB at most, far less than the file', async (format, make) => {
    const { path, rows } = await make();
    const reading = await heapGrowthWhileReading(path, format);
    expect(reading.rows).toBe(rows);
    expect(reading.growth).toBeLessThan(FILE_BYTES / 4);
  });
});
