import type { ParquetParsers } from 'hyparquet';
import { sizeText } from './limits.js';

/** A cell hyparquet could not decode (text that is not UTF-8, JSON that does not parse): its row is refused, not the file. */
class UnreadableCell {
  constructor(readonly problem: string) {}
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function isoFromEpoch(count: bigint, perSecond: bigint): string {
  const seconds = count / perSecond - (count % perSecond < 0n ? 1n : 0n);
  const fraction = count - seconds * perSecond;
  const date = new Date(Number(seconds) * 1000);
  if (Number.isNaN(date.getTime())) return count.toString();
  const digits = perSecond.toString().length - 1;
  let fractionText = fraction.toString().padStart(digits, '0');
  // Milliseconds as Date writes them; finer units only when they hold more than milliseconds.
  fractionText = /^\d{3}0*$/.test(fractionText) ? fractionText.slice(0, 3) : fractionText;
  return date.toISOString().replace(/\.\d{3}Z$/, `.${fractionText.padEnd(3, '0')}Z`);
}

/** How hyparquet turns Parquet's logical types into values: dates and timestamps as ISO text, text strictly as UTF-8. */
export const PLAIN_PARSERS: Partial<ParquetParsers> = {
  timestampFromMilliseconds: (millis: bigint) => isoFromEpoch(millis, 1000n),
  timestampFromMicroseconds: (micros: bigint) => isoFromEpoch(micros, 1_000_000n),
  timestampFromNanoseconds: (nanos: bigint) => isoFromEpoch(nanos, 1_000_000_000n),
  dateFromDays: (days: number) => {
    const date = new Date(days * 86_400_000);
    return Number.isNaN(date.getTime()) ? String(days) : date.toISOString().slice(0, 10);
  },
  stringFromBytes: (bytes: Uint8Array | undefined) => {
    if (!bytes) return bytes;
    try {
      return strictUtf8.decode(bytes);
    } catch {
      return new UnreadableCell('bytes that are not UTF-8 text');
    }
  },
  jsonFromBytes: (bytes: Uint8Array | undefined) => {
    if (!bytes) return bytes;
    try {
      return JSON.parse(strictUtf8.decode(bytes)) as unknown;
    } catch {
      return new UnreadableCell('JSON that does not parse');
    }
  },
};

/** A value made plain while measuring it; a problem found in it is kept for the row's refusal. */
class Plainer {
  bytes = 0;
  problem: string | null = null;

  plain(value: unknown): unknown {
    switch (typeof value) {
      case 'string':
        this.bytes += value.length;
        return value;
      case 'bigint':
        this.bytes += 8;
        return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
      case 'number':
      case 'boolean':
        this.bytes += 8;
        return value;
      case 'object':
        return value === null ? null : this.plainObject(value);
      default:
        return value;
    }
  }

  private plainObject(value: object): unknown {
    if (value instanceof Uint8Array) {
      this.bytes += value.byteLength;
      return value;
    }
    if (value instanceof UnreadableCell) {
      this.problem ??= value.problem;
      return null;
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (Array.isArray(value) || ArrayBuffer.isView(value)) return Array.from(value as ArrayLike<unknown>, (item) => this.plain(item));
    const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
      this.bytes += key.length;
      return [key, this.plain(item)];
    });
    return Object.fromEntries(entries);
  }
}

/**
 * A row as hyparquet decoded it, made plain: INT64 as a number when it is safe, else its digits; dates and
 * timestamps as ISO text (by `PLAIN_PARSERS`); binary kept as bytes, an image's `{bytes, path}` as that
 * object. A row with a cell that could not be decoded, or larger than `maxRowBytes` once decoded, is refused.
 */
export function plainParquetRow(raw: Record<string, unknown>, maxRowBytes: number): { values: Record<string, unknown> } | { reason: string } {
  const plainer = new Plainer();
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(raw)) {
    const plain = plainer.plain(value);
    if (plainer.problem) return { reason: `its cell in column \`${column}\` holds ${plainer.problem}` };
    if (column === '__proto__') Object.defineProperty(values, column, { value: plain, enumerable: true, writable: true, configurable: true });
    else values[column] = plain;
  }
  if (plainer.bytes > maxRowBytes) return { reason: `it is longer than ${sizeText(maxRowBytes)} once decoded` };
  return { values };
}
