import { randomFillSync } from 'node:crypto';

const POOL_IDS = 1024;
const pool = Buffer.alloc(POOL_IDS * 10);
let pooled = POOL_IDS;
let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered UUID (version 7, RFC 9562) for rows written by the hundred thousand: records, suggestions
 * and responses. Their ids are keys of B-tree indexes, and a random id lands on a random page of an index
 * that, at a million records, no longer fits in the page cache, so every insert read and rewrote pages all
 * over the file. Ids that grow with time are appended at the end instead. Within one millisecond a 12-bit
 * counter keeps them increasing; the remaining 62 bits are random, so ids stay unguessable.
 */
export function newRowId(): string {
  // The clock never goes back for these ids, and a counter that runs out borrows the next millisecond.
  const clock = Date.now();
  if (clock > lastMs) {
    lastMs = clock;
    sequence = 0;
  } else if (sequence === 0xfff) {
    lastMs += 1;
    sequence = 0;
  } else {
    sequence += 1;
  }
  const ms = lastMs;
  if (pooled === POOL_IDS) {
    randomFillSync(pool);
    pooled = 0;
  }
  const random = pool.subarray(pooled * 10, pooled * 10 + 10);
  pooled += 1;
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');
  const time = hex(ms, 12);
  const variant = 0x80 | (random[0] & 0x3f);
  return (
    `${time.slice(0, 8)}-${time.slice(8)}-${hex(0x7000 | sequence, 4)}-` +
    `${hex(variant, 2)}${hex(random[1], 2)}-${random.subarray(2, 8).toString('hex')}`
  );
}
