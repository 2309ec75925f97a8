const KiB = 1024;
const MiB = 1024 * KiB;

/** How much of a source Gloss reads at once: what bounds the memory one import (or one description) takes. */
export interface SourceLimits {
  /** Longest row, in bytes of the source (default 16 MiB): a longer one is refused as a row, reading goes on when the format allows it. */
  maxRowBytes: number;
  /** Most columns a source may have (default 1,000): beyond, the whole source is refused. */
  maxColumns: number;
  /**
   * Most bytes one Parquet row group may decompress to (default 512 MiB), read from the file's metadata before
   * reading it; each page, and all the pages of a row group together, are held to it as they are decompressed.
   */
  maxRowGroupBytes: number;
}

export const DEFAULT_SOURCE_LIMITS: SourceLimits = Object.freeze({
  maxRowBytes: 16 * MiB,
  maxColumns: 1000,
  maxRowGroupBytes: 512 * MiB,
});

/** The defaults, with what the caller set (a key set to `undefined` keeps its default). */
export function resolveLimits(limits: Partial<SourceLimits> = {}): SourceLimits {
  return {
    maxRowBytes: limits.maxRowBytes ?? DEFAULT_SOURCE_LIMITS.maxRowBytes,
    maxColumns: limits.maxColumns ?? DEFAULT_SOURCE_LIMITS.maxColumns,
    maxRowGroupBytes: limits.maxRowGroupBytes ?? DEFAULT_SOURCE_LIMITS.maxRowGroupBytes,
  };
}

/** A count as people write it (1,000). */
export function countText(count: number): string {
  return count.toLocaleString('en-US');
}

/** A size as people read it: 16 MiB, 512 KiB, 900 bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= MiB) return `${countText(Math.round((bytes / MiB) * 10) / 10)} MiB`;
  if (bytes >= KiB) return `${countText(Math.round((bytes / KiB) * 10) / 10)} KiB`;
  return `${countText(bytes)} bytes`;
}
