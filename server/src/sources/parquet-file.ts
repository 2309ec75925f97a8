import { open, stat } from 'node:fs/promises';
import type { AsyncBuffer } from 'hyparquet';

/**
 * A local Parquet file as hyparquet's AsyncBuffer. Each slice opens the file, reads its range and closes it:
 * no handle outlives a read, so a reading abandoned halfway (an import cancelled, a description that stops
 * after its first rows) leaves nothing open, and there is nothing to close. A read is a row group's columns
 * or the metadata, few per file, so the opens cost nothing next to them.
 */
export async function parquetFileBuffer(path: string): Promise<AsyncBuffer> {
  const { size } = await stat(path);
  return {
    byteLength: size,
    async slice(start: number, end: number = size): Promise<ArrayBuffer> {
      const from = Math.max(0, Math.min(start, size));
      const length = Math.max(0, Math.min(end, size) - from);
      const bytes = new Uint8Array(length);
      if (length === 0) return bytes.buffer;
      const handle = await open(path, 'r');
      try {
        for (let filled = 0; filled < length; ) {
          const { bytesRead } = await handle.read(bytes, filled, length - filled, from + filled);
          if (bytesRead === 0) throw new Error(`The file ${path} ended at ${from + filled} bytes, before ${from + length}`);
          filled += bytesRead;
        }
      } finally {
        await handle.close();
      }
      return bytes.buffer;
    },
  };
}
