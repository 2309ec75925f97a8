import type { Response, ResponsesBulk } from '@gloss/contract';

/**
 * A bulk write as the specification has it: the items go in chunks of 10 to
 * `POST /me/responses/bulk`, one chunk after the other, with progress after each; every item succeeds
 * or fails on its own. Pure bookkeeping plus a runner that is given the call, so both are tested
 * without a server.
 */

export const BULK_CHUNK_SIZE = 10;

export type BulkItem = ResponsesBulk['items'][number];

/** The server's answer to one chunk: per item, in request order, the response written or the error. */
export interface BulkAnswer {
  items: readonly { item: Response | null; error: { detail: string } | null }[];
}

export interface FailedItem {
  recordId: string;
  /** What the server said (or why the chunk never got an answer). */
  detail: string;
}

export interface BulkTally {
  total: number;
  /** Items whose chunk has been answered (successfully or not). */
  done: number;
  /** The responses written, in request order. */
  written: readonly Response[];
  failed: readonly FailedItem[];
}

export function chunked<T>(items: readonly T[], size = BULK_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer (got ${size})`);
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

export function startTally(total: number): BulkTally {
  return { total, done: 0, written: [], failed: [] };
}

/**
 * Adds one chunk's outcome: the server's answer (its items follow the request's order; an item it did
 * not answer counts as failed), or the error that kept the whole chunk from being answered.
 */
export function tallyChunk(tally: BulkTally, recordIds: readonly string[], outcome: BulkAnswer | { error: string }): BulkTally {
  const written = [...tally.written];
  const failed = [...tally.failed];
  recordIds.forEach((recordId, index) => {
    if ('error' in outcome) {
      failed.push({ recordId, detail: outcome.error });
      return;
    }
    const answer = outcome.items[index];
    if (answer?.item) written.push(answer.item);
    else failed.push({ recordId, detail: answer?.error?.detail ?? 'No answer for this record' });
  });
  return { ...tally, done: tally.done + recordIds.length, written, failed };
}

/** Whole percents done, 0 to 100; 100 only once every chunk is answered. */
export function percentDone(tally: BulkTally): number {
  if (tally.total <= 0) return 100;
  const percent = Math.floor((tally.done / tally.total) * 100);
  return tally.done < tally.total ? Math.min(percent, 99) : 100;
}

export type BulkOutcome = 'succeeded' | 'partial' | 'failed';

export function outcomeOf(tally: BulkTally): BulkOutcome {
  if (tally.failed.length === 0) return 'succeeded';
  return tally.written.length === 0 ? 'failed' : 'partial';
}

export interface BulkRun<R> {
  /** The records to answer, in order. */
  records: readonly R[];
  idOf: (record: R) => string;
  /** The item for one record; built when its chunk is sent, so a thousand records cost nothing up front. */
  itemFor: (record: R) => BulkItem;
  /** Sends one chunk (`POST /me/responses/bulk`). */
  send: (items: BulkItem[]) => Promise<BulkAnswer>;
  /** After each chunk: the tally so far (for the percentage on the button). */
  onProgress?: (tally: BulkTally) => void;
  chunkSize?: number;
}

/** Sends every chunk in turn; a chunk that fails as a whole marks its items failed and the rest go on. */
export async function runBulkWrite<R>({ records, idOf, itemFor, send, onProgress, chunkSize = BULK_CHUNK_SIZE }: BulkRun<R>): Promise<BulkTally> {
  let tally = startTally(records.length);
  for (const chunk of chunked(records, chunkSize)) {
    const ids = chunk.map(idOf);
    let outcome: BulkAnswer | { error: string };
    try {
      outcome = await send(chunk.map(itemFor));
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    tally = tallyChunk(tally, ids, outcome);
    onProgress?.(tally);
  }
  return tally;
}
