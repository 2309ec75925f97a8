import type { FileHandle } from 'node:fs/promises';

/** How much of a file is read at once: small enough that reading never holds more than a few of these. */
export const CHUNK_BYTES = 64 * 1024;

/** Up to `length` bytes of an open file from `position` (fewer at its end). */
export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
