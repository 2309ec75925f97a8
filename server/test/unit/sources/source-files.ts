import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { afterAll } from 'vitest';
import type { SourceRow, UnreadableRow } from '../../../src/sources/index.js';

type ParquetOptions = Parameters<typeof parquetWriteBuffer>[0];

/** A folder of the test file's own, removed once its tests are done. */
export function sourceFolder(): { write: (name: string, content: string | Uint8Array) => Promise<string>; parquet: (name: string, options: ParquetOptions) => Promise<string> } {
  const folder = mkdtemp(join(tmpdir(), 'gloss-sources-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));
  const write = async (name: string, content: string | Uint8Array) => {
    const path = join(await folder, name);
    await writeFile(path, content);
    return path;
  };
  return { write, parquet: async (name, options) => write(name, new Uint8Array(parquetWriteBuffer(options))) };
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Rows as `[number, values]` and refusals as `[number, reason]`, to compare whole readings at a glance. */
export function summary(items: (SourceRow | UnreadableRow)[]): [number, unknown][] {
  return items.map((item) => ('reason' in item ? [item.row, `unreadable: ${item.reason}`] : [item.row, item.values]));
}

export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
